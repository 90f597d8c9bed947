package org.pegatlas.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Presets;
import org.pegatlas.problem.Problem;

/** The search's answers and edge cases: the class check, limits, aids left out, other goals. */
class DepthFirstSearchTest {
    private static SolveOutcome solve(Problem problem, SolveSettings settings) {
        return new DepthFirstSearch(problem, settings).run();
    }

    private static Problem singleVacancy(String board, String hole, Goal goal) {
        Board b = Boards.byName(board);
        return new Problem(b, b.fullMask() & ~(1L << b.hole(hole)), goal);
    }

    @Test
    void theClassCheckAnswersBeforeAnySearch() {
        SolveOutcome outcome = solve(singleVacancy("diamond", "e5", Goal.onePegAnywhere()), SolveSettings.defaults());
        assertEquals(SolveOutcome.Answer.NO_SOLUTION, outcome.answer());
        assertTrue(outcome.byClassCheck());
        assertEquals(0, outcome.nodes());
        assertNull(outcome.solution());
    }

    @Test
    void provesNoSolutionByExhaustingTheSearch() {
        // triangle-5 less 5 shares a class with one peg on 5, but cannot finish there.
        SolveOutcome outcome = solve(singleVacancy("triangle-5", "5", Goal.onePegOn(4)), SolveSettings.defaults());
        assertEquals(SolveOutcome.Answer.NO_SOLUTION, outcome.answer());
        assertTrue(!outcome.byClassCheck() && outcome.nodes() > 1);
    }

    @Test
    void stopsAtTheTimeLimitSayingHowFarItGot() {
        SolveSettings settings = new SolveSettings(1 << 20, 0.2, Set.of());
        SolveOutcome outcome = solve(singleVacancy("diamond", "e1", Goal.onePegAnywhere()), settings);
        assertEquals(SolveOutcome.Answer.STOPPED, outcome.answer());
        assertTrue(outcome.nodes() > 0 && outcome.tableEntries() > 0);
        assertTrue(outcome.seconds() < 5, "stopped soon after the limit: " + outcome.seconds());
    }

    @Test
    void everyAidLeftOutGivesTheSameAnswers() {
        Board board = Boards.byName("triangle-5");
        for (SolveSettings.Aid aid : SolveSettings.Aid.values()) {
            SolveSettings settings = new SolveSettings(1 << 20, 0, EnumSet.of(aid));
            for (int hole = 0; hole < board.holeCount(); hole++) {
                Problem problem = singleVacancy("triangle-5", board.holeName(hole), Goal.onePegOn(hole));
                assertEquals(solve(problem, SolveSettings.defaults()).answer(), solve(problem, settings).answer(), aid + " " + hole);
            }
        }
    }

    @Test
    void derivedPagodaFunctionsSolveFrenchD3InFewPositions() {
        // French d3 to one peg anywhere (solvable: docs/results/french/pairs.csv): more than 86 million
        // positions without the derived functions, 1,925,445 with them (deterministic, whatever the load).
        Problem problem = singleVacancy("french", "d3", Goal.onePegAnywhere());
        SolveOutcome outcome = solve(problem, SolveSettings.defaults());
        assertEquals(SolveOutcome.Answer.SOLVED, outcome.answer());
        assertTrue(outcome.nodes() < 4_000_000, "positions entered: " + outcome.nodes());
        SolveAgreementTest.assertReplays(problem, outcome.solution(), "french d3");
    }

    @Test
    void aTinyTableStillGivesTheRightAnswer() {
        SolveSettings settings = new SolveSettings(1 << 10, 0, Set.of());
        assertEquals(SolveOutcome.Answer.NO_SOLUTION, solve(singleVacancy("triangle-5", "5", Goal.onePegOn(4)), settings).answer());
        assertEquals(SolveOutcome.Answer.SOLVED, solve(singleVacancy("triangle-5", "1", Goal.onePegOn(0)), settings).answer());
    }

    @Test
    void solvesEveryPresetAndTheCentralGame() {
        Board english = Boards.byName("english");
        for (Presets.Preset preset : Presets.all()) {
            Problem problem = new Problem(english, Positions.start(english, preset.start()), Goal.onePegOn(english.hole(preset.goalHole())));
            SolveOutcome outcome = solve(problem, SolveSettings.defaults());
            assertEquals(SolveOutcome.Answer.SOLVED, outcome.answer(), preset.name());
            SolveAgreementTest.assertReplays(problem, outcome.solution(), preset.name());
        }
        SolveOutcome central = solve(Problem.centralGame(english, english.hole("d4")), SolveSettings.defaults());
        assertEquals(31, central.solution().lines().size());
    }

    @Test
    void goalsOfSeveralPegsAreSearchedWithoutPagodaPruning() {
        Problem atMost = singleVacancy("english", "d4", Goal.atMost(3));
        assertEquals(0, PagodaPruning.of(atMost).size());
        SolveOutcome outcome = solve(atMost, SolveSettings.defaults());
        assertEquals(SolveOutcome.Answer.SOLVED, outcome.answer());
        assertTrue(Long.bitCount(outcome.solution().positions().get(outcome.solution().positions().size() - 1)) <= 3);
        Board english = Boards.byName("english");
        // The central game's solutions end e4, f4 -> f4-d4 among others: e4 f4 is reachable.
        Problem exact = new Problem(english, english.fullMask() & ~(1L << english.hole("d4")),
                Goal.exactly(Positions.holes(english, "e4 f4")));
        assertEquals(SolveOutcome.Answer.SOLVED, solve(exact, SolveSettings.defaults()).answer());
    }

    @Test
    void aStartThatIsAlreadyAGoalNeedsNoJump() {
        Board english = Boards.byName("english");
        Problem problem = new Problem(english, 1L << english.hole("d4"), Goal.onePegOn(english.hole("d4")));
        SolveOutcome outcome = solve(problem, SolveSettings.defaults());
        assertEquals(SolveOutcome.Answer.SOLVED, outcome.answer());
        assertEquals(0, outcome.solution().lines().size());
    }

    @Test
    void oneSearchPerLastHoleAgreesWithThePairsTables() throws java.io.IOException {
        // Split from the first position on (normally after 2^22): every single-vacancy start to one
        // peg anywhere, answered by one search per last hole, agrees with the exhaustive tables.
        for (String name : new String[] {"triangle-4", "triangle-5", "triangle-6", "pentagon", "english"}) {
            Board board = Boards.byName(name);
            java.util.List<String> rows = java.nio.file.Files.readAllLines(SolveAgreementTest.results().resolve(name).resolve("pairs.csv"));
            for (int vacancy = 0; vacancy < board.holeCount(); vacancy++) {
                String s = board.holeName(vacancy);
                boolean solvable = rows.stream().skip(1).map(r -> r.split(",")).anyMatch(c -> c[0].equals(s) && !c[3].equals("0"));
                Problem problem = singleVacancy(name, s, Goal.onePegAnywhere());
                SolveOutcome outcome = new DepthFirstSearch(problem, SolveSettings.defaults(), 0, DepthFirstSearch.BEAM_AFTER).run();
                assertEquals(solvable ? SolveOutcome.Answer.SOLVED : SolveOutcome.Answer.NO_SOLUTION, outcome.answer(), name + " " + s);
                if (solvable) {
                    SolveAgreementTest.assertReplays(problem, outcome.solution(), name + " " + s);
                }
            }
        }
    }
}
