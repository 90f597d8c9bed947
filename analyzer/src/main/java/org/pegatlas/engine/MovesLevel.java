package org.pegatlas.engine;

import org.pegatlas.storage.KeyIndex;
import org.pegatlas.storage.PositionKeys;

/**
 * One level of a fewest-moves pass ({@link MovesPass} from the start, {@link MovesLeftPass} to the
 * goal): the canonical positions it covers, by their keys (ascending, see {@link PositionKeys}),
 * with an index to find them and a filter of one bit per hashed key that rules out most absent keys
 * in one cache-resident read; and, aligned with the keys, each position's fewest moves and its mask
 * of holes (of last landings for {@link MovesPass}, of first-jump holes for {@link MovesLeftPass}).
 * Masks are of the canonical positions; a raw position's is the preimage under the element that
 * canonicalises it (see {@link ChainStep#maskOf}).
 */
public final class MovesLevel {
    private final int pegs;
    private final long[] keys;
    private final KeyIndex index;
    private final long[] filter;
    private final byte[] moves;
    private final long[] masks;

    /**
     * @param keys the keys, ascending (kept, not copied)
     * @param moves aligned with {@code keys}, each 0 to 127 (kept, not copied)
     * @param masks aligned with {@code keys} (kept, not copied)
     */
    MovesLevel(int pegs, long[] keys, int keyBits, byte[] moves, long[] masks) {
        this.pegs = pegs;
        this.keys = keys;
        this.index = new KeyIndex(keys, keyBits);
        this.filter = filterOf(keys);
        this.moves = moves;
        this.masks = masks;
    }

    /** Pegs of every position of the level. */
    public int pegs() {
        return pegs;
    }

    /** Positions on the level. */
    public int size() {
        return keys.length;
    }

    /** The key of position {@code i}. */
    long key(int i) {
        return keys[i];
    }

    /** The keys, ascending; do not modify. */
    long[] keys() {
        return keys;
    }

    /** The fewest moves of position {@code i}. */
    public int moves(int i) {
        return moves[i];
    }

    /** The mask of position {@code i} (of the canonical position). */
    public long mask(int i) {
        return masks[i];
    }

    /** The index of the canonical position {@code position} on the level, or -1. */
    int find(PositionKeys codec, long position) {
        long key = codec.key(position);
        long bit = hash(key, filter.length);
        return (filter[(int) (bit >>> 6)] >>> bit & 1) == 0 ? -1 : index.indexOf(key);
    }

    /** 8 to 16 bits per key, a power of two of them, at least one word. */
    private static long[] filterOf(long[] keys) {
        long[] filter = new long[Integer.highestOneBit(Math.max(8, keys.length) / 8) * 2];
        for (long key : keys) {
            long bit = hash(key, filter.length);
            filter[(int) (bit >>> 6)] |= 1L << bit;
        }
        return filter;
    }

    /** A bit of a filter of {@code words} words (a power of two) for {@code key}: the top bits of a multiplicative hash. */
    private static long hash(long key, int words) {
        return key * 0x9E3779B97F4A7C15L >>> Long.numberOfLeadingZeros(64L * words - 1);
    }
}
