package org.pegatlas.tablebase;

import org.pegatlas.storage.KeyIndex;

/**
 * The fewest pegs reachable from each canonical position of one level, found by the position's
 * key. When a key leaves room in a {@code long}, its value rides in the key's entry (one cache
 * miss per look-up instead of two); else the values sit in an array of their own.
 */
final class FewestPegsLevel {
    /** Bits of a value: fewest pegs are at most 64. */
    private static final int VALUE_BITS = 7;
    private static final long VALUE_MASK = (1L << VALUE_BITS) - 1;

    private final long[] entries;
    /** The values, or {@code null} when they ride in {@link #entries}. */
    private final byte[] separate;
    private final KeyIndex index;

    /**
     * @param keys the level's keys, strictly ascending; taken over (overwritten when the values
     *     ride in them)
     * @param fewest the value of each key, aligned with {@code keys}, each 0 to 64
     * @param keyBits significant bits of a key
     */
    FewestPegsLevel(long[] keys, byte[] fewest, int keyBits) {
        this.entries = keys;
        if (keyBits + VALUE_BITS <= 63) {
            for (int i = 0; i < keys.length; i++) {
                keys[i] = keys[i] << VALUE_BITS | fewest[i];
            }
            this.separate = null;
            this.index = new KeyIndex(keys, keyBits, VALUE_BITS);
        } else {
            this.separate = fewest;
            this.index = new KeyIndex(keys, keyBits);
        }
    }

    /** A level with no positions. */
    static FewestPegsLevel empty(int keyBits) {
        return new FewestPegsLevel(new long[0], new byte[0], keyBits);
    }

    /** The fewest pegs reachable from the position of {@code key}, or -1 when it is not on this level. */
    int fewest(long key) {
        return valueAt(index.indexOf(key));
    }

    /** The value of entry {@code at}, or -1 when {@code at} is negative (no entry). */
    private int valueAt(int at) {
        if (at < 0) {
            return -1;
        }
        return separate == null ? (int) (entries[at] & VALUE_MASK) : separate[at];
    }
}
