package org.pegatlas.cluster;

import java.util.Arrays;
import org.pegatlas.storage.CountVector;

/**
 * Exact sums of counts by key, for a map task whose records repeat keys many times: an
 * open-addressing table of primitive arrays (no object per key), growing as keys come, emptied
 * into a {@link KeyChunk} (keys ascending) by {@link #drain}. Each sum has {@code width} limbs;
 * counts of at most {@code width - 1} limbs can be added fewer than 2^64 times without a sum
 * needing more, and a sum that would throws ({@link CountVector#addLimbs}) instead of wrapping.
 */
final class KeyedSums {
    /** An empty slot: keys are non-negative. */
    private static final long FREE = -1;
    private static final int FIRST_SLOTS = 1 << 10;

    private int width;
    private long[] keys;
    private long[] sums;
    private int size;

    /** @param width limbs per sum, at least 2 (one more than the counts added) */
    KeyedSums(int width) {
        this.width = width;
        allocate(FIRST_SLOTS);
    }

    /** Limbs per sum. */
    int width() {
        return width;
    }

    /** Keys held. */
    int size() {
        return size;
    }

    /**
     * Adds the {@code limbs}-limb count at {@code data[at]} to the sum of {@code key}.
     *
     * @param key non-negative
     * @param limbs fewer than {@link #width}
     */
    void add(long key, long[] data, int at, int limbs) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int slot = slotOf(key);
        if (keys[slot] == FREE) {
            keys[slot] = key;
            size++;
        }
        CountVector.addLimbs(sums, slot * width, width, data, at, limbs);
    }

    /** The sums as a chunk, keys ascending, counts in the fewest limbs the largest needs (at least one); the table emptied. */
    KeyChunk drain() {
        long[] sorted = new long[size];
        int n = 0;
        int limbs = 1;
        for (int slot = 0; slot < keys.length; slot++) {
            if (keys[slot] != FREE) {
                sorted[n++] = keys[slot];
                limbs = Math.max(limbs, (Counts.bitLength(sums, slot * width, width) + 63) / 64);
            }
        }
        Arrays.sort(sorted);
        long[] counts = new long[size * limbs];
        for (int i = 0; i < size; i++) {
            System.arraycopy(sums, slotOf(sorted[i]) * width, counts, i * limbs, limbs);
        }
        allocate(FIRST_SLOTS);
        return new KeyChunk(sorted, counts, limbs);
    }

    /** The slot holding {@code key}, or the free slot where it goes. */
    private int slotOf(long key) {
        int mask = keys.length - 1;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - Integer.numberOfTrailingZeros(keys.length)));
        while (keys[slot] != FREE && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** Gives every sum {@code wider} limbs (at least as many as now), keeping the sums. */
    void widen(int wider) {
        rehash(keys.length, wider);
    }

    private void grow() {
        rehash(2 * keys.length, width);
    }

    private void rehash(int slots, int wider) {
        long[] oldKeys = keys;
        long[] oldSums = sums;
        int oldWidth = width;
        width = wider;
        allocate(slots);
        for (int old = 0; old < oldKeys.length; old++) {
            if (oldKeys[old] != FREE) {
                int slot = slotOf(oldKeys[old]);
                keys[slot] = oldKeys[old];
                System.arraycopy(oldSums, old * oldWidth, sums, slot * width, oldWidth);
                size++;
            }
        }
    }

    private void allocate(int slots) {
        keys = new long[slots];
        Arrays.fill(keys, FREE);
        sums = new long[Math.multiplyExact(slots, width)];
        size = 0;
    }
}
