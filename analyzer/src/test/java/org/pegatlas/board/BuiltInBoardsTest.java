package org.pegatlas.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every built-in board: layout, holes, jump lines, names, default vacancy and symmetry group. */
class BuiltInBoardsTest {
    /** name, holes, jump lines (each direction), symmetry group order, default vacancy. */
    static Stream<Arguments> boards() {
        return Stream.of(
                Arguments.of("english", 33, 76, 8, "d4"),
                Arguments.of("french", 37, 92, 8, "d4"),
                Arguments.of("wiegleb", 45, 108, 8, "e5"),
                Arguments.of("diamond", 41, 100, 8, "e5"),
                Arguments.of("triangle-4", 10, 18, 6, "1"),
                Arguments.of("triangle-5", 15, 36, 6, "1"),
                Arguments.of("triangle-6", 21, 60, 6, "1"),
                Arguments.of("triangle-7", 28, 90, 6, "1"),
                Arguments.of("triangle-8", 36, 126, 6, "1"),
                Arguments.of("pentagon", 16, 40, 10, "H"));
    }

    @Test
    void theBuiltInBoardsInListingOrder() {
        assertEquals(List.of("english", "french", "wiegleb", "diamond", "triangle-4", "triangle-5", "triangle-6", "triangle-7",
                "triangle-8", "pentagon"), List.copyOf(Boards.names()));
    }

    @ParameterizedTest
    @MethodSource("boards")
    void holesLinesSymmetriesAndDefaultVacancy(String name, int holes, int lines, int symmetries, String vacancy) {
        Board board = Boards.byName(name);
        assertEquals(name, board.name());
        assertEquals(holes, board.holeCount());
        assertEquals(lines, board.lineCount());
        assertEquals(vacancy, Boards.defaultVacancy(name));
        assertEquals(vacancy, board.holeName(board.hole(vacancy)));
        SymmetryGroup group = SymmetryGroup.of(board);
        assertEquals(symmetries, group.order(), name);
        assertIsAGroupOfBoardSymmetries(board, group);
    }

    /** Closed under composition, inverses included, identity first, every element maps lines to lines. */
    static void assertIsAGroupOfBoardSymmetries(Board board, SymmetryGroup group) {
        int n = board.holeCount();
        Set<List<Integer>> elements = new HashSet<>();
        for (int g = 0; g < group.order(); g++) {
            elements.add(asList(group.permutation(g)));
        }
        assertEquals(group.order(), elements.size(), "elements are distinct");
        int[] identity = new int[n];
        Arrays.setAll(identity, i -> i);
        assertEquals(asList(identity), asList(group.permutation(0)), "element 0 is the identity");
        Set<List<Integer>> lines = new HashSet<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            lines.add(List.of(l[0], l[1], l[2]));
        }
        for (int g = 0; g < group.order(); g++) {
            int[] p = group.permutation(g);
            for (List<Integer> l : lines) {
                assertTrue(lines.contains(List.of(p[l.get(0)], p[l.get(1)], p[l.get(2)])), "maps lines onto lines");
            }
            int[] inverse = new int[n];
            for (int i = 0; i < n; i++) {
                inverse[p[i]] = i;
            }
            assertTrue(elements.contains(asList(inverse)), "contains inverses");
            for (int h = 0; h < group.order(); h++) {
                int[] q = group.permutation(h);
                int[] composed = new int[n];
                for (int i = 0; i < n; i++) {
                    composed[i] = p[q[i]];
                }
                assertTrue(elements.contains(asList(composed)), "closed under composition");
            }
        }
    }

    private static List<Integer> asList(int[] a) {
        return Arrays.stream(a).boxed().toList();
    }

    @Test
    void gridLayoutsAreExactlyThoseOfBoardsMd() {
        assertLayout("english", "..ooo..", "..ooo..", "ooooooo", "ooooooo", "ooooooo", "..ooo..", "..ooo..");
        assertLayout("french", "..ooo..", ".ooooo.", "ooooooo", "ooooooo", "ooooooo", ".ooooo.", "..ooo..");
        assertLayout("wiegleb", "...ooo...", "...ooo...", "...ooo...", "ooooooooo", "ooooooooo", "ooooooooo", "...ooo...",
                "...ooo...", "...ooo...");
        assertLayout("diamond", "....o....", "...ooo...", "..ooooo..", ".ooooooo.", "ooooooooo", ".ooooooo.", "..ooooo..",
                "...ooo...", "....o....");
        assertLayout("triangle-4", "o...", "oo..", "ooo.", "oooo");
        assertLayout("triangle-8", "o.......", "oo......", "ooo.....", "oooo....", "ooooo...", "oooooo..", "ooooooo.", "oooooooo");
    }

    /** The empty board's diagram draws every hole {@code o}. */
    private static void assertLayout(String name, String... rows) {
        assertEquals(String.join("\n", rows), Boards.byName(name).diagram(0), name);
    }

    @Test
    void gridBoardsJumpOrthogonallyAndNameHolesByLetterAndNumber() {
        for (String name : List.of("english", "french", "wiegleb", "diamond")) {
            Board board = Boards.byName(name);
            assertEquals("orthogonal", board.directionsLabel());
            assertEquals(HoleNaming.GRID_LETTER_NUMBER, board.naming());
            for (int i = 0; i < board.lineCount(); i++) {
                int[] l = board.line(i);
                int dr = board.row(l[1]) - board.row(l[0]);
                int dc = board.column(l[1]) - board.column(l[0]);
                assertEquals(1, Math.abs(dr) + Math.abs(dc), name + " line " + board.jumpName(i));
                assertEquals(board.row(l[1]) + dr, board.row(l[2]));
                assertEquals(board.column(l[1]) + dc, board.column(l[2]));
            }
            for (int h = 0; h < board.holeCount(); h++) {
                assertEquals("" + (char) ('a' + board.column(h)) + (board.row(h) + 1), board.holeName(h));
            }
        }
        assertEquals(Boards.byName("french").hole("3,3"), Boards.byName("french").hole("d4"));
        assertEquals(Boards.byName("diamond").hole("4,4"), Boards.byName("diamond").hole("e5"));
        assertEquals(Boards.byName("wiegleb").hole("4,4"), Boards.byName("wiegleb").hole("e5"));
    }

    @Test
    void trianglesAreNumberedFromTheApexAndJumpInSixDirections() {
        for (int n = 4; n <= 8; n++) {
            Board t = Boards.byName("triangle-" + n);
            assertEquals(n * (n + 1) / 2, t.holeCount());
            assertEquals(HoleNaming.NUMBERED, t.naming());
            assertEquals("triangular", t.directionsLabel());
            int h = 0;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c <= r; c++, h++) {
                    assertEquals(Integer.toString(h + 1), t.holeName(h));
                    assertEquals(r, t.row(h));
                    assertEquals(c, t.column(h));
                    assertEquals(h, t.hole(r + "," + c));
                }
            }
            Set<List<Integer>> steps = new HashSet<>();
            for (int i = 0; i < t.lineCount(); i++) {
                int[] l = t.line(i);
                steps.add(List.of(t.row(l[1]) - t.row(l[0]), t.column(l[1]) - t.column(l[0])));
            }
            assertEquals(Set.of(List.of(0, 1), List.of(0, -1), List.of(1, 0), List.of(-1, 0), List.of(1, 1), List.of(-1, -1)), steps);
        }
        Board t5 = Boards.byName("triangle-5");
        assertTrue(hasLine(t5, "1", "2", "4") && hasLine(t5, "1", "3", "6") && hasLine(t5, "4", "5", "6") && hasLine(t5, "6", "5", "4"));
        assertTrue(!hasLine(t5, "2", "3", "4"), "no jump across the apex");
    }

    @Test
    void pentagonHasExactlyTheListedLinesBothWays() {
        Board p = Boards.byName("pentagon");
        assertEquals(HoleNaming.EXPLICIT, p.naming());
        for (int h = 0; h < 16; h++) {
            assertEquals(String.valueOf((char) ('A' + h)), p.holeName(h));
        }
        Set<List<Integer>> expected = new HashSet<>();
        for (String l : "HMO HIK HEB HFC HJL MID MJG IMP IEA EIN EFG FED FJP JMN JFA NKD NOP DBA ACG GLP".split(" ")) {
            int a = p.hole(l.substring(0, 1));
            int b = p.hole(l.substring(1, 2));
            int c = p.hole(l.substring(2, 3));
            expected.add(List.of(a, b, c));
            expected.add(List.of(c, b, a));
        }
        Set<List<Integer>> actual = new HashSet<>();
        for (int i = 0; i < p.lineCount(); i++) {
            int[] l = p.line(i);
            actual.add(List.of(l[0], l[1], l[2]));
        }
        assertEquals(40, expected.size());
        assertEquals(expected, actual);
    }

    @Test
    void pentagonHolesHaveDistinctDrawingCellsAndItsDrawingShowsThePentagon() {
        Board p = Boards.byName("pentagon");
        Set<List<Integer>> cells = new HashSet<>();
        for (int h = 0; h < p.holeCount(); h++) {
            assertTrue(cells.add(List.of(p.row(h), p.column(h))), "distinct cell for " + p.holeName(h));
        }
        assertEquals(String.join("\n",
                "      A",
                "   B     C",
                "D    E F    G",
                "    I H J",
                " K    M    L",
                "  N   O   P"), BoardDrawing.names(p));
        assertEquals(String.join("\n",
                "......x......",
                "...x.....x...",
                "x....x.x....x",
                "....x.o.x....",
                ".x....x....x.",
                "..x...x...x.."), p.diagram(p.fullMask() & ~(1L << p.hole("H"))));
    }

    @Test
    void pentagonSymmetriesAreTheTenOfTheRegularPentagon() {
        Board p = Boards.byName("pentagon");
        SymmetryGroup group = SymmetryGroup.of(p);
        assertEquals(10, group.order());
        int h = p.hole("H");
        List<Integer> orders = new ArrayList<>();
        for (int g = 0; g < group.order(); g++) {
            assertEquals(h, group.permutation(g)[h], "every symmetry fixes the centre");
            orders.add(elementOrder(group.permutation(g)));
        }
        orders.sort(null);
        // dihedral group of order 10: the identity, five reflections, four rotations of order 5
        assertEquals(List.of(1, 2, 2, 2, 2, 2, 5, 5, 5, 5), orders);
    }

    private static int elementOrder(int[] p) {
        int[] q = p.clone();
        int k = 1;
        while (!isIdentity(q)) {
            int[] next = new int[q.length];
            for (int i = 0; i < q.length; i++) {
                next[i] = p[q[i]];
            }
            q = next;
            k++;
        }
        return k;
    }

    private static boolean isIdentity(int[] p) {
        for (int i = 0; i < p.length; i++) {
            if (p[i] != i) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasLine(Board board, String from, String over, String to) {
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            if (l[0] == board.hole(from) && l[1] == board.hole(over) && l[2] == board.hole(to)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void drawingsPutEveryNameInItsCell() {
        assertEquals(String.join("\n",
                "      c1 d1 e1",
                "      c2 d2 e2",
                "a3 b3 c3 d3 e3 f3 g3",
                "a4 b4 c4 d4 e4 f4 g4",
                "a5 b5 c5 d5 e5 f5 g5",
                "      c6 d6 e6",
                "      c7 d7 e7"), BoardDrawing.names(Boards.byName("english")));
        assertEquals(String.join("\n",
                "       1",
                "     2   3",
                "   4   5   6",
                " 7   8   9  10"), BoardDrawing.names(Boards.byName("triangle-4")));
        for (String name : Boards.names()) {
            String drawing = BoardDrawing.names(Boards.byName(name));
            Board board = Boards.byName(name);
            for (int h = 0; h < board.holeCount(); h++) {
                assertTrue(Arrays.asList(drawing.split("\\s+")).contains(board.holeName(h)), name + " draws " + board.holeName(h));
            }
        }
    }

    @Test
    void boardsAreBuiltAfreshAndDigestsTellLayoutsApart() {
        assertNotEquals(Boards.byName("english").digest(), Boards.byName("french").digest());
        assertEquals(Boards.byName("pentagon").digest(), Boards.byName("pentagon").digest());
    }
}
