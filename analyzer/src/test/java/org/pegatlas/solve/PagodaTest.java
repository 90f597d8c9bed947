package org.pegatlas.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.MoveTable;

/** The resource counts are pagoda functions on every built-in board, towards every hole. */
class PagodaTest {
    @Test
    void resourceCountsAreValidOnEveryBuiltInBoard() {
        for (String name : Boards.names()) {
            Board board = Boards.byName(name);
            for (int target = 0; target < board.holeCount(); target++) {
                Pagoda pagoda = Pagoda.resourceCount(board, target);
                String what = name + " towards " + board.holeName(target);
                assertTrue(pagoda.isValid(board), what);
                // Rounding may cost the target a unit or two when the lines are made to hold.
                assertTrue(pagoda.weight(target) > Pagoda.SCALE - 8, what + ": the target keeps its weight");
                for (int i = 0; i < board.lineCount(); i++) {
                    int[] l = board.line(i);
                    assertTrue(pagoda.weight(l[0]) + pagoda.weight(l[1]) >= pagoda.weight(l[2]), what + ", line " + board.jumpName(i));
                }
                for (int hole = 0; hole < board.holeCount(); hole++) {
                    assertTrue(pagoda.weight(hole) >= 0 && pagoda.weight(hole) <= Pagoda.SCALE, what);
                }
            }
        }
    }

    @Test
    void noJumpRaisesTheValueOfARandomPosition() {
        Random random = new Random(47);
        for (String name : Boards.names()) {
            Board board = Boards.byName(name);
            MoveTable moves = new MoveTable(board);
            int[] lines = new int[board.lineCount()];
            Pagoda pagoda = Pagoda.resourceCount(board, random.nextInt(board.holeCount()));
            for (int trial = 0; trial < 2000; trial++) {
                long position = random.nextLong() & board.fullMask();
                int count = moves.legalLines(position, false, lines);
                for (int j = 0; j < count; j++) {
                    assertTrue(pagoda.value(position ^ board.lineMask(lines[j])) <= pagoda.value(position), name);
                }
            }
        }
    }

    @Test
    void aWeightlessHoleLeavesTheValueAlone() {
        Board board = Boards.byName("english");
        Pagoda pagoda = new Pagoda(new int[board.holeCount()]);
        assertEquals(0, pagoda.value(board.fullMask()));
        assertTrue(pagoda.isValid(board));
    }
}
