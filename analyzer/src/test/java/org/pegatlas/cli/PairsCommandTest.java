package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.MiddleModeMemory;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/**
 * {@code pairs}: its self-check passes on a genuine table and fails on a corrupted count; a
 * results directory of another board or level format is refused; a write that finds no room
 * fails in one line and {@code --resume} goes on.
 */
class PairsCommandTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    @Test
    void selfCheckPassesAndSaysSo() {
        CliRun run = CliRun.of("pairs", "--board", "triangle-5", "--out", tmp.resolve("t5").toString(), "-q");
        assertEquals(ExitCode.OK, run.code(), run.err());
        assertTrue(run.out().contains("\n  start class 4    (3 holes): 5 finishes, 85,258 solutions\n"
                + "  start class 5    (3 holes): 1 finish, 1,550 solutions\n"), run.out());
        assertTrue(run.out().contains("\nself-check passed: solutions(s, e) = solutions(e, s) for all 105 pairs of distinct holes (21 of"
                + " them solvable; a solution reversed, with pegs and holes swapped, is one of the other pair)\n"), run.out());
    }

    @Test
    void corruptedCountFailsTheSelfCheckAndNothingIsMarkedComplete() throws IOException {
        Path dir = tmp.resolve("t5");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-5", "--out", dir.toString(), "-q").code());
        Manifest manifest = Manifest.load(dir);
        assertEquals("middle;;;6816,0,0,0,0,0,3408,0,0,3408,0,0,16128,0,0", manifest.get("class.1"), "start 1 to end 7: 3408");
        manifest.put("class.1", "middle;;;6816,0,0,0,0,0,3409,0,0,3408,0,0,16128,0,0").save();
        byte[] pairsBefore = Files.readAllBytes(dir.resolve("pairs.csv"));

        CliRun run = CliRun.of("pairs", "--board", "triangle-5", "--out", dir.toString(), "--resume", "-q");
        run.assertOneLineError(ExitCode.VERIFY_FAILED, "self-check failed on triangle-5: start 1 to end 7 has 3409 solutions, start 7 to"
                + " end 1 has 3408; they must be equal (time reversal)");
        assertEquals("running", Manifest.load(dir).get(OutputDirectory.STATUS_KEY));
        assertArrayEquals(pairsBefore, Files.readAllBytes(dir.resolve("pairs.csv")), "outputs not rewritten");
    }

    @Test
    void movesAddAColumnAndAConsoleLine() throws IOException {
        Path dir = tmp.resolve("t4");
        CliRun run = CliRun.of("pairs", "--board", "triangle-4", "--moves", "--out", dir.toString(), "-q");
        assertEquals(ExitCode.OK, run.code(), run.err());
        assertTrue(run.out().contains("\nfewest moves: 5 moves, by 6 pairs; e.g. 2 -> 3: "), run.out());
        String pairs = Files.readString(dir.resolve("pairs.csv"));
        assertTrue(pairs.startsWith("start,end,solvable,solutions,fewest_moves\n1,1,false,0,\n"), pairs);
        assertTrue(pairs.contains("\n2,3,true,14,5\n"), pairs);
    }

    @Test
    void aTableIsResumedWithMovesExactlyWhenItWasStartedWithThem() {
        Path without = tmp.resolve("without");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-4", "--out", without.toString(), "-q").code());
        CliRun.of("pairs", "--board", "triangle-4", "--moves", "--out", without.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "holds a run of another problem (the pairs table of triangle-4)");
        Path with = tmp.resolve("with");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-4", "--moves", "--out", with.toString(), "-q").code());
        CliRun.of("pairs", "--board", "triangle-4", "--out", with.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "holds a run of another problem (the pairs table of triangle-4 with fewest moves)");
    }

    /**
     * The table to the middle by default: no reachable positions or games, a sample solution of every
     * solvable pair; --full counts them, the solutions the same, and writes no samples.
     */
    @Test
    void fullSearchAddsReachablePositionsAndGamesAndIsNeverMixedWithTheMiddleOnResume() throws IOException {
        Path middle = tmp.resolve("middle");
        CliRun run = CliRun.of("pairs", "--board", "triangle-4", "--out", middle.toString(), "-q");
        assertEquals(ExitCode.OK, run.code(), run.err());
        String starts = Files.readString(middle.resolve("starts.csv"));
        assertTrue(starts.contains("\n1,1,3,,,,0,0\n"), "start 1 ruled out by its position class: " + starts);
        assertTrue(starts.contains("\n2,2,6,,,,"), starts);
        assertTrue(Files.readString(middle.resolve("pairs.md")).contains("not searched: its position class matches no single-peg finish"));
        assertTrue(Files.readString(middle.resolve("pairs.json")).contains("\"searched_to_the_end\": false"));
        Path full = tmp.resolve("full");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-4", "--full", "--out", full.toString(), "-q").code());
        assertTrue(Files.readString(full.resolve("starts.csv")).contains("\n2,2,6,"), "reachable positions counted");
        assertTrue(Files.readString(middle.resolve("solutions.csv")).startsWith("start,end,jumps\n"));
        assertFalse(Files.exists(full.resolve("solutions.csv")), "no sample solutions searched to the end");
        assertFalse(Files.readString(full.resolve("starts.csv")).contains(",,"), "no empty field");
        assertEquals(Files.readString(full.resolve("pairs.csv")), Files.readString(middle.resolve("pairs.csv")));
        CliRun.of("pairs", "--board", "triangle-4", "--full", "--out", middle.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "holds a run of another problem");
        CliRun.of("pairs", "--board", "triangle-4", "--out", full.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "holds a run of another problem (the pairs table of triangle-4 searched to the"
                        + " end (--full))");
    }

    /**
     * A table searched to the middle whose level sets cannot fit is refused at once, in one line,
     * before anything is written: Wiegleb's middle levels have more possible positions than a set
     * can hold; the diamond's two widest sets (about 2 GiB each) do not fit a 1 GiB heap and fit an
     * 8 GiB one; the English board's take a few MiB.
     */
    @Test
    void aTableWhoseSetsCannotFitIsRefusedBeforeItStarts() {
        Path dir = tmp.resolve("wiegleb");
        CliRun.of("pairs", "--board", "wiegleb", "--out", dir.toString(), "-q")
                .assertOneLineError(ExitCode.USAGE, "the pairs table of wiegleb is beyond one machine");
        assertFalse(Files.exists(dir), "nothing written");

        Board diamond = Boards.byName("diamond");
        long diamondSets = MiddleModeMemory.setsBytes(diamond);
        assertTrue(diamondSets > 4_000_000_000L && diamondSets < 4_500_000_000L, "two sets of about 2.1 GB: " + diamondSets);
        CommandException refused = assertThrows(CommandException.class, () -> PairsCommand.refuseSetsBeyondHeap(diamond, 1L << 30));
        assertEquals(ExitCode.USAGE, refused.exitCode());
        assertTrue(refused.getMessage().contains("PEGATLAS_JAVA_OPTS=-Xmx"), refused.getMessage());
        assertDoesNotThrow(() -> PairsCommand.refuseSetsBeyondHeap(diamond, 8L << 30));
        assertTrue(MiddleModeMemory.setsBytes(Boards.byName("english")) < 64L << 20);
    }

    @Test
    void resumingAnotherBoardsTableIsRefused() {
        Path dir = tmp.resolve("t4");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-4", "--out", dir.toString(), "-q").code());
        CliRun.of("pairs", "--board", "triangle-5", "--out", dir.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "holds a run of another problem (the pairs table of triangle-4)");
    }

    @Test
    void resumingLevelFilesOfAnotherFormatIsRefused() throws IOException {
        Path dir = tmp.resolve("t4");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-4", "--out", dir.toString(), "-q").code());
        Manifest.load(dir).put(OutputDirectory.LEVEL_FORMAT_KEY, "set-1,counts-2").save();
        CliRun.of("pairs", "--board", "triangle-4", "--out", dir.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "holds level files of format set-1,counts-2, this pegatlas reads");
    }

    /**
     * A real refused write: the table runs in a JVM whose files may not grow past 16 KiB
     * ({@code ulimit -f}, which the JVM meets as "File too large", as it would "No space left on
     * device"), so a level file of the table's one pass fails; the table then goes on with
     * {@code --resume} from the levels recorded, and ends with the table of a run never stopped.
     */
    @Test
    void writeWithoutRoomFailsInOneLineAndResumeGoesOn() throws IOException, InterruptedException {
        assumeTrue(new File("/bin/bash").canExecute() && System.getProperty("os.name").startsWith("Linux"), "needs bash and ulimit");
        Path dir = tmp.resolve("t6");
        String java = ProcessHandle.current().info().command().orElse("java");
        Process process = new ProcessBuilder("/bin/bash", "-c", "ulimit -f 16; exec \"$0\" -XX:-UsePerfData -cp \"$1\" "
                + Main.class.getName() + " pairs --board triangle-6 --memory 1m --out \"$2\" -q", java,
                System.getProperty("java.class.path"), dir.toString()).start();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(ExitCode.IO_ERROR.status(), process.waitFor(), err);
        assertEquals("pegatlas: no room to write (File too large); what was finished is kept: make room, then run the same command"
                + " with --resume to go on\n", err);

        CliRun resumed = CliRun.of("pairs", "--board", "triangle-6", "--memory", "1m", "--out", dir.toString(), "--resume");
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("start 1+5+7+13+17: resuming: forward levels 0-"), "the one pass, of every start class: "
                + resumed.err());
        assertFalse(resumed.err().contains("nothing usable"), "levels were kept: " + resumed.err());
        Path fresh = tmp.resolve("fresh");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-6", "--out", fresh.toString(), "-q").code());
        assertEquals(Files.readString(fresh.resolve("pairs.csv")), Files.readString(dir.resolve("pairs.csv")));
        assertEquals(Files.readString(fresh.resolve("starts.csv")), Files.readString(dir.resolve("starts.csv")));
    }
}
