package org.pegatlas.engine;

import java.util.Arrays;
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
 *
 * <p>A mask only holds holes with pegs (a last jump lands on a peg, a first jump leaves from one),
 * so it is kept as its {@link #value value}: one bit per peg of the position, under the moves.
 * When a key and a value fit in 63 bits together ({@code keyBits + 7 + pegs <= 63}, true of the
 * large levels of every built-in board), each position takes one {@code long}, key above value,
 * plus about two bytes of index and filter: about 10 bytes. Otherwise the moves and masks are
 * kept in arrays of their own: about 19 bytes.
 */
public final class MovesLevel {
    /** The most moves a level records (7 bits). */
    static final int MAX_MOVES = 127;
    /** Bits of a value's moves. */
    static final int MOVES_BITS = 7;
    /** The index's buckets hold 8 to 16 entries on average (see {@link KeyIndex#KeyIndex(long[], int, int, int)}). */
    private static final int INDEX_SPARSENESS = 3;

    private final int pegs;
    private final PositionKeys codec;
    /** Bits of each entry below its key: {@code 7 + pegs} when values are packed beside the keys, else 0. */
    private final int valueBits;
    /** {@code key << valueBits | value}, ascending. */
    private final long[] entries;
    private final KeyIndex index;
    private final long[] filter;
    /** The moves, aligned with the entries, when values are not packed; else {@code null}. */
    private final byte[] moves;
    /** The masks, aligned with the entries, when values are not packed; else {@code null}. */
    private final long[] masks;

    private MovesLevel(int pegs, PositionKeys codec, int valueBits, long[] entries, byte[] moves, long[] masks) {
        this.pegs = pegs;
        this.codec = codec;
        this.valueBits = valueBits;
        this.entries = entries;
        this.index = new KeyIndex(entries, codec.keyBits(), valueBits, INDEX_SPARSENESS);
        this.filter = filterOf(entries, valueBits);
        this.moves = moves;
        this.masks = masks;
    }

    /**
     * A level from its keys, moves and masks.
     *
     * @param keys the keys, ascending (copied when values are packed, else kept)
     * @param positions the canonical positions of the keys, aligned with them
     * @param moves aligned with {@code keys}, each 0 to {@value #MAX_MOVES} (kept when values are not packed)
     * @param masks aligned with {@code keys}, each within its position's pegs (kept when values are not packed)
     * @throws IllegalArgumentException if a mask holds a hole without a peg
     */
    static MovesLevel of(int pegs, long[] keys, long[] positions, PositionKeys codec, byte[] moves, long[] masks) {
        if (!packs(codec, pegs)) {
            for (int i = 0; i < keys.length; i++) {
                checkWithinPegs(masks[i], positions[i]);
            }
            return new MovesLevel(pegs, codec, 0, keys, moves, masks);
        }
        long[] entries = Arrays.copyOf(keys, keys.length);
        int valueBits = MOVES_BITS + pegs;
        for (int i = 0; i < keys.length; i++) {
            entries[i] = keys[i] << valueBits | value(moves[i], masks[i], positions[i]);
        }
        return new MovesLevel(pegs, codec, valueBits, entries, null, null);
    }

    /**
     * A level of packed values ({@link #packs} must hold), made in place.
     *
     * @param entries {@code key << (7 + pegs) | value}, keys ascending (kept, not copied)
     */
    static MovesLevel ofPacked(int pegs, PositionKeys codec, long[] entries) {
        if (!packs(codec, pegs)) {
            throw new IllegalArgumentException("a key of " + codec.keyBits() + " bits and a value for " + pegs + " pegs do not fit in 63 bits");
        }
        return new MovesLevel(pegs, codec, MOVES_BITS + pegs, entries, null, null);
    }

    /**
     * The bytes a level of {@code size} positions with {@code pegs} pegs holds: its entries, index
     * and filter, and its moves and masks when they are not packed.
     */
    static long heldBytes(long size, int pegs, PositionKeys codec) {
        int bits = 64 - Long.numberOfLeadingZeros(Math.max(1, size));
        long index = Integer.BYTES * ((1L << Math.max(1, Math.min(codec.keyBits(), bits - INDEX_SPARSENESS))) + 1);
        long filter = Long.BYTES * 2 * Long.highestOneBit(Math.max(8, size) / 8);
        long perPosition = Long.BYTES + (packs(codec, pegs) ? 0 : 1 + Long.BYTES);
        return perPosition * size + index + filter;
    }

    /** Whether a level of positions with {@code pegs} pegs packs each value beside its key. */
    static boolean packs(PositionKeys codec, int pegs) {
        return codec.keyBits() + MOVES_BITS + pegs <= 63;
    }

    /**
     * The value of a position: its moves above one bit per peg of {@code position} (lowest hole
     * first) that is set when the hole is in {@code mask}. It has {@code 7 + pegs} bits.
     *
     * @throws IllegalArgumentException if {@code mask} holds a hole without a peg, or {@code moves} is not 0 to {@value #MAX_MOVES}
     */
    static long value(int moves, long mask, long position) {
        checkWithinPegs(mask, position);
        if (moves < 0 || moves > MAX_MOVES) {
            throw new IllegalArgumentException(moves + " moves are not within 0 to " + MAX_MOVES);
        }
        long bits = 0;
        int bit = 0;
        for (long pegs = position; pegs != 0; pegs &= pegs - 1, bit++) {
            if ((mask & pegs & -pegs) != 0) {
                bits |= 1L << bit;
            }
        }
        return (long) moves << Long.bitCount(position) | bits;
    }

    /** The moves of a {@link #value} of a position with {@code pegs} pegs. */
    static int movesOfValue(long value, int pegs) {
        return (int) (value >>> pegs);
    }

    /** The mask of a {@link #value} of {@code position}. */
    static long maskOfValue(long value, long position) {
        long mask = 0;
        long bits = value;
        for (long pegs = position; pegs != 0; pegs &= pegs - 1, bits >>>= 1) {
            if ((bits & 1) != 0) {
                mask |= pegs & -pegs;
            }
        }
        return mask;
    }

    private static void checkWithinPegs(long mask, long position) {
        if ((mask & ~position) != 0) {
            throw new IllegalArgumentException("mask " + Long.toHexString(mask) + " holds holes without a peg in " + Long.toHexString(position));
        }
    }

    /** Pegs of every position of the level. */
    public int pegs() {
        return pegs;
    }

    /** Positions on the level. */
    public int size() {
        return entries.length;
    }

    /** The key of position {@code i}. */
    long key(int i) {
        return entries[i] >>> valueBits;
    }

    /** The fewest moves of position {@code i}. */
    public int moves(int i) {
        return moves != null ? moves[i] : (int) (entries[i] >>> pegs) & MAX_MOVES;
    }

    /** The mask of position {@code i} (of the canonical position). */
    public long mask(int i) {
        return masks != null ? masks[i] : maskOfValue(entries[i], codec.position(key(i), pegs));
    }

    /**
     * Whether {@code hole} is in the mask of position {@code i}, which is the canonical position
     * {@code position}: cheaper than {@link #mask} when values are packed.
     */
    boolean maskHas(int i, long position, int hole) {
        if (masks != null) {
            return (masks[i] >>> hole & 1) != 0;
        }
        return (position >>> hole & 1) != 0 && (entries[i] >>> Long.bitCount(position & ((1L << hole) - 1)) & 1) != 0;
    }

    /** The index of the canonical position {@code position} on the level, or -1. */
    int find(long position) {
        long key = codec.key(position);
        long bit = hash(key, filter.length);
        return (filter[(int) (bit >>> 6)] >>> bit & 1) == 0 ? -1 : index.indexOf(key);
    }

    /** 8 to 16 bits per key, a power of two of them, at least one word. */
    private static long[] filterOf(long[] entries, int valueBits) {
        long[] filter = new long[Integer.highestOneBit(Math.max(8, entries.length) / 8) * 2];
        for (long entry : entries) {
            long bit = hash(entry >>> valueBits, filter.length);
            filter[(int) (bit >>> 6)] |= 1L << bit;
        }
        return filter;
    }

    /** A bit of a filter of {@code words} words (a power of two) for {@code key}: the top bits of a multiplicative hash. */
    private static long hash(long key, int words) {
        return key * 0x9E3779B97F4A7C15L >>> Long.numberOfLeadingZeros(64L * words - 1);
    }
}
