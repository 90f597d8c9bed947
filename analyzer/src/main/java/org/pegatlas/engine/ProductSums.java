package org.pegatlas.engine;

import java.math.BigInteger;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/**
 * A grid of exact sums of products of unsigned multi-limb counts (64-bit limbs, least significant
 * first), each sum in {@link #LIMBS} limbs: {@code 2^512} is far beyond any count of solutions a
 * board of 63 holes can have, and a sum that would pass it throws instead of wrapping.
 *
 * <p>Public for the Spark job's middle join ({@code org.pegatlas.cluster}), which sums the same products.
 */
public final class ProductSums {
    /** Limbs of each sum. */
    static final int LIMBS = 8;

    private final int columns;
    private final long[] sums;

    /** {@code rows × columns} sums, all 0. */
    public ProductSums(int rows, int columns) {
        this.columns = columns;
        this.sums = new long[Math.multiplyExact(Math.multiplyExact(rows, columns), LIMBS)];
    }

    /**
     * Adds {@code a × b} to sum ({@code row}, {@code column}): {@code a} the {@code aLimbs}-limb
     * value at {@code aData[aAt]}, {@code b} likewise.
     *
     * @throws ArithmeticException if the sum needs more than {@link #LIMBS} limbs
     */
    public void addProduct(int row, int column, long[] aData, int aAt, int aLimbs, long[] bData, int bAt, int bLimbs) {
        int aLength = significant(aData, aAt, aLimbs);
        int bLength = significant(bData, bAt, bLimbs);
        if (aLength == 0 || bLength == 0) {
            return;
        }
        if (aLength + bLength > LIMBS) {
            throw new ArithmeticException("a product of counts needs more than " + 64 * LIMBS + " bits");
        }
        int base = (row * columns + column) * LIMBS;
        for (int i = 0; i < aLength; i++) {
            long a = aData[aAt + i];
            if (a == 0) {
                continue;
            }
            long carry = 0;
            int k = base + i;
            for (int j = 0; j < bLength; j++, k++) {
                long b = bData[bAt + j];
                long low = a * b;
                long high = unsignedMultiplyHigh(a, b);
                // sums[k] + low + carry, with the carries out into high
                long partial = sums[k] + low;
                high += Long.compareUnsigned(partial, low) < 0 ? 1 : 0;
                long total = partial + carry;
                high += Long.compareUnsigned(total, partial) < 0 ? 1 : 0;
                sums[k] = total;
                carry = high;
            }
            for (; carry != 0; k++) {
                if (k == base + LIMBS) {
                    throw new ArithmeticException("a sum of products needs more than " + 64 * LIMBS + " bits");
                }
                long total = sums[k] + carry;
                carry = Long.compareUnsigned(total, carry) < 0 ? 1 : 0;
                sums[k] = total;
            }
        }
    }

    /** Adds every sum of {@code other} (of the same shape) to this one's. */
    void addAll(ProductSums other) {
        for (int at = 0; at < sums.length; at += LIMBS) {
            CountVector.addLimbs(sums, at, LIMBS, other.sums, at, LIMBS);
        }
    }

    /** Sum ({@code row}, {@code column}) as an exact integer. */
    public BigInteger get(int row, int column) {
        return WideSum.toBigInteger(sums, (row * columns + column) * LIMBS, LIMBS);
    }

    /** Limbs of the value at {@code data[at, at + limbs)} up to its highest non-zero one: 0 for the value 0. */
    private static int significant(long[] data, int at, int limbs) {
        int length = limbs;
        while (length > 0 && data[at + length - 1] == 0) {
            length--;
        }
        return length;
    }

    /** The high 64 bits of the unsigned 128-bit product of {@code a} and {@code b}. */
    private static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }
}
