package org.pegatlas.storage;

import java.util.Arrays;

/**
 * Maps a position (a bitmask over the board's holes, bit {@code i} set when hole {@code i} holds a
 * peg) to the key under which it is sorted and stored, and back.
 *
 * <p>Within one level every position has the same number of pegs, so on a board with more than 32
 * holes the bit of the last hole is implied by the others and is dropped: a 33-hole board's keys
 * fit in 32 bits. What is left, {@code x}, has {@link #keyBits()} bits.
 *
 * <p>The key is {@code x}'s {@link #lowBits()} lowest bits, scrambled by a fixed bijection
 * (multiplication by an odd constant modulo {@code 2^lowBits()}), as its high bits, followed by
 * the rest of {@code x} unchanged. The scrambled high bits spread a level's keys evenly over their
 * range whatever the shape of the board (the search splits work by them); the unchanged low part
 * keeps, among positions sharing the low holes, the order of the positions themselves, which is
 * what lets {@link LevelSetFile} store a key as a dense combinatorial rank. Keys are compared as
 * non-negative {@code long}s; the order of a level's positions everywhere in pegatlas (files,
 * count vectors, reports) is ascending key order.
 *
 * <p>A codec made with the board's jump lines also knows up to {@link #MAX_INVARIANTS} of the
 * board's position-class invariants: hole sets that every jump line meets in an even number of
 * holes, so that the parity of the pegs on such a set never changes during a game. All positions
 * of a level share these parities (their {@link #classBits}), which level files use to store keys
 * in a space up to 16 times denser.
 */
public final class PositionKeys {
    /** At most this many class invariants are kept (16 classes); more would only grow tables. */
    public static final int MAX_INVARIANTS = 4;
    private static final long SCRAMBLE = 0x9E3779B97F4A7C15L;
    private static final long UNSCRAMBLE = inverse(SCRAMBLE);
    private static final int MAX_LOW_BITS = 16;

    private final int holes;
    private final long impliedBit;
    private final int keyBits;
    private final int lowBits;
    private final long lowMask;
    private final long[] invariants;

    /**
     * A codec that knows no class invariants.
     *
     * @param holes number of holes on the board, 1 to 63 inclusive
     * @throws IllegalArgumentException outside that range
     */
    public PositionKeys(int holes) {
        this(holes, new long[0]);
    }

    /**
     * A codec that knows the class invariants of a board with these jump lines (none when there
     * are no lines).
     *
     * @param holes number of holes on the board, 1 to 63 inclusive
     * @param lineMasks each jump line as the mask of its three holes (either direction, repeats allowed)
     * @throws IllegalArgumentException if {@code holes} is outside 1 to 63 or a line has a hole beyond it
     */
    public PositionKeys(int holes, long[] lineMasks) {
        if (holes < 1 || holes > 63) {
            throw new IllegalArgumentException("a board needs 1 to 63 holes, not " + holes);
        }
        for (long line : lineMasks) {
            if (line >>> holes != 0) {
                throw new IllegalArgumentException("jump line " + Long.toHexString(line) + " has a hole beyond " + holes);
            }
        }
        this.holes = holes;
        this.impliedBit = holes > 32 ? 1L << (holes - 1) : 0L;
        this.keyBits = impliedBit == 0 ? holes : holes - 1;
        this.lowBits = Math.min(MAX_LOW_BITS, keyBits / 2);
        this.lowMask = (1L << lowBits) - 1;
        this.invariants = lineMasks.length == 0 ? new long[0] : invariantsOf(holes, lineMasks);
    }

    /**
     * A codec with the given class invariants, as recorded in a level file.
     *
     * @throws IllegalArgumentException if {@code holes} is outside 1 to 63, there are more than
     *     {@link #MAX_INVARIANTS} invariants, or one is empty or has a hole beyond {@code holes}
     */
    static PositionKeys withInvariants(int holes, long[] invariants) {
        PositionKeys keys = new PositionKeys(holes);
        if (invariants.length > MAX_INVARIANTS) {
            throw new IllegalArgumentException(invariants.length + " class invariants; at most " + MAX_INVARIANTS);
        }
        for (long invariant : invariants) {
            if (invariant == 0 || invariant >>> holes != 0) {
                throw new IllegalArgumentException("class invariant " + Long.toHexString(invariant) + " does not fit " + holes + " holes");
            }
        }
        return new PositionKeys(keys, invariants.clone());
    }

    private PositionKeys(PositionKeys shape, long[] invariants) {
        this.holes = shape.holes;
        this.impliedBit = shape.impliedBit;
        this.keyBits = shape.keyBits;
        this.lowBits = shape.lowBits;
        this.lowMask = shape.lowMask;
        this.invariants = invariants;
    }

    /** Number of holes this codec was made for. */
    public int holes() {
        return holes;
    }

    /** Number of significant bits in a key: the hole count, less one above 32 holes. */
    public int keyBits() {
        return keyBits;
    }

    /** Number of the lowest holes whose scrambled pattern forms a key's high bits (0 to 16). */
    public int lowBits() {
        return lowBits;
    }

    /** Whether the last hole's bit is dropped from keys (boards of more than 32 holes). */
    boolean dropsLastHole() {
        return impliedBit != 0;
    }

    /** The last hole's bit when keys drop it, else 0. */
    long droppedBit() {
        return impliedBit;
    }

    /** The class invariants this codec knows (hole masks; a copy, at most {@link #MAX_INVARIANTS}). */
    public long[] invariants() {
        return invariants.clone();
    }

    /** The sort key of a position. */
    public long key(long position) {
        long x = position & ~impliedBit;
        return ((x & lowMask) * SCRAMBLE & lowMask) << (keyBits - lowBits) | x >>> lowBits;
    }

    /**
     * The position whose key is {@code key} on a level where every position has {@code pegs}
     * pegs. The result is only meaningful when {@code key} was made by {@link #key(long)} from a
     * position with that many pegs.
     */
    public long position(long key, int pegs) {
        long x = lowPattern(key >>> (keyBits - lowBits)) | (key & highMask()) << lowBits;
        return impliedBit == 0 || Long.bitCount(x) == pegs ? x : x | impliedBit;
    }

    /** The pattern of the lowest {@link #lowBits()} holes named by a key's high bits {@code high}. */
    long lowPattern(long high) {
        return high * UNSCRAMBLE & lowMask;
    }

    /** Mask of a key's bits below its scrambled high bits: the holes from {@link #lowBits()} up, unchanged. */
    long highMask() {
        return (1L << (keyBits - lowBits)) - 1;
    }

    /** The positions of {@code keys} on a level of {@code pegs} pegs (a new array). */
    public long[] positions(long[] keys, int pegs) {
        long[] positions = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            positions[i] = position(keys[i], pegs);
        }
        return positions;
    }

    /**
     * The parities of a position's pegs on each class invariant, bit {@code t} for invariant
     * {@code t}. Equal for every position of a level (a jump never changes them).
     */
    public int classBits(long position) {
        int bits = 0;
        for (int t = 0; t < invariants.length; t++) {
            bits |= (Long.bitCount(position & invariants[t]) & 1) << t;
        }
        return bits;
    }

    /**
     * Up to {@link #MAX_INVARIANTS} independent hole masks meeting every line in an even number of
     * holes: a basis of the null space of the lines over GF(2), by Gaussian elimination.
     */
    private static long[] invariantsOf(int holes, long[] lineMasks) {
        long[] rowByPivot = new long[64];
        for (long line : lineMasks) {
            long v = line;
            for (int p = 0; p < 64 && v != 0; p++) {
                if ((v >>> p & 1) == 0) {
                    continue;
                }
                if (rowByPivot[p] == 0) {
                    rowByPivot[p] = v;
                    v = 0;
                } else {
                    v ^= rowByPivot[p];
                }
            }
        }
        // reduce: each pivot column set in its own row only
        for (int p = 63; p >= 0; p--) {
            if (rowByPivot[p] == 0) {
                continue;
            }
            for (int q = 0; q < p; q++) {
                if (rowByPivot[q] != 0 && (rowByPivot[q] >>> p & 1) != 0) {
                    rowByPivot[q] ^= rowByPivot[p];
                }
            }
        }
        long[] found = new long[MAX_INVARIANTS];
        int n = 0;
        for (int free = 0; free < holes && n < MAX_INVARIANTS; free++) {
            if (rowByPivot[free] != 0) {
                continue;
            }
            long w = 1L << free;
            for (int p = 0; p < 64; p++) {
                if (rowByPivot[p] != 0 && (rowByPivot[p] >>> free & 1) != 0) {
                    w |= 1L << p;
                }
            }
            found[n++] = w;
        }
        return Arrays.copyOf(found, n);
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
