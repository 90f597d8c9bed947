package org.pegatlas.cluster;

import java.math.BigInteger;
import java.util.Arrays;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/**
 * Exact counts as the Spark job carries them: a {@code long[]} of unsigned 64-bit limbs, least
 * significant first (the layout of {@link CountVector}), as wide as the value needs and at least
 * one limb. Sums widen instead of overflowing, so counts stay exact at any size.
 */
final class Counts {
    private Counts() {
    }

    /** The sum of two counts, one limb wider than the wider of them when the top limb carries out. */
    static long[] add(long[] a, long[] b) {
        long[] wide = a.length >= b.length ? a : b;
        long[] narrow = wide == a ? b : a;
        long[] sum = Arrays.copyOf(wide, wide.length);
        try {
            CountVector.addLimbs(sum, 0, sum.length, narrow, 0, narrow.length);
            return sum;
        } catch (ArithmeticException carriedOut) {
            sum = Arrays.copyOf(wide, wide.length + 1);
            CountVector.addLimbs(sum, 0, sum.length, narrow, 0, narrow.length);
            return sum;
        }
    }

    /** A count below 2^63 as one limb. */
    static long[] of(long value) {
        return new long[] {value};
    }

    /** Entry {@code index} of {@code counts}, as wide as the vector. */
    static long[] get(CountVector counts, int index) {
        return Arrays.copyOfRange(counts.data(), index * counts.limbs(), (index + 1) * counts.limbs());
    }

    /**
     * The counts as one vector of {@code limbs} limbs each.
     *
     * @param limbs at least as many as the widest count
     */
    static CountVector vector(long[][] counts, int size, int limbs) {
        CountVector vector = new CountVector(size, limbs);
        for (int i = 0; i < size; i++) {
            System.arraycopy(counts[i], 0, vector.data(), i * limbs, counts[i].length);
        }
        return vector;
    }

    static BigInteger toBigInteger(long[] count) {
        return WideSum.toBigInteger(count, 0, count.length);
    }

    /** Bits of the value (0 for zero). */
    static int bitLength(long[] count) {
        for (int i = count.length - 1; i >= 0; i--) {
            if (count[i] != 0) {
                return 64 * i + 64 - Long.numberOfLeadingZeros(count[i]);
            }
        }
        return 0;
    }

    /** The count as stored in level files: big-endian two's complement, as {@link BigInteger#toByteArray()}. */
    static byte[] toBytes(long[] count) {
        return toBigInteger(count).toByteArray();
    }

    /** Reads what {@link #toBytes} wrote. */
    static long[] fromBytes(byte[] bytes) {
        BigInteger value = new BigInteger(bytes);
        long[] count = new long[CountVector.limbsFor(value.bitLength())];
        for (int i = 0; i < count.length; i++) {
            count[i] = value.shiftRight(64 * i).longValue();
        }
        return count;
    }
}
