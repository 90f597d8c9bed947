package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import org.pegatlas.engine.store.Level;
import org.pegatlas.storage.DenseLevelSet;
import org.pegatlas.storage.PositionKeys;

/**
 * Sums the counts of a level's positions of a pass into their successors' entries on a numbered
 * set ({@link DenseLevelSet#number}): one entry per key of the set, in key order, with a count per
 * image of the pass's starts. A jump adds its source's counts permuted by the element that
 * canonicalised it ({@code D_j(c') += D_{σ⁻¹ s_j}(c)}, as {@link PartitionAggregator} sums them);
 * a successor off the set is dropped. With a complementing flip each successor stands for its
 * complement ({@code g(~y) = ~g(y)}, as {@link ParallelExpander#complementing} makes them), so the
 * entries are the counts {@code E} of the complements in their own frames.
 *
 * <p>Each task sums stretches of the level's positions, taken in turn with the other tasks, into
 * an array of its own, a batch of jumps at a time (the successors' numbers found together by
 * {@link DenseLevelSet.Access#indexesOf}, their entries loaded in a loop of loads alone, then
 * summed from the cache); the arrays are then added. The sums are exact, so they do not depend
 * on the number of tasks. Counts are 64-bit unsigned: a sum beyond that throws
 * {@link ArithmeticException}.
 */
final class NumberedSums {
    private final StartClassPass pass;
    private final long flip;

    /** The entries summed and the jumps that landed on the set. */
    record Sums(long[] counts, long jumps) {
    }

    /**
     * @param pass whose images, group and board the positions are of
     * @param flip {@code 0} for successors, the board's full mask for their complements
     */
    NumberedSums(StartClassPass pass, long flip) {
        this.pass = pass;
        this.flip = flip;
    }

    /**
     * The sums over {@code from}'s positions (one limb per image) onto {@code onto}, holding
     * {@code size} keys, by {@code tasks} tasks on {@code workers}.
     *
     * @throws ArithmeticException if a sum does not fit in 64 bits
     */
    Sums sum(Level from, DenseLevelSet onto, int size, ParallelExpander workers, int tasks) {
        List<Callable<Long>> work = new ArrayList<>();
        List<long[]> parts = new ArrayList<>();
        AtomicInteger nextStretch = new AtomicInteger();
        for (int t = 0; t < tasks; t++) {
            long[] into = new long[Math.multiplyExact(size, pass.images().count())];
            parts.add(into);
            work.add(new Task(from, onto, nextStretch, into));
        }
        long jumps = 0;
        for (long taskJumps : workers.runAll(work)) {
            jumps += taskJumps;
        }
        long[] total = parts.get(0);
        for (int t = 1; t < parts.size(); t++) {
            long[] more = parts.get(t);
            for (int x = 0; x < total.length; x++) {
                add(total, x, more[x]);
            }
        }
        return new Sums(total, jumps);
    }

    private static void add(long[] into, int at, long value) {
        long sum = into[at] + value;
        if (Long.compareUnsigned(sum, value) < 0) {
            throw new ArithmeticException("count does not fit in 64 bits");
        }
        into[at] = sum;
    }

    /**
     * Sums stretches of a level's positions into {@code into}, taking the next stretch not taken by
     * another task until none is left (so that no thread idles while another still has half of
     * the level); returns the jumps that landed on the set.
     */
    private final class Task implements Callable<Long> {
        /** Jumps gathered before they are added (a position's jumps are never split). */
        private static final int BATCH = 512;
        /** Positions taken at a time. */
        private static final int STRETCH = 1 << 14;
        private final Level from;
        private final AtomicInteger nextStretch;
        private final long[] into;
        private final int images = pass.images().count();
        private final int[] pull = pass.images().pull();
        private final DenseLevelSet.Access onto;
        private final long[] keys;
        private final int[] sources;
        private final int[] elements;
        private final int[] at;
        /** The sum of the entries loaded ahead, kept so that the compiler keeps the loads. */
        private long touched;

        Task(Level from, DenseLevelSet onto, AtomicInteger nextStretch, long[] into) {
            this.from = from;
            this.onto = onto.access();
            this.nextStretch = nextStretch;
            this.into = into;
            int room = BATCH + pass.board().lineCount();
            this.keys = new long[room];
            this.sources = new int[room];
            this.elements = new int[room];
            this.at = new int[room];
        }

        @Override
        public Long call() {
            SymmetryTables tables = pass.tables();
            PositionKeys codec = pass.board().positionKeys();
            MoveTable moves = new MoveTable(pass.board());
            long[] positions = from.positions();
            long[] own = new long[tables.order()];
            int[] lines = new int[moves.maxJumps];
            long jumps = 0;
            int n = 0;
            int size = from.size();
            for (int first; (first = nextStretch.getAndIncrement() * STRETCH) < size && first >= 0; ) {
                for (int i = first, end = Math.min(size, first + STRETCH); i < end; i++) {
                    tables.images(positions[i], own);
                    for (int g = 0; flip != 0 && g < own.length; g++) {
                        own[g] ^= flip;
                    }
                    int count = moves.legalLines(positions[i], false, lines);
                    for (int j = 0; j < count; j++, n++) {
                        long canonical = tables.canonicalAfterJump(own, lines[j]);
                        keys[n] = codec.key(canonical);
                        sources[n] = i;
                        elements[n] = images == 1 ? 0 : tables.elementGiving(own, lines[j], canonical);
                    }
                    if (n >= BATCH) {
                        jumps += add(n);
                        n = 0;
                    }
                }
            }
            return jumps + add(n);
        }

        private long add(int n) {
            onto.indexesOf(keys, n, at);
            long sum = 0;
            for (int x = 0; x < n; x++) {
                sum += at[x] < 0 ? 0 : into[at[x] * images];
            }
            touched += sum;
            long[] counts = from.counts().data();
            long landed = 0;
            for (int x = 0; x < n; x++) {
                if (at[x] < 0) {
                    continue;
                }
                landed++;
                int source = sources[x] * images;
                int pullAt = elements[x] * images;
                for (int image = 0; image < images; image++) { // D_j(c') += D_{σ^-1 s_j}(c)
                    NumberedSums.add(into, at[x] * images + image, counts[source + pull[pullAt + image]]);
                }
            }
            return landed;
        }
    }
}
