package org.pegatlas.cluster;

import java.io.Serializable;
import java.math.BigInteger;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/**
 * Figures of a level's data, gathered per partition and added up: positions, the widest count,
 * the counts' sum, and the size its set file would have locally.
 *
 * @param size canonical positions
 * @param maxBits bits of the largest count
 * @param sum the counts summed (exact)
 * @param setFile the compressed-bitmap containers of the level's keys
 */
record LevelStats(long size, int maxBits, BigInteger sum, SetFileBytes setFile) implements Serializable {
    /** Bytes of a local count file's header and trailer (see {@link org.pegatlas.storage.CountFile}). */
    private static final int COUNT_FILE_FRAME = 24;
    /** The figures of no position, to add partitions' figures to. */
    static final LevelStats EMPTY = new LevelStats(0, 0, BigInteger.ZERO, new SetFileBytes());

    static LevelStats of(long[] keys, long[][] counts, int size) {
        int maxBits = 0;
        WideSum sum = new WideSum();
        for (int i = 0; i < size; i++) {
            maxBits = Math.max(maxBits, Counts.bitLength(counts[i]));
            sum.add(counts[i], 0, counts[i].length);
        }
        return new LevelStats(size, maxBits, sum.value(), SetFileBytes.of(keys, size));
    }

    LevelStats plus(LevelStats o) {
        return new LevelStats(size + o.size, Math.max(maxBits, o.maxBits), sum.add(o.sum), setFile.plus(o.setFile));
    }

    /** The limbs the local engine gives a level whose counts need {@link #maxBits} and whose source had {@code floor} limbs. */
    int limbs(int floor) {
        return Math.max(floor, CountVector.limbsFor(maxBits));
    }

    /** Bytes of the local count file with {@code limbs} limbs per count. */
    long countFileBytes(int limbs) {
        return COUNT_FILE_FRAME + 8L * limbs * size;
    }
}
