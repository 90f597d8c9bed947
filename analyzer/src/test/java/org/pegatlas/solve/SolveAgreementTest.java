package org.pegatlas.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.SampleSolution;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/**
 * {@code solve} agrees with the committed start × end tables ({@code docs/results/BOARD/pairs.csv},
 * computed by the exhaustive analysis) on every single-vacancy start, to one peg anywhere and to
 * one peg on the start's own hole; every solution found is replayed here, jump by jump, by rules
 * written out in the test. Once as {@code solve} runs, once with a beam search before any
 * depth-first round (its solutions replay; where it empties, the depth-first search still answers).
 */
class SolveAgreementTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"triangle-4", "triangle-5", "triangle-6", "pentagon", "english"})
    void agreesWithThePairsTable(String name) throws IOException {
        agrees(name, DepthFirstSearch.BEAM_AFTER);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"triangle-4", "triangle-5", "triangle-6", "pentagon", "english"})
    void agreesWithThePairsTableWithTheBeamFirst(String name) throws IOException {
        agrees(name, 0);
    }

    private static void agrees(String name, long beamAfter) throws IOException {
        Board board = Boards.byName(name);
        Set<String> solvablePairs = new HashSet<>();
        List<String> rows = Files.readAllLines(results().resolve(name).resolve("pairs.csv"));
        assertTrue(rows.get(0).startsWith("start,end,solvable,solutions"), rows.get(0));
        for (String row : rows.subList(1, rows.size())) {
            String[] cells = row.split(",");
            if (!cells[3].equals("0")) {
                solvablePairs.add(cells[0] + "," + cells[1]);
            }
        }
        for (int start = 0; start < board.holeCount(); start++) {
            String s = board.holeName(start);
            boolean anywhere = solvablePairs.stream().anyMatch(pair -> pair.startsWith(s + ","));
            check(board, start, Goal.onePegAnywhere(), anywhere, beamAfter);
            check(board, start, Goal.onePegOn(start), solvablePairs.contains(s + "," + s), beamAfter);
        }
    }

    private static void check(Board board, int vacancy, Goal goal, boolean solvable, long beamAfter) {
        Problem problem = new Problem(board, board.fullMask() & ~(1L << vacancy), goal);
        SolveOutcome outcome = new DepthFirstSearch(problem, SolveSettings.defaults(), DepthFirstSearch.SPLIT_AFTER, beamAfter).run();
        String what = board.name() + " less " + board.holeName(vacancy) + " -> " + goal.describe(board);
        assertEquals(solvable ? SolveOutcome.Answer.SOLVED : SolveOutcome.Answer.NO_SOLUTION, outcome.answer(), what);
        if (solvable) {
            assertReplays(problem, outcome.solution(), what);
        }
    }

    /** Plays the solution by the rules (peg on from and over, to empty) and checks every position and the goal. */
    static void assertReplays(Problem problem, SampleSolution solution, String what) {
        Board board = problem.board();
        long position = problem.start();
        assertEquals(position, solution.positions().get(0), what);
        for (int i = 0; i < solution.lines().size(); i++) {
            int[] line = board.line(solution.lines().get(i));
            assertTrue((position >>> line[0] & 1) == 1 && (position >>> line[1] & 1) == 1, what + ": jump " + (i + 1));
            assertFalse((position >>> line[2] & 1) == 1, what + ": jump " + (i + 1));
            position = position & ~(1L << line[0]) & ~(1L << line[1]) | 1L << line[2];
            assertEquals(position, solution.positions().get(i + 1), what);
        }
        assertTrue(problem.goal().test(position), what + ": ends on a goal position");
        assertEquals(problem.startPegs() - 1, solution.lines().size(), what + ": one peg left");
    }

    /** {@code docs/results} of this checkout, found from the working directory upwards. */
    static Path results() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("docs/results"))) {
                return dir.resolve("docs/results");
            }
        }
        throw new IllegalStateException("no docs/results above " + Path.of("").toAbsolutePath());
    }
}
