package org.pegatlas.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/** The pagoda functions derived by linear programming: valid on every built-in board, and as good as the resource count. */
class PagodaProgramTest {
    @Test
    void derivedFunctionsAreValidAndAtLeastAsSharpAsTheResourceCount() {
        Random random = new Random(47);
        for (String name : Boards.names()) {
            Board board = Boards.byName(name);
            for (int trial = 0; trial < 6; trial++) {
                int end = random.nextInt(board.holeCount());
                long position = random.nextLong() & board.fullMask();
                String what = name + " towards " + board.holeName(end) + " from " + board.holeNames(position);
                Optional<Pagoda> derived = PagodaProgram.derive(board, end, position);
                derived.ifPresent(p -> assertTrue(p.isValid(board), what));
                // The resource count, over SCALE, is a feasible point of the program (weights in [0, 1]):
                // the optimum's objective is at least its own, up to rounding (a unit per hole). An
                // empty answer is the all-zero optimum (objective 0), refused as useless.
                Pagoda count = Pagoda.resourceCount(board, end);
                double best = derived.map(p -> objective(p, end, position)).orElse(0.0);
                assertTrue(best >= objective(count, end, position) - 2 * board.holeCount(), what);
                if (objective(count, end, position) > 2 * board.holeCount()) {
                    assertTrue(derived.isPresent(), what + ": the resource count shows a positive optimum");
                }
            }
        }
    }

    private static double objective(Pagoda pagoda, int end, long position) {
        return (1 + 1.0 / 64) * pagoda.weight(end) - pagoda.value(position);
    }

    @Test
    void derivingForTheSamePositionTwiceAddsNothingTheSecondTime() {
        Board board = Boards.byName("french");
        long start = board.fullMask() & ~(1L << board.hole("d3"));
        PagodaPruning pruning = PagodaPruning.of(new Problem(board, start, Goal.onePegAnywhere()));
        int resourceCounts = pruning.size();
        long hard = start & ~(1L << board.hole("a3")) & ~(1L << board.hole("a5")) & ~(1L << board.hole("g3"));
        assertFalse(pruning.rulesOut(start), "a solvable start is never ruled out");
        int added = pruning.derive(hard).size();
        assertEquals(resourceCounts + added, pruning.size());
        // Either the new functions rule the position out for every end, or the program gives the same weights again.
        assertEquals(0, pruning.derive(hard).size());
        assertFalse(pruning.rulesOut(start), "still not after deriving");
    }

    @Test
    void aFullHoleReplacesAFunctionAndKeepsEveryOneValid() {
        Board board = Boards.byName("diamond");
        int end = board.hole("e9");
        long start = board.fullMask() & ~(1L << board.hole("e1"));
        PagodaPruning pruning = PagodaPruning.of(new Problem(board, start, Goal.onePegOn(end)));
        Random random = new Random(47);
        int added = 0;
        for (int trial = 0; trial < 400 && added < PagodaPruning.MOST_PER_END + 8; trial++) {
            for (Pagoda p : pruning.derive(random.nextLong() & board.fullMask() & ~(1L << end))) {
                assertTrue(p.isValid(board));
                added++;
            }
            pruning.endDerivation();
            assertTrue(pruning.size() <= PagodaPruning.MOST_PER_END);
        }
        assertTrue(added > PagodaPruning.MOST_PER_END, "some functions replaced others: " + added);
        assertEquals(PagodaPruning.MOST_PER_END, pruning.size());
        assertFalse(pruning.rulesOut(1L << end), "one peg on the end is never ruled out");
    }
}
