package org.pegatlas.cluster;

import java.util.Arrays;
import java.util.Comparator;

/**
 * Gathers distinct keys with their counts, in any order, into a {@link KeyChunk}: as a level read
 * back from its dataset, whose rows come file by file (each file one key range, ascending), so the
 * keys of one range usually arrive ascending already and are then not sorted again.
 */
final class KeyChunkBuilder {
    private long[] keys = new long[1024];
    private long[] counts = new long[1024];
    private int limbs = 1;
    private int size;
    private boolean ascending = true;

    /** Adds a key not added before, with its count (any number of limbs, least significant first). */
    void add(long key, long[] count) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, 2 * size);
            counts = Arrays.copyOf(counts, 2 * size * limbs);
        }
        if (count.length > limbs) {
            widen(count.length);
        }
        ascending &= size == 0 || keys[size - 1] < key;
        keys[size] = key;
        System.arraycopy(count, 0, counts, size * limbs, count.length);
        size++;
    }

    private void widen(int wider) {
        long[] widened = new long[keys.length * wider];
        for (int i = 0; i < size; i++) {
            System.arraycopy(counts, i * limbs, widened, i * wider, limbs);
        }
        counts = widened;
        limbs = wider;
    }

    /** The keys added, ascending, with their counts, as wide as the widest count added. */
    KeyChunk build() {
        if (ascending) {
            return new KeyChunk(Arrays.copyOf(keys, size), Arrays.copyOf(counts, size * limbs), limbs);
        }
        Integer[] order = new Integer[size];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingLong(i -> keys[i]));
        long[] sortedKeys = new long[size];
        long[] sortedCounts = new long[size * limbs];
        for (int i = 0; i < size; i++) {
            sortedKeys[i] = keys[order[i]];
            System.arraycopy(counts, order[i] * limbs, sortedCounts, i * limbs, limbs);
        }
        return new KeyChunk(sortedKeys, sortedCounts, limbs);
    }
}
