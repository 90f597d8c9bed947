package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.storage.OutputDirectory;

/** The command line's error handling: one line, the right exit code, nothing written or damaged. */
class MainTest {
    @TempDir
    Path temp;

    private record Result(ExitCode code, String out, String err) {
    }

    private static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ExitCode code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static void assertOneLineError(Result result, ExitCode expected, String mentioned) {
        assertEquals(expected, result.code(), result.err());
        assertEquals(1, result.err().lines().count(), "one line expected: " + result.err());
        assertTrue(result.err().startsWith("pegatlas: "), result.err());
        assertTrue(result.err().contains(mentioned), result.err());
    }

    @Test
    void unknownBoardIsAUsageErrorAndWritesNothing() {
        Path out = temp.resolve("out");
        assertOneLineError(run("analyze", "--board", "hexagon", "--out", out.toString()), ExitCode.USAGE, "hexagon");
        assertFalse(Files.exists(out));
    }

    @Test
    void unknownStartOrGoalHoleIsAUsageError() {
        Path out = temp.resolve("out");
        assertOneLineError(run("analyze", "--start", "z9", "--out", out.toString()), ExitCode.USAGE, "z9");
        assertOneLineError(run("analyze", "--goal", "a1", "--out", out.toString()), ExitCode.USAGE, "a1");
        assertFalse(Files.exists(out));
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertOneLineError(run("analyze", "--threads", "0", "--out", temp.toString()), ExitCode.USAGE, "--threads");
        assertOneLineError(run("analyze", "--threads", "two", "--out", temp.toString()), ExitCode.USAGE, "two");
        assertOneLineError(run("analyze"), ExitCode.USAGE, "--out");
        assertOneLineError(run("analyze", "--frobnicate"), ExitCode.USAGE, "frobnicate");
        assertOneLineError(run("solve"), ExitCode.USAGE, "solve");
    }

    @Test
    void helpExplainsEveryOption() {
        Result result = run("analyze", "--help");
        assertEquals(ExitCode.OK, result.code());
        for (String option : List.of("--board", "--board-file", "--out", "--problem", "--start", "--start-file", "--goal", "--goal-file",
                "--threads", "--show-boards", "--quiet", "--help")) {
            assertTrue(result.out().contains(option), option);
        }
        for (String preset : List.of("cross", "plus", "fireplace", "up-arrow", "pyramid", "diamond", "solitaire")) {
            assertTrue(result.out().contains(preset), "presets listed in the help: " + preset);
        }
        assertTrue(result.out().contains("at-most:K") && result.out().contains("any"), "goal syntax explained");
        assertEquals(ExitCode.OK, run("--help").code());
        assertEquals(ExitCode.USAGE, run().code());
    }

    @Test
    void directoryOfAnotherProblemIsRefusedUntouched() throws IOException {
        Path out = temp.resolve("other");
        OutputDirectory.prepare(out, "board=english;holes=33;lines=76;start=1;goal=one peg on a1");
        Files.writeString(out.resolve("levels.csv"), "precious\n");
        byte[] manifestBefore = Files.readAllBytes(out.resolve("manifest.txt"));
        assertOneLineError(run("analyze", "--out", out.toString()), ExitCode.OUTPUT_REFUSED, "another problem");
        assertEquals("precious\n", Files.readString(out.resolve("levels.csv")));
        assertEquals(new String(manifestBefore, StandardCharsets.UTF_8), Files.readString(out.resolve("manifest.txt")));
    }

    @Test
    void nonEmptyForeignDirectoryAndFileAreRefused() throws IOException {
        Path foreign = temp.resolve("foreign");
        Files.createDirectories(foreign);
        Files.writeString(foreign.resolve("notes.txt"), "mine\n");
        assertOneLineError(run("analyze", "--out", foreign.toString()), ExitCode.OUTPUT_REFUSED, "not empty");
        assertEquals(List.of(foreign.resolve("notes.txt")), Files.list(foreign).toList());

        Path file = temp.resolve("file");
        Files.writeString(file, "x");
        assertOneLineError(run("analyze", "--out", file.toString()), ExitCode.OUTPUT_REFUSED, "not a directory");
    }
}
