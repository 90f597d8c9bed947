package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CountVectorTest {
    static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    /** Unsigned little-endian limbs as an exact integer, independent of the code under test. */
    static BigInteger value(long[] data, int at, int width) {
        BigInteger v = BigInteger.ZERO;
        for (int i = width - 1; i >= 0; i--) {
            v = v.shiftLeft(64).add(new BigInteger(Long.toUnsignedString(data[at + i])));
        }
        return v;
    }

    /** A limb biased towards all-ones and zero, so that carries chain. */
    static long limb(SplittableRandom random) {
        return switch (random.nextInt(4)) {
            case 0 -> -1L;
            case 1 -> 0L;
            case 2 -> -1L - random.nextInt(3);
            default -> random.nextLong();
        };
    }

    @Test
    void carryRipplesThroughEveryLimb() {
        long[] dst = {-1L, -1L, -1L, 0L};
        CountVector.addLimbs(dst, 0, 4, new long[] {1L}, 0, 1);
        assertArrayEquals(new long[] {0L, 0L, 0L, 1L}, dst);
    }

    @Test
    void carryOutOfEachSourceLimbReachesTheNext() {
        long[] dst = {-1L, -1L, 7L};
        CountVector.addLimbs(dst, 0, 3, new long[] {1L, 0L}, 0, 2);
        assertArrayEquals(new long[] {0L, 0L, 8L}, dst);

        // both the limb sum and the incoming carry overflow in the middle limb
        long[] dst2 = {-1L, -1L, 0L};
        CountVector.addLimbs(dst2, 0, 3, new long[] {-1L, -1L}, 0, 2);
        // (2^128 - 1) * 2 = 2^129 - 2
        assertArrayEquals(new long[] {-2L, -1L, 1L}, dst2);
    }

    @Test
    void addsAtOffsetsWithoutTouchingNeighbours() {
        long[] dst = {11L, -1L, 5L, 22L};
        long[] src = {99L, 1L, 0L};
        CountVector.addLimbs(dst, 1, 2, src, 1, 1);
        assertArrayEquals(new long[] {11L, 0L, 6L, 22L}, dst);
    }

    @Test
    void overflowOfTheTopLimbThrows() {
        assertThrows(ArithmeticException.class, () -> CountVector.addLimbs(new long[] {-1L}, 0, 1, new long[] {1L}, 0, 1));
        assertThrows(ArithmeticException.class,
                () -> CountVector.addLimbs(new long[] {-1L, -1L}, 0, 2, new long[] {1L}, 0, 1));
        assertThrows(ArithmeticException.class,
                () -> CountVector.addLimbs(new long[] {0L, Long.MIN_VALUE}, 0, 2, new long[] {0L, Long.MIN_VALUE}, 0, 2));
        // exactly fitting is fine
        long[] ok = {-2L, -1L};
        CountVector.addLimbs(ok, 0, 2, new long[] {1L}, 0, 1);
        assertArrayEquals(new long[] {-1L, -1L}, ok);
    }

    @Test
    void overflowThroughTheEntryApiThrows() {
        CountVector counts = new CountVector(2, 1);
        counts.set(0, Long.MAX_VALUE);
        counts.set(1, Long.MAX_VALUE);
        counts.add(0, counts, 1); // 2^64 - 2 still fits an unsigned limb
        assertEquals(TWO_64.subtract(BigInteger.TWO), counts.get(0));
        CountVector two = new CountVector(1, 1);
        two.set(0, 2);
        assertThrows(ArithmeticException.class, () -> counts.add(0, two, 0));
    }

    @Test
    void randomAdditionsMatchBigInteger() {
        SplittableRandom random = new SplittableRandom(20240601);
        for (int trial = 0; trial < 20_000; trial++) {
            int dstLimbs = 1 + random.nextInt(4);
            int srcLimbs = 1 + random.nextInt(dstLimbs);
            long[] dst = new long[dstLimbs + 2];
            long[] src = new long[srcLimbs + 1];
            for (int i = 0; i < dst.length; i++) {
                dst[i] = limb(random);
            }
            for (int i = 0; i < src.length; i++) {
                src[i] = limb(random);
            }
            long[] before = dst.clone();
            BigInteger expected = value(dst, 1, dstLimbs).add(value(src, 1, srcLimbs));
            if (expected.bitLength() > 64 * dstLimbs) {
                assertThrows(ArithmeticException.class, () -> CountVector.addLimbs(dst, 1, dstLimbs, src, 1, srcLimbs));
            } else {
                CountVector.addLimbs(dst, 1, dstLimbs, src, 1, srcLimbs);
                assertEquals(expected, value(dst, 1, dstLimbs), "trial " + trial);
            }
            assertEquals(before[0], dst[0], "limb before the entry untouched");
            assertEquals(before[dstLimbs + 1], dst[dstLimbs + 1], "limb after the entry untouched");
        }
    }

    @Test
    void entryApi() {
        CountVector counts = new CountVector(3, 2);
        assertEquals(3, counts.size());
        assertEquals(2, counts.limbs());
        assertEquals(BigInteger.ZERO, counts.get(1));
        counts.set(1, 5);
        assertEquals(BigInteger.valueOf(5), counts.get(1));
        counts.data()[5] = 3; // high limb of entry 2
        assertEquals(BigInteger.valueOf(3).shiftLeft(64), counts.get(2));
        counts.set(2, 1); // set clears the high limb
        assertEquals(BigInteger.ONE, counts.get(2));
        counts.copy(0, counts, 1);
        assertEquals(BigInteger.valueOf(5), counts.get(0));
        assertThrows(IllegalArgumentException.class, () -> counts.set(0, -1));
        assertThrows(IllegalArgumentException.class, () -> new CountVector(1, 0));
        assertThrows(IllegalArgumentException.class, () -> new CountVector(new long[3], 2));
        assertEquals(1, CountVector.limbsFor(0));
        assertEquals(1, CountVector.limbsFor(64));
        assertEquals(2, CountVector.limbsFor(65));
        assertEquals(3, CountVector.limbsFor(129));
    }

    @Test
    void getReadsAllLimbsUnsigned() {
        CountVector counts = new CountVector(new long[] {-1L, -1L, 0L, Long.MIN_VALUE}, 2);
        assertEquals(BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE), counts.get(0));
        assertEquals(BigInteger.ONE.shiftLeft(127), counts.get(1));
    }
}
