package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;

class LegalJumpsTest {
    /** Against the board's own jump test, line by line, on random positions (any number of pegs, the empty and full boards too). */
    @ParameterizedTest
    @ValueSource(strings = {"english", "french", "diamond", "triangle-5", "pentagon"})
    void findsExactlyTheLinesTheBoardCanJump(String name) {
        Board board = Boards.byName(name);
        LegalJumps legal = new LegalJumps(board);
        assertEquals(board.lineCount(), legal.lineCount());
        long full = board.holeCount() == 64 ? -1 : (1L << board.holeCount()) - 1;
        SplittableRandom random = new SplittableRandom(11);
        int[] lines = new int[legal.lineCount()];
        int jumpsSeen = 0;
        for (int trial = 0; trial < 5_000; trial++) {
            long position = trial == 0 ? 0 : trial == 1 ? full : random.nextLong() & full;
            int[] expected = new int[board.lineCount()];
            int count = 0;
            long movable = 0;
            for (int line = 0; line < board.lineCount(); line++) {
                if (board.canJump(position, line)) {
                    expected[count++] = line;
                    movable |= 1L << board.line(line)[0];
                }
            }
            int found = legal.lines(position, lines);
            int[] sorted = Arrays.copyOf(lines, found);
            Arrays.sort(sorted); // found in no particular order
            assertArrayEquals(Arrays.copyOf(expected, count), sorted, () -> name + " " + Long.toHexString(position));
            assertEquals(movable, legal.fromHoles(lines, found));
            assertEquals(movable, legal.movable(position));
            jumpsSeen += found;
        }
        assertTrue(jumpsSeen > 5_000, "the random positions must have jumps to compare");
    }
}
