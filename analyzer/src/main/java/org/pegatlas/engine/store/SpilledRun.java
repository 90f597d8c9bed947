package org.pegatlas.engine.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * A sorted run written to scratch files so that its memory can be freed before the runs of a
 * level are merged: its keys as a {@link LevelSetFile} ({@code .set}, numbered by {@link
 * LevelSetFile.Numbering#KEYS}: the gaps between the keys themselves, cheap to code both ways, about
 * two bytes per key) and its counts as a {@link CountFile} ({@code .counts}, each count in
 * about as many bits as it has), both checksummed. The files are scratch, deleted once merged,
 * and never part of a finished output; nor are they read after a crash, so they are not synced
 * to disk ({@link AtomicFiles.Sync#NONE}: the writer does not wait for the disk).
 *
 * @param keysFile the run's keys
 * @param countsFile the run's counts, in key order
 * @param size entries in the run
 * @param limbs limbs per count
 * @param bytes bytes of the two files together
 */
public record SpilledRun(Path keysFile, Path countsFile, int size, int limbs, long bytes) implements RunSource {
    /** Entries a cursor reads from the files at a time. */
    private static final int BATCH = 4096;

    /**
     * The run that {@link #write} or a {@link Writer} wrote at {@code base}, as its figures
     * recorded then say (its files are not read here).
     */
    public static SpilledRun at(Path base, int size, int limbs, long bytes) {
        return new SpilledRun(keysFile(base), countsFile(base), size, limbs, bytes);
    }

    /**
     * Writes {@code run} to {@code base.set} and {@code base.counts} (replacing them) on the
     * calling thread.
     *
     * @param codec the keys' codec
     * @param pegs pegs on every position of the run, all in one position class (the successors of one level)
     */
    public static SpilledRun write(Path base, Run run, PositionKeys codec, int pegs) throws IOException {
        return write(base, List.of(run), run.counts().limbs(), codec, pegs);
    }

    /**
     * As {@link #write(Path, Run, PositionKeys, int)}, the run given as parts whose keys ascend
     * from part to part (as {@link Run#concatenate} would join them, but never joined: the files
     * are the same, byte for byte). If either file's write fails, neither file is left.
     *
     * @param limbs limbs per count of every part
     */
    public static SpilledRun write(Path base, List<Run> parts, int limbs, PositionKeys codec, int pegs) throws IOException {
        Path keysFile = keysFile(base);
        Path countsFile = countsFile(base);
        try {
            AtomicFiles.Written countsWritten = writeCounts(countsFile, parts, limbs);
            List<long[]> keys = parts.stream().map(Run::keys).toList();
            AtomicFiles.Written keysWritten = LevelSetFile.writeKeyGaps(keysFile, codec, pegs, keys, AtomicFiles.Sync.NONE);
            int size = parts.stream().mapToInt(Run::size).sum();
            return new SpilledRun(keysFile, countsFile, size, limbs, keysWritten.bytes() + countsWritten.bytes());
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(keysFile);
            Files.deleteIfExists(countsFile);
            throw e;
        }
    }

    /** The parts' counts, one after another, in one count file (not synced: scratch). */
    private static AtomicFiles.Written writeCounts(Path file, List<Run> parts, int limbs) throws IOException {
        try (CountFile.Writer writer = new CountFile.Writer(file, limbs, AtomicFiles.Sync.NONE)) {
            for (Run part : parts) {
                if (part.counts().limbs() != limbs) {
                    throw new IllegalArgumentException("a part's counts have " + part.counts().limbs() + " limbs, not " + limbs);
                }
                writer.add(part.counts().data(), 0, part.size());
            }
            return writer.commit();
        }
    }

    /**
     * A cursor over the run's entries, decoded on the calling thread; close it to release the files.
     *
     * @throws IOException if a file is unreadable or damaged (checked when opened and as read)
     */
    @Override
    public RunCursor open() throws IOException {
        return open(Runnable::run);
    }

    /**
     * A cursor over the run's entries that decodes the next batch of entries on {@code readAhead}
     * while the caller reads the current one (so a merge of many spilled runs decodes them on other
     * threads); close it to release the files. Entries come in the same order whatever the
     * executor.
     *
     * @param readAhead runs one decoding task at a time for this cursor; {@code Runnable::run}
     *     decodes on the caller's thread, as {@link #open()}
     * @throws IOException if a file is unreadable or damaged (checked when opened and as read)
     */
    @Override
    public RunCursor open(Executor readAhead) throws IOException {
        LevelSetFile.Cursor keyCursor = new LevelSetFile.Cursor(keysFile);
        CountFile.Cursor countCursor;
        try {
            countCursor = new CountFile.Cursor(countsFile);
        } catch (IOException e) {
            keyCursor.close();
            throw e;
        }
        if (keyCursor.count() != size || countCursor.count() != size || countCursor.limbs() != limbs) {
            keyCursor.close();
            countCursor.close();
            throw new IOException(keysFile + ": a scratch run of " + keyCursor.count() + " keys and " + countCursor.count()
                    + " counts, where " + size + " were written");
        }
        return new ReadAheadCursor(keyCursor, countCursor, readAhead);
    }

    /**
     * Reads one batch while the next is decoded: {@code pending} fills the spare batch, and only
     * once the current one is used up is it awaited and the used one handed back for decoding. A
     * pending batch that no worker has started decoding by then (all of them busy) is decoded on
     * the reading thread instead of waited for. Only one decoding task of a cursor runs at a time,
     * so its file cursors are never shared.
     */
    private final class ReadAheadCursor implements RunCursor {
        private final LevelSetFile.Cursor keyCursor;
        private final CountFile.Cursor countCursor;
        private final Executor readAhead;
        private EntryBatch current = new EntryBatch(BATCH, limbs);
        /** The next batch being decoded, or {@code null} once every entry has been handed out to decode. */
        private Future<EntryBatch> pending;
        /** Entries not yet handed out to decode. */
        private int undecoded = size;
        private int at = -1;

        ReadAheadCursor(LevelSetFile.Cursor keyCursor, CountFile.Cursor countCursor, Executor readAhead) {
            this.keyCursor = keyCursor;
            this.countCursor = countCursor;
            this.readAhead = readAhead;
            pending = decode(new EntryBatch(BATCH, limbs));
        }

        private Future<EntryBatch> decode(EntryBatch into) {
            if (undecoded == 0) {
                return null;
            }
            int entries = Math.min(BATCH, undecoded);
            undecoded -= entries;
            return Background.start(() -> {
                if (keyCursor.next(into.keys, 0, entries) != entries) {
                    throw new IOException(keysFile + ": scratch run ends early");
                }
                countCursor.next(into.counts, 0, entries);
                into.size = entries;
                return into;
            }, readAhead);
        }

        @Override
        public boolean advance() throws IOException {
            if (++at < current.size) {
                return true;
            }
            if (pending == null) {
                keyCursor.finish();
                countCursor.finish();
                return false;
            }
            EntryBatch used = current;
            current = Background.runOrAwait(pending);
            pending = decode(used);
            at = 0;
            return true;
        }

        @Override
        public long key() {
            return current.keys[at];
        }

        @Override
        public long[] countData() {
            return current.counts;
        }

        @Override
        public int countAt() {
            return at * limbs;
        }

        @Override
        public int limbs() {
            return limbs;
        }

        @Override
        public void close() throws IOException {
            try {
                if (pending != null) {
                    Background.settle(pending); // the files must not close under a decoding task
                    pending = null;
                }
            } finally {
                keyCursor.close();
                countCursor.close();
            }
        }
    }

    /**
     * Writes a run entry by entry, as a merge produces it, to {@code base.set} and {@code
     * base.counts} (not synced to disk, as {@link #write} writes them).
     */
    public static final class Writer implements RunOutput, AutoCloseable {
        private final Path keysFile;
        private final Path countsFile;
        private final int limbs;
        private final LevelSetFile.Writer keys;
        private final CountFile.Writer counts;

        /**
         * @param pegs pegs on every position of the run
         * @param limbs limbs of every count passed to {@link #accept}
         */
        public Writer(Path base, PositionKeys codec, int pegs, int limbs) throws IOException {
            this.keysFile = keysFile(base);
            this.countsFile = countsFile(base);
            this.limbs = limbs;
            this.keys = new LevelSetFile.Writer(codec, pegs, LevelSetFile.Numbering.KEYS);
            this.counts = new CountFile.Writer(countsFile, limbs, AtomicFiles.Sync.NONE);
        }

        /** @throws IllegalArgumentException if {@code key} is not above the last, or not that of a position of the run's pegs */
        @Override
        public void accept(long key, long[] count) throws IOException {
            keys.add(key);
            counts.add(count, 0, 1);
        }

        /**
         * Ends both files and returns the run they hold; if this fails, neither file is left.
         *
         * @throws IOException also if the run holds more entries than a run may ({@link Integer#MAX_VALUE})
         */
        public SpilledRun finish() throws IOException {
            if (keys.count() > Integer.MAX_VALUE) {
                throw new IOException(keysFile + ": a scratch run of more than " + Integer.MAX_VALUE + " entries");
            }
            AtomicFiles.Written countsWritten = counts.commit();
            try {
                AtomicFiles.Written keysWritten = keys.write(keysFile, AtomicFiles.Sync.NONE);
                return new SpilledRun(keysFile, countsFile, (int) keys.count(), limbs, keysWritten.bytes() + countsWritten.bytes());
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(countsFile);
                throw e;
            }
        }

        /** Removes the partly written counts file unless {@link #finish()} succeeded. */
        @Override
        public void close() throws IOException {
            counts.close();
        }
    }

    /** The keys file of the run at {@code base}: {@code base.set}. */
    private static Path keysFile(Path base) {
        return base.resolveSibling(base.getFileName() + ".set");
    }

    /** The counts file of the run at {@code base}: {@code base.counts}. */
    private static Path countsFile(Path base) {
        return base.resolveSibling(base.getFileName() + ".counts");
    }

    /** Removes the files. */
    public void delete() throws IOException {
        Files.deleteIfExists(keysFile);
        Files.deleteIfExists(countsFile);
    }
}
