package org.pegatlas.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BoardTest {
    static final Board ENGLISH = Boards.byName("english");

    @Test
    void englishHasThirtyThreeHolesAndSeventySixJumpLines() {
        assertEquals("english", ENGLISH.name());
        assertEquals(33, ENGLISH.holeCount());
        assertEquals(76, ENGLISH.lineCount());
        assertEquals((1L << 33) - 1, ENGLISH.fullMask());
        assertEquals("orthogonal", ENGLISH.directionsLabel());
        assertEquals(HoleNaming.GRID_LETTER_NUMBER, ENGLISH.naming());
    }

    @Test
    void holesAreIndexedRowMajorAndNamedColumnLetterRowNumber() {
        // row 0: c1 d1 e1, row 1: c2 d2 e2, row 2: a3 .. g3, row 3: a4 .. g4, ...
        assertEquals("c1", ENGLISH.holeName(0));
        assertEquals("e1", ENGLISH.holeName(2));
        assertEquals("c2", ENGLISH.holeName(3));
        assertEquals("a3", ENGLISH.holeName(6));
        assertEquals("a4", ENGLISH.holeName(13));
        assertEquals("d4", ENGLISH.holeName(16));
        assertEquals("e7", ENGLISH.holeName(32));
        assertEquals(3, ENGLISH.row(16));
        assertEquals(3, ENGLISH.column(16));
        for (int h = 0; h < 33; h++) {
            assertEquals(h, ENGLISH.hole(ENGLISH.holeName(h)));
            assertEquals(h, ENGLISH.hole(ENGLISH.row(h) + "," + ENGLISH.column(h)));
        }
    }

    @Test
    void holeByNameOrRowCommaColumn() {
        assertEquals(16, ENGLISH.hole("d4"));
        assertEquals(16, ENGLISH.hole("3,3"));
        assertEquals(ENGLISH.hole("d4"), ENGLISH.hole("3,3"));
        assertEquals(16, ENGLISH.hole(" D4 "));
        assertEquals(16, ENGLISH.hole(" 3 , 3 "));
        assertEquals(0, ENGLISH.hole("0,2"));
    }

    @Test
    void unknownHoleIsRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ENGLISH.hole("z9"));
        assertTrue(e.getMessage().contains("z9"), e.getMessage());
        IllegalArgumentException corner = assertThrows(IllegalArgumentException.class, () -> ENGLISH.hole("a1"));
        assertTrue(corner.getMessage().contains("a1"), corner.getMessage());
        IllegalArgumentException cell = assertThrows(IllegalArgumentException.class, () -> ENGLISH.hole("0,0"));
        assertTrue(cell.getMessage().contains("0,0"), cell.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ENGLISH.hole("7,3"));
    }

    @Test
    void everyLineIsThreeAdjacentCollinearHolesAndItsReverseIsALineToo() {
        Set<List<Integer>> lines = new HashSet<>();
        for (int i = 0; i < ENGLISH.lineCount(); i++) {
            int[] l = ENGLISH.line(i);
            assertTrue(lines.add(List.of(l[0], l[1], l[2])), "no duplicate line");
            int dr = ENGLISH.row(l[1]) - ENGLISH.row(l[0]);
            int dc = ENGLISH.column(l[1]) - ENGLISH.column(l[0]);
            assertEquals(1, Math.abs(dr) + Math.abs(dc), "orthogonal neighbours");
            assertEquals(ENGLISH.row(l[1]) + dr, ENGLISH.row(l[2]));
            assertEquals(ENGLISH.column(l[1]) + dc, ENGLISH.column(l[2]));
            assertEquals((1L << l[0]) | (1L << l[1]) | (1L << l[2]), ENGLISH.lineMask(i));
        }
        for (List<Integer> l : lines) {
            assertTrue(lines.contains(List.of(l.get(2), l.get(1), l.get(0))));
        }
    }

    @Test
    void jumpAndHoleNames() {
        int f4 = ENGLISH.hole("f4");
        int e4 = ENGLISH.hole("e4");
        int d4 = ENGLISH.hole("d4");
        int found = -1;
        for (int i = 0; i < ENGLISH.lineCount(); i++) {
            int[] l = ENGLISH.line(i);
            if (l[0] == f4 && l[1] == e4 && l[2] == d4) {
                found = i;
            }
        }
        assertNotEquals(-1, found);
        assertEquals("f4-d4", ENGLISH.jumpName(found));
        assertEquals("c1 d4 e7", ENGLISH.holeNames((1L << 0) | (1L << 16) | (1L << 32)));
        assertEquals("", ENGLISH.holeNames(0));
    }

    @Test
    void diagramOfAPosition() {
        long start = ENGLISH.fullMask() & ~(1L << ENGLISH.hole("d4"));
        assertEquals(String.join("\n",
                "..xxx..",
                "..xxx..",
                "xxxxxxx",
                "xxxoxxx",
                "xxxxxxx",
                "..xxx..",
                "..xxx.."), ENGLISH.diagram(start));
        long cross = 0;
        for (String h : List.of("d2", "c3", "d3", "e3", "d4", "d5")) {
            cross |= 1L << ENGLISH.hole(h);
        }
        assertEquals(String.join("\n",
                "..ooo..",
                "..oxo..",
                "ooxxxoo",
                "oooxooo",
                "oooxooo",
                "..ooo..",
                "..ooo.."), ENGLISH.diagram(cross));
    }

    @Test
    void triangleIsNumberedFromTheApexRowByRow() {
        Board t = TestBoards.triangle(5);
        assertEquals(15, t.holeCount());
        assertEquals(36, t.lineCount(), "18 lines of three, both directions");
        assertEquals("triangular", t.directionsLabel());
        for (int h = 0; h < 15; h++) {
            assertEquals(Integer.toString(h + 1), t.holeName(h));
            assertEquals(h, t.hole(Integer.toString(h + 1)));
        }
        assertEquals(4, t.hole("2,1"), "hole 5 is the middle of row 3");
        long pegs = 0;
        for (int hole : new int[] {2, 4, 5, 7, 8, 9, 11, 12, 13, 14}) {
            pegs |= 1L << t.hole(Integer.toString(hole));
        }
        assertEquals(String.join("\n", "o....", "xo...", "xxo..", "xxxo.", "xxxxo"), t.diagram(pegs));
    }

    @Test
    void smallRectanglesHaveTheExpectedLines() {
        assertEquals(12, TestBoards.rectangle(3, 3).lineCount());
        assertEquals(2 * (3 * 3 + 5 * 1), TestBoards.rectangle(3, 5).lineCount());
        assertEquals(2 * (4 * 2 + 4 * 2), TestBoards.rectangle(4, 4).lineCount());
    }

    @Test
    void badGridsAreRefused() {
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> Board.fromGrid("bad", List.of("ooo", "oxo"), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER));
        assertTrue(bad.getMessage().contains("'x'"), bad.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Board.fromGrid("empty", List.of("...", "..."), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER));
        assertThrows(IllegalArgumentException.class,
                () -> Board.fromGrid("nolines", List.of("o.o"), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER));
        IllegalArgumentException lonely = assertThrows(IllegalArgumentException.class,
                () -> Board.fromGrid("lonely", List.of("ooo", "...", "..o"), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER));
        assertTrue(lonely.getMessage().contains("c3"), lonely.getMessage());
    }

    @Test
    void unknownBuiltInBoardListsTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Boards.byName("nonesuch"));
        assertTrue(e.getMessage().contains("nonesuch") && e.getMessage().contains("english"), e.getMessage());
        assertTrue(Boards.names().contains("english"));
    }
}
