package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pegatlas boards}: the table, the drawings, one board, a board file, help and errors. */
class BoardsCommandTest {
    @TempDir
    Path temp;

    @Test
    void listsEveryBuiltInBoardWithItsFigures() {
        CliRun r = CliRun.of("boards");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals("", r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("  board       holes jump lines symmetries  classes  default problem", lines.get(1));
        assertEquals(List.of(
                "  english        33         76          8       16  full board less d4 -> one peg on d4",
                "  french         37         92          8       16  full board less d4 -> one peg on d4",
                "  wiegleb        45        108          8       16  full board less e5 -> one peg on e5",
                "  diamond        41        100          8       16  full board less e5 -> one peg on e5",
                "  triangle-4     10         18          6        4  full board less 1 -> one peg on 1",
                "  triangle-5     15         36          6        4  full board less 1 -> one peg on 1",
                "  triangle-6     21         60          6        4  full board less 1 -> one peg on 1",
                "  triangle-7     28         90          6        4  full board less 1 -> one peg on 1",
                "  triangle-8     36        126          6        4  full board less 1 -> one peg on 1",
                "  pentagon       16         40         10        2  full board less H -> one peg on H"), lines.subList(2, 12));
        for (String heading : List.of("english: 33 holes, 76 jump lines (orthogonal jumps), 8 symmetries, 16 position classes",
                "triangle-8: 36 holes, 126 jump lines (triangular jumps), 6 symmetries, 4 position classes",
                "pentagon: 16 holes, 40 jump lines (listed lines, each usable both ways), 10 symmetries, 2 position classes")) {
            assertTrue(lines.contains(heading), heading);
        }
        assertTrue(lines.contains("  a4 b4 c4 d4 e4 f4 g4"), "english drawn with its hole names");
        assertTrue(lines.contains("  a5 b5 c5 d5 e5 f5 g5 h5 i5"), "diamond drawn");
        assertTrue(lines.contains("  11  12  13  14  15"), "triangle-5 drawn");
        assertTrue(lines.contains("  D    E F    G"), "pentagon drawn");
        assertTrue(lines.contains("  cross      pegs on d2 c3 d3 e3 d4 d5 -> one peg on d4"), "presets listed");
        assertTrue(lines.contains("  solitaire  full board less d4 -> one peg on d4"));
    }

    @Test
    void showsOneBoard() {
        CliRun r = CliRun.of("boards", "--board", "pentagon");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(String.join("\n",
                "pentagon: 16 holes, 40 jump lines (listed lines, each usable both ways), 10 symmetries, 2 position classes",
                "default problem: full board less H -> one peg on H",
                "        A",
                "     B     C",
                "  D    E F    G",
                "      I H J",
                "   K    M    L",
                "    N   O   P",
                ""), r.out());
        CliRun english = CliRun.of("boards", "-b", "english");
        assertTrue(english.out().contains("preset problems (--problem NAME"), english.out());
        assertFalse(english.out().contains("french"));
    }

    @Test
    void showsABoardFileWithItsStart() throws IOException {
        Path file = temp.resolve("plus.board");
        Files.writeString(file, "directions: orthogonal\n.o.\nxxx\n.x.\n");
        CliRun r = CliRun.of("boards", "--board-file", file.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(String.join("\n",
                "plus: 5 holes, 4 jump lines (orthogonal jumps), 8 symmetries, 8 position classes",
                "default problem: full board less b1 -> one peg on b1",
                "     b1",
                "  a2 b2 c2",
                "     b3",
                "start:",
                "  .o.",
                "  xxx",
                "  .x.",
                ""), r.out());
        Files.writeString(file, "directions: orthogonal\nooo\n");
        CliRun noStart = CliRun.of("boards", "--board-file", file.toString());
        assertTrue(noStart.out().contains("default problem: none"), noStart.out());
    }

    @Test
    void helpAndErrors() throws IOException {
        CliRun help = CliRun.of("boards", "--help");
        assertEquals(ExitCode.OK, help.code());
        assertTrue(help.out().contains("--board") && help.out().contains("--board-file") && help.out().contains("--help"), help.out());
        assertTrue(CliRun.of("--help").out().contains("boards"), "listed among the commands");
        CliRun.of("boards", "--board", "hexagon").assertOneLineError(ExitCode.USAGE, "unknown board 'hexagon'");
        CliRun.of("boards", "--frobnicate").assertOneLineError(ExitCode.USAGE, "frobnicate");
        CliRun.of("boards", "extra").assertOneLineError(ExitCode.USAGE, "unexpected argument 'extra'");
        Path hex = temp.resolve("hex.board");
        Files.writeString(hex, "# a board\ndirections: hex\nooo\n");
        CliRun.of("boards", "--board-file", hex.toString()).assertOneLineError(ExitCode.USAGE, "hex.board: line 2: unknown direction set 'hex'");
        CliRun.of("boards", "--board-file", temp.resolve("none").toString()).assertOneLineError(ExitCode.USAGE, "no such file");
        Path disjoint = temp.resolve("disjoint.board");
        Files.writeString(disjoint, "holes: A B C D E F G H I J K L M N O P Q R S T U\nlines: ABC DEF GHI JKL MNO PQR STU\nstart: A\n");
        CliRun.of("boards", "--board-file", disjoint.toString()).assertOneLineError(ExitCode.USAGE, "board disjoint has more than 100000 symmetries");
    }
}
