package org.pegatlas.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pegatlas.problem.Presets;

/** Starts and positions written by users: hole lists, vacancies, diagrams; presets. */
class PositionsTest {
    private static final Board ENGLISH = Boards.byName("english");

    private static long pegs(Board board, String holes) {
        long mask = 0;
        for (String h : holes.split(" ")) {
            mask |= 1L << board.hole(h);
        }
        return mask;
    }

    private static void assertRefused(String expectedPart, Runnable parse) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, parse::run);
        assertTrue(e.getMessage().contains(expectedPart), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    }

    @Test
    void oneHoleIsAVacancyAndSeveralAreThePegs() {
        assertEquals(ENGLISH.fullMask() & ~pegs(ENGLISH, "c1"), Positions.start(ENGLISH, "c1"));
        assertEquals(ENGLISH.fullMask() & ~pegs(ENGLISH, "d4"), Positions.start(ENGLISH, " 3,3 "));
        assertEquals(pegs(ENGLISH, "d2 c3 d3 e3 d4 d5"), Positions.start(ENGLISH, "d2 c3 d3 e3 d4 d5"));
        assertEquals(pegs(ENGLISH, "d2 c3"), Positions.start(ENGLISH, "  d2   C3 "));
        assertEquals(pegs(ENGLISH, "d4"), Positions.start(ENGLISH, "pegs: d4"));
        assertEquals(ENGLISH.fullMask() & ~pegs(ENGLISH, "d4 d5"), Positions.start(ENGLISH, "empty: d4 d5"));
        Board t5 = Boards.byName("triangle-5");
        assertEquals(t5.fullMask() & ~1L, Positions.start(t5, "1"));
        Board pentagon = Boards.byName("pentagon");
        assertEquals(pegs(pentagon, "A B D"), Positions.start(pentagon, "D B A"));
    }

    @Test
    void inlineDiagramsMatchTheBoard() {
        long cross = pegs(ENGLISH, "d2 c3 d3 e3 d4 d5");
        assertEquals(cross, Positions.start(ENGLISH, "..ooo../..oxo../ooxxxoo/oooxooo/oooxooo/..ooo../..ooo.."));
        assertEquals(cross, Positions.start(ENGLISH, " ..ooo.. / ..oxo / ooxxxoo / oooxooo / oooxooo / ..ooo / ..ooo/ "),
                "white space around rows, trailing dots and a final / may be left out");
        assertEquals(ENGLISH.diagram(cross), ENGLISH.diagram(Positions.start(ENGLISH, ENGLISH.diagram(cross).replace('\n', '/'))));
        Board t4 = Boards.byName("triangle-4");
        assertEquals(t4.fullMask() & ~1L, Positions.start(t4, "o/xx/xxx/xxxx"));
    }

    @Test
    void diagramFilesSkipCommentsAndIndentation() {
        String text = String.join("\n",
                "# the cross",
                "   ..ooo..",
                "   ..oxo..",
                "",
                "   ooxxxoo   # three in a row",
                "   oooxooo",
                "   oooxooo",
                "   ..ooo..",
                "   ..ooo..",
                "");
        assertEquals(pegs(ENGLISH, "d2 c3 d3 e3 d4 d5"), Positions.diagramFile(ENGLISH, text));
    }

    @Test
    void diagramsThatDoNotMatchTheLayoutNameTheRow() {
        assertRefused("row 1: column 1 has 'x' but board english has no hole there",
                () -> Positions.start(ENGLISH, "x.ooo../..oxo../ooxxxoo/oooxooo/oooxooo/..ooo../..ooo.."));
        assertRefused("row 3: hole a3 (column 1) is drawn '.'",
                () -> Positions.start(ENGLISH, "..ooo../..oxo../.oxxxoo/oooxooo/oooxooo/..ooo../..ooo.."));
        assertRefused("row 4: hole g4 (column 7) is missing",
                () -> Positions.start(ENGLISH, "..ooo../..oxo../ooxxxoo/oooxoo/oooxooo/..ooo../..ooo.."));
        assertRefused("row 2: 'q' in the diagram",
                () -> Positions.start(ENGLISH, "..ooo../..oqo../ooxxxoo/oooxooo/oooxooo/..ooo../..ooo.."));
        assertRefused("the diagram has 6 rows; board english has 7",
                () -> Positions.start(ENGLISH, "..ooo../..oxo../ooxxxoo/oooxooo/oooxooo/..ooo.."));
        assertRefused("line 3 (row 2): column 2 has 'o' but board english has no hole there",
                () -> Positions.diagramFile(ENGLISH, "..ooo..\n# comment\n.oooo..\nooxxxoo\noooxooo\noooxooo\n..ooo..\n..ooo..\n"));
        assertRefused("line 2 (row 2): white space inside the diagram",
                () -> Positions.diagramFile(ENGLISH, "..ooo..\n ..ooo..\n"));
    }

    @Test
    void badStartsAreRefused() {
        assertRefused("the start has no peg", () -> Positions.start(ENGLISH, "..ooo../..ooo../ooooooo/ooooooo/ooooooo/..ooo../..ooo.."));
        assertRefused("the start has no peg", () -> Positions.start(ENGLISH, "empty: " + ENGLISH.holeNames(ENGLISH.fullMask())));
        assertRefused("board english has no hole 'a1'", () -> Positions.start(ENGLISH, "a1"));
        assertRefused("board english has no hole 'a1'", () -> Positions.start(ENGLISH, "d4 a1"));
        assertRefused("board english has no hole '0,0'", () -> Positions.start(ENGLISH, "d4 0,0"));
        assertRefused("hole d4 is listed twice", () -> Positions.start(ENGLISH, "d4 d5 d4"));
        assertRefused("empty start", () -> Positions.start(ENGLISH, "  "));
        assertRefused("no holes listed", () -> Positions.start(ENGLISH, "pegs:"));
    }

    @Test
    void presetsAreTheSevenEnglishProblemsOfBoardsMd() {
        assertEquals(List.of("cross", "plus", "fireplace", "up-arrow", "pyramid", "diamond", "solitaire"),
                Presets.all().stream().map(Presets.Preset::name).toList());
        int[] pegCounts = {6, 9, 11, 17, 16, 24, 32};
        for (int i = 0; i < pegCounts.length; i++) {
            Presets.Preset p = Presets.all().get(i);
            assertEquals("english", p.board());
            assertEquals("d4", p.goalHole());
            assertEquals(pegCounts[i], Long.bitCount(Positions.start(ENGLISH, p.start())), p.name());
        }
        assertEquals(ENGLISH.fullMask() & ~pegs(ENGLISH, "d4"), Positions.start(ENGLISH, Presets.byName("solitaire").start()));
        assertEquals(Presets.all(), Presets.on("english"));
        assertTrue(Presets.on("french").isEmpty());
        assertRefused("unknown problem 'star' (known: cross, plus,", () -> Presets.byName("star"));
    }
}
