package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import org.pegatlas.board.Board;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.DenseLevelSet;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.ScratchDirectory;

/**
 * The level sets of one pass of the pairs table searched to the middle, with no counts: what the
 * pass reaches, and what of it a solution can pass through. They let the pass with counts visit
 * only the positions that matter ({@link MiddleSearch}).
 *
 * <ul>
 *   <li>{@link #reach}: level {@code k + 1}'s reached set is the canonical successors of level
 *       {@code k}'s, gathered in a {@link DenseLevelSet} (a bit per possible position: no sorting,
 *       no spilling, whatever the level's size) and written as a level file.
 *   <li>{@link #keep}: the middle level keeps the positions with a successor (with {@code n} even:
 *       a position) whose complement the dual's middle level reaches; each lower level keeps the
 *       positions with a successor kept on the level above. A position left out lies on no
 *       solution from the pass's starts to a single peg of the dual's class, and every position on
 *       such a solution is kept: a kept position's predecessors on a solution are kept too, so
 *       counts made over kept positions only are exact for them.
 * </ul>
 *
 * <p>Canonical under the pass's group, as its levels with counts. Files: {@code reached-NN.roar}
 * and {@code kept-NN.roar} in the pass's own directory, each written atomically and recorded in
 * its {@code manifest.txt} (size and CRC-32C) under the pass's identity; a resume goes on from the
 * files recorded and intact, and a directory of another identity is emptied.
 */
final class PassSets {
    /** The kind of the reached sets' files. */
    static final String REACHED = "reached";
    /** The kind of the kept sets' files. */
    static final String KEPT = "kept";
    /** Keys read from a level file at a time, split between the threads. */
    private static final int BATCH = 1 << 18;

    private final Board board;
    private final SymmetryTables tables;
    private final PositionKeys keys;
    private final MoveTable moves;
    private final StartClassPass pass;
    private final Path directory;
    private final Manifest manifest;
    private final int threads;
    private final Progress progress;
    private final String label;
    private final long startNanos;

    private PassSets(StartClassPass pass, Path directory, Manifest manifest, int threads, Progress progress, long startNanos) {
        this.board = pass.board();
        this.tables = pass.tables();
        this.keys = board.positionKeys();
        this.moves = new MoveTable(board);
        this.pass = pass;
        this.directory = directory;
        this.manifest = manifest;
        this.threads = threads;
        this.progress = progress;
        this.label = "start " + pass.name();
        this.startNanos = startNanos;
    }

    /**
     * Opens the sets of {@code pass} searched to level {@code middle} in {@code directory}: those
     * recorded there under the pass's identity ({@link ProblemCodec#encodeClassSets}) and intact are
     * kept (a damaged one is deleted and made again), anything else there is deleted.
     */
    static PassSets open(Path directory, StartClassPass pass, int middle, int threads, Progress progress, long startNanos)
            throws IOException {
        String identity = ProblemCodec.encodeClassSets(pass.board(), pass.name(), middle);
        String label = "start " + pass.name();
        ScratchDirectory.refuseLink(directory);
        Manifest existing = Files.isDirectory(directory) ? Manifest.load(directory) : null;
        Manifest manifest;
        if (existing == null || !identity.equals(existing.get(OutputDirectory.PROBLEM_KEY))) {
            ScratchDirectory.delete(directory);
            manifest = OutputDirectory.prepare(directory, identity);
        } else {
            manifest = OutputDirectory.resume(directory, identity);
            for (String kind : List.of(REACHED, KEPT)) {
                for (int level = 0; level <= middle; level++) {
                    String name = name(kind, level);
                    if (manifest.recordedFile(name) != null && !intact(directory, manifest, name)) {
                        progress.note(label + ": " + name + " is damaged (its size or CRC-32C differs from the manifest); it is made"
                                + " again");
                        manifest.removeFile(name);
                        Files.deleteIfExists(directory.resolve(name));
                    }
                }
            }
            manifest.save();
        }
        return new PassSets(pass, directory, manifest, threads, progress, startNanos);
    }

    private static boolean intact(Path directory, Manifest manifest, String name) throws IOException {
        Path file = directory.resolve(name);
        return Files.isRegularFile(file) && manifest.hasFile(name, AtomicFiles.checksum(file));
    }

    /** The file of level {@code level}'s set of {@code kind}. */
    Path path(String kind, int level) {
        return directory.resolve(name(kind, level));
    }

    /**
     * The file of level {@code level}'s counts over its kept set when they were made in memory
     * ({@link KeptCounts}): not recorded in the manifest, written again by each run that needs it.
     */
    Path countsPath(int level) {
        return directory.resolve(LevelFiles.fileName(KEPT, level, LevelFiles.COUNTS));
    }

    private static String name(String kind, int level) {
        return LevelFiles.fileName(kind, level, LevelFiles.SET);
    }

    private boolean recorded(String kind, int level) {
        return manifest.recordedFile(name(kind, level)) != null;
    }

    private void record(String kind, int level, AtomicFiles.Written written) throws IOException {
        manifest.putFile(name(kind, level), written).save();
    }

    /**
     * The reached sets of levels {@code 0} to {@code last} (inclusive): level 0 holds the canonical
     * forms of the pass's starts (every image, {@link StartImages}); levels recorded by an
     * interrupted run are not made again.
     *
     * @return the levels reached: {@code last + 1}, or fewer when a level is empty (the levels
     *     after it are not written)
     */
    int reach(int last) throws IOException {
        long[] starts = new long[pass.images().count()];
        for (int i = 0; i < starts.length; i++) {
            starts[i] = pass.images().start(i);
        }
        int pegs = board.holeCount() - 1;
        if (!recorded(REACHED, 0)) {
            DenseLevelSet first = new DenseLevelSet(keys, pegs, classBits());
            DenseLevelSet.Adder adder = first.adder();
            for (long start : starts) {
                adder.add(keys.key(tables.canonical(start)));
            }
            adder.flush();
            record(REACHED, 0, first.write(path(REACHED, 0)));
        }
        long size = count(REACHED, 0);
        for (int k = 0; k < last; k++) {
            if (size == 0) {
                return k;
            }
            if (!recorded(REACHED, k + 1)) {
                record(REACHED, k + 1, candidates(path(REACHED, k), pegs - k, k + 1, neighbours(false)).write(path(REACHED, k + 1)));
            }
            size = count(REACHED, k + 1);
            progress.note(String.format(Locale.ROOT, "%s reached level %2d (%d pegs): %,d canonical positions [%.2f s]", label, k + 1,
                    pegs - k - 1, size, elapsedSeconds()));
        }
        return size == 0 ? last : last + 1;
    }

    /**
     * The kept sets of levels {@code middle} down to 0, each the reached set of its level less the
     * positions that lie on no solution into the dual's class. The middle level keeps each
     * position {@code q} whose complement ({@code n} even), or the complement of one of whose
     * successors ({@code n} odd), the dual's middle level holds; a lower level keeps each position
     * with a successor kept on the level above. Both are made backwards, from the few positions
     * that qualify rather than by testing every reached one: the middle level's candidates are the
     * complements of the dual's middle positions ({@code n} even) or their predecessors ({@code n}
     * odd: {@code q → q'} is a jump and {@code ~q'} is the dual's {@code y} exactly when {@code q}
     * is {@code ~y} un-jumped), a lower level's are the predecessors of the level above's kept
     * positions; each level keeps the candidates it reached. The canonical position stands for its
     * whole orbit: jumps and complements commute with the symmetries, and the dual's level is
     * canonical under the same group (the symmetries that keep a position class keep its
     * complement's). Levels recorded by an interrupted run are not made again.
     *
     * @param dualMiddle the dual's reached middle level (canonical under the dual's group)
     * @param fromDual a position of the dual as a position of this pass (the identity, or the
     *     board symmetry the dual is read through)
     */
    void keep(int middle, Path dualMiddle, LongUnaryOperator fromDual) throws IOException {
        int pegs = board.holeCount() - 1;
        boolean throughJump = board.holeCount() % 2 == 1;
        long full = board.fullMask();
        if (!recorded(KEPT, middle)) {
            keepReached(middle, candidates(dualMiddle, pegs - middle, middle, (adder, images, lines) -> position -> {
                long own = fromDual.applyAsLong(position);
                if (!throughJump) {
                    adder.add(keys.key(tables.canonical(full & ~own, images)));
                    return;
                }
                tables.images(full & ~own, images);
                int count = moves.legalLines(own, false, lines);
                for (int j = 0; j < count; j++) {
                    adder.add(keys.key(tables.canonicalAfterJump(images, lines[j])));
                }
            }));
        }
        note(middle);
        for (int k = middle - 1; k >= 0; k--) {
            if (!recorded(KEPT, k)) {
                keepReached(k, candidates(path(KEPT, k + 1), pegs - k - 1, k, neighbours(true)));
            }
            note(k);
        }
    }

    /** What one thread adds to a level's candidates for each position of the file they come from. */
    private interface CandidateMaker {
        LongConsumer forThread(DenseLevelSet.Adder adder, long[] images, int[] lines);
    }

    /** Adds each position's canonical successors, or with {@code backward} its canonical predecessors. */
    private CandidateMaker neighbours(boolean backward) {
        return (adder, images, lines) -> position -> {
            tables.images(position, images);
            int count = moves.legalLines(position, backward, lines);
            for (int j = 0; j < count; j++) {
                adder.add(keys.key(tables.canonicalAfterJump(images, lines[j])));
            }
        };
    }

    /** The candidates for level {@code level}'s kept set that {@code maker} makes from each position of {@code source} ({@code sourcePegs} pegs). */
    private DenseLevelSet candidates(Path source, int sourcePegs, int level, CandidateMaker maker) throws IOException {
        DenseLevelSet candidates = new DenseLevelSet(keys, board.holeCount() - 1 - level, classBits());
        forEachBatch(source, sourcePegs, () -> {
            DenseLevelSet.Adder adder = candidates.adder();
            LongConsumer add = maker.forThread(adder, new long[tables.order()], new int[moves.maxJumps]);
            return (positions, from, to, levelKeys) -> {
                for (int i = from; i < to; i++) {
                    add.accept(positions[i]);
                }
                adder.flush();
            };
        });
        return candidates;
    }

    /** Writes and records, as level {@code level}'s kept set, the candidates its reached set holds. */
    private void keepReached(int level, DenseLevelSet candidates) throws IOException {
        candidates.retainAll(DenseLevelSet.read(path(REACHED, level)));
        record(KEPT, level, candidates.write(path(KEPT, level)));
    }

    /** The bytes level {@code level}'s set takes held as bits ({@link DenseLevelSet#bytesFor}), whatever it holds. */
    long denseBytes(int level) {
        return DenseLevelSet.bytesFor(keys, board.holeCount() - 1 - level, classBits());
    }

    /** The parities on the class invariants of the pass's positions (a jump keeps them: the same on every level). */
    private int classBits() {
        return keys.classBits(pass.images().start(0));
    }

    private void note(int level) throws IOException {
        progress.note(String.format(Locale.ROOT, "%s kept level %2d: %,d of %,d canonical positions [%.2f s]", label, level,
                count(KEPT, level), count(REACHED, level), elapsedSeconds()));
    }

    /** Keys of a level file counted from its trailer. */
    long count(String kind, int level) throws IOException {
        try (LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(path(kind, level))) {
            return cursor.count();
        }
    }

    /** One thread's work on a stretch of a batch of a level's positions. */
    private interface Stretch {
        void run(long[] positions, int from, int to, long[] levelKeys);
    }

    /**
     * Reads a level file a batch at a time and hands each batch to the threads in stretches, each
     * thread with its own {@link Stretch} from {@code perThread} (made once per task).
     */
    private void forEachBatch(Path file, int pegs, Supplier<Stretch> perThread) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "pegatlas-sets");
            thread.setDaemon(true);
            return thread;
        });
        try {
            forEachBatch(file, pegs, perThread, pool);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * As {@link #forEachBatch(Path, int, Supplier)} on {@code pool}: the next batch is decoded on
     * this thread while the threads work on the last one (decoding, ranks back to keys, costs about
     * as much as the work on a batch).
     */
    private void forEachBatch(Path file, int pegs, Supplier<Stretch> perThread, ExecutorService pool) throws IOException {
        long done = 0;
        long lastNote = System.nanoTime();
        List<Future<Void>> running = List.of();
        try (LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(file)) {
            long[] batch = new long[BATCH];
            for (int n; (n = fill(cursor, batch)) > 0; ) {
                long[] levelKeys = batch;
                batch = new long[BATCH]; // the threads read this batch while the next is decoded into a new one
                long[] positions = new long[n];
                int tasks = threads * 4;
                List<Callable<Void>> work = new ArrayList<>();
                for (int t = 0; t < tasks; t++) {
                    int from = (int) ((long) n * t / tasks);
                    int to = (int) ((long) n * (t + 1) / tasks);
                    work.add(() -> {
                        for (int i = from; i < to; i++) {
                            positions[i] = keys.position(levelKeys[i], pegs);
                        }
                        perThread.get().run(positions, from, to, levelKeys);
                        return null;
                    });
                }
                awaitAll(running);
                running = submitAll(work, pool);
                done += n;
                if (System.nanoTime() - lastNote > 30_000_000_000L) {
                    lastNote = System.nanoTime();
                    progress.note(String.format(Locale.ROOT, "%s: %s: %,d of %,d positions (%d%%) [%.2f s]", label,
                            file.getFileName(), done, cursor.count(), 100 * done / Math.max(1, cursor.count()), elapsedSeconds()));
                }
            }
            awaitAll(running);
            cursor.finish();
        } catch (IOException | RuntimeException e) {
            running.forEach(f -> f.cancel(true));
            throw e;
        }
    }

    private static int fill(LevelSetFile.Cursor cursor, long[] batch) throws IOException {
        int n = 0;
        for (int read; n < batch.length && (read = cursor.next(batch, n, batch.length - n)) > 0; ) {
            n += read;
        }
        return n;
    }

    private static List<Future<Void>> submitAll(List<Callable<Void>> work, ExecutorService pool) {
        List<Future<Void>> futures = new ArrayList<>();
        for (Callable<Void> task : work) {
            futures.add(pool.submit(task));
        }
        return futures;
    }

    /** Waits for every task; rethrows the first failure once all have ended. */
    private static void awaitAll(List<Future<Void>> futures) throws IOException {
        RuntimeException failure = null;
        for (Future<Void> future : futures) {
            try {
                future.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted");
            } catch (ExecutionException e) {
                if (e.getCause() instanceof Error error) {
                    throw error;
                }
                if (failure == null) {
                    failure = e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    private double elapsedSeconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

}
