package org.pegatlas.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/** The beam alone: solutions that replay, the same one every time, and a beam that empties. */
class BeamSearchTest {
    private static Problem singleVacancy(String board, String hole, Goal goal) {
        Board b = Boards.byName(board);
        return new Problem(b, b.fullMask() & ~(1L << b.hole(hole)), goal);
    }

    /** A beam cutting what the search's peg count and resource counts cut, keyed by canonical form under the goal's symmetries. */
    private static BeamSearch beam(Problem problem) {
        PagodaPruning pagodas = PagodaPruning.of(problem);
        SymmetryTables symmetries = new SymmetryTables(problem.board(), problem.boardSymmetries().subgroup(problem.goal()::isFixedBy));
        long[] images = new long[symmetries.order()];
        int fewest = problem.goal().minimumPegs();
        return new BeamSearch(problem, new BeamScore(problem.board(), pagodas),
                p -> Long.bitCount(p) > fewest && !pagodas.rulesOut(p) ? symmetries.canonical(p, images) : DepthFirstSearch.CUT);
    }

    @Test
    void findsSolutionsThatReplay() {
        Problem[] problems = {
            singleVacancy("triangle-5", "1", Goal.onePegAnywhere()),
            singleVacancy("triangle-6", "4", Goal.onePegAnywhere()),
            Problem.centralGame(Boards.byName("english"), Boards.byName("english").hole("d4")),
            singleVacancy("english", "c1", Goal.onePegAnywhere()),
            singleVacancy("english", "c1", Goal.onePegOn(Boards.byName("english").hole("c1"))),
            singleVacancy("french", "d3", Goal.onePegAnywhere()),
        };
        for (Problem problem : problems) {
            String what = problem.board().name() + " " + problem.describeStart() + " -> " + problem.goal().describe(problem.board());
            BeamSearch beam = beam(problem);
            List<Integer> lines = beam.search(1 << 10, Long.MAX_VALUE);
            assertNotNull(lines, what);
            SolveAgreementTest.assertReplays(problem, Replay.check(problem, lines), what);
            assertTrue(beam.examined() > lines.size(), what);
        }
    }

    @Test
    void findsTheSameSolutionEveryTime() {
        Problem problem = singleVacancy("english", "e7", Goal.onePegAnywhere());
        assertEquals(beam(problem).search(1 << 10, Long.MAX_VALUE), beam(problem).search(1 << 10, Long.MAX_VALUE));
    }

    @Test
    void aBeamThatEmptiesFindsNothing() {
        // triangle-5 less 5 shares a class with one peg on 5 but cannot finish there: every beam empties.
        Problem problem = singleVacancy("triangle-5", "5", Goal.onePegOn(4));
        BeamSearch beam = beam(problem);
        assertNull(beam.search(1 << 10, Long.MAX_VALUE));
        assertNull(beam.search(1, Long.MAX_VALUE));
        assertTrue(beam.examined() > 0);
    }

    @Test
    void stopsAtTheDeadline() {
        Problem problem = singleVacancy("wiegleb", "e3", Goal.onePegAnywhere());
        assertNull(beam(problem).search(1 << 16, System.nanoTime()));
    }

    @Test
    void aBeamFirstThatEmptiesLeavesTheProofToTheDepthFirstSearch() {
        // The beam runs before any depth-first round, empties, and the search still proves there is no solution.
        Problem problem = singleVacancy("triangle-5", "5", Goal.onePegOn(4));
        SolveOutcome outcome = new DepthFirstSearch(problem, SolveSettings.defaults(), DepthFirstSearch.SPLIT_AFTER, 0).run();
        assertEquals(SolveOutcome.Answer.NO_SOLUTION, outcome.answer());
        SolveOutcome without = new DepthFirstSearch(problem, SolveSettings.defaults(), DepthFirstSearch.SPLIT_AFTER, Long.MAX_VALUE).run();
        assertTrue(outcome.nodes() > without.nodes(), "the beam's positions count: " + outcome.nodes() + " against " + without.nodes());
    }
}
