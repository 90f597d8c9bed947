package org.pegatlas.engine.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.ScratchDirectory;

/**
 * The level files of an output directory, under {@code levels/}: for each level {@code NN}
 * (two digits or more), {@code forward-NN.roar} (reachable canonical positions) with
 * {@code forward-NN.counts} (their orbit-total path counts), and {@code solvable-NN.roar} with
 * {@code solvable-NN.counts} (those that can reach the goal, with orbit-total ways to finish).
 * Every file is written atomically and recorded in the manifest once complete. Writes run on one
 * background thread, in submission order, so the search goes on while a level is being written.
 * The keys of written levels are also kept in memory while they fit in the cache budget, so that
 * reading them back costs nothing on problems that fit in memory.
 *
 * <p>Files made by {@link #keepingResumable} keep only what a resume can use: once a level's
 * figures and the next level's files are both recorded, the level's files are deleted (and
 * forgotten by the manifest), so a forward pass through them holds about two levels on disk and a
 * kill at any moment loses at most the level being expanded (see {@code ResumePoint.ofLatest} in {@code engine}).
 * Made {@linkplain #keepingResumable(Path, Manifest, PositionKeys, boolean) keeping every set},
 * they delete only the counts of such a level and keep its set of keys, for whoever reads the
 * pass's levels afterwards (the sample solutions of the pairs table searched to the middle).
 */
public final class LevelFiles implements AutoCloseable {
    public static final String FORWARD = "forward";
    public static final String SOLVABLE = "solvable";
    /** The extension of a level's set file (its keys). */
    public static final String SET = "roar";
    /** The extension of a level's counts file. */
    public static final String COUNTS = "counts";
    /** The subdirectory of an output directory that holds its level files. */
    public static final String DIRECTORY = "levels";
    /** Widest counts a merge tries (4096 bits), as in {@link org.pegatlas.engine.ParallelExpander}. */
    private static final int MAX_LIMBS = 64;
    private static final String FORWARD_LEVELS_KEY = "forward.levels";
    /** Entries buffered between a merge and the count file. */
    private static final int MERGE_BATCH = 1 << 16;
    /**
     * Share of the free disk that a level's spilled runs may take before they are merged early:
     * the early merge's output (at most as large as its input) must fit beside them, and the
     * level's files after them.
     */
    private static final double SCRATCH_SHARE = 0.3;

    /** Bytes of a level's two files. */
    public record LevelBytes(long set, long counts) {
        public long total() {
            return set + counts;
        }
    }

    /**
     * A level written by {@link #writeMerged}: its size, count width and bytes, and its entries
     * kept in memory ({@code null} when they were not: none asked for, or more than asked for).
     */
    public record Merged(long size, int limbs, LevelBytes bytes, HeldLevel held) {
    }

    private final Path directory;
    private final Manifest manifest;
    private final PositionKeys keys;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "pegatlas-writer");
        thread.setDaemon(true);
        return thread;
    });
    private final List<Future<LevelBytes>> pending = new ArrayList<>();
    private final Map<String, Future<LevelBytes>> queued = new ConcurrentHashMap<>();
    /** The counts of the levels queued by {@link #writeLater} until they are written, by file name. */
    private final Map<String, CountVector> unwritten = new ConcurrentHashMap<>();
    private final Map<String, long[]> cache = new HashMap<>();
    private long cacheBytesLeft;
    private final boolean keepsOnlyResumable;
    /** With {@link #keepsOnlyResumable}: whether a level no longer needed keeps its set (only its counts go). */
    private final boolean keepsSets;
    /** Set by {@link #limitScratch}; 0 for a share of the free disk. */
    private long scratchLimit;

    /** @param cacheBytes memory that levels kept for reading back may take */
    public LevelFiles(Path outputDirectory, Manifest manifest, PositionKeys keys, long cacheBytes) throws IOException {
        this(outputDirectory, manifest, keys, cacheBytes, false);
    }

    /**
     * Level files that keep only the levels a resume can still use (see the class comment), for a
     * pass that reads no level but the one it is expanding; nothing is cached in memory. When
     * {@code everySet}, a level a resume no longer needs loses only its counts: its set stays,
     * recorded in the manifest ({@link #setIntact} checks it), until the directory is deleted.
     */
    public static LevelFiles keepingResumable(Path outputDirectory, Manifest manifest, PositionKeys keys, boolean everySet)
            throws IOException {
        return new LevelFiles(outputDirectory, manifest, keys, 0, true, everySet);
    }

    private LevelFiles(Path outputDirectory, Manifest manifest, PositionKeys keys, long cacheBytes, boolean keepsOnlyResumable)
            throws IOException {
        this(outputDirectory, manifest, keys, cacheBytes, keepsOnlyResumable, false);
    }

    private LevelFiles(Path outputDirectory, Manifest manifest, PositionKeys keys, long cacheBytes, boolean keepsOnlyResumable,
            boolean keepsSets) throws IOException {
        this.keepsOnlyResumable = keepsOnlyResumable;
        this.keepsSets = keepsSets;
        this.cacheBytesLeft = cacheBytes;
        this.directory = outputDirectory.resolve(DIRECTORY);
        this.manifest = manifest;
        this.keys = keys;
        ScratchDirectory.refuseLink(directory);
        Files.createDirectories(directory);
    }

    /**
     * Queues a level's set and counts for writing; the level's arrays must not change afterwards.
     *
     * @return the bytes of the two files, once written
     */
    public Future<LevelBytes> writeLater(String kind, int level, Level data) {
        String counts = fileName(kind, level, COUNTS);
        unwritten.put(counts, data.counts());
        Future<LevelBytes> bytes = writer.submit(() -> {
            try {
                return write(kind, level, data);
            } finally {
                unwritten.remove(counts);
            }
        });
        pending.add(bytes);
        queued.put(fileName(kind, level, SET), bytes);
        long size = 8L * data.size();
        if (size <= cacheBytesLeft) {
            cacheBytesLeft -= size;
            cache.put(fileName(kind, level, SET), data.keys());
        }
        return bytes;
    }

    /**
     * Makes sure a level is on disk: waits for it if it was queued by {@link #writeLater},
     * otherwise writes it now.
     */
    public LevelBytes store(String kind, int level, Level data) throws IOException {
        Future<LevelBytes> write = queued.get(fileName(kind, level, SET));
        return write != null ? bytesOf(write) : write(kind, level, data);
    }

    /**
     * Waits for every queued write.
     *
     * @throws IOException the first write failure
     */
    public void awaitWrites() throws IOException {
        for (Future<LevelBytes> write : pending) {
            bytesOf(write);
        }
        pending.clear();
    }

    /** The result of {@link #writeLater}, waiting for it. */
    public static LevelBytes bytesOf(Future<LevelBytes> write) throws IOException {
        return Background.await(write);
    }

    /** Writes a level of {@code pegs} pegs, given as a run of its keys and counts, now. */
    public LevelBytes store(String kind, int level, int pegs, Run data) throws IOException {
        return write(kind, level, pegs, data.keys(), data.counts());
    }

    private LevelBytes write(String kind, int level, Level data) throws IOException {
        return write(kind, level, data.pegs(), data.keys(), data.counts());
    }

    private LevelBytes write(String kind, int level, int pegs, long[] levelKeys, CountVector counts) throws IOException {
        String set = fileName(kind, level, SET);
        String countsName = fileName(kind, level, COUNTS);
        AtomicFiles.Written setWritten = LevelSetFile.write(directory.resolve(set), keys, pegs, levelKeys, levelKeys.length);
        AtomicFiles.Written countsWritten = CountFile.write(directory.resolve(countsName), counts, levelKeys.length);
        record(kind, level, levelKeys.length, setWritten, countsWritten);
        return new LevelBytes(setWritten.bytes(), countsWritten.bytes());
    }

    private synchronized void record(String kind, int level, long positions, AtomicFiles.Written setWritten,
            AtomicFiles.Written countsWritten) throws IOException {
        manifest.putFile(recordedName(kind, level, SET), setWritten).putFile(recordedName(kind, level, COUNTS), countsWritten);
        if (keepsOnlyResumable) {
            manifest.put(positionsKey(kind, level), Long.toString(positions));
        }
        saveDroppingUnresumable(kind, level - 1);
    }

    /**
     * The positions of a level as recorded with its files or its figures, or -1 when not recorded
     * (only files that keep only resumable levels record them; the count stays after the level's
     * files are dropped).
     */
    public synchronized long recordedPositions(String kind, int level) {
        String positions = manifest.get(positionsKey(kind, level));
        return positions == null ? -1 : Long.parseLong(positions);
    }

    /**
     * Whether a resume can go on from a level: its files are recorded, with at least one position
     * (the empty level after a pass's last one, written when that last level was expanded in
     * slices, is no place to go on from: the last level itself is). Only known to files that keep
     * only resumable levels.
     */
    public synchronized boolean resumableFrom(String kind, int level) {
        String positions = manifest.get(positionsKey(kind, level));
        return manifest.hasFile(recordedName(kind, level, SET)) && positions != null && Long.parseLong(positions) > 0;
    }

    /**
     * Saves the manifest; when only resumable levels are kept, first forgets (and after the save
     * deletes) the levels {@code 0 .. upTo} of {@code kind} that a resume no longer needs: those
     * whose figures are recorded and whose next level a resume can go on from; only their counts
     * when {@link #keepsSets}. (Levels may be recorded out of order: a
     * level queued for writing can be overtaken by the next ones, stored at once to be expanded
     * in slices.)
     */
    private void saveDroppingUnresumable(String kind, int upTo) throws IOException {
        List<Integer> unneeded = new ArrayList<>();
        for (int n = 0; keepsOnlyResumable && n <= upTo; n++) {
            if (manifest.hasFile(recordedName(kind, n, COUNTS)) && recordedFigures(kind, n) != null && resumableFrom(kind, n + 1)) {
                manifest.removeFile(recordedName(kind, n, COUNTS));
                if (!keepsSets) {
                    manifest.removeFile(recordedName(kind, n, SET));
                }
                unneeded.add(n);
            }
        }
        manifest.save();
        for (int n : unneeded) {
            Files.deleteIfExists(path(kind, n, COUNTS));
            if (!keepsSets) {
                Files.deleteIfExists(path(kind, n, SET));
            }
        }
    }

    /** Whether these files keep the set of every level (see {@link #keepingResumable(Path, Manifest, PositionKeys, boolean)}). */
    public boolean keepsSets() {
        return keepsSets;
    }

    /**
     * What {@link #writeMerged} merges, and how.
     *
     * @param runs the runs merged, their counts summed for equal keys
     * @param limbs the limbs the counts get at first, or more if a sum needs them
     * @param images counts per key, summed image by image, each in {@code limbs / images} limbs
     *     (see {@link org.pegatlas.engine.StartImages}); a sum that needs more gets one more limb per image
     * @param only when not {@code null}, a level set file: only keys it holds are written
     * @param readAhead where the runs' next entries are decoded, and the merged entries written,
     *     while the merge goes on (see {@link RunSource#open(Executor)}); {@code Runnable::run}
     *     does it all on the calling thread
     * @param entriesRead told how many of the runs' entries have been read, as the merge goes
     *     (again from the start if a sum needs wider counts)
     * @param holdBytes the most the merged entries may take in memory to be kept there too (see
     *     {@link HeldLevel}); 0 keeps none
     */
    public record Merge(List<RunSource> runs, int limbs, int images, Path only, Executor readAhead, LongConsumer entriesRead,
            long holdBytes) {
    }

    /**
     * Merges runs into a level's files, summing counts of equal keys ({@code merge}).
     *
     * @param pegs pegs on every position of the level
     */
    public Merged writeMerged(String kind, int level, int pegs, Merge merge) throws IOException {
        return widening(merge.limbs(), merge.images(), width -> writeMergedOnce(kind, level, pegs, merge, width));
    }

    /** A merge at a given width of counts, which throws an {@link ArithmeticException} if a sum needs a wider one. */
    public interface MergeAtWidth<T> {
        T merge(int limbs) throws IOException;
    }

    /**
     * Runs {@code merge} with {@code limbs} limbs, then, each time a sum does not fit, again with
     * one more limb per image, up to the widest counts a merge tries.
     *
     * @throws ArithmeticException if a sum does not fit even the widest
     */
    public static <T> T widening(int limbs, int images, MergeAtWidth<T> merge) throws IOException {
        for (int width = limbs; ; width += images) {
            try {
                return merge.merge(width);
            } catch (ArithmeticException overflow) {
                if (width >= MAX_LIMBS * images) {
                    throw overflow;
                }
            }
        }
    }

    /** {@link #writeMerged} with counts of {@code limbs} limbs, which throws an {@link ArithmeticException} if a sum needs more. */
    private Merged writeMergedOnce(String kind, int level, int pegs, Merge merge, int limbs) throws IOException {
        Path only = merge.only();
        Executor readAhead = merge.readAhead();
        String set = fileName(kind, level, SET);
        String counts = fileName(kind, level, COUNTS);
        List<RunCursor> cursors = new ArrayList<>();
        LevelSetFile.Writer setWriter = new LevelSetFile.Writer(keys, pegs);
        try (CountFile.Writer countWriter = new CountFile.Writer(directory.resolve(counts), limbs);
             LevelSetFile.AscendingLookup filter = only == null ? null : new LevelSetFile.AscendingLookup(only)) {
            for (RunSource run : merge.runs()) {
                cursors.add(run.open(readAhead));
            }
            HeldLevel held = new HeldLevel(limbs, merge.holdBytes());
            BatchedLevelOutput output = new BatchedLevelOutput(setWriter, countWriter, held, limbs, MERGE_BATCH, readAhead);
            try {
                RunMerger.merge(cursors, limbs, merge.images(), (key, count) -> {
                    if (filter == null || filter.contains(key)) {
                        output.accept(key, count);
                    }
                }, merge.entriesRead());
                output.finish();
            } finally {
                output.abandon();
            }
            AtomicFiles.Written countsWritten = countWriter.commit();
            AtomicFiles.Written setWritten = setWriter.write(directory.resolve(set));
            record(kind, level, setWriter.count(), setWritten, countsWritten);
            return new Merged(setWriter.count(), limbs, new LevelBytes(setWritten.bytes(), countsWritten.bytes()),
                    held.dropped() ? null : held);
        } finally {
            for (RunCursor cursor : cursors) {
                cursor.close();
            }
        }
    }

    /**
     * Records a level's figures (one line, no line breaks) once they are complete. Figures of a
     * level that went through disk (expanded in slices: minutes of work on a large board) are saved
     * at once; others reach the manifest file with its next save (the next level file recorded,
     * or the run's end), so quick levels cost no save of their own and figures lost to a kill only
     * mean that a quick level is expanded again. Files that keep only resumable levels save them
     * at once, with the level's positions (which a resumed pass sizes its first slices by), and
     * drop the level's files if the next level's are recorded.
     *
     * @param positions the level's stored positions
     * @param throughDisk whether the level was expanded in slices
     */
    public synchronized void recordFigures(String kind, int level, String figures, long positions, boolean throughDisk) throws IOException {
        manifest.put(figuresKey(kind, level), figures);
        if (keepsOnlyResumable) {
            manifest.put(positionsKey(kind, level), Long.toString(positions));
        }
        if (keepsOnlyResumable || throughDisk) {
            saveDroppingUnresumable(kind, level);
        }
    }

    /**
     * Records what the slices of a level expanded in slices held ({@link SliceHistory#encode}),
     * saved with the level's figures, which must be recorded after it.
     */
    public synchronized void recordSlices(String kind, int level, String slices) {
        manifest.put(slicesKey(kind, level), slices);
    }

    /**
     * What the slices of a level held, as recorded by {@link #recordSlices}, or {@code null} (not
     * expanded in slices, or recorded by an older pegatlas).
     */
    public synchronized String recordedSlices(String kind, int level) {
        return manifest.get(slicesKey(kind, level));
    }

    /** The figures recorded for a level, or {@code null}. */
    public synchronized String recordedFigures(String kind, int level) {
        return manifest.get(figuresKey(kind, level));
    }

    /** Records that the forward pass is complete with {@code levels} levels (saved as {@link #recordFigures}). */
    public synchronized void recordForwardLevels(int levels) {
        manifest.put(FORWARD_LEVELS_KEY, Integer.toString(levels));
    }

    /** The number of forward levels once the forward pass is complete, or -1. */
    public synchronized int recordedForwardLevels() {
        String value = manifest.get(FORWARD_LEVELS_KEY);
        return value == null ? -1 : Integer.parseInt(value);
    }

    /**
     * Whether both files of a level are recorded in the manifest and match their recorded size
     * and checksum.
     *
     * @param damaged receives the relative path of each recorded file that does not match
     */
    public boolean intact(String kind, int level, List<String> damaged) throws IOException {
        boolean intact = true;
        for (String extension : new String[] {SET, COUNTS}) {
            String relative = recordedName(kind, level, extension);
            AtomicFiles.Written recorded = recorded(relative);
            if (recorded == null) {
                intact = false;
            } else if (!Files.isRegularFile(directory.resolve(fileName(kind, level, extension)))
                    || !recorded.equals(AtomicFiles.checksum(directory.resolve(fileName(kind, level, extension))))) {
                damaged.add(relative);
                intact = false;
            }
        }
        return intact;
    }

    /**
     * Whether a level's set file is recorded and matches its recorded size and CRC-32C (whatever
     * its counts file); a recorded one that does not is added to {@code damaged}.
     */
    public boolean setIntact(String kind, int level, List<String> damaged) throws IOException {
        String relative = recordedName(kind, level, SET);
        AtomicFiles.Written recorded = recorded(relative);
        if (recorded == null) {
            return false;
        }
        Path file = directory.resolve(fileName(kind, level, SET));
        if (!Files.isRegularFile(file) || !recorded.equals(AtomicFiles.checksum(file))) {
            damaged.add(relative);
            return false;
        }
        return true;
    }

    /** The sizes of a level's two files as recorded in the manifest. */
    public LevelBytes recordedBytes(String kind, int level) {
        AtomicFiles.Written set = recorded(recordedName(kind, level, SET));
        AtomicFiles.Written counts = recorded(recordedName(kind, level, COUNTS));
        return new LevelBytes(set == null ? 0 : set.bytes(), counts == null ? 0 : counts.bytes());
    }

    private synchronized AtomicFiles.Written recorded(String relativePath) {
        return manifest.recordedFile(relativePath);
    }

    private static String positionsKey(String kind, int level) {
        return "positions." + String.format(Locale.ROOT, "%s-%02d", kind, level);
    }

    private static String slicesKey(String kind, int level) {
        return "slices." + String.format(Locale.ROOT, "%s-%02d", kind, level);
    }

    private static String figuresKey(String kind, int level) {
        return "figures." + String.format(Locale.ROOT, "%s-%02d", kind, level);
    }

    /** Reads a written level back in slices of consecutive positions. */
    public LevelSlices slices(String kind, int level, int pegs) throws IOException {
        return LevelSlices.of(directory.resolve(fileName(kind, level, SET)), directory.resolve(fileName(kind, level, COUNTS)), pegs, keys);
    }

    /** The codec of the keys of the levels written. */
    public PositionKeys keys() {
        return keys;
    }

    /** A directory for scratch files (created on demand, emptied by {@link #close()}); refused when it is a symbolic link. */
    public Path scratch() throws IOException {
        Path scratch = directory.resolve("scratch");
        ScratchDirectory.refuseLink(scratch);
        return Files.createDirectories(scratch);
    }

    /**
     * The bytes that a level's spilled runs may take before they are merged early into one (see
     * {@link org.pegatlas.engine.SlicedExpansion}): the limit set by {@link #limitScratch}, or else
     * {@value #SCRATCH_SHARE} of the disk space free for the scratch directory now.
     */
    public long scratchLimit() throws IOException {
        return scratchLimit > 0 ? scratchLimit : (long) (Files.getFileStore(scratch()).getUsableSpace() * SCRATCH_SHARE);
    }

    /** Sets the {@link #scratchLimit} in bytes (at least 1), whatever the free disk space. */
    public void limitScratch(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("scratch limit below 1 byte: " + bytes);
        }
        scratchLimit = bytes;
    }

    /** The keys of a written level: cached, or read once its write (if queued by {@link #writeLater}) is done. */
    public long[] readKeys(String kind, int level) throws IOException {
        long[] cached = cache.get(fileName(kind, level, SET));
        if (cached != null) {
            return cached;
        }
        awaitWrite(kind, level);
        return LevelSetFile.read(directory.resolve(fileName(kind, level, SET)));
    }

    /** The counts of a written level, read once its write (if queued by {@link #writeLater}) is done. */
    public CountVector readCounts(String kind, int level) throws IOException {
        awaitWrite(kind, level);
        return CountFile.read(directory.resolve(fileName(kind, level, COUNTS)));
    }

    /**
     * The counts of a level queued by {@link #writeLater} while they are still being written (the
     * same array, not a copy), or {@code null} once they are written: then read them from the file.
     */
    public CountVector unwrittenCounts(String kind, int level) {
        return unwritten.get(fileName(kind, level, COUNTS));
    }

    /** A cursor over the counts of a written level, opened once its write (if queued by {@link #writeLater}) is done. */
    public CountFile.Cursor countCursor(String kind, int level) throws IOException {
        awaitWrite(kind, level);
        return new CountFile.Cursor(directory.resolve(fileName(kind, level, COUNTS)));
    }

    /** Waits for the write of a level if {@link #writeLater} queued it. */
    private void awaitWrite(String kind, int level) throws IOException {
        Future<LevelBytes> write = queued.get(fileName(kind, level, SET));
        if (write != null) {
            bytesOf(write);
        }
    }

    @Override
    public void close() throws IOException {
        writer.shutdown();
        boolean interrupted = false;
        // levels still queued (when a pass failed) are written and recorded, each as far as it goes: what was finished is kept,
        // whichever way the failing pass and the writer thread raced, and no write is left running once this returns
        while (!writer.isTerminated()) {
            try {
                writer.awaitTermination(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        deleteScratch();
    }

    private void deleteScratch() throws IOException {
        ScratchDirectory.delete(directory.resolve("scratch"));
    }

    /**
     * Deletes the files under {@code levels/} of the names pegatlas writes there that the manifest
     * does not record: what a run stopped between recording and deleting, or part-way through a
     * write, left behind, and the spilled runs of a level a killed run was expanding
     * ({@code scratch/}, never reused). Files of other names are left alone (see
     * {@link ScratchDirectory#isOwnFile}).
     */
    public void deleteUnrecorded() throws IOException {
        deleteScratch();
        try (var files = Files.list(directory)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && ScratchDirectory.isOwnFile(file.getFileName().toString())
                        && recorded(DIRECTORY + "/" + file.getFileName()) == null) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }

    /** Where a level's file is ({@code extension} {@link #SET} or {@link #COUNTS}). */
    public Path path(String kind, int level, String extension) {
        return directory.resolve(fileName(kind, level, extension));
    }

    /** Where a level's file is among the level files of {@code outputDirectory} ({@code extension} {@link #SET} or {@link #COUNTS}). */
    public static Path path(Path outputDirectory, String kind, int level, String extension) {
        return outputDirectory.resolve(DIRECTORY).resolve(fileName(kind, level, extension));
    }

    /** A level's file as its output directory's manifest records it: {@code levels/KIND-NN.EXTENSION}. */
    public static String recordedName(String kind, int level, String extension) {
        return DIRECTORY + "/" + fileName(kind, level, extension);
    }

    /**
     * Where the {@code part}-th run spilled while making level {@code level} (or from it) is written
     * in {@code directory}, as the base that {@link SpilledRun#write} adds the files' extensions to:
     * {@code KIND-NN-PPPPP}, a name the scratch's removal knows ({@link ScratchDirectory#isOwnFile}).
     */
    public static Path runBase(Path directory, String kind, int level, int part) {
        return directory.resolve(String.format(Locale.ROOT, "%s-%02d-%05d", kind, level, part));
    }

    /** A level as messages name it: {@code levels/KIND-NN}, without an extension. */
    public static String displayName(String kind, int level) {
        return DIRECTORY + "/" + String.format(Locale.ROOT, "%s-%02d", kind, level);
    }

    /**
     * A level's file name in the level directory: {@code KIND-NN.EXTENSION}, the level number in two
     * digits or more (the Spark module names its Parquet datasets and records of a level so too).
     */
    public static String fileName(String kind, int level, String extension) {
        return String.format(Locale.ROOT, "%s-%02d.%s", kind, level, extension);
    }
}
