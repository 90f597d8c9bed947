package org.pegatlas.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.pegatlas.board.Board;
import org.pegatlas.engine.store.Level;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.DenseLevelSet;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * The counts of a pass to the middle over its kept positions ({@link PassSets#keep}), made in
 * memory when they fit: no sort, no spill, no level file. Level {@code k + 1}'s counts are one
 * array with a count per image of the pass's starts for each kept position, in the order of the
 * kept set's keys ({@link DenseLevelSet#number}); each jump from a position of level {@code k}
 * onto a kept position adds that position's counts, permuted by the element that canonicalised
 * the jump (as {@link PartitionAggregator} sums them), straight into its entry. A jump off the
 * kept set is dropped, as {@link KeptFilter} drops it for the pass through level files, so the
 * counts are the same: exact for every kept position.
 *
 * <p>Level 0 is the pass's start level ({@link StartImages#startLevel}: every start, kept or
 * not). Each thread sums a share of level {@code k}'s positions into an array of its own, and the
 * arrays are added at the end of the level: the sums are exact, so the counts do not depend on the
 * number of threads. Counts are 64-bit unsigned; a sum beyond that throws, and the pass is then
 * counted through level files, which widen their counts ({@code MiddleSearch}).
 */
final class KeptCounts {
    /** Bytes of a level's key and position per kept position, beside its counts. */
    private static final int KEY_AND_POSITION_BYTES = 16;

    private final StartClassPass pass;
    private final PassSets sets;
    private final int threads;
    private final Progress progress;
    private final long startNanos;

    /**
     * The middle level with its counts, and the jumps kept per position of the level before it
     * (for sizing the parts of the join).
     */
    record Counted(Level middle, double jumpsPerPosition) {
    }

    KeptCounts(StartClassPass pass, PassSets sets, int threads, Progress progress, long startNanos) {
        this.pass = pass;
        this.sets = sets;
        this.threads = threads;
        this.progress = progress;
        this.startNanos = startNanos;
    }

    /**
     * The most bytes counting levels {@code 0} to {@code middle} (inclusive) holds at once: for the
     * widest step, the counts of level {@code k}, one array per thread for level {@code k + 1},
     * both levels' keys and positions, and level {@code k + 1}'s kept set with its numbering;
     * {@link Long#MAX_VALUE} when an array would be longer than Java allows.
     */
    long bytes(int middle) throws IOException {
        int images = pass.images().count();
        long most = 0;
        long below = pass.images().sources();
        for (int k = 1; k <= middle; k++) {
            long size = sets.count(PassSets.KEPT, k);
            if (size * images >= Integer.MAX_VALUE - 8) {
                return Long.MAX_VALUE;
            }
            long step = 8 * images * (below + threads * size) + KEY_AND_POSITION_BYTES * (below + size)
                    + sets.denseBytes(k) * 3 / 2;
            most = Math.max(most, step);
            below = size;
        }
        return most;
    }

    /**
     * Counts levels {@code 1} to {@code middle} over their kept sets, from the start level.
     *
     * @return the middle level, or {@code null} when a level before it has no kept position
     * @throws ArithmeticException if a count does not fit in 64 bits
     */
    Counted count(int middle) throws IOException {
        Board board = pass.board();
        SymmetryTables tables = pass.tables();
        long start = board.fullMask() & ~(1L << pass.sources()[0]);
        Level current = pass.images().startLevel(start, tables.orbitSize(start), tables, board.positionKeys());
        double jumpsPerPosition = board.lineCount();
        try (ParallelExpander workers = new ParallelExpander(board, tables, pass.images(), threads)) {
            for (int k = 0; k < middle; k++) {
                DenseLevelSet kept = DenseLevelSet.read(sets.path(PassSets.KEPT, k + 1));
                int size = kept.number();
                if (size == 0) {
                    return null;
                }
                Step step = new Step(current, kept, size);
                long edges = 0;
                for (long taskEdges : workers.runAll(step.tasks(threads))) {
                    edges += taskEdges;
                }
                jumpsPerPosition = Math.max(1, edges / (double) current.size());
                current = step.level(readKeys(k + 1, size));
                progress.note(String.format(Locale.ROOT, "start %s counted level %2d in memory: %,d canonical positions [%.2f s]",
                        pass.name(), k + 1, size, (System.nanoTime() - startNanos) / 1e9));
            }
        }
        return new Counted(current, jumpsPerPosition);
    }

    /** The keys of level {@code level}'s kept set, ascending. */
    private long[] readKeys(int level, int size) throws IOException {
        long[] keys = new long[size];
        try (LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(sets.path(PassSets.KEPT, level))) {
            for (int n = 0, read; n < size && (read = cursor.next(keys, n, size - n)) > 0; ) {
                n += read;
            }
            cursor.finish();
        }
        return keys;
    }

    /** One level's expansion onto the next level's kept set: a share of the positions per task, each into its own counts. */
    private final class Step {
        private final Level from;
        private final DenseLevelSet kept;
        private final int size;
        private final List<long[]> sums = new ArrayList<>();

        Step(Level from, DenseLevelSet kept, int size) {
            this.from = from;
            this.kept = kept;
            this.size = size;
        }

        List<Callable<Long>> tasks(int count) {
            List<Callable<Long>> tasks = new ArrayList<>();
            int n = from.size();
            for (int t = 0; t < count; t++) {
                int first = (int) ((long) n * t / count);
                int end = (int) ((long) n * (t + 1) / count);
                long[] into = new long[size * pass.images().count()];
                sums.add(into);
                tasks.add(() -> expand(first, end, into));
            }
            return tasks;
        }

        /** Adds the counts of positions {@code [first, end)} to their kept successors' in {@code into}; returns the jumps kept. */
        private long expand(int first, int end, long[] into) {
            SymmetryTables tables = pass.tables();
            PositionKeys codec = pass.board().positionKeys();
            MoveTable moves = new MoveTable(pass.board());
            DenseLevelSet.Access target = kept.access();
            int images = pass.images().count();
            int[] pull = pass.images().pull();
            long[] counts = from.counts().data();
            long[] positions = from.positions();
            long[] own = new long[tables.order()];
            int[] lines = new int[moves.maxJumps];
            long edges = 0;
            for (int i = first; i < end; i++) {
                tables.images(positions[i], own);
                int jumps = moves.legalLines(positions[i], false, lines);
                for (int j = 0; j < jumps; j++) {
                    long canonical = tables.canonicalAfterJump(own, lines[j]);
                    int at = target.indexOf(codec.key(canonical));
                    if (at < 0) {
                        continue;
                    }
                    edges++;
                    if (images == 1) {
                        add(into, at, counts[i]);
                        continue;
                    }
                    int pullAt = tables.elementGiving(own, lines[j], canonical) * images;
                    for (int image = 0; image < images; image++) { // D_j(c') += D_{σ^-1 s_j}(c)
                        add(into, at * images + image, counts[i * images + pull[pullAt + image]]);
                    }
                }
            }
            return edges;
        }

        /** The next level, of {@code keys} (its kept set's, ascending), with the tasks' counts added together. */
        Level level(long[] keys) {
            long[] total = sums.get(0);
            for (int t = 1; t < sums.size(); t++) {
                long[] more = sums.get(t);
                for (int x = 0; x < total.length; x++) {
                    add(total, x, more[x]);
                }
            }
            int pegs = from.pegs() - 1;
            return new Level(pegs, keys, pass.board().positionKeys().positions(keys, pegs), new CountVector(total, pass.images().count()));
        }
    }

    private static void add(long[] into, int at, long value) {
        long sum = into[at] + value;
        if (Long.compareUnsigned(sum, value) < 0) {
            throw new ArithmeticException("count does not fit in 64 bits");
        }
        into[at] = sum;
    }
}
