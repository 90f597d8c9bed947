package org.pegatlas.storage;

import java.math.BigInteger;

/**
 * A running exact sum of limb-encoded counts (see {@link CountVector}), without allocating per
 * addition. Grows its own width as needed, so it never overflows.
 */
public final class WideSum {
    private long[] limbs = new long[4];

    /** Adds the {@code width}-limb value at {@code data[at]}. */
    public void add(long[] data, int at, int width) {
        ensure(Math.max(width, (bitLength() + 63) / 64) + 1);
        CountVector.addLimbs(limbs, 0, limbs.length, data, at, width);
    }

    /** Adds entry {@code index} of {@code counts}. */
    public void add(CountVector counts, int index) {
        add(counts.data(), index * counts.limbs(), counts.limbs());
    }

    /** Adds every entry of {@code counts}. */
    public void addAll(CountVector counts) {
        long[] data = counts.data();
        int width = counts.limbs();
        long[] shifted = new long[width + 1];
        for (int limb = 0; limb < width; limb++) {
            long low = 0;
            long carries = 0;
            for (int i = limb; i < data.length; i += width) {
                long sum = low + data[i];
                carries += Long.compareUnsigned(sum, low) < 0 ? 1 : 0;
                low = sum;
            }
            java.util.Arrays.fill(shifted, 0L);
            shifted[limb] = low;
            shifted[limb + 1] = carries;
            add(shifted, 0, limb + 2);
        }
    }

    /** Adds another sum. */
    public void add(WideSum other) {
        add(other.limbs, 0, other.limbs.length);
    }

    /** Number of bits of the current value (0 for zero). */
    public int bitLength() {
        for (int i = limbs.length - 1; i >= 0; i--) {
            if (limbs[i] != 0) {
                return 64 * i + 64 - Long.numberOfLeadingZeros(limbs[i]);
            }
        }
        return 0;
    }

    public BigInteger value() {
        return toBigInteger(limbs, 0, limbs.length);
    }

    private void ensure(int width) {
        if (limbs.length < width) {
            limbs = java.util.Arrays.copyOf(limbs, Math.max(width, 2 * limbs.length));
        }
    }

    /** The unsigned little-endian limbs {@code data[at, at+width)} as an exact integer. */
    public static BigInteger toBigInteger(long[] data, int at, int width) {
        byte[] bigEndian = new byte[8 * width + 1];
        for (int i = 0; i < width; i++) {
            long limb = data[at + i];
            int end = bigEndian.length - 8 * i;
            for (int b = 0; b < 8; b++) {
                bigEndian[end - 1 - b] = (byte) (limb >>> (8 * b));
            }
        }
        return new BigInteger(bigEndian);
    }
}
