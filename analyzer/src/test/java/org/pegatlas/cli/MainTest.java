package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.storage.OutputDirectory;

/** The command line's error handling: one line, the right exit code, nothing written or damaged. */
class MainTest {
    @TempDir
    Path temp;

    @Test
    void unknownBoardIsAUsageErrorAndWritesNothing() {
        Path out = temp.resolve("out");
        CliRun.of("analyze", "--board", "hexagon", "--out", out.toString()).assertOneLineError(ExitCode.USAGE, "hexagon");
        assertFalse(Files.exists(out));
    }

    @Test
    void unknownStartOrGoalHoleIsAUsageError() {
        Path out = temp.resolve("out");
        CliRun.of("analyze", "--start", "z9", "--out", out.toString()).assertOneLineError(ExitCode.USAGE, "z9");
        CliRun.of("analyze", "--goal", "a1", "--out", out.toString()).assertOneLineError(ExitCode.USAGE, "a1");
        CliRun.of("analyze", "--start", "99999999999999999999,1", "--out", out.toString())
                .assertOneLineError(ExitCode.USAGE, "board english has no hole '99999999999999999999,1'");
        assertFalse(Files.exists(out));
    }

    @Test
    void controlCharactersOfABoardNameAreEscapedInErrorLines() throws IOException {
        Path board = Files.writeString(temp.resolve("board.txt"), "name: ev\u001b[2Jil\u0000\u007f\ndirections: orthogonal\nooo\nooo\nooo\n");
        CliRun run = CliRun.of("analyze", "--board-file", board.toString(), "--start", "z9", "--out", temp.resolve("out").toString());
        run.assertOneLineError(ExitCode.USAGE, "board name 'ev\\x1b[2Jil\\x00\\x7f' may use letters");
    }

    @Test
    void badOptionsAreUsageErrors() {
        CliRun.of("analyze", "--threads", "0", "--out", temp.toString()).assertOneLineError(ExitCode.USAGE, "--threads");
        CliRun.of("analyze", "--threads", "two", "--out", temp.toString()).assertOneLineError(ExitCode.USAGE, "two");
        CliRun.of("analyze", "--memory", "lots", "--out", temp.resolve("m").toString()).assertOneLineError(ExitCode.USAGE, "--memory");
        CliRun.of("analyze", "--memory", "1k", "--out", temp.resolve("m").toString()).assertOneLineError(ExitCode.USAGE, "below 1 MiB");
        assertFalse(Files.exists(temp.resolve("m")), "nothing written on a usage error");
        CliRun.of("analyze", "--resume", "--out", temp.resolve("none").toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED,
                "holds no pegatlas run");
        CliRun.of("analyze").assertOneLineError(ExitCode.USAGE, "--out");
        CliRun.of("analyze", "--out", "").assertOneLineError(ExitCode.USAGE, "--out is empty: give it a value");
        CliRun.of("query", temp.toString(), "--position", " ").assertOneLineError(ExitCode.USAGE, "--position is empty: give it a value");
        CliRun.of("analyze", "--frobnicate").assertOneLineError(ExitCode.USAGE, "frobnicate");
        CliRun.of("frobnicate").assertOneLineError(ExitCode.USAGE, "frobnicate");
    }

    @Test
    void helpExplainsEveryOption() {
        CliRun result = CliRun.of("analyze", "--help");
        assertEquals(ExitCode.OK, result.code());
        for (String option : List.of("--board", "--board-file", "--out", "--problem", "--start", "--start-file", "--goal", "--goal-file",
                "--threads", "--show-boards", "--quiet", "--help")) {
            assertTrue(result.out().contains(option), option);
        }
        for (String preset : List.of("cross", "plus", "fireplace", "up-arrow", "pyramid", "diamond", "solitaire")) {
            assertTrue(result.out().contains(preset), "presets listed in the help: " + preset);
        }
        assertTrue(result.out().contains("at-most:K") && result.out().contains("any"), "goal syntax explained");
        assertEquals(ExitCode.OK, CliRun.of("--help").code());
        assertEquals(ExitCode.USAGE, CliRun.of().code());
    }

    @Test
    void directoryOfAnotherProblemIsRefusedUntouched() throws IOException {
        Path out = temp.resolve("other");
        OutputDirectory.prepare(out, "board=english;holes=33;lines=76;start=1;goal=one peg on a1");
        Files.writeString(out.resolve("levels.csv"), "precious\n");
        byte[] manifestBefore = Files.readAllBytes(out.resolve("manifest.txt"));
        CliRun.of("analyze", "--out", out.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, "another problem");
        CliRun.of("analyze", "--board", "english", "--resume", "--out", out.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED,
                "another problem");
        assertEquals("precious\n", Files.readString(out.resolve("levels.csv")));
        assertEquals(new String(manifestBefore, StandardCharsets.UTF_8), Files.readString(out.resolve("manifest.txt")));
    }

    @Test
    void aFigureEditedInTheManifestIsRefusedOnResume() throws IOException {
        Path out = temp.resolve("edited");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-5", "--out", out.toString(), "-q").code());
        Path manifest = out.resolve("manifest.txt");
        String text = Files.readString(manifest);
        String figures = text.lines().filter(line -> line.startsWith("figures.forward-03=")).findFirst().orElseThrow();
        Files.writeString(manifest, text.replace(figures, figures.replaceFirst("=\\d+", "=999")));
        byte[] levels = Files.readAllBytes(out.resolve("levels.csv"));
        CliRun.of("analyze", "--board", "triangle-5", "--out", out.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "CRC-32C");
        CliRun.of("verify", out.toString()).assertOneLineError(ExitCode.USAGE, "CRC-32C");
        assertEquals(new String(levels, StandardCharsets.UTF_8), Files.readString(out.resolve("levels.csv")));
    }

    @Test
    void nonEmptyForeignDirectoryAndFileAreRefused() throws IOException {
        Path foreign = temp.resolve("foreign");
        Files.createDirectories(foreign);
        Files.writeString(foreign.resolve("notes.txt"), "mine\n");
        CliRun.of("analyze", "--out", foreign.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, "not empty");
        assertEquals(List.of(foreign.resolve("notes.txt")), Files.list(foreign).toList());

        Path file = temp.resolve("file");
        Files.writeString(file, "x");
        CliRun.of("analyze", "--out", file.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, "not a directory");
    }

    @Test
    void pairsResumeRecallsFinishedClassesAndRefusesNoRun() throws IOException {
        Path out = temp.resolve("pairs");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-5", "--out", out.toString(), "-q").code());
        String table = Files.readString(out.resolve("pairs.csv"));
        assertTrue(Files.readString(out.resolve("manifest.txt")).contains("class.1="), "finished classes are recorded");
        CliRun resumed = CliRun.of("pairs", "--board", "triangle-5", "--out", out.toString(), "--resume");
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("recalled from the interrupted run"), resumed.err());
        assertEquals(table, Files.readString(out.resolve("pairs.csv")));
        CliRun.of("pairs", "--resume", "--out", temp.resolve("none").toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED,
                "holds no pegatlas run");
    }

    @Test
    void verifyAndExportSayWhatWorksOnAPairsTable() {
        Path out = temp.resolve("pairs");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-4", "--out", out.toString(), "-q").code());
        String said = out + " holds a start × end table (pairs), not an analysis: 'pegatlas report " + out + "' draws it";
        CliRun.of("verify", out.toString()).assertOneLineError(ExitCode.USAGE, said);
        CliRun.of("export", out.toString(), "--level", "1").assertOneLineError(ExitCode.USAGE, said);
    }

    @Test
    void resumeWithoutProblemOptionsTakesTheProblemFromTheDirectory() throws IOException {
        Path out = temp.resolve("t5");
        CliRun first = CliRun.of("analyze", "--board", "triangle-5", "--goal", "any", "--out", out.toString(), "-q");
        assertEquals(ExitCode.OK, first.code(), first.err());
        String levels = Files.readString(out.resolve("levels.csv"));
        CliRun resumed = CliRun.of("analyze", "--out", out.toString(), "--resume", "-q");
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertTrue(resumed.out().startsWith("triangle-5: full board less 1 -> one peg anywhere"), resumed.out());
        assertEquals(levels, Files.readString(out.resolve("levels.csv")));
    }

    @Test
    void anOptionGivenTwiceIsAUsageError() {
        Path out = temp.resolve("out");
        CliRun.of("analyze", "--board", "triangle-5", "--board", "english", "--out", out.toString())
                .assertOneLineError(ExitCode.USAGE, "--board is given more than once; give it once");
        CliRun.of("analyze", "--start", "d4", "-s", "c4", "--out", out.toString()).assertOneLineError(ExitCode.USAGE, "--start is given more");
        CliRun.of("analyze", "--goal", "d4", "--goal", "any", "--out", out.toString()).assertOneLineError(ExitCode.USAGE, "--goal is given more");
        CliRun.of("analyze", "--out", out.toString(), "-o", temp.resolve("b").toString()).assertOneLineError(ExitCode.USAGE, "--out is given more");
        assertFalse(Files.exists(out));
    }

    @Test
    void filesThatAreNotTextAreRefusedInOneLine() throws IOException {
        Path binary = temp.resolve("board.bin");
        Files.write(binary, new byte[] {'n', 'a', 'm', 'e', (byte) 0xc3, '\n'});
        Path out = temp.resolve("out");
        CliRun.of("analyze", "--board-file", binary.toString(), "--out", out.toString())
                .assertOneLineError(ExitCode.USAGE, "cannot read board file '" + binary + "': not a text file (not UTF-8)");
        CliRun.of("analyze", "--board-file", "/dev/zero", "--out", out.toString())
                .assertOneLineError(ExitCode.USAGE, "cannot read board file '/dev/zero': not a text file (larger than 16 MiB)");
        CliRun.of("analyze", "--start-file", binary.toString(), "--out", out.toString())
                .assertOneLineError(ExitCode.USAGE, "cannot read start file '" + binary + "': not a text file (not UTF-8)");
        assertFalse(Files.exists(out));
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-4", "--out", out.toString(), "--quiet").code());
        Files.write(out.resolve("manifest.txt"), new byte[] {(byte) 0xff, '\n'});
        CliRun.of("report", out.toString()).assertOneLineError(ExitCode.USAGE,
                out + " has an unreadable manifest.txt: " + out.resolve("manifest.txt") + ": not a text file (not UTF-8)");
        CliRun.of("analyze", "--board", "triangle-4", "--out", out.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED,
                "has an unreadable manifest: " + out.resolve("manifest.txt") + ": not a text file (not UTF-8)");
    }

    @Test
    void aFullOutputStreamIsAnIoErrorInOneLine() {
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        for (String[] args : List.of(new String[] {"boards"}, new String[] {"--help"}, new String[] {"help"}, new String[] {"-h"},
                new String[] {"--version"})) {
            err.reset();
            ExitCode code = Main.run(args, new PrintStream(full, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(ExitCode.IO_ERROR, code, args[0]);
            assertEquals("pegatlas: cannot write to standard output (disk full or closed?); the output is incomplete\n",
                    err.toString(StandardCharsets.UTF_8), args[0]);
        }
    }

    @Test
    void tooManyThreadsAreCappedAndTooMuchMemoryIsTheHeapWithANote() {
        int processors = Runtime.getRuntime().availableProcessors();
        CliRun run = CliRun.of("analyze", "--board", "triangle-4", "--threads", "100000", "--memory", "1t", "--out", temp.resolve("t").toString(),
                "--quiet");
        assertEquals(ExitCode.OK, run.code(), run.err());
        assertEquals("pegatlas: --threads 100000 capped at " + 4 * processors + " (4 per processor); more only add memory\n"
                + String.format(Locale.ROOT, "pegatlas: --memory 1t is more than the JVM's maximum heap; using the heap's %,d MiB"
                + " (give the JVM more with PEGATLAS_JAVA_OPTS=-Xmx...)%n", Runtime.getRuntime().maxMemory() >> 20), run.err());
    }

    @Test
    void theVersionIsThePoms() {
        CliRun run = CliRun.of("--version");
        assertEquals(ExitCode.OK, run.code());
        assertEquals("pegatlas " + System.getProperty("pegatlas.pom.version") + "\n", run.out());
        assertFalse(run.out().contains("dev") || run.out().equals("pegatlas null\n"), run.out());
    }

    /** A tablebase's map that finds no room is said as every other write that finds none (issue 49, item 10). */
    @Test
    void chronicleMapsFailureToReserveItsFileIsNoRoom() {
        assertTrue(Main.isOutOfRoom(new java.io.IOException("wrap", new java.io.IOException("Not enough space to fallocate 272629760 bytes"))));
        assertTrue(Main.isOutOfRoom(new java.io.IOException("No space left on device")));
        assertFalse(Main.isOutOfRoom(new java.io.IOException("Permission denied")));
    }

    /** A write refused by the file system says why, not only the file's name (issue 49, item 3: report on a directory it cannot write). */
    @Test
    void aFileSystemFailureSaysItsReason() {
        assertEquals("/out/.report.html.tmp: permission denied",
                Main.withReason(new java.nio.file.AccessDeniedException("/out/.report.html.tmp")).getMessage());
        assertEquals("/out/x: no such file or directory", Main.withReason(new java.nio.file.NoSuchFileException("/out/x")).getMessage());
        assertEquals("/out/x: Read-only file system",
                Main.withReason(new java.nio.file.FileSystemException("/out/x", null, "Read-only file system")).getMessage());
    }
}
