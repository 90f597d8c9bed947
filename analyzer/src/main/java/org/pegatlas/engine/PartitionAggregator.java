package org.pegatlas.engine;

import java.util.Arrays;
import java.util.List;
import org.pegatlas.engine.runs.Run;
import org.pegatlas.storage.CountVector;

/**
 * Sorts and sums the jumps of a range of partitions, gathered from every chunk: the result is
 * each distinct successor key once, in ascending order, with the exact sum of the counts of the
 * positions that jump into it. Holds per-thread scratch; not thread-safe.
 */
final class PartitionAggregator {
    private long[] gathered = new long[1 << 16];
    private long[] buffer = new long[1 << 16];
    private final RadixSort radixSort = new RadixSort();
    /** The run being built by {@link #aggregate}: its keys and counts, grown as needed. */
    private long[] resultKeys;
    private long[] resultCounts;
    private int[] slots = new int[1 << 16];

    /**
     * @param chunks every chunk's jumps, grouped by partition
     * @param fromPartition first partition (inclusive)
     * @param toPartition last partition (exclusive)
     * @param sourceCounts counts of the level the jumps come from
     * @param base index of the source that jumps name 0
     * @param sourceBits low bits of a jump holding its source index
     * @param sortBits key bits below the partition bits
     * @param outLimbs limbs of the result's counts, enough for any sum (see {@link ParallelExpander})
     */
    Run aggregate(List<EdgeGenerator.ChunkEdges> chunks, int fromPartition, int toPartition, CountVector sourceCounts, int base,
            int sourceBits, int sortBits, int outLimbs) {
        resultKeys = new long[16];
        resultCounts = new long[16 * outLimbs];
        int k = 0;
        for (int p = fromPartition; p < toPartition; p++) {
            k = aggregatePartition(chunks, p, sourceCounts, base, sourceBits, sortBits, outLimbs, k);
        }
        Run run = new Run(Arrays.copyOf(resultKeys, k), new CountVector(Arrays.copyOf(resultCounts, k * outLimbs), outLimbs));
        resultKeys = null;
        resultCounts = null;
        return run;
    }

    /** Appends partition {@code p}'s distinct keys and summed counts at {@code k}; returns the new end. */
    private int aggregatePartition(List<EdgeGenerator.ChunkEdges> chunks, int p, CountVector sourceCounts, int base,
            int sourceBits, int sortBits, int outLimbs, int k) {
        int n = 0;
        for (EdgeGenerator.ChunkEdges chunk : chunks) {
            int from = chunk.offsets()[p];
            int length = chunk.offsets()[p + 1] - from;
            if (n + length > gathered.length) {
                gathered = Arrays.copyOf(gathered, Math.max(n + length, 2 * gathered.length));
                buffer = new long[gathered.length];
            }
            System.arraycopy(chunk.edges(), from, gathered, n, length);
            n += length;
        }
        long[] sorted = radixSort.sort(gathered, buffer, n, sourceBits, sortBits);
        // first, without data-dependent branches, the output entry of every jump (a new entry
        // wherever the key changes); then the sums, whose scattered reads can overlap
        if (slots.length < n) {
            slots = new int[gathered.length];
        }
        int last = k - 1;
        long previous = -1;
        for (int i = 0; i < n; i++) {
            long key = sorted[i] >>> sourceBits;
            long change = key ^ previous;
            last += (int) ((change | -change) >>> 63);
            slots[i] = last;
            previous = key;
        }
        ensureResultCapacity(last + 1, outLimbs);
        long[] keys = resultKeys;
        long[] out = resultCounts;
        for (int i = 0; i < n; i++) {
            keys[slots[i]] = sorted[i] >>> sourceBits;
        }
        long[] in = sourceCounts.data();
        int inLimbs = sourceCounts.limbs();
        long sourceMask = (1L << sourceBits) - 1;
        if (outLimbs == 1) {
            // the common case, one limb: plain unsigned sums, still checked for overflow
            for (int i = 0; i < n; i++) {
                long value = in[base + (int) (sorted[i] & sourceMask)];
                int at = slots[i];
                long sum = out[at] + value;
                if (Long.compareUnsigned(sum, value) < 0) {
                    throw new ArithmeticException("count does not fit in 64 bits");
                }
                out[at] = sum;
            }
        } else {
            for (int i = 0; i < n; i++) {
                int source = base + (int) (sorted[i] & sourceMask);
                CountVector.addLimbs(out, slots[i] * outLimbs, outLimbs, in, source * inLimbs, inLimbs);
            }
        }
        return last + 1;
    }

    private void ensureResultCapacity(int entries, int width) {
        if (entries > resultKeys.length) {
            int capacity = Math.max(entries, resultKeys.length + (resultKeys.length >> 1));
            resultKeys = Arrays.copyOf(resultKeys, capacity);
            resultCounts = Arrays.copyOf(resultCounts, capacity * width);
        }
    }
}
