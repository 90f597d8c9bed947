package org.pegatlas.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.Locale;
import org.pegatlas.board.Board;
import org.pegatlas.engine.store.Level;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.DenseLevelSet;

/**
 * The counts of a pass to the middle over its kept positions ({@link PassSets#keep}), made in
 * memory when they fit: no sort, no spill, no level file. Level {@code k + 1}'s counts are one
 * array with a count per image of the pass's starts for each kept position, in the order of the
 * kept set's keys, summed from level {@code k}'s by {@link NumberedSums}. A jump off the kept set
 * is dropped, as {@link KeptFilter} drops it for the pass through level files, so the counts are
 * the same: exact for every kept position.
 *
 * <p>Level 0 is the pass's start level ({@link StartImages#startLevel}: every start, kept or
 * not). Counts are 64-bit unsigned; a sum beyond that throws, and the pass is then counted through
 * level files, which widen their counts ({@code MiddleSearch}).
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
     * The middle level with its counts, its set of keys {@linkplain DenseLevelSet#number numbered}
     * (for a join in memory), and the jumps kept per position of the level before it (for sizing
     * the parts of the join).
     */
    record Counted(Level middle, DenseLevelSet middleSet, double jumpsPerPosition) {
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
                    + sets.denseBytes(k) * 17 / 16; // the set, and its numbering: an int per 512 bits
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
        NumberedSums successors = new NumberedSums(pass, 0);
        DenseLevelSet kept = null;
        try (ParallelExpander workers = new ParallelExpander(board, tables, pass.images(), threads)) {
            for (int k = 0; k < middle; k++) {
                kept = DenseLevelSet.read(sets.path(PassSets.KEPT, k + 1));
                int size = kept.number();
                if (size == 0) {
                    return null;
                }
                NumberedSums.Sums sums = successors.sum(current, kept, size, workers, threads);
                jumpsPerPosition = Math.max(1, sums.jumps() / (double) current.size());
                long[] keys = new long[size];
                long[] positions = new long[size];
                workers.runAll(keysOf(kept, keys, positions));
                current = new Level(current.pegs() - 1, keys, positions, new CountVector(sums.counts(), pass.images().count()));
                progress.note(String.format(Locale.ROOT, "start %s counted level %2d in memory: %,d canonical positions [%.2f s]",
                        pass.name(), k + 1, size, (System.nanoTime() - startNanos) / 1e9));
            }
        }
        return new Counted(current, kept, jumpsPerPosition);
    }

    /** Tasks that fill {@code keys} and {@code positions} with the keys of {@code set} (numbered) and their positions, ascending. */
    private List<Callable<Void>> keysOf(DenseLevelSet set, long[] keys, long[] positions) {
        int blocks = set.blocks();
        int tasks = 4 * threads;
        List<Callable<Void>> work = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            int from = (int) ((long) blocks * t / tasks);
            int to = (int) ((long) blocks * (t + 1) / tasks);
            work.add(() -> {
                set.keysOfBlocks(from, to, keys, positions);
                return null;
            });
        }
        return work;
    }
}
