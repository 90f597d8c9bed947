package org.pegatlas.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;

/** Goals as --goal takes them: kinds, tests, symmetries kept, descriptions and fingerprints. */
class GoalSpecTest {
    private static final Board ENGLISH = Boards.byName("english");
    private static final long CENTRE = ENGLISH.fullMask() & ~(1L << ENGLISH.hole("d4"));

    private static long pegs(String holes) {
        long mask = 0;
        for (String h : holes.split(" ")) {
            mask |= 1L << ENGLISH.hole(h);
        }
        return mask;
    }

    private static void assertRefused(String expectedPart, Runnable parse) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, parse::run);
        assertTrue(e.getMessage().contains(expectedPart), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void theKindsOfGoal() {
        assertEquals(Goal.onePegOn(ENGLISH.hole("d4")), GoalSpec.parse(ENGLISH, "d4"));
        assertEquals(Goal.onePegOn(ENGLISH.hole("d4")), GoalSpec.parse(ENGLISH, "3,3"));
        assertEquals(Goal.onePegOn(ENGLISH.hole("c1")), GoalSpec.parse(ENGLISH, "pegs: c1"), "one listed peg is one peg on it");
        assertEquals(Goal.onePegAnywhere(), GoalSpec.parse(ENGLISH, "any"));
        assertEquals(Goal.onePegAnywhere(), GoalSpec.parse(ENGLISH, " ANY "));
        assertEquals(Goal.atMost(2), GoalSpec.parse(ENGLISH, "at-most:2"));
        assertEquals(Goal.atMost(3), GoalSpec.parse(ENGLISH, "at-most: 3"));
        assertEquals(Goal.exactly(pegs("c3 e3")), GoalSpec.parse(ENGLISH, "c3 e3"));
        assertEquals(Goal.exactly(pegs("c3 e3")), GoalSpec.parse(ENGLISH, "pegs: e3 c3"));
        assertEquals(Goal.exactly(pegs("c3 e3")),
                GoalSpec.parse(ENGLISH, "..ooo../..ooo../ooxoxoo/ooooooo/ooooooo/..ooo../..ooo.."));
        assertEquals(Goal.exactly(pegs("c3 e3")),
                GoalSpec.diagramFile(ENGLISH, "# two pegs\n..ooo..\n..ooo..\nooxoxoo\nooooooo\nooooooo\n..ooo..\n..ooo..\n"));
        Board pentagon = Boards.byName("pentagon");
        assertEquals(Goal.onePegOn(pentagon.hole("H")), GoalSpec.parse(pentagon, "H"));
    }

    @Test
    void goalsTestPositionsAndKeepTheRightSymmetries() {
        Goal any = GoalSpec.parse(ENGLISH, "any");
        assertTrue(any.test(pegs("a4")) && any.test(pegs("d4")) && !any.test(pegs("d4 d5")) && !any.test(0));
        Goal atMost2 = GoalSpec.parse(ENGLISH, "at-most:2");
        assertTrue(atMost2.test(pegs("a4")) && atMost2.test(pegs("d4 d5")) && !atMost2.test(pegs("d4 d5 d6")));
        Goal pattern = GoalSpec.parse(ENGLISH, "c3 e3");
        assertTrue(pattern.test(pegs("e3 c3")) && !pattern.test(pegs("c3")) && !pattern.test(pegs("c3 e3 d4")));
        assertEquals(8, new Problem(ENGLISH, CENTRE, any).symmetries().order());
        assertEquals(8, new Problem(ENGLISH, CENTRE, atMost2).symmetries().order());
        assertEquals(2, new Problem(ENGLISH, CENTRE, pattern).symmetries().order(), "identity and the left-right mirror");
        assertEquals(4, new Problem(ENGLISH, CENTRE, GoalSpec.parse(ENGLISH, "c3 e5")).symmetries().order(), "both diagonal mirrors and the half turn");
        assertEquals(1, new Problem(ENGLISH, CENTRE, GoalSpec.parse(ENGLISH, "c3 d5")).symmetries().order());
    }

    @Test
    void descriptionsAndFingerprintsTellGoalsApart() {
        List<String> specs = List.of("d4", "a4", "any", "at-most:1", "at-most:2", "c3 e3", "c3 e5", "d4 d5");
        List<Problem> problems = specs.stream().map(s -> new Problem(ENGLISH, CENTRE, GoalSpec.parse(ENGLISH, s))).toList();
        Set<String> fingerprints = problems.stream().map(Problem::fingerprint).collect(Collectors.toSet());
        assertEquals(specs.size(), fingerprints.size(), fingerprints.toString());
        assertEquals("one peg on d4", GoalSpec.parse(ENGLISH, "d4").describe(ENGLISH));
        assertEquals("one peg anywhere", GoalSpec.parse(ENGLISH, "any").describe(ENGLISH));
        assertEquals("at most 2 pegs", GoalSpec.parse(ENGLISH, "at-most:2").describe(ENGLISH));
        assertEquals("exactly pegs on c3 e3", GoalSpec.parse(ENGLISH, "e3 c3").describe(ENGLISH));
        assertEquals(new Problem(ENGLISH, CENTRE, GoalSpec.parse(ENGLISH, "d4")).fingerprint(),
                Problem.centralGame(ENGLISH, ENGLISH.hole("d4")).fingerprint(), "the same problem however it is written");
        Board french = Boards.byName("french");
        assertNotEquals(Problem.centralGame(french, french.hole("d4")).fingerprint(),
                Problem.centralGame(ENGLISH, ENGLISH.hole("d4")).fingerprint());
    }

    @Test
    void badGoalsAreRefused() {
        assertRefused("board english has no hole 'a1'", () -> GoalSpec.parse(ENGLISH, "a1"));
        assertRefused("at-most needs a whole number of pegs, at least 1", () -> GoalSpec.parse(ENGLISH, "at-most:0"));
        assertRefused("at-most needs a whole number", () -> GoalSpec.parse(ENGLISH, "at-most:two"));
        assertRefused("at-most needs a whole number", () -> GoalSpec.parse(ENGLISH, "at-most"));
        assertRefused("the goal has no peg", () -> GoalSpec.parse(ENGLISH, "..ooo../..ooo../ooooooo/ooooooo/ooooooo/..ooo../..ooo.."));
        assertRefused("row 1: column 1 has 'x'", () -> GoalSpec.parse(ENGLISH, "x.ooo../..ooo../ooooooo/ooooooo/ooooooo/..ooo../..ooo.."));
        assertRefused("hole d4 is listed twice", () -> GoalSpec.parse(ENGLISH, "d4 d4"));
        assertRefused("empty goal", () -> GoalSpec.parse(ENGLISH, " "));
        long cross = pegs("d2 c3 d3 e3 d4 d5");
        assertRefused("the goal (exactly pegs on " + ENGLISH.holeNames(pegs("a3 b3 c3 d3 e3 f3 g3")) + ") has 7 pegs but the start only 6",
                () -> GoalSpec.checkAgainstStart(ENGLISH, cross, GoalSpec.parse(ENGLISH, "a3 b3 c3 d3 e3 f3 g3")));
        assertRefused("is met by the start itself, which has 6 pegs",
                () -> GoalSpec.checkAgainstStart(ENGLISH, cross, GoalSpec.parse(ENGLISH, "at-most:6")));
        assertRefused("has as many pegs as the start (6); every jump removes one, so a goal needs fewer",
                () -> GoalSpec.checkAgainstStart(ENGLISH, cross, GoalSpec.parse(ENGLISH, "a3 b3 c3 d3 e3 f3")));
        assertRefused("has as many pegs as the start (1)",
                () -> GoalSpec.checkAgainstStart(ENGLISH, pegs("d4"), GoalSpec.parse(ENGLISH, "d4")));
        assertRefused("the goal (one peg anywhere) has as many pegs as the start (1)",
                () -> GoalSpec.checkAgainstStart(ENGLISH, pegs("d4"), Goal.onePegAnywhere()));
        GoalSpec.checkAgainstStart(ENGLISH, cross, GoalSpec.parse(ENGLISH, "at-most:5"));
        GoalSpec.checkAgainstStart(ENGLISH, cross, GoalSpec.parse(ENGLISH, "a3 b3 c3 d3 e3"));
        GoalSpec.checkAgainstStart(ENGLISH, pegs("d4 d5"), GoalSpec.parse(ENGLISH, "any"));
    }

    @Test
    void emptyListsAndHugeAtMostCounts() {
        assertEquals(Goal.exactly(CENTRE), GoalSpec.parse(ENGLISH, "empty: d4"));
        assertEquals(Goal.exactly(ENGLISH.fullMask() & ~pegs("d4 d5")), GoalSpec.parse(ENGLISH, "EMPTY: d4 D5"));
        assertRefused("goal 'at-most:99999999999': at most 99999999999 pegs is more than any board holds (63 holes at most)",
                () -> GoalSpec.parse(ENGLISH, "at-most:99999999999"));
        assertRefused("at most 64 pegs is more than any board holds", () -> GoalSpec.parse(ENGLISH, "at-most:64"));
        assertEquals(Goal.atMost(2), GoalSpec.parse(ENGLISH, "at-most:002"));
        assertRefused("at-most needs a whole number of pegs, at least 1", () -> GoalSpec.parse(ENGLISH, "at-most:0"));
    }

    @Test
    void boardAndHoleNamesInAnyCase() {
        assertEquals(ENGLISH.hole("d4"), ENGLISH.hole("D4"));
        assertEquals(List.of("c1", "e1", "a3", "d4", "e7"), List.of(1, 3, 7, 17, 33).stream().map(n -> ENGLISH.holeName(ENGLISH.hole("" + n))).toList(),
                "english holes also by the common numbering 1 to 33, row by row");
        assertThrows(IllegalArgumentException.class, () -> ENGLISH.hole("34"));
        assertThrows(IllegalArgumentException.class, () -> ENGLISH.hole("0"));
        assertEquals(Boards.byName("triangle-5").hole("5"), Boards.byName("triangle-5").hole("2,1"), "triangles keep their own numbers");
        assertEquals(Boards.byName("pentagon").hole("H"), Boards.byName("pentagon").hole("h"));
        assertEquals(ENGLISH.digest(), Boards.byName(" English ").digest());
    }
}
