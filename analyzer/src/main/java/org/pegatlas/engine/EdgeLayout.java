package org.pegatlas.engine;

/**
 * How one expansion packs a jump into a {@code long}. The jump's partition, the top
 * {@code partitionBits} bits of its successor's key, is kept apart (a jump is stored with the
 * others of its partition); the {@code long} holds the key's other {@code sortBits} bits, then a
 * payload of {@link #payloadBits()} bits that says where the jump's count comes from:
 * <ul>
 *   <li>by index: the source's index relative to the expansion's base (below {@code sourceBits}),
 *       with, above it, the index of the symmetry that canonicalised the successor when positions
 *       carry a count per image of the start ({@code symmetryBits}, else 0);</li>
 *   <li>carried ({@link #carriesCounts()}): the source's count itself when it is below
 *       {@link #countLimit()}, so that summing a partition's jumps never reads a count at random;
 *       else {@link #countLimit()} (the flag bit) plus the source's index.</li>
 * </ul>
 * The top bit of the {@code long} is always 0.
 *
 * @param partitionBits bits of a key that choose its partition, 0 to the key's bits
 * @param sortBits the key's bits below them, 0 to 62
 * @param sourceBits bits of a source index, at least 1; with the symmetry bits, at most
 *     {@link #payloadBits()}, and below the flag bit when counts are carried (see {@link #canCarry})
 * @param symmetryBits bits of a symmetry index, 0 unless counts are kept per image
 * @param carriesCounts whether payloads carry one-limb counts (single image only)
 */
record EdgeLayout(int partitionBits, int sortBits, int sourceBits, int symmetryBits, boolean carriesCounts) {
    EdgeLayout {
        if (sortBits < 0 || sortBits > 62 || sourceBits < 1 || sourceBits + symmetryBits > 63 - sortBits
                || (carriesCounts && !canCarry(sortBits, sourceBits, symmetryBits))) {
            throw new IllegalArgumentException("no room for a jump: " + sortBits + " key bits, " + sourceBits + " source bits, "
                    + symmetryBits + " symmetry bits");
        }
    }

    /**
     * Whether a layout of these bits has room to carry counts: one image (no symmetry bits) and a
     * source index below the flag bit. A 63-hole board's keys leave a single payload bit, too few.
     */
    static boolean canCarry(int sortBits, int sourceBits, int symmetryBits) {
        return symmetryBits == 0 && sourceBits <= 62 - sortBits;
    }

    /** Bits below the key bits: {@code 63 - sortBits}, at least 1. */
    int payloadBits() {
        return 63 - sortBits;
    }

    /** Mask of the payload. */
    long payloadMask() {
        return (1L << payloadBits()) - 1;
    }

    /** Mask of a source index. */
    long sourceMask() {
        return (1L << sourceBits) - 1;
    }

    /**
     * The flag bit of a carried payload that names its source instead of holding its count, and
     * the exclusive upper bound of the counts carried as they are: {@code 2^(payloadBits - 1)}.
     */
    long countLimit() {
        return 1L << (payloadBits() - 1);
    }

    /** The jump into key {@code key} with payload {@code payload} (below {@code 2^payloadBits}), without its partition. */
    long edge(long key, long payload) {
        return (key & ((1L << sortBits) - 1)) << payloadBits() | payload;
    }

    /** The partition of key {@code key}. */
    int partition(long key) {
        return (int) (key >>> sortBits);
    }

    /** The key of {@code edge}, a jump of partition {@code partition}. */
    long key(int partition, long edge) {
        return (long) partition << sortBits | edge >>> payloadBits();
    }

    /**
     * The payload of a jump from a source of count {@code count} (one limb, unsigned) at index
     * {@code source} (relative to the base): the count when carried and below {@link #countLimit()},
     * else the index with the flag bit, if carried.
     */
    long payload(long count, int source) {
        if (!carriesCounts) {
            return source;
        }
        return Long.compareUnsigned(count, countLimit()) < 0 ? count : countLimit() | source;
    }
}
