package org.pegatlas.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SymmetryGroupTest {

    static Stream<Arguments> boardsAndOrders() {
        return Stream.of(
                Arguments.of(Boards.byName("english"), 8),
                Arguments.of(TestBoards.rectangle(3, 3), 8),
                Arguments.of(TestBoards.rectangle(3, 5), 4),
                Arguments.of(TestBoards.rectangle(4, 4), 8),
                Arguments.of(TestBoards.rectangle(3, 6), 4),
                Arguments.of(TestBoards.triangle(5), 6));
    }

    @ParameterizedTest(name = "{0}: order {1}")
    @MethodSource("boardsAndOrders")
    void groupOrderAndGroupLaws(Board board, int order) {
        SymmetryGroup group = SymmetryGroup.of(board);
        assertEquals(order, group.order());
        assertEquals(board.holeCount(), group.holes());
        int n = board.holeCount();
        int[] identity = new int[n];
        Arrays.setAll(identity, i -> i);
        assertArrayEquals(identity, group.permutation(0), "element 0 is the identity");

        Set<List<Integer>> lines = new HashSet<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            lines.add(List.of(l[0], l[1], l[2]));
        }
        Set<List<Integer>> elements = new HashSet<>();
        for (int g = 0; g < group.order(); g++) {
            int[] p = group.permutation(g);
            assertEquals(n, p.length);
            assertEquals(n, Arrays.stream(p).distinct().count(), "element " + g + " is a permutation");
            assertTrue(elements.add(Arrays.stream(p).boxed().toList()), "elements are distinct");
            for (List<Integer> l : lines) {
                assertTrue(lines.contains(List.of(p[l.get(0)], p[l.get(1)], p[l.get(2)])),
                        "element " + g + " maps line " + l + " to a line");
            }
        }
        // closed under composition
        for (int a = 0; a < group.order(); a++) {
            for (int b = 0; b < group.order(); b++) {
                int[] pa = group.permutation(a);
                int[] pb = group.permutation(b);
                List<Integer> composed = Arrays.stream(pb).map(h -> pa[h]).boxed().toList();
                assertTrue(elements.contains(composed), "closed under composition");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("boardsAndOrders")
    void inversesUndoEachElement(Board board, int order) {
        SymmetryGroup group = SymmetryGroup.of(board);
        int[] inverses = group.inverses();
        long x = 0x1_2345_6789L & board.fullMask();
        for (int g = 0; g < order; g++) {
            assertEquals(x, group.apply(inverses[g], group.apply(g, x)));
            assertEquals(x, group.apply(g, group.apply(inverses[g], x)));
        }
        assertEquals(0, inverses[0]);
    }

    @Test
    void applyMovesEveryPegAndKeepsCount() {
        Board english = Boards.byName("english");
        SymmetryGroup group = SymmetryGroup.of(english);
        SplittableRandom random = new SplittableRandom(4);
        for (int g = 0; g < group.order(); g++) {
            assertEquals(english.fullMask(), group.apply(g, english.fullMask()));
            assertEquals(0L, group.apply(g, 0L));
            for (int i = 0; i < 200; i++) {
                long p = random.nextLong() & english.fullMask();
                long image = group.apply(g, p);
                assertEquals(Long.bitCount(p), Long.bitCount(image));
                for (int h = 0; h < 33; h++) {
                    assertEquals((p >>> h & 1) == 1, (image >>> group.permutation(g)[h] & 1) == 1);
                }
            }
        }
    }

    @Test
    void englishCentreIsFixedAndTheEdgeMidpointsFormOneOrbit() {
        Board english = Boards.byName("english");
        SymmetryGroup group = SymmetryGroup.of(english);
        int d4 = english.hole("d4");
        Set<String> orbitOfD1 = new HashSet<>();
        for (int g = 0; g < group.order(); g++) {
            assertEquals(d4, group.permutation(g)[d4]);
            orbitOfD1.add(english.holeName(group.permutation(g)[english.hole("d1")]));
        }
        assertEquals(Set.of("d1", "a4", "g4", "d7"), orbitOfD1);
    }

    @Test
    void stabilizersAndSubgroups() {
        Board english = Boards.byName("english");
        SymmetryGroup group = SymmetryGroup.of(english);
        assertEquals(8, group.stabilizer(english.fullMask() & ~(1L << english.hole("d4"))).order());
        assertEquals(2, group.stabilizer(1L << english.hole("d1")).order(), "the mirror through column d");
        assertEquals(2, group.stabilizer(1L << english.hole("c3")).order(), "the diagonal mirror");
        assertEquals(1, group.stabilizer((1L << english.hole("c1")) | (1L << english.hole("d1")) | (1L << english.hole("a3"))).order());
        SymmetryGroup mirror = group.stabilizer(1L << english.hole("d1"));
        assertArrayEquals(group.permutation(0), mirror.permutation(0));
        assertThrows(IllegalArgumentException.class, () -> group.subgroup(p -> p[0] != 0));

        Board triangle = TestBoards.triangle(5);
        SymmetryGroup t = SymmetryGroup.of(triangle);
        assertEquals(2, t.stabilizer(1L << triangle.hole("1")).order());
        assertEquals(2, t.stabilizer(1L << triangle.hole("5")).order());
        assertEquals(6, t.stabilizer(1L << triangle.hole("5") | 1L << triangle.hole("8") | 1L << triangle.hole("9")).order());
    }
}
