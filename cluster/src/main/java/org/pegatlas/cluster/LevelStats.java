package org.pegatlas.cluster;

import java.io.Serializable;
import java.math.BigInteger;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/**
 * Figures of a level's data, gathered per partition and added up: positions, the widest count
 * and the counts' sum.
 *
 * @param size canonical positions
 * @param maxBits bits of the largest count
 * @param sum the counts summed (exact)
 */
record LevelStats(long size, int maxBits, BigInteger sum) implements Serializable {
    /** The figures of no position, to add partitions' figures to. */
    static final LevelStats EMPTY = new LevelStats(0, 0, BigInteger.ZERO);

    /** The figures of a chunk's counts. */
    static LevelStats of(KeyChunk chunk) {
        int maxBits = 0;
        WideSum sum = new WideSum();
        for (int i = 0; i < chunk.size(); i++) {
            maxBits = Math.max(maxBits, Counts.bitLength(chunk.counts(), i * chunk.limbs(), chunk.limbs()));
            sum.add(chunk.counts(), i * chunk.limbs(), chunk.limbs());
        }
        return new LevelStats(chunk.size(), maxBits, sum.value());
    }

    LevelStats plus(LevelStats o) {
        return new LevelStats(size + o.size, Math.max(maxBits, o.maxBits), sum.add(o.sum));
    }

    /** The limbs the local engine gives a level whose counts need {@link #maxBits} and whose source had {@code floor} limbs. */
    int limbs(int floor) {
        return Math.max(floor, CountVector.limbsFor(maxBits));
    }
}
