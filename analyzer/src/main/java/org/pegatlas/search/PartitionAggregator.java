package org.pegatlas.search;

import java.util.Arrays;
import java.util.List;
import org.pegatlas.storage.CountVector;

/**
 * Sorts and sums the jumps of a range of partitions, gathered from every chunk: the result is
 * each distinct successor key once, in ascending order, with the exact sums of the counts of the
 * positions that jump into it (per frame, see {@link Frames}). Holds per-thread scratch; not
 * thread-safe.
 */
final class PartitionAggregator {
    private final Frames frames;
    private long[] gathered = new long[1 << 16];
    private long[] buffer = new long[1 << 16];
    /** Sources touched ahead of summing, with several frames (see {@link Frames}). */
    private static final int TOUCH_BATCH = 32;
    /** Keeps the touching reads from being optimised away. */
    private long touchSink;
    /** The run being built by {@link #aggregate}: its keys and counts, grown as needed. */
    private long[] resultKeys;
    private long[] resultCounts;
    private int[] slots = new int[1 << 16];

    PartitionAggregator(Frames frames) {
        this.frames = frames;
    }

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
        int width = frames.count * outLimbs;
        resultKeys = new long[16];
        resultCounts = new long[16 * width];
        int k = 0;
        for (int p = fromPartition; p < toPartition; p++) {
            k = aggregatePartition(chunks, p, sourceCounts, base, sourceBits, sortBits, outLimbs, k);
        }
        Run run = new Run(Arrays.copyOf(resultKeys, k), new CountVector(Arrays.copyOf(resultCounts, k * width), outLimbs));
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
        int lowBits = sourceBits + frames.elementBits;
        long[] sorted = RadixSort.sort(gathered, buffer, n, lowBits, sortBits);
        // first, without data-dependent branches, the output entry of every jump (a new entry
        // wherever the key changes); then the sums, whose scattered reads can overlap
        if (slots.length < n) {
            slots = new int[gathered.length];
        }
        int last = k - 1;
        long previous = -1;
        for (int i = 0; i < n; i++) {
            long key = sorted[i] >>> lowBits;
            long change = key ^ previous;
            last += (int) ((change | -change) >>> 63);
            slots[i] = last;
            previous = key;
        }
        ensureResultCapacity(last + 1, frames.count * outLimbs);
        long[] keys = resultKeys;
        long[] out = resultCounts;
        for (int i = 0; i < n; i++) {
            keys[slots[i]] = sorted[i] >>> lowBits;
        }
        long[] in = sourceCounts.data();
        int inLimbs = sourceCounts.limbs();
        long sourceMask = (1L << sourceBits) - 1;
        int count = frames.count;
        if (count == 1 && outLimbs == 1) {
            // the common case, one frame and one limb: plain unsigned sums, still checked for overflow
            for (int i = 0; i < n; i++) {
                long value = in[base + (int) (sorted[i] & sourceMask)];
                int at = slots[i];
                long sum = out[at] + value;
                if (Long.compareUnsigned(sum, value) < 0) {
                    throw new ArithmeticException("count does not fit in 64 bits");
                }
                out[at] = sum;
            }
            return last + 1;
        }
        int[] target = frames.target;
        int elementMask = (1 << frames.elementBits) - 1;
        long touched = 0;
        for (int i = 0; i < n; i++) {
            if ((i & (TOUCH_BATCH - 1)) == 0) {
                // read one limb of each of the next sources first: independent loads that overlap,
                // so the frames summed below come from cache instead of one memory wait each
                for (int j = i, end = Math.min(n, i + TOUCH_BATCH); j < end; j++) {
                    touched += in[(base + (int) (sorted[j] & sourceMask)) * count * inLimbs];
                }
            }
            long edge = sorted[i];
            int source = (base + (int) (edge & sourceMask)) * count;
            int targets = ((int) (edge >>> sourceBits) & elementMask) * count;
            int outAt = slots[i] * count;
            if (outLimbs == 1) {
                for (int h = 0; h < count; h++) {
                    long value = in[source + h];
                    int at = outAt + target[targets + h];
                    long sum = out[at] + value;
                    if (Long.compareUnsigned(sum, value) < 0) {
                        throw new ArithmeticException("count does not fit in 64 bits");
                    }
                    out[at] = sum;
                }
            } else {
                for (int h = 0; h < count; h++) {
                    CountVector.addLimbs(out, (outAt + target[targets + h]) * outLimbs, outLimbs, in, (source + h) * inLimbs, inLimbs);
                }
            }
        }
        touchSink += touched;
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
