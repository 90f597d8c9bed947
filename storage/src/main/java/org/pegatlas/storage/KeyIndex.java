package org.pegatlas.storage;

/**
 * Finds a key in a level's sorted key array in a few steps: keys are scrambled (see
 * {@link PositionKeys}), so they spread evenly over their range, and a table
 * of where each range of high bits starts leaves a short binary search.
 *
 * <p>An entry may carry a small value beside its key: entry = {@code key << valueBits | value},
 * so that a look-up that finds the key has its value in the same cache line.
 */
public final class KeyIndex {
    private final long[] entries;
    private final int valueBits;
    private final int shift;
    private final int[] bucketStart;

    /**
     * @param keys strictly ascending, non-negative keys below {@code 2^keyBits} (not copied)
     * @param keyBits significant bits of a key, 1 to 63
     */
    public KeyIndex(long[] keys, int keyBits) {
        this(keys, keyBits, 0);
    }

    /**
     * @param entries {@code key << valueBits | value} with the keys strictly ascending, non-negative
     *     and below {@code 2^keyBits}, and each value below {@code 2^valueBits} (not copied)
     * @param keyBits significant bits of a key, 1 to 63
     * @param valueBits bits of the value of an entry, 0 to {@code 63 - keyBits}
     * @throws IllegalArgumentException if {@code keyBits + valueBits} is more than 63
     */
    public KeyIndex(long[] entries, int keyBits, int valueBits) {
        this(entries, keyBits, valueBits, 0);
    }

    /**
     * An index with fewer buckets: about {@code 2^sparseness} times fewer than the one entry or so
     * per bucket of the other constructors, so that it takes {@code 2^sparseness} times less memory
     * (4 to 8 bytes per entry at 0, 0.5 to 1 at 3) for a binary search that many times longer.
     *
     * @param entries as for {@link #KeyIndex(long[], int, int)}
     * @param sparseness 0 to 16: each bucket holds 2^sparseness to 2^(sparseness+1) entries on average
     * @throws IllegalArgumentException if {@code keyBits + valueBits} is more than 63, or {@code sparseness} is out of range
     */
    public KeyIndex(long[] entries, int keyBits, int valueBits, int sparseness) {
        if (keyBits < 1 || valueBits < 0 || keyBits + valueBits > 63) {
            throw new IllegalArgumentException("a key of " + keyBits + " bits and a value of " + valueBits + " bits do not fit in an entry");
        }
        if (sparseness < 0 || sparseness > 16) {
            throw new IllegalArgumentException("sparseness " + sparseness + " is not within 0 to 16");
        }
        this.entries = entries;
        this.valueBits = valueBits;
        int bucketBits = Math.min(keyBits, Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, entries.length)) - sparseness));
        this.shift = keyBits - bucketBits;
        int buckets = 1 << bucketBits;
        bucketStart = new int[buckets + 1];
        int k = 0;
        for (int b = 0; b <= buckets; b++) {
            while (k < entries.length && (entries[k] >>> valueBits >>> shift) < b) {
                k++;
            }
            bucketStart[b] = k;
        }
    }

    /** The index of {@code key}'s entry in the array, or -1 when it is not there. */
    public int indexOf(long key) {
        int bucket = (int) (key >>> shift);
        if (bucket < 0 || bucket + 1 >= bucketStart.length) {
            return -1;
        }
        return search(key, bucketStart[bucket], bucketStart[bucket + 1] - 1);
    }

    /**
     * Search for {@code key} in entries {@code [lo, hi]} (inclusive): its index, or -1. The range
     * is halved a fixed number of times for its length, each step choosing its half by a
     * conditional move rather than a branch (which, on keys spread at random, the processor would
     * mispredict about half the time), and one comparison at the end says whether the key is there.
     */
    private int search(long key, int lo, int hi) {
        if (lo > hi) {
            return -1;
        }
        int base = lo;
        for (int n = hi - lo + 1; n > 1; ) {
            int half = n >>> 1;
            base = (entries[base + half] >>> valueBits) <= key ? base + half : base;
            n -= half;
        }
        return entries[base] >>> valueBits == key ? base : -1;
    }
}
