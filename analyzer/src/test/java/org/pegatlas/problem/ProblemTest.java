package org.pegatlas.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.TestBoards;

/** A problem's symmetries, its fingerprint and its description; a one-peg goal. */
class ProblemTest {
    @Test
    void problemKeepsOnlySymmetriesFixingStartAndGoal() {
        Board english = Boards.byName("english");
        int d4 = english.hole("d4");
        assertEquals(8, Problem.centralGame(english, d4).symmetries().order());
        Problem towardsD1 = new Problem(english, english.fullMask() & ~(1L << d4), Goal.onePegOn(english.hole("d1")));
        assertEquals(2, towardsD1.symmetries().order());
        assertEquals(8, towardsD1.boardSymmetries().order());
        Problem cornerish = Problem.centralGame(english, english.hole("c1"));
        assertEquals(1, cornerish.symmetries().order());
        assertThrows(IllegalArgumentException.class, () -> new Problem(english, 0L, Goal.onePegOn(d4)));
        assertThrows(IllegalArgumentException.class, () -> new Problem(english, 1L << 33, Goal.onePegOn(d4)));
    }

    @Test
    void fingerprintsTellProblemsApart() {
        Board english = Boards.byName("english");
        int d4 = english.hole("d4");
        Problem centre = Problem.centralGame(english, d4);
        assertEquals(centre.fingerprint(), Problem.centralGame(Boards.byName("english"), d4).fingerprint());
        Map<String, Problem> others = Map.of(
                "other goal", new Problem(english, centre.start(), Goal.onePegOn(english.hole("d1"))),
                "other start", Problem.centralGame(english, english.hole("d1")),
                "other board", Problem.centralGame(TestBoards.rectangle(3, 6), 1));
        others.forEach((what, p) -> assertNotEquals(centre.fingerprint(), p.fingerprint(), what));
        assertEquals("full board less d4", centre.describeStart());
        assertEquals("pegs on d4", new Problem(english, 1L << d4, Goal.onePegOn(d4)).describeStart());
        assertEquals("one peg on d4", centre.goal().describe(english));
    }

    @Test
    void onePegGoal() {
        Goal goal = Goal.onePegOn(5);
        assertEquals(true, goal.test(1L << 5));
        assertEquals(false, goal.test(1L << 4));
        assertEquals(false, goal.test((1L << 5) | 1));
        assertEquals(false, goal.test(0));
        int[] swap = {0, 1, 2, 3, 4, 6, 5};
        assertEquals(false, goal.isFixedBy(swap));
        assertEquals(true, goal.isFixedBy(new int[] {1, 0, 2, 3, 4, 5, 6}));
    }
}
