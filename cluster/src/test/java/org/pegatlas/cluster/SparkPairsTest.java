package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.pegatlas.cli.ExitCode;
import org.pegatlas.cli.Main;

/**
 * {@code pegatlas-spark pairs} in Spark local mode against {@code pegatlas pairs}: the same table
 * from a run started afresh, stopped twice and resumed (one table's work in all, to keep the
 * module's tests short), and directories that are not its own refused.
 */
@Execution(ExecutionMode.CONCURRENT) // two at a time: see junit-platform.properties
class SparkPairsTest {
    /** The reports compared with the local table's (pairs.json differs in its run object). */
    private static final List<String> SAME_FILES = List.of("pairs.csv", "starts.csv", "pairs.md");

    @BeforeAll
    static void startSpark() {
        LocalSpark.start();
    }

    @TempDir
    Path temp;

    /** Triangle-5's start classes are those of holes 1, 2, 4 and 5, searched in that order (13 levels each). */
    @Test
    void resumesAfterStopsBetweenLevelsAndBetweenClasses() throws IOException {
        Path local = pairsLocally("triangle-5");
        Path onSpark = temp.resolve("spark");

        // stopped in the pass of class 2 once its level 6 was expanded (and level 7 written)
        SparkAnalysisTest.Ran stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2", onSpark, "start 2 level 6 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        assertFalse(Files.exists(onSpark.resolve("pairs.csv")), "a stopped table left reports");
        assertTrue(Files.exists(onSpark.resolve("scratch/2/levels/forward-07.stats")), "class 2's levels were not kept");

        // resumed, and stopped again between classes, once class 4 was recorded
        SparkAnalysisTest.Ran resumed = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2 --resume", onSpark, "start 4: recorded");
        assertEquals(ExitCode.INTERNAL_ERROR, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("start 1: recalled"), resumed.err());
        assertFalse(resumed.err().contains("start 1 level"), "class 1 was searched again: " + resumed.err());
        for (int level = 0; level <= 6; level++) {
            assertFalse(resumed.err().contains("start 2 level " + level + " "), "class 2's level " + level + " was expanded again");
        }
        assertTrue(resumed.err().contains("start 2 level 7 "), resumed.err());
        assertFalse(resumed.err().contains("start 5 level"), resumed.err());
        assertFalse(Files.exists(onSpark.resolve("pairs.csv")), "a stopped table left reports");

        resumed = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2 --resume", onSpark);
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("start 4: recalled"), resumed.err());
        assertFalse(resumed.err().contains("start 4 level"), "class 4 was searched again: " + resumed.err());
        assertTrue(resumed.err().contains("start 5 level 0 "), resumed.err());
        assertSameTable(local, onSpark);
    }

    @Test
    void refusesToResumeAnotherBoardsOrALocalTable() throws IOException {
        Path otherBoard = temp.resolve("triangle-4");
        SparkAnalysisTest.Ran stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", otherBoard, "start 1 level 0 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        SparkAnalysisTest.Ran refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2 --resume", otherBoard);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().startsWith("pegatlas-spark: ") && refused.err().contains("the pairs table of triangle-4"), refused.err());
        assertTrue(Files.exists(otherBoard.resolve("scratch/1/levels/forward-01.stats")), "the refused directory was changed");

        Path local = pairsLocally("triangle-4");
        refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4 --resume", local);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().contains("no pegatlas-spark run to resume"), refused.err());
        assertTrue(Files.exists(local.resolve("pairs.csv")), "the refused directory was changed");
    }

    @Test
    void aFreshStartDeletesOnlyItsOwnFilesAndNothingThroughALink() throws IOException {
        Path dir = temp.resolve("triangle-4");
        SparkAnalysisTest.Ran stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", dir, "start 1 level 0 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        Files.writeString(Files.createDirectories(dir.resolve("classes")).resolve("my-notes.txt"), "mine\n");
        Files.writeString(dir.resolve("scratch/keep.txt"), "mine too\n");
        stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", dir, "start 1 level 0 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        assertEquals("mine\n", Files.readString(dir.resolve("classes/my-notes.txt")));
        assertEquals("mine too\n", Files.readString(dir.resolve("scratch/keep.txt")));

        Path elsewhere = Files.move(dir.resolve("scratch"), temp.resolve("elsewhere"));
        Files.createSymbolicLink(dir.resolve("scratch"), elsewhere);
        SparkAnalysisTest.Ran refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", dir);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().contains("is a symbolic link"), refused.err());
        assertTrue(Files.exists(elsewhere.resolve("1/levels")), "the link's target was changed");
    }

    /** The table of {@code pegatlas pairs --board BOARD}, in a directory of its own. */
    /** The local table searched to the end, as the Spark job searches it (reachable positions and games too). */
    private Path pairsLocally(String board) {
        Path local = temp.resolve("local-" + board);
        assertEquals(ExitCode.OK, Main.run(new String[] {"pairs", "--board", board, "--full", "--quiet", "--out", local.toString()},
                new PrintStream(new ByteArrayOutputStream()), System.err));
        return local;
    }

    private static void assertSameTable(Path local, Path onSpark) throws IOException {
        for (String file : SAME_FILES) {
            assertEquals(Files.readString(local.resolve(file)), Files.readString(onSpark.resolve(file)), file);
        }
        try (Stream<Path> files = Files.list(onSpark)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().equals(SparkPairsCommand.SCRATCH)),
                    "the start classes' levels were left behind");
        }
    }
}
