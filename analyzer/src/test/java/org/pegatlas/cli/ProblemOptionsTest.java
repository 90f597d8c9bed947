package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pegatlas.problem.Problem;

/**
 * {@code analyze} with boards, board files, starts, goals and presets: what the problem line says,
 * what summary.json records, and one-line usage errors (exit code 2, nothing written) for bad input.
 * The engine runs only on small problems here (English presets of at most 17 pegs, triangles, the
 * pentagon).
 */
class ProblemOptionsTest {
    @TempDir
    Path temp;

    private CliRun analyse(String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(ExitCode.OK, r.code(), r.err());
        return r;
    }

    private static String field(Path summary, String name) throws IOException {
        Matcher m = Pattern.compile("\"" + name + "\": \"?([^\",\n]*)").matcher(Files.readString(summary));
        assertTrue(m.find(), name + " in " + summary);
        return m.group(1);
    }

    private void assertUsageError(String mentioned, String... args) {
        Path out = temp.resolve("never");
        String[] withOut = new String[args.length + 2];
        System.arraycopy(args, 0, withOut, 0, args.length);
        withOut[args.length] = "--out";
        withOut[args.length + 1] = out.toString();
        CliRun r = CliRun.of(withOut);
        r.assertOneLineError(ExitCode.USAGE, mentioned);
        assertEquals("", r.out());
        assertFalse(Files.exists(out), "nothing written");
    }

    private Path write(String name, String... lines) throws IOException {
        Path file = temp.resolve(name);
        Files.writeString(file, String.join("\n", lines) + "\n");
        return file;
    }

    @Test
    void crossPresetPrintsTheProblemAndTheClassCheckBeforeTheFigures() throws IOException {
        Path dir = temp.resolve("cross");
        CliRun r = analyse("analyze", "--problem", "cross", "--out", dir.toString(), "--quiet");
        String[] lines = r.out().split("\n");
        assertEquals("english: pegs on d2 c3 d3 e3 d4 d5 -> one peg on d4 (2 of the board's 8 symmetries kept for canonical counts)", lines[0]);
        assertTrue(lines[1].startsWith("position classes:    same class (english has 16;"), lines[1]);
        assertTrue(lines[2].startsWith("levels:"), lines[2]);
        assertEquals("same class", field(dir.resolve("summary.json"), "position_class_check"));
        assertEquals("6", field(dir.resolve("summary.json"), "start_pegs"));
        assertTrue(Long.parseLong(field(dir.resolve("summary.json"), "solutions")) > 0);

        // The same problem written as a diagram file and a goal hole may reuse the directory ...
        Path start = write("cross.txt", "# the cross", "..ooo..", "..oxo..", "ooxxxoo", "oooxooo", "oooxooo", "..ooo..", "..ooo..");
        analyse("analyze", "--start-file", start.toString(), "--goal", "d4", "--out", dir.toString(), "--quiet");
        analyse("analyze", "--start", "d5 d4 d3 d2 c3 e3", "--goal-file", write("d4.txt", "..ooo..", "..ooo..", "ooooooo", "oooxooo",
                "ooooooo", "..ooo..", "..ooo..").toString(), "--out", dir.toString(), "--quiet");
        // ... but another goal may not.
        CliRun other = CliRun.of("analyze", "--problem", "cross", "--goal", "any", "--out", dir.toString(), "--quiet");
        assertEquals(ExitCode.OUTPUT_REFUSED, other.code(), other.err());
        CliRun atMost = CliRun.of("analyze", "--problem", "cross", "--goal", "at-most:2", "--out", dir.toString(), "--quiet");
        assertEquals(ExitCode.OUTPUT_REFUSED, atMost.code(), atMost.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"plus", "fireplace", "up-arrow", "pyramid"})
    void smallEnglishPresetsAreSolvable(String preset) throws IOException {
        Path dir = temp.resolve(preset);
        CliRun r = analyse("analyze", "--problem", preset, "--board", "english", "--out", dir.toString(), "--quiet", "--threads", "1");
        assertTrue(r.out().startsWith("english: "), r.out());
        assertTrue(r.out().contains(" -> one peg on d4 "), r.out());
        assertEquals("one peg on d4", field(dir.resolve("summary.json"), "goal"));
        assertTrue(Long.parseLong(field(dir.resolve("summary.json"), "solutions")) > 0, preset);
        assertFalse(r.out().contains("sample solution:     none"));
    }

    @Test
    void differentClassesAreReportedAndTheSearchConfirmsThem() throws IOException {
        Path dir = temp.resolve("pentagon-a");
        CliRun r = analyse("analyze", "--board", "pentagon", "--goal", "A", "--out", dir.toString(), "--quiet");
        assertTrue(r.out().startsWith("pentagon: full board less H -> one peg on A"), r.out());
        assertTrue(r.out().contains("position classes:    different classes: unsolvable (pentagon has 2;"), r.out());
        assertTrue(r.out().contains("solutions:           0 "), r.out());
        assertEquals("different classes: unsolvable", field(dir.resolve("summary.json"), "position_class_check"));
        assertTrue(Files.readString(dir.resolve("solution.txt")).startsWith("# no solution"));
    }

    @Test
    void otherGoalsOnATriangle() throws IOException {
        Path any = temp.resolve("any");
        CliRun r = analyse("analyze", "--board", "triangle-5", "--goal", "any", "--out", any.toString(), "--quiet");
        assertTrue(r.out().startsWith("triangle-5: full board less 1 -> one peg anywhere (2 of the board's 6 symmetries"), r.out());
        assertEquals("one peg anywhere", field(any.resolve("summary.json"), "goal"));
        Path two = temp.resolve("two");
        analyse("analyze", "--board", "triangle-5", "--start", "1", "--goal", "at-most:2", "--out", two.toString(), "--quiet");
        assertEquals("at most 2 pegs", field(two.resolve("summary.json"), "goal"));
        assertEquals("full board less 1", field(two.resolve("summary.json"), "start"));
        // every jump sequence to one peg passes through two pegs: both it and its prefix are at-most-2 solutions
        long anySolutions = Long.parseLong(field(any.resolve("summary.json"), "solutions"));
        assertTrue(anySolutions > 0);
        assertTrue(Long.parseLong(field(two.resolve("summary.json"), "solutions")) > 2 * anySolutions - 1);
        String solution = Files.readString(any.resolve("solution.txt"));
        assertTrue(solution.contains("\nstart:\n    o\n   x x\n  x x x\n x x x x\nx x x x x\n\n1. 4-1:\n    x\n   o x\n  o x x\n"),
                "a triangle drawn as a triangle: " + solution);
    }

    @Test
    void boardFileWithItsStartDrawnInTheGrid() throws IOException {
        Path file = write("cracker.board",
                "# the 15-hole triangle, corner vacant",
                "name: cracker",
                "directions: triangular",
                "o",
                "xx",
                "xxx",
                "xxxx",
                "xxxxx");
        Path dir = temp.resolve("cracker");
        CliRun r = analyse("analyze", "--board-file", file.toString(), "--out", dir.toString(), "--quiet");
        assertTrue(r.out().startsWith("cracker: full board less 1 -> one peg on 1 (2 of the board's 6 symmetries"), r.out());
        Path builtIn = temp.resolve("builtin");
        analyse("analyze", "--board", "triangle-5", "--out", builtIn.toString(), "--quiet");
        assertEquals(field(builtIn.resolve("summary.json"), "solutions"), field(dir.resolve("summary.json"), "solutions"));
        assertEquals(Files.readString(builtIn.resolve("levels.csv")), Files.readString(dir.resolve("levels.csv")));
    }

    @Test
    void badStartsGoalsAndPresetsAreOneLineUsageErrors() throws IOException {
        assertUsageError("--start: empty start", "analyze", "--start", "");
        assertUsageError("--start: the start has no peg", "analyze", "--start", "..ooo../..ooo../ooooooo/ooooooo/ooooooo/..ooo../..ooo..");
        assertUsageError("--start: row 1: column 1 has 'x' but board english has no hole there",
                "analyze", "--start", "x.ooo../..ooo../ooooooo/ooooooo/ooooooo/..ooo../..ooo..");
        assertUsageError("--start: the diagram has 2 rows; board english has 7", "analyze", "--start", "ooo/ooo");
        assertUsageError("--start: board english has no hole 'a1'", "analyze", "--start", "d4 a1");
        assertUsageError("--start: hole d4 is listed twice", "analyze", "--start", "d4 d4");
        assertUsageError("the start has 2 empty holes, so there is no default goal; give --goal", "analyze", "--start", "empty: d4 d5");
        assertUsageError("--goal: board english has no hole 'z9'", "analyze", "--goal", "z9");
        assertUsageError("at-most needs a whole number of pegs, at least 1", "analyze", "--goal", "at-most:0");
        assertUsageError("has 7 pegs but the start only 6", "analyze", "--problem", "cross", "--goal", "a3 b3 c3 d3 e3 f3 g3");
        assertUsageError("is met by the start itself", "analyze", "--problem", "cross", "--goal", "at-most:6");
        assertUsageError("unknown problem 'star' (known: cross, plus, fireplace, up-arrow, pyramid, diamond, solitaire)",
                "analyze", "--problem", "star");
        assertUsageError("--problem cross sets the board and the start; drop --start", "analyze", "--problem", "cross", "--start", "d4");
        assertUsageError("--problem cross is played on english, not on french", "analyze", "--problem", "cross", "--board", "french");
        assertUsageError("give --start or --start-file, not both", "analyze", "--start", "d4", "--start-file", "x.txt");
        assertUsageError("give --goal or --goal-file, not both", "analyze", "--goal", "d4", "--goal-file", "x.txt");
        assertUsageError("cannot read start file", "analyze", "--start-file", temp.resolve("missing.txt").toString());
        Path bad = write("bad-start.txt", "..ooo..", "..ooo..", "ooxxxo.", "ooooooo", "ooooooo", "..ooo..", "..ooo..");
        assertUsageError(bad + ": line 3 (row 3): hole g3 (column 7) is drawn '.'", "analyze", "--start-file", bad.toString());
        Path empty = write("empty-goal.txt", "..ooo..", "..ooo..", "ooooooo", "ooooooo", "ooooooo", "..ooo..", "..ooo..");
        assertUsageError(empty + ": the goal has no peg", "analyze", "--goal-file", empty.toString());
        assertUsageError("--start: board pentagon has no hole 'Q'", "analyze", "--board", "pentagon", "--start", "Q");
        assertUsageError("--start: board triangle-4 has no hole '11'", "analyze", "--board", "triangle-4", "--start", "11");
    }

    @Test
    void badBoardFilesAreOneLineUsageErrors() throws IOException {
        Path hex = write("hex.board", "name: hex", "directions: hex", "ooo");
        assertUsageError(hex + ": line 2: unknown direction set 'hex' (known: orthogonal, orthogonal+diagonal, triangular)",
                "analyze", "--board-file", hex.toString());
        Path lonely = write("lonely.board", "holes: A B C D", "lines: ABC");
        assertUsageError("lonely.board: hole D of board lonely lies on no jump line", "analyze", "--board-file", lonely.toString());
        Path noLine = write("noline.board", "directions: orthogonal", "o.o");
        assertUsageError("noline.board: board noline has no jump line", "analyze", "--board-file", noLine.toString());
        Path twice = write("twice.board", "holes: A B C A", "lines: ABC");
        assertUsageError("twice.board: line 1: hole 'A' is named twice", "analyze", "--board-file", twice.toString());
        Path big = write("big.board", "directions: orthogonal", "o".repeat(32), "o".repeat(32));
        assertUsageError("big.board: line 3: more than 63 holes", "analyze", "--board-file", big.toString());
        Path noStart = write("nostart.board", "directions: orthogonal", "ooo", "ooo", "ooo");
        assertUsageError("board nostart has no start of its own; give --start or --start-file", "analyze", "--board-file", noStart.toString());
        assertUsageError("cannot read board file", "analyze", "--board-file", temp.resolve("missing.board").toString());
        Path disjoint = write("disjoint.board", "holes: A B C D E F G H I J K L M N O P Q R S T U", "lines: ABC DEF GHI JKL MNO PQR STU");
        assertUsageError("board disjoint has more than 100000 symmetries", "analyze", "--board-file", disjoint.toString(), "--start", "A",
                "--goal", "any");
        assertUsageError("give --board or --board-file, not both", "analyze", "--board", "english", "--board-file", noStart.toString());
        assertUsageError("--problem cross sets the board and the start; drop --board-file", "analyze", "--problem", "cross",
                "--board-file", noStart.toString());
    }

    @Test
    void boardNamesInAnyCase() {
        assertEquals(problem("--problem", "cross").fingerprint(), problem("--board", "English", "--problem", "cross").fingerprint());
        assertEquals(problem("--board", "pentagon").fingerprint(), problem("--board", "PENTAGON", "--start", "h", "--goal", "h").fingerprint());
    }

    private static Problem problem(String... args) {
        try {
            return ProblemOptions.problem(CommandLines.parse("analyze", new AnalyzeCommand().declaration().options(), null, args));
        } catch (CommandException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
