package org.pegatlas.tablebase;

import java.util.Arrays;

/**
 * One entry of the tablebase map (format 3): the values of the positions of one level whose keys
 * ({@link org.pegatlas.storage.PositionKeys#key}) agree above their lowest {@code blockBits} bits,
 * in ascending key order. Each position takes the low {@code blockBits} bits of its key in
 * {@code ceil(blockBits / 8)} bytes (big-endian; none when {@code blockBits} is 0), then its
 * value's length in bytes (7 bits a byte, lowest first, the high bit set on every byte but the
 * last), then its {@link ValueCodec value}.
 *
 * <p>The map is keyed by {@link #mapKey}: a block per key range of a level rather than an entry
 * per position, so that building the English tablebase puts about 0.64 million blocks instead of
 * 23.5 million values (Chronicle Map's work per put, not the bytes, was most of the build's).
 */
final class ValueBlock {
    /** Mean positions a block is sized for, when a level's keys are spread evenly. */
    static final int MEAN_POSITIONS = 32;
    /** Most positions a block may hold (16 times the mean); a level whose keys bunch gets fewer block bits. */
    static final int MAX_POSITIONS = 16 * MEAN_POSITIONS;
    /** Bits of a map key below its peg count: the key's high bits, shifted down by the level's block bits. */
    private static final int PREFIX_BITS = 57;
    /** Most block bits of a level: a position's low key bits take at most 7 bytes. */
    static final int MAX_BLOCK_BITS = 56;

    private ValueBlock() {
    }

    /**
     * The block bits of a level of {@code positions} positions with keys of {@code keyBits} bits:
     * the fewest that give at least {@code positions / MEAN_POSITIONS} blocks (rounded up) were
     * the keys spread evenly; all of {@code keyBits} (one block) for a level of at most
     * {@link #MEAN_POSITIONS}; never more than {@value #MAX_BLOCK_BITS}, nor fewer than leave a
     * map key's prefix in {@value #PREFIX_BITS} bits.
     */
    static int blockBits(int keyBits, long positions) {
        long blocks = Math.max(1, (positions + MEAN_POSITIONS - 1) / MEAN_POSITIONS);
        int prefixBits = 64 - Long.numberOfLeadingZeros(blocks - 1);
        return Math.max(fewestBlockBits(keyBits), Math.min(MAX_BLOCK_BITS, keyBits - prefixBits));
    }

    /** The fewest block bits that leave a map key's prefix in {@value #PREFIX_BITS} bits. */
    private static int fewestBlockBits(int keyBits) {
        return Math.max(0, keyBits - PREFIX_BITS);
    }

    /**
     * The block bits of a level whose keys are {@code sortedKeys} (ascending): {@link
     * #blockBits(int, long)} for their number, fewer while a block would hold more than {@link
     * #MAX_POSITIONS} positions (keys bunched in few blocks), so that no block is far above the mean
     * that the map is sized for (Chronicle Map refuses an entry larger than a segment's tier).
     */
    static int blockBits(int keyBits, long[] sortedKeys) {
        int blockBits = blockBits(keyBits, sortedKeys.length);
        while (blockBits > fewestBlockBits(keyBits) && largestBlock(sortedKeys, blockBits) > MAX_POSITIONS) {
            blockBits--;
        }
        return blockBits;
    }

    /** Positions in the largest block of {@code sortedKeys} (ascending) with {@code blockBits} block bits. */
    static int largestBlock(long[] sortedKeys, int blockBits) {
        int largest = 0;
        int run = 0;
        for (int i = 0; i < sortedKeys.length; i++) {
            run = i > 0 && sameBlock(sortedKeys[i], sortedKeys[i - 1], blockBits) ? run + 1 : 1;
            largest = Math.max(largest, run);
        }
        return largest;
    }

    /** Whether two keys of a level of {@code blockBits} block bits are in one block. */
    static boolean sameBlock(long key, long other, int blockBits) {
        return key >>> blockBits == other >>> blockBits;
    }

    /** The low {@code blockBits} bits of {@code key}: what its block stores of it. */
    static long lowKey(long key, int blockBits) {
        return key & ((1L << blockBits) - 1);
    }

    /** The map key of the block that holds {@code key}, the key of a position with {@code pegs} pegs on a level of {@code blockBits} block bits. */
    static long mapKey(int pegs, long key, int blockBits) {
        return (long) pegs << PREFIX_BITS | key >>> blockBits;
    }

    /** The peg count of the positions of the block under {@code mapKey}. */
    static int pegs(long mapKey) {
        return (int) (mapKey >>> PREFIX_BITS);
    }

    /** The key of the position whose key has low bits {@code low} in the block under {@code mapKey}. */
    static long key(long mapKey, int blockBits, long low) {
        return (mapKey & ((1L << PREFIX_BITS) - 1)) << blockBits | low;
    }

    /** Receives the entries of a block. */
    interface EntryConsumer {
        /** One position: the low block bits of its key, and its encoded value (a new array). */
        void accept(long lowKey, byte[] value);
    }

    /**
     * The value of the position whose key's low {@code blockBits} bits are {@code lowKey}, as a new
     * array, or {@code null} when the block has no such position.
     *
     * @throws IllegalArgumentException if the bytes cannot be a block
     */
    static byte[] find(byte[] block, int blockBits, long lowKey) {
        Cursor entry = new Cursor(block, blockBits);
        while (entry.next()) {
            if (entry.low >= lowKey) {
                return entry.low == lowKey ? entry.value() : null;
            }
        }
        return null;
    }

    /**
     * Calls {@code action} with every entry of {@code block}, in key order.
     *
     * @throws IllegalArgumentException if the bytes cannot be a block
     */
    static void forEach(byte[] block, int blockBits, EntryConsumer action) {
        Cursor entry = new Cursor(block, blockBits);
        while (entry.next()) {
            action.accept(entry.low, entry.value());
        }
    }

    /** Reads a block's entries one after another. */
    private static final class Cursor {
        private final byte[] block;
        private final int lowBytes;
        /** Where the next entry starts. */
        private int at;
        /** The current entry's low key bits, and where its value lies. */
        private long low;
        private int valueAt;
        private int valueLength;

        Cursor(byte[] block, int blockBits) {
            this.block = block;
            this.lowBytes = lowBytes(blockBits);
        }

        /** Moves to the next entry; false at the end of the block. */
        boolean next() {
            if (at == block.length) {
                return false;
            }
            if (lowBytes > block.length - at) {
                throw damaged(block);
            }
            low = 0;
            for (int i = 0; i < lowBytes; i++) {
                low = low << 8 | (block[at++] & 0xff);
            }
            long length = 0;
            int b = 0x80;
            for (int shift = 0; b >= 0x80; shift += 7) {
                if (at == block.length || shift > 28) {
                    throw damaged(block);
                }
                b = block[at++] & 0xff;
                length |= (long) (b & 0x7f) << shift;
            }
            if (length > block.length - at) {
                throw damaged(block);
            }
            valueAt = at;
            valueLength = (int) length;
            at += valueLength;
            return true;
        }

        byte[] value() {
            return Arrays.copyOfRange(block, valueAt, valueAt + valueLength);
        }
    }

    private static int lowBytes(int blockBits) {
        return (blockBits + 7) / 8;
    }

    private static IllegalArgumentException damaged(byte[] block) {
        return new IllegalArgumentException("damaged tablebase block of " + block.length + " bytes");
    }

    /** Blocks laid end to end in one growing array, entry by entry. Not thread-safe. */
    static final class Writer {
        private final int lowBytes;
        private byte[] data = new byte[1 << 12];
        private int size;

        /** A writer of blocks of a level of {@code blockBits} block bits. */
        Writer(int blockBits) {
            this.lowBytes = lowBytes(blockBits);
        }

        /** Appends a position's entry to the current block: the low block bits of its key, then its value. */
        void add(long lowKey, byte[] value) {
            if (size + lowBytes + 5 + value.length > data.length) {
                data = Arrays.copyOf(data, Math.max(data.length * 2, size + lowBytes + 5 + value.length));
            }
            for (int i = lowBytes - 1; i >= 0; i--) {
                data[size++] = (byte) (lowKey >>> (8 * i));
            }
            int length = value.length;
            while (length >= 0x80) {
                data[size++] = (byte) (length | 0x80);
                length >>>= 7;
            }
            data[size++] = (byte) length;
            System.arraycopy(value, 0, data, size, value.length);
            size += value.length;
        }

        /** Bytes written so far: where the next block starts. */
        int size() {
            return size;
        }

        /** The bytes written, in a new array of their exact length. */
        byte[] toArray() {
            return Arrays.copyOf(data, size);
        }
    }
}
