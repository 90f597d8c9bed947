package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class PositionKeysTest {

    /** A random position on {@code holes} holes with exactly {@code pegs} pegs. */
    static long randomPosition(SplittableRandom random, int holes, int pegs) {
        long position = 0;
        while (Long.bitCount(position) < pegs) {
            position |= 1L << random.nextInt(holes);
        }
        return position;
    }

    @ParameterizedTest
    @ValueSource(ints = {32, 33, 40})
    void keyAndPositionRoundTripForEveryPegCount(int holes) {
        PositionKeys keys = new PositionKeys(holes);
        assertEquals(holes, keys.holes());
        assertEquals(holes > 32 ? holes - 1 : holes, keys.keyBits());
        SplittableRandom random = new SplittableRandom(holes * 7919L);
        long lastBit = 1L << (holes - 1);
        int withLastBit = 0;
        int withoutLastBit = 0;
        for (int p = 0; p <= holes; p++) {
            int pegs = p;
            for (int i = 0; i < 300; i++) {
                long position = randomPosition(random, holes, pegs);
                if ((position & lastBit) != 0) {
                    withLastBit++;
                } else {
                    withoutLastBit++;
                }
                long key = keys.key(position);
                assertTrue(key >= 0, "keys are non-negative");
                assertEquals(0, key >>> keys.keyBits(), () -> "key of " + Long.toHexString(position) + " exceeds " + keys.keyBits() + " bits");
                assertEquals(position, keys.position(key, pegs),
                        () -> holes + " holes, " + pegs + " pegs: " + Long.toHexString(position) + " -> key " + Long.toHexString(key));
            }
        }
        assertTrue(withLastBit > 1000 && withoutLastBit > 1000, "both cases of the last hole were exercised");
    }

    @Test
    void keysOfOneLevelAreDistinctAndOrderPreservingOnLargeBoards() {
        // 33 holes, 16 pegs: the implied bit is dropped, so distinct positions still give distinct keys
        PositionKeys keys = new PositionKeys(33);
        SplittableRandom random = new SplittableRandom(42);
        java.util.Set<Long> seenKeys = new java.util.HashSet<>();
        java.util.Set<Long> seenPositions = new java.util.HashSet<>();
        for (int i = 0; i < 20_000; i++) {
            long position = randomPosition(random, 33, 16);
            if (seenPositions.add(position)) {
                assertTrue(seenKeys.add(keys.key(position)), "two positions of one level share a key");
            }
        }
    }

    @Test
    void keysAreABijectionOfTheKeyRangeOnSmallBoards() {
        // 14 holes: every position has its own key, and every key below 2^14 is used
        PositionKeys keys = new PositionKeys(14);
        boolean[] used = new boolean[1 << 14];
        for (long position = 0; position < 1 << 14; position++) {
            long key = keys.key(position);
            assertTrue(key >= 0 && key < 1 << 14, "key in range");
            assertTrue(!used[(int) key], "distinct keys");
            used[(int) key] = true;
            assertEquals(position, keys.position(key, Long.bitCount(position)));
        }
    }

    @Test
    void thirtyThreeHoleKeysFitInThirtyTwoBitsAndRoundTripAtTheExtremes() {
        PositionKeys keys = new PositionKeys(33);
        long full = (1L << 33) - 1;
        for (long position : new long[] {full, full >>> 1, 1L << 32, 1L, 0L, full & ~(1L << 16), (1L << 32) | 1}) {
            long key = keys.key(position);
            assertEquals(0, key >>> 32, "fits in 32 bits");
            assertEquals(position, keys.position(key, Long.bitCount(position)), Long.toHexString(position));
        }
    }

    @Test
    void keysOfALargeBoardSpreadOverTheirRange() {
        // the search splits work by the keys' high bits, so a level of a 40-hole board must not
        // crowd into few chunks
        PositionKeys keys = new PositionKeys(40);
        SplittableRandom random = new SplittableRandom(40);
        int[] byTopBits = new int[8];
        for (int i = 0; i < 8000; i++) {
            byTopBits[(int) (keys.key(randomPosition(random, 40, 5)) >>> (keys.keyBits() - 3))]++;
        }
        for (int count : byTopBits) {
            assertTrue(count > 500, java.util.Arrays.toString(byTopBits));
        }
    }

    @Test
    void holeCountOutsideOneToSixtyThreeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new PositionKeys(0));
        assertThrows(IllegalArgumentException.class, () -> new PositionKeys(64));
        assertEquals(63, new PositionKeys(63).holes());
    }
}
