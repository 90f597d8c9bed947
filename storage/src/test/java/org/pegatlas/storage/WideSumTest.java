package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WideSumTest {

    @Test
    void emptySumIsZero() {
        WideSum sum = new WideSum();
        assertEquals(BigInteger.ZERO, sum.value());
        assertEquals(0, sum.bitLength());
    }

    @Test
    void seededRandomLimbAdditionsMatchBigInteger() {
        SplittableRandom random = new SplittableRandom(7);
        for (int trial = 0; trial < 200; trial++) {
            WideSum sum = new WideSum();
            BigInteger expected = BigInteger.ZERO;
            int additions = 1 + random.nextInt(200);
            for (int a = 0; a < additions; a++) {
                int width = 1 + random.nextInt(6);
                long[] data = new long[width + 3];
                for (int i = 0; i < data.length; i++) {
                    data[i] = CountVectorTest.limb(random);
                }
                int at = random.nextInt(4);
                sum.add(data, at, width);
                expected = expected.add(CountVectorTest.value(data, at, width));
                assertEquals(expected, sum.value(), "trial " + trial + " addition " + a);
                assertEquals(expected.bitLength(), sum.bitLength());
            }
        }
    }

    @Test
    void manyMaximalValuesGrowTheSum() {
        // 10 000 times (2^320 - 1): the sum needs more limbs than any addend
        WideSum sum = new WideSum();
        long[] max = {-1L, -1L, -1L, -1L, -1L};
        for (int i = 0; i < 10_000; i++) {
            sum.add(max, 0, 5);
        }
        BigInteger expected = BigInteger.ONE.shiftLeft(320).subtract(BigInteger.ONE).multiply(BigInteger.valueOf(10_000));
        assertEquals(expected, sum.value());
        assertEquals(expected.bitLength(), sum.bitLength());
    }

    @Test
    void addLimbsEntriesAndOtherSums() {
        SplittableRandom random = new SplittableRandom(99);
        WideSum a = new WideSum();
        WideSum b = new WideSum();
        BigInteger expectedA = BigInteger.ZERO;
        BigInteger expectedB = BigInteger.ZERO;
        CountVector counts = new CountVector(50, 3);
        for (int i = 0; i < counts.data().length; i++) {
            counts.data()[i] = CountVectorTest.limb(random);
        }
        for (int i = 0; i < 50; i++) {
            long v = random.nextLong() & Long.MAX_VALUE;
            a.add(new long[] {v}, 0, 1);
            expectedA = expectedA.add(BigInteger.valueOf(v));
            b.add(counts, i);
            expectedB = expectedB.add(CountVectorTest.value(counts.data(), 3 * i, 3));
        }
        a.add(new long[] {Long.MAX_VALUE}, 0, 1);
        expectedA = expectedA.add(BigInteger.valueOf(Long.MAX_VALUE));
        assertEquals(expectedA, a.value());
        assertEquals(expectedB, b.value());
        a.add(b);
        assertEquals(expectedA.add(expectedB), a.value());
        a.add(a);
        assertEquals(expectedA.add(expectedB).shiftLeft(1), a.value());
    }

    @Test
    void addAllMatchesBigIntegerOnSeededRandomVectors() {
        SplittableRandom random = new SplittableRandom(12345);
        for (int trial = 0; trial < 300; trial++) {
            int limbs = 1 + random.nextInt(4);
            int size = random.nextInt(trial < 5 ? 3 : 2000);
            CountVector counts = new CountVector(size, limbs);
            long[] data = counts.data();
            BigInteger expected = BigInteger.ZERO;
            for (int i = 0; i < data.length; i++) {
                data[i] = CountVectorTest.limb(random);
            }
            for (int e = 0; e < size; e++) {
                expected = expected.add(CountVectorTest.value(data, e * limbs, limbs));
            }
            WideSum sum = new WideSum();
            BigInteger start = BigInteger.ZERO;
            if (random.nextBoolean()) {
                long seed = random.nextLong() & Long.MAX_VALUE;
                sum.add(new long[] {seed}, 0, 1);
                start = BigInteger.valueOf(seed);
            }
            sum.addAll(counts);
            assertEquals(start.add(expected), sum.value(), "trial " + trial + ": " + size + " entries of " + limbs + " limbs");
            assertEquals(start.add(expected).bitLength(), sum.bitLength());
        }
    }

    @Test
    void addAllOfAllOnesCarriesIntoAFreshLimb() {
        // 5 entries of 2^128 - 1 each: the column sums carry out of the vector's width
        CountVector counts = new CountVector(5, 2);
        java.util.Arrays.fill(counts.data(), -1L);
        WideSum sum = new WideSum();
        sum.addAll(counts);
        assertEquals(BigInteger.ONE.shiftLeft(128).subtract(BigInteger.ONE).multiply(BigInteger.valueOf(5)), sum.value());
    }

    @Test
    void toBigIntegerIsUnsigned() {
        assertEquals(new BigInteger("18446744073709551615"), WideSum.toBigInteger(new long[] {-1L}, 0, 1));
        assertEquals(BigInteger.ONE.shiftLeft(64), WideSum.toBigInteger(new long[] {0L, 1L}, 0, 2));
    }
}
