package org.pegatlas.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The board file format: grid boards, boards given by their lines, starts, and errors that name the line. */
class BoardFileTest {
    @TempDir
    Path temp;

    private static BoardFile.Definition parse(String... lines) {
        return BoardFile.parse(String.join("\n", lines) + "\n", "unnamed");
    }

    private static void assertError(String expectedStart, String... lines) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> parse(lines));
        assertTrue(e.getMessage().startsWith(expectedStart), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
    }

    @Test
    void gridBoardMatchesTheBuiltInEnglish() {
        BoardFile.Definition d = parse(
                "# the English board, written out",
                "name: my-english",
                "directions: orthogonal",
                "",
                "..ooo..",
                "..ooo..   # comments may follow a row",
                "ooooooo",
                "ooooooo",
                "ooooooo",
                "..ooo..",
                "..ooo..");
        Board english = Boards.byName("english");
        assertEquals("my-english", d.board().name());
        assertEquals(33, d.board().holeCount());
        assertEquals(76, d.board().lineCount());
        assertEquals(english.diagram(0), d.board().diagram(0));
        assertEquals(english.holeNames(english.fullMask()), d.board().holeNames(d.board().fullMask()));
        assertEquals(SymmetryGroup.of(english).order(), SymmetryGroup.of(d.board()).order());
        assertTrue(d.start().isEmpty(), "no x, no start");
        assertEquals(HoleNaming.GRID_LETTER_NUMBER, d.board().naming());
    }

    @Test
    void commonIndentationIsIgnoredAndTheNameDefaultsToTheFileName() throws IOException {
        Path file = temp.resolve("little.board");
        Files.writeString(file, "directions: orthogonal+diagonal\n   ooo\n   ooo\n   ooo\n");
        BoardFile.Definition d = BoardFile.parse(Files.readString(file), BoardFile.defaultName(file));
        assertEquals("little", d.board().name());
        assertEquals(9, d.board().holeCount());
        assertEquals(2 * (6 + 2), d.board().lineCount(), "3 rows, 3 columns, 2 diagonals, both ways");
        assertEquals("orthogonal+diagonal", d.board().directionsLabel());
    }

    @Test
    void theDefaultNameIsTheFileNameLessItsLastExtension() {
        assertEquals("little", BoardFile.defaultName(Path.of("boards/little.board")));
        assertEquals("a.b", BoardFile.defaultName(Path.of("a.b.c")));
        assertEquals("plain", BoardFile.defaultName(Path.of("plain")));
        assertEquals(".board", BoardFile.defaultName(Path.of("dir/.board")), "a leading dot starts no extension");
    }

    @Test
    void windowsLineEndsAndAByteOrderMarkAreFine() {
        BoardFile.Definition d = BoardFile.parse("\uFEFFname: w\r\ndirections: orthogonal\r\nooo\r\nooo\r\n", "x");
        assertEquals("w", d.board().name());
        assertEquals(6, d.board().holeCount());
        assertEquals(Positions.diagramFile(d.board(), "xxx\noxx\n"), Positions.diagramFile(d.board(), "\uFEFFxxx\r\noxx\r\n"));
    }

    @Test
    void xInTheGridDrawsTheStart() {
        BoardFile.Definition d = parse(
                "directions: orthogonal",
                "..xxx..",
                "..xxx..",
                "xxxxxxx",
                "xxxoxxx",
                "xxxxxxx",
                "..xxx..",
                "..xxx..");
        Board b = d.board();
        assertEquals(b.fullMask() & ~(1L << b.hole("d4")), d.start().getAsLong());
        assertEquals(76, b.lineCount());
    }

    @Test
    void theReadmeExampleDrawsItsStartInTheGrid() {
        BoardFile.Definition d = parse(
                "# the English board with the start drawn in: x a peg, o an empty hole, . no hole",
                "name: english-corner",
                "directions: orthogonal",
                "..oxx..",
                "..xxx..",
                "xxxxxxx",
                "xxxxxxx",
                "xxxxxxx",
                "..xxx..",
                "..xxx..");
        Board b = d.board();
        assertEquals("english-corner", b.name());
        assertEquals(b.fullMask() & ~(1L << b.hole("c1")), d.start().getAsLong());
    }

    @Test
    void startKeyTakesAVacancyOrPegs() {
        BoardFile.Definition vacancy = parse("directions: triangular", "o", "oo", "ooo", "oooo", "ooooo", "start: 5");
        Board t = vacancy.board();
        assertEquals(HoleNaming.NUMBERED, t.naming(), "triangular grids are numbered");
        assertEquals(36, t.lineCount());
        assertEquals(t.fullMask() & ~(1L << t.hole("5")), vacancy.start().getAsLong());
        BoardFile.Definition pegs = parse("directions: orthogonal", "names: numbers", "ooooo", "start: 1 2 4");
        assertEquals("1 2 4", pegs.board().holeNames(pegs.start().getAsLong()));
    }

    @Test
    void explicitBoardWithDrawing() {
        BoardFile.Definition d = parse(
                "name: pentagon-copy",
                "holes: A B C D E F G H I J K L M N O P",
                "lines: HMO HIK HEB HFC HJL MID MJG IMP IEA EIN",
                "lines: EFG FED FJP JMN JFA NKD NOP DBA ACG GLP   # lines may continue on another 'lines:'",
                "start: H",
                "drawing:",
                "          A",
                "       B     C",
                "    D    E F    G",
                "        I H J",
                "     K    M    L",
                "      N   O   P");
        Board b = d.board();
        Board pentagon = Boards.byName("pentagon");
        assertEquals(16, b.holeCount());
        assertEquals(40, b.lineCount());
        assertEquals(HoleNaming.EXPLICIT, b.naming());
        assertEquals(pentagon.diagram(pentagon.fullMask()), b.diagram(b.fullMask()), "same picture as the built-in pentagon");
        assertEquals(BoardDrawing.names(pentagon), BoardDrawing.names(b));
        assertEquals(b.fullMask() & ~(1L << b.hole("H")), d.start().getAsLong());
        assertEquals(10, SymmetryGroup.of(b).order());
    }

    @Test
    void explicitBoardWithLongNamesAndNoDrawingIsDrawnInARow() {
        BoardFile.Definition d = parse("holes: a1 a2 a3 a4", "lines: a1-a2-a3 a2-a3-a4");
        Board b = d.board();
        assertEquals(4, b.lineCount());
        assertEquals("a1 a2 a3 a4", BoardDrawing.names(b));
        assertEquals("xxox", b.diagram(b.fullMask() & ~(1L << b.hole("a3"))));
        assertEquals(4, b.hole("a3") + 2);
    }

    @Test
    void malformedFilesNameTheLine() {
        assertError("line 2: unknown direction set 'hex'", "name: x", "directions: hex", "ooo");
        assertError("line 1: unknown key 'colour'", "colour: red", "directions: orthogonal", "ooo");
        assertError("line 3: 'name' is given twice (first on line 1)", "name: a", "directions: orthogonal", "name: b", "ooo");
        assertError("line 3: 'q' in the grid", "directions: orthogonal", "ooo", "oqo");
        assertError("line 3: white space inside", "directions: orthogonal", "ooo", "o o");
        assertError("line 3: white space inside", "directions: orthogonal", "ooo", "  ooo");
        assertError("line 2: 'names:' has no value", "directions: orthogonal", "names:", "ooo");
        assertError("line 2: unknown hole naming 'roman'", "directions: orthogonal", "names: roman", "ooo");
        assertError("the grid needs a 'directions:' line", "ooo", "ooo");
        assertError("no board in the file", "# nothing but a comment", "name: empty");
        assertError("line 3: a board is either a grid or a list", "holes: A B C", "lines: ABC", "ooo", "directions: orthogonal");
        assertError("line 2: jump line 'ABD': no hole 'D'", "holes: A B C", "lines: ABD");
        assertError("line 2: jump line 'AB' needs three holes", "holes: A B C", "lines: AB");
        assertError("line 2: jump line 'ABA' repeats a hole", "holes: A B C", "lines: ABA");
        assertError("line 2: jump line 'a1a2a3' needs three holes written A1-B1-C1", "holes: a1 a2 a3", "lines: a1a2a3");
        assertError("line 1: hole 'B' is named twice", "holes: A B B C", "lines: ABC");
        assertError("line 1: hole name 'A/1' may use", "holes: A/1 B C", "lines: A/1-B-C");
        assertError("line 1: holes without jump lines", "holes: A B C");
        assertError("line 1: jump lines without holes", "lines: ABC");
        assertError("line 1: 'directions:' is for grid boards", "directions: orthogonal", "holes: A B C", "lines: ABC");
        assertError("line 4: the drawing shows 'Z'", "holes: A B C", "lines: ABC", "drawing:", "A B Z");
        assertError("line 3: the drawing lacks hole 'C'", "holes: A B C", "lines: ABC", "drawing:", "A B");
        assertError("line 4: the start is given twice", "directions: orthogonal", "xxo", "xox", "start: a1");
        assertError("line 2: every hole of the grid holds a peg", "directions: orthogonal", "xxx");
        assertError("line 3: board unnamed has no hole 'z9'", "directions: orthogonal", "ooo", "start: z9");
        assertError("line 2: cannot read 'a b: c'", "directions: orthogonal", "a b: c");
    }

    @Test
    void impossibleBoardsGetClearOneLineErrors() {
        assertError("board unnamed has no jump line", "directions: orthogonal", "o.o");
        assertError("hole c3 of board unnamed lies on no jump line", "directions: orthogonal", "ooo", "...", "..o");
        assertError("hole D of board unnamed lies on no jump line", "holes: A B C D", "lines: ABC");
        String wide = "o".repeat(64);
        assertError("line 2: more than 63 holes", "directions: orthogonal", wide);
        String names = IntStream.range(0, 64).mapToObj(i -> "h" + i).collect(Collectors.joining(" "));
        assertError("line 1: more than 63 holes", "holes: " + names, "lines: h0-h1-h2");
        assertError("line 2: the grid has no hole", "directions: orthogonal", "...");
    }
}
