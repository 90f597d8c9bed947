package org.pegatlas.storage;

/**
 * Maps a position (a bitmask over the board's holes, bit {@code i} set when hole {@code i} holds a
 * peg) to the key under which it is sorted and stored, and back.
 *
 * <p>Within one level every position has the same number of pegs, so on a board with more than 32
 * holes the bit of the last hole is implied by the others and is dropped: a 33-hole board's keys
 * fit in 32 bits, and a level of a larger board splits into 32-bit chunks by the key's high bits
 * (see {@link LevelSetFile}).
 *
 * <p>The remaining bits are then scrambled by a fixed bijection (multiplication by an odd
 * constant modulo {@code 2^keyBits()}), so that keys spread evenly over their range whatever the
 * shape of the board: the search splits work by the keys' high bits. Keys are compared as
 * non-negative {@code long}s; the order of a level's positions everywhere in pegatlas (files,
 * count vectors, reports) is ascending key order.
 */
public final class PositionKeys {
    private static final long SCRAMBLE = 0x9E3779B97F4A7C15L;
    private static final long UNSCRAMBLE = inverse(SCRAMBLE);

    private final int holes;
    private final long impliedBit;
    private final long keyMask;

    /**
     * @param holes number of holes on the board, 1 to 63 inclusive
     * @throws IllegalArgumentException outside that range
     */
    public PositionKeys(int holes) {
        if (holes < 1 || holes > 63) {
            throw new IllegalArgumentException("a board needs 1 to 63 holes, not " + holes);
        }
        this.holes = holes;
        this.impliedBit = holes > 32 ? 1L << (holes - 1) : 0L;
        this.keyMask = (1L << keyBits()) - 1;
    }

    /** Number of holes this codec was made for. */
    public int holes() {
        return holes;
    }

    /** Number of significant bits in a key: the hole count, less one above 32 holes. */
    public int keyBits() {
        return impliedBit == 0 ? holes : holes - 1;
    }

    /** The sort key of a position. */
    public long key(long position) {
        return (position & ~impliedBit) * SCRAMBLE & keyMask;
    }

    /**
     * The position whose key is {@code key} on a level where every position has {@code pegs}
     * pegs. The result is only meaningful when {@code key} was made by {@link #key(long)} from a
     * position with that many pegs.
     */
    public long position(long key, int pegs) {
        long rest = key * UNSCRAMBLE & keyMask;
        return impliedBit == 0 || Long.bitCount(rest) == pegs ? rest : rest | impliedBit;
    }

    /** The positions of {@code keys} on a level of {@code pegs} pegs (a new array). */
    public long[] positions(long[] keys, int pegs) {
        long[] positions = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            positions[i] = position(keys[i], pegs);
        }
        return positions;
    }

    /** The multiplicative inverse of an odd number modulo 2^64 (Newton's iteration). */
    private static long inverse(long odd) {
        long x = odd;
        for (int i = 0; i < 5; i++) {
            x *= 2 - odd * x;
        }
        return x;
    }
}
