package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Partitions per level: one per so many positions, at least one, at most the largest levels', a power of two. */
class LevelPartitioningTest {
    private static int partitions(LevelPartitioning p, int keyBits, long positions) {
        return p.forPositions(keyBits, positions).numPartitions();
    }

    @Test
    void givesOnePartitionPerSoManyPositionsRoundedDownToAPowerOfTwo() {
        LevelPartitioning p = new LevelPartitioning(16, 1000);
        assertEquals(1, partitions(p, 40, 0));
        assertEquals(1, partitions(p, 40, 1));
        assertEquals(1, partitions(p, 40, 1000));
        assertEquals(2, partitions(p, 40, 1001)); // two partitions' worth, rounded up, then to a power of two
        assertEquals(2, partitions(p, 40, 3000));
        assertEquals(4, partitions(p, 40, 3001));
        assertEquals(8, partitions(p, 40, 15_000));
        assertEquals(16, partitions(p, 40, 16_001));
        assertEquals(16, partitions(p, 40, Long.MAX_VALUE));
    }

    @Test
    void neverCutsKeysFinerThanTheirRangesAllow() {
        LevelPartitioning p = new LevelPartitioning(1 << 20, 1);
        assertEquals(1, partitions(p, 16, 1_000_000)); // 2^16 keys at least per range
        assertEquals(8, partitions(p, 19, 1_000_000));
    }

    @Test
    void refusesNoPartitionsOrEmptyOnes() {
        assertThrows(IllegalArgumentException.class, () -> new LevelPartitioning(0, 1));
        assertThrows(IllegalArgumentException.class, () -> new LevelPartitioning(1, 0));
    }
}
