package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pegatlas.engine.store.Run;
import org.pegatlas.storage.CountVector;

/**
 * Sorts and sums the jumps of a range of partitions, gathered from every chunk: the result is
 * each distinct successor key once, in ascending order, with the exact sum of the counts of the
 * positions that jump into it (with a count per image of the start, each jump's source counts
 * permuted by the symmetry the jump names, see {@link StartImages}). Holds per-thread scratch; not
 * thread-safe.
 */
final class PartitionAggregator {
    private long[] gathered = new long[1 << 16];
    private long[] buffer = new long[1 << 16];
    private final RadixSort radixSort = new RadixSort();
    private int[] slots = new int[1 << 16];
    /** The sources' counts of the jumps, in sorted order (one limb). */
    private long[] values = new long[1 << 16];
    /** Jumps whose sources {@link #sumPerImageOneLimb} touches before it sums them. */
    private static final int TOUCH_BLOCK = 256;
    /** The sum of the values touched so far (read by no one: it keeps the touching loads). */
    private long touched;

    /**
     * @param chunks every chunk's jumps, grouped by partition
     * @param fromPartition first partition (inclusive)
     * @param toPartition last partition (exclusive)
     * @param sourceCounts counts of the level the jumps come from
     * @param base index of the source that jumps name 0
     * @param layout how the jumps are packed
     * @param images the start's images the counts are kept for
     * @param outLimbs limbs of each image's count in the result, enough for any sum (see {@link ParallelExpander})
     * @return one run per partition that any jump reaches, in partition order (so their keys
     *     ascend from run to run), each in arrays of its exact size, never grown: joined with
     *     {@link Run#concatenate} (one copy) when they make a level held in memory, written part by
     *     part when they are a slice's spilled run
     */
    List<Run> aggregate(List<EdgeGenerator.ChunkEdges> chunks, int fromPartition, int toPartition, CountVector sourceCounts, int base,
            EdgeLayout layout, StartImages images, int outLimbs) {
        List<Run> runs = new ArrayList<>();
        for (int p = fromPartition; p < toPartition; p++) {
            Run run = aggregatePartition(chunks, p, sourceCounts, base, layout, images, outLimbs);
            if (run.size() > 0) {
                runs.add(run);
            }
        }
        return runs;
    }

    /** Partition {@code p}'s distinct keys and summed counts. */
    private Run aggregatePartition(List<EdgeGenerator.ChunkEdges> chunks, int p, CountVector sourceCounts, int base,
            EdgeLayout layout, StartImages images, int outLimbs) {
        int keyShift = layout.payloadBits();
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
        long[] sorted = radixSort.sort(gathered, buffer, n, keyShift, layout.sortBits());
        // first, without data-dependent branches, the output entry of every jump (a new entry
        // wherever the key changes); then the sums, whose scattered reads can overlap
        if (slots.length < n) {
            slots = new int[gathered.length];
        }
        int last = -1;
        long previous = -1;
        for (int i = 0; i < n; i++) {
            long key = sorted[i] >>> keyShift;
            long change = key ^ previous;
            last += (int) ((change | -change) >>> 63);
            slots[i] = last;
            previous = key;
        }
        int width = images.count() * outLimbs;
        long[] keys = new long[last + 1];
        long[] out = new long[Math.multiplyExact(last + 1, width)];
        for (int i = 0; i < n; i++) {
            keys[slots[i]] = layout.key(p, sorted[i]);
        }
        long[] in = sourceCounts.data();
        if (images.count() > 1) {
            sumPerImage(sorted, n, sourceCounts, base, layout.sourceBits(), images, out, outLimbs);
        } else if (outLimbs == 1) {
            sumOneLimb(sorted, n, in, base, layout, out);
        } else {
            sumLimbs(sorted, n, in, sourceCounts.limbs(), base, layout.sourceMask(), out, outLimbs);
        }
        return new Run(keys, new CountVector(out, width));
    }

    /**
     * The sums of one-limb counts, the common case: each jump's count taken from its payload when
     * carried, else read from its source (at random, in a loop of its own, so that many reads are
     * under way at once), then plain unsigned sums, still checked for overflow.
     */
    private void sumOneLimb(long[] sorted, int n, long[] in, int base, EdgeLayout layout, long[] out) {
        if (values.length < n) {
            values = new long[Math.max(n, 2 * values.length)];
        }
        long[] values = this.values;
        long sourceMask = layout.sourceMask();
        if (layout.carriesCounts()) {
            long payloadMask = layout.payloadMask();
            int flagShift = layout.payloadBits() - 1;
            for (int i = 0; i < n; i++) {
                // without a branch: a flagged payload's source count, else the payload itself
                // (reading the base's count, which stays in cache, in its place)
                long payload = sorted[i] & payloadMask;
                long flagged = -(payload >>> flagShift);
                long read = in[base + (int) (payload & flagged & sourceMask)];
                values[i] = (read & flagged) | (payload & ~flagged);
            }
        } else {
            for (int i = 0; i < n; i++) {
                values[i] = in[base + (int) (sorted[i] & sourceMask)];
            }
        }
        for (int i = 0; i < n; i++) {
            long value = values[i];
            int at = slots[i];
            long sum = out[at] + value;
            if (Long.compareUnsigned(sum, value) < 0) {
                throw new ArithmeticException("count does not fit in 64 bits");
            }
            out[at] = sum;
        }
    }

    /** The sums of counts of several limbs. */
    private void sumLimbs(long[] sorted, int n, long[] in, int inLimbs, int base, long sourceMask, long[] out, int outLimbs) {
        for (int i = 0; i < n; i++) {
            int source = base + (int) (sorted[i] & sourceMask);
            CountVector.addLimbs(out, slots[i] * outLimbs, outLimbs, in, source * inLimbs, inLimbs);
        }
    }

    /**
     * The sums with a count per image: jump {@code i} adds image {@code pull(σ, j)} of its source's
     * counts to image {@code j} of its successor's, for every {@code j}.
     */
    private void sumPerImage(long[] sorted, int n, CountVector sourceCounts, int base, int sourceBits, StartImages images, long[] out,
            int outLimbs) {
        long[] in = sourceCounts.data();
        int inLimbs = images.limbsPerImage(sourceCounts);
        if (outLimbs == 1 && inLimbs == 1) {
            sumPerImageOneLimb(sorted, n, in, base, sourceBits, images, out);
            return;
        }
        int count = images.count();
        int[] pull = images.pull();
        long sourceMask = (1L << sourceBits) - 1;
        int symmetryMask = (1 << images.symmetryBits()) - 1;
        for (int i = 0; i < n; i++) {
            long edge = sorted[i];
            int source = base + (int) (edge & sourceMask);
            int pullAt = ((int) (edge >>> sourceBits) & symmetryMask) * count;
            int sourceAt = source * count * inLimbs;
            int at = slots[i] * count * outLimbs;
            for (int j = 0; j < count; j++) {
                CountVector.addLimbs(out, at + j * outLimbs, outLimbs, in, sourceAt + pull[pullAt + j] * inLimbs, inLimbs);
            }
        }
    }

    /**
     * {@link #sumPerImage} of one-limb counts, the common case, in a method of its own so that it
     * compiles on its own. The sources are read in a random order, each a cache miss when the
     * level is large: so the jumps go in blocks of {@link #TOUCH_BLOCK}, each block's sources
     * first touched in a loop of loads alone (which the processor overlaps, many misses at once),
     * then summed from the cache (twice as fast on a 5-image level of 4 million positions).
     */
    private void sumPerImageOneLimb(long[] sorted, int n, long[] in, int base, int sourceBits, StartImages images, long[] out) {
        int count = images.count();
        int[] pull = images.pull();
        long sourceMask = (1L << sourceBits) - 1;
        int symmetryMask = (1 << images.symmetryBits()) - 1;
        long touched = 0;
        for (int from = 0; from < n; from += TOUCH_BLOCK) {
            int to = Math.min(n, from + TOUCH_BLOCK);
            for (int i = from; i < to; i++) {
                int sourceAt = (base + (int) (sorted[i] & sourceMask)) * count;
                touched += in[sourceAt] + in[sourceAt + count - 1];
            }
            for (int i = from; i < to; i++) {
                long edge = sorted[i];
                int sourceAt = (base + (int) (edge & sourceMask)) * count;
                int pullAt = ((int) (edge >>> sourceBits) & symmetryMask) * count;
                int at = slots[i] * count;
                for (int j = 0; j < count; j++) {
                    long value = in[sourceAt + pull[pullAt + j]];
                    long sum = out[at + j] + value;
                    if (Long.compareUnsigned(sum, value) < 0) {
                        throw new ArithmeticException("count does not fit in 64 bits");
                    }
                    out[at + j] = sum;
                }
            }
        }
        // kept, so that the compiler keeps the touching loads
        this.touched += touched;
    }
}
