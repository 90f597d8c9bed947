package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/** The level files' count bytes: those of {@link BigInteger#toByteArray()}, read back to the fewest limbs. */
class CountsTest {
    @Test
    void writesTheBytesOfBigIntegerAndReadsThemBack() {
        Random random = new Random(48);
        for (int trial = 0; trial < 20_000; trial++) {
            int limbs = 1 + random.nextInt(3);
            long[] data = new long[limbs + 2];
            for (int i = 1; i <= limbs; i++) {
                // values of every length: a limb often zero, often small, often with its top bit set
                data[i] = switch (random.nextInt(4)) {
                    case 0 -> 0;
                    case 1 -> random.nextLong() >>> random.nextInt(64);
                    default -> random.nextLong();
                };
            }
            BigInteger value = WideSum.toBigInteger(data, 1, limbs);
            byte[] bytes = bytesOf(data, 1, limbs);
            assertArrayEquals(value.toByteArray(), bytes, value.toString());
            long[] read = Counts.fromBytes(bytes);
            assertArrayEquals(java.util.Arrays.copyOf(java.util.Arrays.copyOfRange(data, 1, 1 + limbs),
                    CountVector.limbsFor(value.bitLength())), read, value.toString());
        }
    }

    @Test
    void zeroIsOneByteAndOneLimb() {
        assertArrayEquals(new byte[] {0}, bytesOf(new long[] {0, 0}, 0, 2));
        assertArrayEquals(new long[] {0}, Counts.fromBytes(new byte[] {0}));
        assertArrayEquals(new long[] {0}, Counts.fromBytes(new byte[] {0, 0, 0}));
        assertArrayEquals(new byte[] {0, -1}, bytesOf(new long[] {255}, 0, 1));
    }

    @Test
    void refusesWhatIsNoCount() {
        assertThrows(IllegalArgumentException.class, () -> Counts.fromBytes(new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> Counts.fromBytes(new BigInteger("-5").toByteArray()));
    }

    /** {@link Counts#toBytes} into a buffer left full of other bytes, cut to the bytes written. */
    private static byte[] bytesOf(long[] data, int at, int limbs) {
        byte[] buffer = new byte[8 * limbs + 1];
        java.util.Arrays.fill(buffer, (byte) 0x55);
        return java.util.Arrays.copyOf(buffer, Counts.toBytes(data, at, limbs, buffer));
    }
}
