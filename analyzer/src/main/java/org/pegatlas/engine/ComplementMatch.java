package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.pegatlas.storage.PositionKeys;

/**
 * Matches the canonical complements of one level's positions with the keys of another level, by
 * sorting rather than by looking each one up: each position is complemented, canonicalised and
 * packed above its index in one {@code long}, the packed keys are grouped by their top bits into
 * partitions, and each partition is radix-sorted and merged with the other level's keys in its key
 * range, on the expander's threads. Used by {@link ComplementDuality} (the solvable levels of a
 * central game) and {@link MiddleJoin} (the pairs table through the middle).
 */
final class ComplementMatch {
    /** Positions per task when the complements are taken. */
    private static final int CHUNK = 1 << 16;
    /** Complemented positions per partition, about, when they are sorted and merged. */
    private static final int PER_PARTITION = 1 << 14;
    /** Merge tasks per worker thread, so that uneven partitions even out. */
    private static final int TASKS_PER_THREAD = 4;

    private final SymmetryTables symmetries;
    private final PositionKeys keys;
    private final ParallelExpander expander;
    private final long full;

    /**
     * @param symmetries the group both levels are canonical under
     * @param expander whose threads do the work
     * @param full the board's full position
     */
    ComplementMatch(SymmetryTables symmetries, PositionKeys keys, ParallelExpander expander, long full) {
        this.symmetries = symmetries;
        this.keys = keys;
        this.expander = expander;
        this.full = full;
    }

    /** Whether a level of {@code size} positions can be matched: its keys and indices fit in 63 bits together. */
    static boolean fits(PositionKeys keys, long size) {
        return keys.keyBits() + indexBits(size) <= 63;
    }

    /**
     * Joins the canonical complements of the positions of {@code from} (keys ascending, of
     * {@code pegs} pegs) with the keys of {@code into}, on the expander's threads: each position of
     * {@code from} is complemented, canonicalised and packed above its index; the packed keys are
     * grouped by their top bits into partitions; each partition is radix-sorted and merged with
     * the keys of {@code into} in its key range.
     *
     * @param byInto index the result by position of {@code into} rather than of {@code from}
     * @return for each position of {@code from} (or of {@code into} when {@code byInto}), the
     *     index of its match on the other side, or -1
     */
    int[] join(long[] from, int pegs, long[] into, boolean byInto) {
        int size = from.length;
        int indexBits = indexBits(size);
        int keyBits = keys.keyBits();
        int partitionBits = Math.min(keyBits, Math.max(0, 64 - Long.numberOfLeadingZeros(size / PER_PARTITION)));
        int partitionShift = indexBits + keyBits - partitionBits;
        int partitions = 1 << partitionBits;
        int[] partitionOf = new int[size];
        EdgeGenerator.ChunkEdges partitioned = EdgeGenerator.partition(packedComplements(from, pegs, indexBits, partitionShift, partitionOf),
                partitionOf, size, partitions);
        long[] grouped = partitioned.edges();
        int[] offsets = partitioned.offsets();

        int[] matchOf = new int[byInto ? into.length : size];
        Arrays.fill(matchOf, -1);
        long indexMask = (1L << indexBits) - 1;
        int keyShift = keyBits - partitionBits;
        int tasks = Math.min(partitions, expander.threads() * TASKS_PER_THREAD);
        List<Callable<Void>> merges = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            int firstPartition = (int) ((long) partitions * t / tasks);
            int endPartition = (int) ((long) partitions * (t + 1) / tasks);
            merges.add(() -> {
                RadixSort sort = new RadixSort();
                for (int p = firstPartition; p < endPartition; p++) {
                    int lo = offsets[p];
                    int count = offsets[p + 1] - lo;
                    long[] part = sort.sort(Arrays.copyOfRange(grouped, lo, lo + count), new long[count], count, indexBits,
                            keyBits - partitionBits);
                    int j = lowerBound(into, (long) p << keyShift);
                    for (int i = 0; i < count && j < into.length; ) {
                        long key = part[i] >>> indexBits;
                        if (key < into[j]) {
                            i++;
                        } else if (key > into[j]) {
                            j++;
                        } else {
                            int fromIndex = (int) (part[i] & indexMask);
                            matchOf[byInto ? j : fromIndex] = byInto ? fromIndex : j;
                            i++;
                            j++;
                        }
                    }
                }
                return null;
            });
        }
        expander.runAll(merges);
        return matchOf;
    }

    /**
     * For each position of {@code from} (keys, of {@code pegs} pegs), the key of its complement's
     * canonical form shifted left by {@code indexBits} above the position's index, and its
     * partition (that packed value shifted right by {@code partitionShift}) in {@code partitionOf};
     * on the expander's threads.
     */
    private long[] packedComplements(long[] from, int pegs, int indexBits, int partitionShift, int[] partitionOf) {
        long[] packed = new long[from.length];
        List<Callable<Void>> tasks = new ArrayList<>();
        for (int start = 0; start < from.length; start += CHUNK) {
            int first = start;
            int end = Math.min(from.length, start + CHUNK);
            tasks.add(() -> {
                long[] images = new long[symmetries.order];
                for (int i = first; i < end; i++) {
                    long complement = full & ~keys.position(from[i], pegs);
                    packed[i] = keys.key(symmetries.canonical(complement, images)) << indexBits | i;
                    partitionOf[i] = (int) (packed[i] >>> partitionShift);
                }
                return null;
            });
        }
        expander.runAll(tasks);
        return packed;
    }

    /** The first index of ascending {@code keys} whose key is at least {@code key}. */
    private static int lowerBound(long[] keys, long key) {
        int at = Arrays.binarySearch(keys, key);
        return at >= 0 ? at : -at - 1;
    }

    /** Bits that hold an index below {@code size} (at least 1). */
    private static int indexBits(long size) {
        return Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, size - 1)));
    }
}
