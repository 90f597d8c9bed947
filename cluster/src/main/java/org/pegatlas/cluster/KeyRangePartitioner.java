package org.pegatlas.cluster;

import org.apache.spark.Partitioner;

/**
 * Partitions position keys by their top bits: partition {@code p} holds the keys
 * {@code [p << shift, (p + 1) << shift)}, so partitions are disjoint ranges in ascending order.
 * Keys are scrambled (see {@link org.pegatlas.storage.PositionKeys}), so the ranges fill evenly.
 * A range holds at least 2^16 keys.
 */
final class KeyRangePartitioner extends Partitioner {
    private static final long serialVersionUID = 1;
    /** Keys per partition never go below 2^16, so that partitions are not too many. */
    static final int MIN_SHIFT = 16;

    private final int shift;
    private final int partitions;

    /**
     * @param keyBits significant bits of a key
     * @param wanted partitions asked for, at least 1; rounded down to a power of two and to at most
     *     {@code 2^(keyBits - 16)}
     */
    KeyRangePartitioner(int keyBits, int wanted) {
        int bits = Math.min(31 - Integer.numberOfLeadingZeros(Math.max(1, wanted)), Math.max(0, keyBits - MIN_SHIFT));
        this.shift = keyBits - bits;
        this.partitions = 1 << bits;
    }

    @Override
    public int numPartitions() {
        return partitions;
    }

    @Override
    public int getPartition(Object key) {
        return partitionOf((Long) key);
    }

    /** The partition of a key (as {@link #getPartition}, unboxed). */
    int partitionOf(long key) {
        return (int) (key >>> shift);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KeyRangePartitioner p && p.shift == shift && p.partitions == partitions;
    }

    @Override
    public int hashCode() {
        return 31 * shift + partitions;
    }
}
