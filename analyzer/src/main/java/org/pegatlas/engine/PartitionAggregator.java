package org.pegatlas.engine;

import java.util.Arrays;
import java.util.List;
import org.pegatlas.engine.runs.Run;
import org.pegatlas.storage.CountVector;

/**
 * Sums the jumps of a range of partitions, gathered from every chunk: the result is each distinct
 * successor key once, in ascending order, with the exact sum of the counts of the positions that
 * jump into it (with a count per image of the start, each jump's source counts permuted by the
 * symmetry the jump names, see {@link StartImages}).
 *
 * <p>Each partition's jumps are summed in a small open-addressing hash table first (a partition
 * has several times fewer distinct successors than jumps), and only the distinct keys are then
 * sorted. Table, sums and sort stay in cache. Holds per-thread scratch; not thread-safe.
 */
final class PartitionAggregator {
    /** Multiplier of the hash (keys are not evenly spread in their low bits). */
    private static final long HASH = 0x9E3779B97F4A7C15L;
    private static final int MIN_TABLE_BITS = 4;

    private final RadixSort radixSort = new RadixSort();
    /** Open-addressing table: {@code 1 + slot} of the key hashed there, 0 where free. */
    private int[] table = new int[1 << MIN_TABLE_BITS];
    private int tableBits = MIN_TABLE_BITS;
    /** The partition's distinct keys by slot (order of first appearance). */
    private long[] bySlot = new long[1 << 12];
    /** Sums by slot, {@code width} longs each. */
    private long[] sums = new long[1 << 12];
    private long[] sortValues = new long[1 << 12];
    private long[] sortBuffer = new long[1 << 12];
    /** Distinct keys so far in the partition being summed. */
    private int slots;
    /** The run being built by {@link #aggregate}: its keys and counts, grown as needed. */
    private long[] resultKeys;
    private long[] resultCounts;

    /**
     * @param chunks every chunk's jumps, grouped by partition
     * @param fromPartition first partition (inclusive)
     * @param toPartition last partition (exclusive)
     * @param sourceCounts counts of the level the jumps come from
     * @param base index of the source that jumps name 0
     * @param sourceBits low bits of a jump holding its source index
     * @param sortBits key bits below the partition bits
     * @param images the start's images the counts are kept for
     * @param outLimbs limbs of each image's count in the result, enough for any sum (see {@link ParallelExpander})
     * @throws ArithmeticException if a sum does not fit in {@code outLimbs} limbs
     */
    Run aggregate(List<EdgeGenerator.ChunkEdges> chunks, int fromPartition, int toPartition, CountVector sourceCounts, int base,
            int sourceBits, int sortBits, StartImages images, int outLimbs) {
        int width = images.count() * outLimbs;
        resultKeys = new long[16];
        resultCounts = new long[16 * width];
        int k = 0;
        for (int p = fromPartition; p < toPartition; p++) {
            k = aggregatePartition(chunks, p, sourceCounts, base, sourceBits, sortBits, images, outLimbs, k);
        }
        Run run = new Run(Arrays.copyOf(resultKeys, k), new CountVector(Arrays.copyOf(resultCounts, k * width), width));
        resultKeys = null;
        resultCounts = null;
        return run;
    }

    /** Appends partition {@code p}'s distinct keys and summed counts at {@code k}; returns the new end. */
    private int aggregatePartition(List<EdgeGenerator.ChunkEdges> chunks, int p, CountVector sourceCounts, int base,
            int sourceBits, int sortBits, StartImages images, int outLimbs, int k) {
        int jumps = 0;
        for (EdgeGenerator.ChunkEdges chunk : chunks) {
            jumps += chunk.offsets()[p + 1] - chunk.offsets()[p];
        }
        if (jumps == 0) {
            return k;
        }
        int width = images.count() * outLimbs;
        // room for an eighth of the jumps as distinct keys at load one half; grown if more turn up
        resetTable(Math.max(MIN_TABLE_BITS, 32 - Integer.numberOfLeadingZeros(jumps / 4)), width);
        for (EdgeGenerator.ChunkEdges chunk : chunks) {
            sumEdges(chunk, chunk.offsets()[p], chunk.offsets()[p + 1], sourceCounts, base, sourceBits, images, outLimbs);
        }
        int distinct = slots;
        if (sortValues.length < distinct) {
            sortValues = new long[bySlot.length];
            sortBuffer = new long[bySlot.length];
        }
        System.arraycopy(bySlot, 0, sortValues, 0, distinct);
        long[] sorted = radixSort.sort(sortValues, sortBuffer, distinct, 0, sortBits);
        ensureResultCapacity(k + distinct, width);
        for (int i = 0; i < distinct; i++) {
            long key = sorted[i];
            resultKeys[k + i] = key;
            System.arraycopy(sums, slotOf(key) * width, resultCounts, (k + i) * width, width);
        }
        return k + distinct;
    }

    /** Adds the counts of the chunk's jumps {@code [from, to)} to their successors' sums. */
    private void sumEdges(EdgeGenerator.ChunkEdges chunk, int from, int to, CountVector sourceCounts, int base, int sourceBits,
            StartImages images, int outLimbs) {
        int keyShift = sourceBits + images.symmetryBits();
        long sourceMask = (1L << sourceBits) - 1;
        long[] edges = chunk.edges();
        long[] carried = chunk.sourceCounts();
        if (carried != null && outLimbs == 1) {
            // the common case, one limb carried beside each jump: plain unsigned sums, still checked for overflow
            for (int i = from; i < to; i++) {
                int at = slotFor(edges[i] >>> keyShift, 1);
                long value = carried[i];
                long sum = sums[at] + value;
                if (Long.compareUnsigned(sum, value) < 0) {
                    throw new ArithmeticException("count does not fit in 64 bits");
                }
                sums[at] = sum;
            }
            return;
        }
        long[] in = sourceCounts.data();
        int count = images.count();
        int width = count * outLimbs;
        int inLimbs = images.limbsPerImage(sourceCounts);
        int[] pull = images.pull();
        int symmetryMask = (1 << images.symmetryBits()) - 1;
        for (int i = from; i < to; i++) {
            long edge = edges[i];
            int at = slotFor(edge >>> keyShift, width) * width;
            int sourceAt = (base + (int) (edge & sourceMask)) * count * inLimbs;
            // jump i adds image pull(σ, j) of its source's counts to image j of its successor's
            int pullAt = ((int) (edge >>> sourceBits) & symmetryMask) * count;
            for (int j = 0; j < count; j++) {
                CountVector.addLimbs(sums, at + j * outLimbs, outLimbs, in, sourceAt + pull[pullAt + j] * inLimbs, inLimbs);
            }
        }
    }

    /** The slot of {@code key}, made (with zero sums of {@code width} longs) if the key is new. */
    private int slotFor(long key, int width) {
        int mask = (1 << tableBits) - 1;
        for (int h = (int) ((key * HASH) >>> (64 - tableBits)); ; h = (h + 1) & mask) {
            int entry = table[h];
            if (entry == 0) {
                return newSlot(key, h, width);
            }
            if (bySlot[entry - 1] == key) {
                return entry - 1;
            }
        }
    }

    /** The slot of a key known to be in the table. */
    private int slotOf(long key) {
        int mask = (1 << tableBits) - 1;
        int h = (int) ((key * HASH) >>> (64 - tableBits));
        while (bySlot[table[h] - 1] != key) {
            h = (h + 1) & mask;
        }
        return table[h] - 1;
    }

    private int newSlot(long key, int at, int width) {
        int slot = slots++;
        if (slot == bySlot.length) {
            bySlot = Arrays.copyOf(bySlot, 2 * slot);
        }
        if (sums.length < slots * width) {
            sums = Arrays.copyOf(sums, Math.max(slots * width, 2 * sums.length));
        }
        bySlot[slot] = key;
        Arrays.fill(sums, slot * width, slots * width, 0);
        table[at] = slot + 1;
        if (2 * slots > 1 << tableBits) {
            rehash(tableBits + 1);
        }
        return slot;
    }

    /** Empties the table, sized {@code 2^bits}, and the slots. */
    private void resetTable(int bits, int width) {
        if (table.length < 1 << bits) {
            table = new int[1 << bits];
        } else {
            Arrays.fill(table, 0, 1 << bits, 0);
        }
        tableBits = bits;
        slots = 0;
    }

    /** Re-inserts every slot's key into a table of {@code 2^bits} entries. */
    private void rehash(int bits) {
        table = new int[1 << bits];
        tableBits = bits;
        int mask = (1 << bits) - 1;
        for (int slot = 0; slot < slots; slot++) {
            int h = (int) ((bySlot[slot] * HASH) >>> (64 - bits));
            while (table[h] != 0) {
                h = (h + 1) & mask;
            }
            table[h] = slot + 1;
        }
    }

    private void ensureResultCapacity(int entries, int width) {
        if (entries > resultKeys.length) {
            int capacity = Math.max(entries, resultKeys.length + (resultKeys.length >> 1));
            resultKeys = Arrays.copyOf(resultKeys, capacity);
            resultCounts = Arrays.copyOf(resultCounts, capacity * width);
        }
    }
}
