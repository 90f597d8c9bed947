package org.pegatlas.cluster;

import java.math.BigInteger;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/**
 * Exact counts as the Spark job carries them: a {@code long[]} of unsigned 64-bit limbs, least
 * significant first (the layout of {@link CountVector}), at least one limb
 * (see {@link KeyChunk} for the packed form and its sums, which widen instead of overflowing).
 */
final class Counts {
    private Counts() {
    }

    /** A count below 2^63 as one limb. */
    static long[] of(long value) {
        return new long[] {value};
    }

    static BigInteger toBigInteger(long[] count) {
        return WideSum.toBigInteger(count, 0, count.length);
    }

    /** Bits of the {@code limbs}-limb value at {@code data[at]} (0 for zero). */
    static int bitLength(long[] data, int at, int limbs) {
        for (int i = limbs - 1; i >= 0; i--) {
            if (data[at + i] != 0) {
                return 64 * i + 64 - Long.numberOfLeadingZeros(data[at + i]);
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
