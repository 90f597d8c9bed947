package org.pegatlas.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/** The end-game table holds exactly the positions of few pegs that can reach the goal, checked against a brute force. */
class EndgameTableTest {
    @Test
    void holdsExactlyThePositionsOfFewPegsThatReachTheGoal() {
        Board board = Boards.byName("triangle-5");
        for (Goal goal : new Goal[] {Goal.onePegOn(0), Goal.onePegOn(4), Goal.onePegAnywhere()}) {
            Problem problem = new Problem(board, board.fullMask() & ~1L, goal);
            SymmetryTables symmetries = new SymmetryTables(board, problem.boardSymmetries().subgroup(goal::isFixedBy));
            for (long cap : new long[] {50, 1 << 20}) {
                EndgameTable table = EndgameTable.build(problem, symmetries, cap);
                assertTrue(table.pegs() >= 1 && table.size() <= cap, goal.describe(board) + " cap " + cap);
                Map<Long, Boolean> memo = new HashMap<>();
                for (long p = 1; p <= board.fullMask(); p++) {
                    if (Long.bitCount(p) <= table.pegs() && sameClassAsStart(problem, p)) {
                        assertEquals(reaches(board, goal, p, memo), table.canReach(symmetries.canonical(p)),
                                goal.describe(board) + ", cap " + cap + ": " + board.holeNames(p));
                    }
                }
            }
        }
    }

    /** Positions met from the start share its class; the table for one peg anywhere is built for those. */
    private static boolean sameClassAsStart(Problem problem, long p) {
        return org.pegatlas.problem.PositionClasses.of(problem.board()).sameClass(problem.start(), p);
    }

    private static boolean reaches(Board board, Goal goal, long p, Map<Long, Boolean> memo) {
        if (goal.test(p)) {
            return true;
        }
        Boolean known = memo.get(p);
        if (known != null) {
            return known;
        }
        boolean found = false;
        for (int line = 0; line < board.lineCount() && !found; line++) {
            if (board.canJump(p, line)) {
                found = reaches(board, goal, p ^ board.lineMask(line), memo);
            }
        }
        memo.put(p, found);
        return found;
    }

    @Test
    void atMostKGoalsGetNoTable() {
        Board board = Boards.byName("triangle-5");
        Problem problem = new Problem(board, board.fullMask() & ~1L, Goal.atMost(2));
        SymmetryTables symmetries = new SymmetryTables(board, problem.symmetries());
        assertEquals(0, EndgameTable.build(problem, symmetries, 1000).pegs());
    }
}
