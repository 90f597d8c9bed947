package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** The value encoding of format 2: the fewest moves left and first-jump holes of solvable entries, over the movable holes. */
class ValueCodecTest {
    /** Eleven movable holes, spread over the 64 bits: the mask takes two bytes. */
    private static final long MOVABLE = 1L | 1L << 3 | 1L << 9 | 1L << 17 | 1L << 20 | 1L << 31 | 1L << 32 | 1L << 40 | 1L << 47 | 1L << 50 | 1L << 63;

    @Test
    void solvableEntriesKeepTheirMovesLeftAndFirstJumpHolesInOneByteAndTheMaskBytes() {
        long first = 1L << 3 | 1L << 40 | 1L << 63;
        byte[] bytes = ValueCodec.encode(5, 300, 70_000, 7, first, MOVABLE);
        assertEquals(2 + 2 + 1 + 2 + 3, bytes.length, "pegs, length, 2 bytes of solutions, moves, 2 of mask, 3 of ways");
        assertEquals(new PositionValue(true, 5, BigInteger.valueOf(300), BigInteger.valueOf(70_000), 7, first), ValueCodec.decode(bytes, MOVABLE));
        assertArrayEquals(bytes, ValueCodec.encode(5, BigInteger.valueOf(300), BigInteger.valueOf(70_000), 7, first, MOVABLE),
                "the same bytes with big integers");
    }

    @Test
    void entriesThatCannotReachTheGoalStoreNoMoves() {
        byte[] bytes = ValueCodec.encode(3, 0, 258, -1, 0, MOVABLE);
        assertEquals(2 + 2, bytes.length);
        assertEquals(new PositionValue(true, 3, BigInteger.ZERO, BigInteger.valueOf(258), -1, 0), ValueCodec.decode(bytes, MOVABLE));
    }

    @Test
    void aGoalPositionWithoutJumpsHasNoMaskBytes() {
        byte[] bytes = ValueCodec.encode(1, 1, 4, 0, 0, 0);
        assertEquals(2 + 1 + 1 + 1, bytes.length);
        assertEquals(new PositionValue(true, 1, BigInteger.ONE, BigInteger.valueOf(4), 0, 0), ValueCodec.decode(bytes, 0));
    }

    @Test
    void movesThatDoNotFitOrHolesThatCannotMoveAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ValueCodec.encode(5, 1, 1, -1, 0, MOVABLE), "a solvable entry needs its moves");
        assertThrows(IllegalArgumentException.class, () -> ValueCodec.encode(5, 1, 1, 128, 0, MOVABLE));
        assertThrows(IllegalArgumentException.class, () -> ValueCodec.encode(5, 1, 1, 3, 1L << 2, MOVABLE), "hole 2 cannot move");
        assertThrows(IllegalArgumentException.class, () -> ValueCodec.encode(5, 0, 1, 3, 0, MOVABLE), "no moves without a solution");
        assertThrows(IllegalArgumentException.class, () -> ValueCodec.decode(new byte[] {5, 1, 1}, MOVABLE), "cut short before its moves");
    }
}
