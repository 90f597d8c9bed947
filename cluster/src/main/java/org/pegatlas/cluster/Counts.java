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

    /**
     * The {@code limbs}-limb count at {@code data[at]} divided by {@code divisor}, in as many limbs,
     * written to {@code into[0, limbs)}: exact, by 32-bit halves (no {@code BigInteger}).
     *
     * @param divisor at least 1
     * @throws IllegalStateException if the division leaves a remainder
     */
    static void divideExactly(long[] data, int at, int limbs, int divisor, long[] into) {
        long remainder = 0; // below divisor < 2^31, so remainder << 32 | half fits a non-negative long
        for (int i = limbs - 1; i >= 0; i--) {
            long high = remainder << 32 | data[at + i] >>> 32;
            remainder = high % divisor;
            long low = remainder << 32 | data[at + i] & 0xffffffffL;
            remainder = low % divisor;
            into[i] = high / divisor << 32 | low / divisor;
        }
        if (remainder != 0) {
            throw new IllegalStateException("internal error: a count of " + WideSum.toBigInteger(data, at, limbs) + " over " + divisor
                    + " positions does not divide evenly");
        }
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

    /**
     * Writes the {@code limbs}-limb count at {@code data[at]} as stored in level files into
     * {@code into} from its start: big-endian two's complement, as {@link BigInteger#toByteArray()}
     * gives it (the fewest bytes that hold the value and a zero sign bit; one byte for zero),
     * without a {@code BigInteger} on the way.
     *
     * @param into room for {@code 8 * limbs + 1} bytes (the most a count takes); what lies past the
     *     bytes written is left as it was
     * @return the bytes written
     */
    static int toBytes(long[] data, int at, int limbs, byte[] into) {
        int length = bitLength(data, at, limbs) / 8 + 1;
        for (int i = 0; i < length; i++) { // i: byte from the least significant
            int limb = i >>> 3;
            into[length - 1 - i] = limb < limbs ? (byte) (data[at + limb] >>> (8 * (i & 7))) : 0;
        }
        return length;
    }

    /**
     * Reads what {@link #toBytes} wrote: the fewest limbs that hold the value, at least one.
     *
     * @throws IllegalArgumentException for no bytes or a negative value (not a count)
     */
    static long[] fromBytes(byte[] bytes) {
        if (bytes.length == 0 || bytes[0] < 0) {
            throw new IllegalArgumentException("not a count: " + bytes.length + " bytes" + (bytes.length > 0 ? ", negative" : ""));
        }
        int first = 0;
        while (first < bytes.length - 1 && bytes[first] == 0) {
            first++;
        }
        int significant = bytes.length - first;
        long[] count = new long[Math.max(1, (significant + 7) / 8)];
        for (int i = 0; i < significant; i++) { // i: byte from the least significant
            count[i >>> 3] |= (bytes[bytes.length - 1 - i] & 0xffL) << (8 * (i & 7));
        }
        return count;
    }
}
