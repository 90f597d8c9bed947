package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.problem.Goal;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.problem.Problem;

/** Every solution by its number: all of them, each once, in order, each a legal way to the goal. */
class NumberedSolutionsTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Test
    void triangle5HasItsSixThousandEightHundredSixteenSolutionsEachOnceInOrder() throws IOException {
        Board board = Boards.byName("triangle-5");
        Problem problem = new Problem(board, Positions.start(board, "1"), Goal.onePegOn(board.hole("1")));
        List<List<Integer>> all = everySolution(problem, 6816);
        assertEquals(List.of("4-1", "6-4", "1-6", "7-2", "10-3", "12-5", "14-12", "11-13", "13-6", "3-10", "15-6", "6-4", "4-1"),
                all.get(0).stream().map(board::jumpName).toList(), "solution 0 is analyze's sample solution");
    }

    @Test
    void withAnAtMostGoalTheShorterSolutionComesFirst() throws IOException {
        Board board = Boards.byName("triangle-4");
        Problem problem = new Problem(board, Positions.start(board, "1"), Goal.atMost(4));
        List<List<Integer>> all = everySolution(problem, -1);
        assertEquals(List.of(5, 6), all.stream().map(List::size).distinct().sorted().toList(), "stops at 4 pegs, or goes on to 3 (the least here)");
    }

    /** Every solution from the start by index, checked; {@code expected} the count, or -1 for any. */
    private List<List<Integer>> everySolution(Problem problem, long expected) throws IOException {
        Tablebases.build(problem, dir);
        try (Tablebase tablebase = Tablebase.open(dir)) {
            NumberedSolutions numbered = new NumberedSolutions(tablebase);
            Board board = problem.board();
            BigInteger count = tablebase.value(problem.start()).solutions();
            if (expected >= 0) {
                assertEquals(BigInteger.valueOf(expected), count);
            }
            List<List<Integer>> all = new ArrayList<>();
            for (long i = 0; i < count.longValueExact(); i++) {
                List<Integer> lines = numbered.solution(problem.start(), BigInteger.valueOf(i));
                long position = problem.start();
                for (int line : lines) {
                    assertTrue(board.canJump(position, line), "solution " + i + " jumps legally");
                    position ^= board.lineMask(line);
                }
                assertTrue(problem.goal().test(position), "solution " + i + " ends on a goal position");
                if (!all.isEmpty()) {
                    assertTrue(compare(all.get(all.size() - 1), lines) < 0, "solution " + i + " comes after solution " + (i - 1));
                }
                all.add(lines);
            }
            Set<List<Integer>> distinct = new HashSet<>(all);
            assertEquals(all.size(), distinct.size());
            IllegalArgumentException past = assertThrows(IllegalArgumentException.class, () -> numbered.solution(problem.start(), count));
            assertEquals(String.format(Locale.ROOT, "solution %d does not exist: the position has %,d solutions, numbered 0 to %,d", count, count,
                    count.subtract(BigInteger.ONE)), past.getMessage());
            BigInteger drawn = numbered.randomIndex(problem.start(), 42);
            assertEquals(drawn, numbered.randomIndex(problem.start(), 42), "the same seed draws the same solution");
            assertTrue(drawn.signum() >= 0 && drawn.compareTo(count) < 0);
            return all;
        }
    }

    /** Jump by jump in line order; a sequence before every longer one it starts. */
    private static int compare(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
