package org.pegatlas.storage;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Exact non-negative counts, one per position of a level, in a fixed number of 64-bit limbs each
 * (unsigned, least significant limb first). The limb count is chosen by the caller from a proven
 * bound, so sums never need to grow; an addition that would carry out of the top limb throws
 * {@link ArithmeticException} instead of wrapping silently.
 */
public final class CountVector {
    private final int limbs;
    private final long[] data;

    /**
     * @param size number of entries, at least 0
     * @param limbs 64-bit limbs per entry, at least 1
     */
    public CountVector(int size, int limbs) {
        if (limbs < 1) {
            throw new IllegalArgumentException("limbs must be at least 1: " + limbs);
        }
        this.limbs = limbs;
        this.data = new long[Math.multiplyExact(size, limbs)];
    }

    /** Wraps existing limb data (not copied); its length must be a multiple of {@code limbs}. */
    public CountVector(long[] data, int limbs) {
        if (limbs < 1 || data.length % limbs != 0) {
            throw new IllegalArgumentException("limb data of length " + data.length + " does not split into " + limbs + " limbs");
        }
        this.limbs = limbs;
        this.data = data;
    }

    /** Limbs for values below {@code 2^bits}. */
    public static int limbsFor(int bits) {
        return Math.max(1, (bits + 63) / 64);
    }

    public int limbs() {
        return limbs;
    }

    public int size() {
        return data.length / limbs;
    }

    /** The raw limb array, entry {@code i} at {@code [i*limbs, (i+1)*limbs)}. */
    public long[] data() {
        return data;
    }

    /** Sets entry {@code index} to a value below 2^63. */
    public void set(int index, long value) {
        if (value < 0) {
            throw new IllegalArgumentException("counts are non-negative: " + value);
        }
        int at = index * limbs;
        Arrays.fill(data, at, at + limbs, 0L);
        data[at] = value;
    }

    /** Adds entry {@code srcIndex} of {@code src} (no more limbs than this) to entry {@code index}. */
    public void add(int index, CountVector src, int srcIndex) {
        addLimbs(data, index * limbs, limbs, src.data, srcIndex * src.limbs, src.limbs);
    }

    /** Copies entry {@code srcIndex} of {@code src} (same limb count) into entry {@code index}. */
    public void copy(int index, CountVector src, int srcIndex) {
        System.arraycopy(src.data, srcIndex * limbs, data, index * limbs, limbs);
    }

    /** Entry {@code index} as an exact integer. */
    public BigInteger get(int index) {
        return WideSum.toBigInteger(data, index * limbs, limbs);
    }

    /**
     * Adds the {@code srcLimbs}-limb value at {@code src[srcAt]} into the {@code dstLimbs}-limb
     * value at {@code dst[dstAt]}; {@code srcLimbs} must not exceed {@code dstLimbs}.
     *
     * @throws ArithmeticException if the sum does not fit in {@code dstLimbs} limbs
     */
    public static void addLimbs(long[] dst, int dstAt, int dstLimbs, long[] src, int srcAt, int srcLimbs) {
        long carry = 0;
        int i = 0;
        for (; i < srcLimbs; i++) {
            long a = dst[dstAt + i];
            long partial = a + src[srcAt + i];
            long carryA = Long.compareUnsigned(partial, a) < 0 ? 1 : 0;
            long sum = partial + carry;
            carry = carryA | (Long.compareUnsigned(sum, partial) < 0 ? 1 : 0);
            dst[dstAt + i] = sum;
        }
        for (; carry != 0 && i < dstLimbs; i++) {
            long sum = dst[dstAt + i] + 1;
            dst[dstAt + i] = sum;
            carry = sum == 0 ? 1 : 0;
        }
        if (carry != 0) {
            throw new ArithmeticException("count does not fit in " + (64 * dstLimbs) + " bits");
        }
    }
}
