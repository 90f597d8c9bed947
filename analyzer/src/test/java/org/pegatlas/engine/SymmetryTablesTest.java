package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.board.TestBoards;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/** The symmetry tables against the group they tabulate, applied one symmetry at a time, on seeded random positions. */
class SymmetryTablesTest {
    @Test
    void symmetryTablesAgreeWithTheGroup() {
        SplittableRandom random = new SplittableRandom(34);
        Board english = Boards.byName("english");
        List<Board> boards = new ArrayList<>(List.of(english, TestBoards.triangle(5), TestBoards.rectangle(4, 4),
                Boards.byName("pentagon"), Boards.byName("wiegleb")));
        List<SymmetryGroup> groups = new ArrayList<>(boards.stream().map(SymmetryGroup::of).toList());
        // subgroups of the English board's: of order 2 (towards d1) and 1 (from c1)
        boards.add(english);
        groups.add(new Problem(english, english.fullMask() & ~(1L << english.hole("d4")), Goal.onePegOn(english.hole("d1"))).symmetries());
        boards.add(english);
        groups.add(Problem.centralGame(english, english.hole("c1")).symmetries());
        assertEquals(List.of(8, 6, 8, 10, 8, 2, 1), groups.stream().map(SymmetryGroup::order).toList());
        for (int k = 0; k < groups.size(); k++) {
            Board board = boards.get(k);
            SymmetryGroup group = groups.get(k);
            SymmetryTables tables = new SymmetryTables(board, group);
            long[] images = new long[group.order()];
            for (int trial = 0; trial < 2000; trial++) {
                long p = random.nextLong() & board.fullMask();
                tables.images(p, images);
                long min = Long.MAX_VALUE;
                java.util.Set<Long> orbit = new java.util.HashSet<>();
                for (int g = 0; g < group.order(); g++) {
                    assertEquals(group.apply(g, p), images[g]);
                    min = Math.min(min, images[g]);
                    orbit.add(images[g]);
                }
                assertEquals(min, tables.canonical(p));
                assertEquals(orbit.size(), tables.orbitSize(p));
                for (int line = 0; line < board.lineCount(); line++) {
                    long after = Long.MAX_VALUE;
                    for (int g = 0; g < group.order(); g++) {
                        assertEquals(group.apply(g, board.lineMask(line)), tables.lineImage[line * group.order() + g]);
                        after = Math.min(after, group.apply(g, p ^ board.lineMask(line)));
                    }
                    assertEquals(after, tables.canonicalAfterJump(images, line), board.name() + " line " + line);
                }
            }
        }
    }
}
