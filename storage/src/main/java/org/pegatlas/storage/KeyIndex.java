package org.pegatlas.storage;

/**
 * Finds a key in a level's sorted key array in a few steps: keys are scrambled (see
 * {@link PositionKeys}), so they spread evenly over their range, and a table
 * of where each range of high bits starts leaves a short binary search.
 */
public final class KeyIndex {
    private final long[] keys;
    private final int shift;
    private final int[] bucketStart;

    /**
     * @param keys strictly ascending, non-negative keys below {@code 2^keyBits} (not copied)
     * @param keyBits significant bits of a key, 1 to 63
     */
    public KeyIndex(long[] keys, int keyBits) {
        this.keys = keys;
        int bucketBits = Math.min(keyBits, Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, keys.length))));
        this.shift = keyBits - bucketBits;
        int buckets = 1 << bucketBits;
        bucketStart = new int[buckets + 1];
        int k = 0;
        for (int b = 0; b <= buckets; b++) {
            while (k < keys.length && (keys[k] >>> shift) < b) {
                k++;
            }
            bucketStart[b] = k;
        }
    }

    /** The index of {@code key} in the array, or -1 when it is not there. */
    public int indexOf(long key) {
        int bucket = (int) (key >>> shift);
        if (bucket < 0 || bucket + 1 >= bucketStart.length) {
            return -1;
        }
        int lo = bucketStart[bucket];
        int hi = bucketStart[bucket + 1] - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            long k = keys[mid];
            if (k < key) {
                lo = mid + 1;
            } else if (k > key) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }
}
