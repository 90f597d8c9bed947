package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.TestBoards;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.LevelRow;

/** Boards.md lists the 45-hole Wiegleb board among the built-in boards, so the engine must take it. */
class LargeBoardTest {
    /**
     * On a 63-hole board a jump has room for only one bit of source index, so every level of more
     * than two positions is expanded in slices of at most two positions (see {@link
     * ParallelExpander#maxRangePositions}) whose successors are spilled and merged.
     */
    @Test
    void sixtyThreeHolesExpandInSourceRangesAndStillMatchTheReference() throws IOException {
        Board board = Board.fromGrid("rect-9x7", java.util.Collections.nCopies(7, "ooooooooo"),
                org.pegatlas.board.Directions.ORTHOGONAL, org.pegatlas.board.HoleNaming.GRID_LETTER_NUMBER);
        assertEquals(63, board.holeCount());
        Problem problem = new Problem(board, TestProblems.pegs(board, "d3 e3 f3 c4 d4 e4 f4 g4 d5 e5 f5 e6"),
                Goal.onePegOn(board.hole("e4")));
        assertMatchesReference(problem, "rect");
    }

    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    @Test
    void wieglebBoardWithASmallStartMatchesTheReference() throws IOException {
        Board wiegleb = TestBoards.wiegleb();
        assertEquals(45, wiegleb.holeCount());
        Problem problem = new Problem(wiegleb, TestProblems.pegs(wiegleb, "e3 d4 e4 f4 c5 d5 f5 g5 d6 e6 f6 e7"),
                Goal.onePegOn(wiegleb.hole("e5")));
        assertEquals(BigInteger.valueOf(13064), assertMatchesReference(problem, "wiegleb").solutions);
    }

    /** Runs the engine and the reference on {@code problem} and compares every level; returns the reference. */
    private ReferenceBfs assertMatchesReference(Problem problem, String directory) throws IOException {
        ReferenceBfs reference = ReferenceBfs.run(problem);
        Analysis.Outcome outcome = TestProblems.analyse(problem, tmp.resolve(directory), 2);
        List<LevelRow> rows = outcome.report().levels();
        assertEquals(reference.levels.size(), rows.size());
        for (int n = 0; n < rows.size(); n++) {
            ReferenceBfs.Figures want = reference.levels.get(n);
            LevelRow got = rows.get(n);
            assertEquals(want.reachableRaw(), got.reachableRaw(), "level " + n);
            assertEquals(want.reachableCanonical(), got.reachableCanonical(), "level " + n);
            assertEquals(want.solvableCanonical(), got.solvableCanonical(), "level " + n);
            assertEquals(want.deadEndsRaw(), got.deadEndsRaw(), "level " + n);
            assertEquals(want.paths(), got.paths(), "level " + n);
        }
        assertEquals(reference.solutions, outcome.report().totals().solutions());
        assertEquals(reference.games, outcome.report().totals().games());
        return reference;
    }
}
