package org.pegatlas.tablebase;

import java.math.BigInteger;

/**
 * The compact byte encoding of an on-graph {@link PositionValue} in the tablebase map: byte 0 the
 * fewest pegs, byte 1 the length {@code n} of the solution count, then the solution count's
 * magnitude in {@code n} bytes (big-endian, no leading zero byte; none for 0), then the
 * ways-to-reach count's magnitude in the remaining bytes. A typical English entry takes 5 to 12
 * bytes.
 */
final class ValueCodec {
    private ValueCodec() {
    }

    /**
     * @param fewestPegs 0 to 63
     * @param solutions below 2^2040 (255 bytes), non-negative
     * @param waysToReach positive
     */
    static byte[] encode(int fewestPegs, BigInteger solutions, BigInteger waysToReach) {
        byte[] sol = magnitude(solutions);
        byte[] ways = magnitude(waysToReach);
        if (sol.length > 255 || fewestPegs < 0 || fewestPegs > 63) {
            throw new IllegalArgumentException("value out of range for the tablebase encoding");
        }
        byte[] out = new byte[2 + sol.length + ways.length];
        out[0] = (byte) fewestPegs;
        out[1] = (byte) sol.length;
        System.arraycopy(sol, 0, out, 2, sol.length);
        System.arraycopy(ways, 0, out, 2 + sol.length, ways.length);
        return out;
    }

    /** {@link #encode(int, BigInteger, BigInteger)} for counts below 2^63, without big integers. */
    static byte[] encode(int fewestPegs, long solutions, long waysToReach) {
        if (solutions < 0 || waysToReach < 0 || fewestPegs < 0 || fewestPegs > 63) {
            throw new IllegalArgumentException("value out of range for the tablebase encoding");
        }
        int solLength = byteLength(solutions);
        int waysLength = byteLength(waysToReach);
        byte[] out = new byte[2 + solLength + waysLength];
        out[0] = (byte) fewestPegs;
        out[1] = (byte) solLength;
        putMagnitude(out, 2, solutions, solLength);
        putMagnitude(out, 2 + solLength, waysToReach, waysLength);
        return out;
    }

    private static int byteLength(long value) {
        return (64 - Long.numberOfLeadingZeros(value) + 7) / 8;
    }

    private static void putMagnitude(byte[] out, int at, long value, int length) {
        for (int i = 0; i < length; i++) {
            out[at + i] = (byte) (value >>> (8 * (length - 1 - i)));
        }
    }

    /**
     * Decodes an entry written by {@link #encode}.
     *
     * @throws IllegalArgumentException if the bytes cannot be such an entry
     */
    static PositionValue decode(byte[] bytes) {
        if (bytes.length < 2 || (bytes[1] & 0xff) > bytes.length - 2) {
            throw new IllegalArgumentException("damaged tablebase entry of " + bytes.length + " bytes");
        }
        int solLength = bytes[1] & 0xff;
        BigInteger solutions = solLength == 0 ? BigInteger.ZERO : new BigInteger(1, bytes, 2, solLength);
        int waysLength = bytes.length - 2 - solLength;
        BigInteger ways = waysLength == 0 ? BigInteger.ZERO : new BigInteger(1, bytes, 2 + solLength, waysLength);
        return new PositionValue(true, bytes[0], solutions, ways);
    }

    private static int byteLength(BigInteger value) {
        return (value.bitLength() + 7) / 8;
    }

    private static byte[] magnitude(BigInteger value) {
        if (value.signum() < 0) {
            throw new IllegalArgumentException("counts are non-negative: " + value);
        }
        byte[] twos = value.toByteArray();
        int length = byteLength(value);
        byte[] out = new byte[length];
        System.arraycopy(twos, twos.length - length, out, 0, length);
        return out;
    }
}
