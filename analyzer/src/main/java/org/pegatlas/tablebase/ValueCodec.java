package org.pegatlas.tablebase;

import java.math.BigInteger;

/**
 * The compact byte encoding of an on-graph {@link PositionValue} in the tablebase map (since
 * format 2; format 3 lays these values out in {@link ValueBlock blocks}):
 * byte 0 the fewest pegs, byte 1 the length {@code n} of the solution count, then the solution
 * count's magnitude in {@code n} bytes (big-endian, no leading zero byte; none for 0); when that
 * count is not 0 (the position can reach the goal), then the fewest moves left (1 byte) and the
 * first-jump holes as bits over the position's {@link LegalJumps#movable movable holes} ({@code k} of them,
 * ascending: the {@code i}-th is bit {@code i % 8} of byte {@code i / 8}, {@code ceil(k/8)}
 * bytes); then the ways-to-reach count's magnitude in the remaining bytes. The position (canonical)
 * is known from where its value is stored, so a reader works its movable holes out again. A
 * typical English value takes 5 to 14 bytes.
 */
final class ValueCodec {
    private ValueCodec() {
    }

    /**
     * @param fewestPegs 0 to 63
     * @param solutions below 2^2040 (255 bytes), non-negative
     * @param waysToReach positive
     * @param fewestMovesLeft 0 to 127 when {@code solutions} is positive, else -1
     * @param firstJumpHoles a subset of {@code movable} (0 when {@code solutions} is 0)
     * @param movable the position's {@link LegalJumps#movable} holes
     */
    static byte[] encode(int fewestPegs, BigInteger solutions, BigInteger waysToReach, int fewestMovesLeft, long firstJumpHoles, long movable) {
        byte[] sol = magnitude(solutions);
        byte[] ways = magnitude(waysToReach);
        if (sol.length > 255) {
            throw new IllegalArgumentException("value out of range for the tablebase encoding");
        }
        int movesLength = movesLength(sol.length > 0, fewestMovesLeft, firstJumpHoles, movable);
        byte[] out = start(fewestPegs, sol.length, movesLength + ways.length);
        System.arraycopy(sol, 0, out, 2, sol.length);
        putMoves(out, 2 + sol.length, movesLength, fewestMovesLeft, firstJumpHoles, movable);
        System.arraycopy(ways, 0, out, 2 + sol.length + movesLength, ways.length);
        return out;
    }

    /** {@link #encode(int, BigInteger, BigInteger, int, long, long)} for counts below 2^63, without big integers. */
    static byte[] encode(int fewestPegs, long solutions, long waysToReach, int fewestMovesLeft, long firstJumpHoles, long movable) {
        if (solutions < 0 || waysToReach < 0) {
            throw new IllegalArgumentException("value out of range for the tablebase encoding");
        }
        int solLength = byteLength(solutions);
        int waysLength = byteLength(waysToReach);
        int movesLength = movesLength(solutions > 0, fewestMovesLeft, firstJumpHoles, movable);
        byte[] out = start(fewestPegs, solLength, movesLength + waysLength);
        putMagnitude(out, 2, solutions, solLength);
        putMoves(out, 2 + solLength, movesLength, fewestMovesLeft, firstJumpHoles, movable);
        putMagnitude(out, 2 + solLength + movesLength, waysToReach, waysLength);
        return out;
    }

    /** A new entry of {@code 2 + solLength + rest} bytes with its first two written. */
    private static byte[] start(int fewestPegs, int solLength, int rest) {
        if (fewestPegs < 0 || fewestPegs > 63) {
            throw new IllegalArgumentException("value out of range for the tablebase encoding");
        }
        byte[] out = new byte[2 + solLength + rest];
        out[0] = (byte) fewestPegs;
        out[1] = (byte) solLength;
        return out;
    }

    /** Bytes of the fewest moves left and first-jump holes: none for a position that cannot reach the goal. */
    private static int movesLength(boolean solvable, int fewestMovesLeft, long firstJumpHoles, long movable) {
        boolean fits = solvable ? fewestMovesLeft >= 0 && fewestMovesLeft <= 127 && (firstJumpHoles & ~movable) == 0
                : fewestMovesLeft == -1 && firstJumpHoles == 0;
        if (!fits) {
            throw new IllegalArgumentException("fewest moves left " + fewestMovesLeft + " with first-jump holes " + Long.toHexString(firstJumpHoles)
                    + " out of range for the tablebase encoding");
        }
        return solvable ? 1 + maskLength(movable) : 0;
    }

    private static int maskLength(long movable) {
        return (Long.bitCount(movable) + 7) / 8;
    }

    private static void putMoves(byte[] out, int at, int length, int fewestMovesLeft, long firstJumpHoles, long movable) {
        if (length == 0) {
            return;
        }
        out[at] = (byte) fewestMovesLeft;
        int i = 0;
        for (long m = movable; m != 0; m &= m - 1, i++) {
            if ((firstJumpHoles >>> Long.numberOfTrailingZeros(m) & 1) != 0) {
                out[at + 1 + i / 8] |= (byte) (1 << (i % 8));
            }
        }
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
     * Decodes an entry written by {@link #encode} for a position with {@code movable} holes.
     *
     * @throws IllegalArgumentException if the bytes cannot be such an entry
     */
    static PositionValue decode(byte[] bytes, long movable) {
        int solLength = bytes.length < 2 ? -1 : bytes[1] & 0xff;
        int movesLength = solLength > 0 ? 1 + maskLength(movable) : 0;
        if (solLength < 0 || solLength + movesLength > bytes.length - 2) {
            throw new IllegalArgumentException("damaged tablebase entry of " + bytes.length + " bytes");
        }
        BigInteger solutions = solLength == 0 ? BigInteger.ZERO : new BigInteger(1, bytes, 2, solLength);
        int movesLeft = -1;
        long firstJumpHoles = 0;
        if (movesLength > 0) {
            int at = 2 + solLength;
            movesLeft = bytes[at];
            int i = 0;
            for (long m = movable; m != 0; m &= m - 1, i++) {
                if ((bytes[at + 1 + i / 8] >>> (i % 8) & 1) != 0) {
                    firstJumpHoles |= Long.lowestOneBit(m);
                }
            }
        }
        int waysAt = 2 + solLength + movesLength;
        BigInteger ways = waysAt == bytes.length ? BigInteger.ZERO : new BigInteger(1, bytes, waysAt, bytes.length - waysAt);
        return new PositionValue(true, bytes[0], solutions, ways, movesLeft, firstJumpHoles);
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
