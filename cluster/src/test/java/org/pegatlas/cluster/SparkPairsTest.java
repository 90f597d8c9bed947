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
 * {@code pegatlas-spark pairs} in Spark local mode against {@code pegatlas pairs}: searched to the
 * middle (the default) on an odd board stopped twice and resumed, on an even board with starts
 * ruled out by class, on a board whose passes die out before the middle; searched to the end
 * ({@code --full}) stopped and resumed; the two modes refusing each other's directory, and
 * directories that are not its own refused. Each table's work is done about once, to keep the
 * module's tests short.
 */
@Execution(ExecutionMode.CONCURRENT) // two at a time: see junit-platform.properties
class SparkPairsTest {
    /** The reports compared with the local table's (pairs.json differs in its run object; pairs.md and pairs.json see below). */
    private static final List<String> SAME_FILES = List.of("pairs.csv", "starts.csv");
    /** The paragraph of a local pairs.md searched to the middle naming its sample solutions, which pegatlas-spark does not find. */
    private static final String SAMPLES_PARAGRAPH = "One solution of every solvable pair, replayed before it was written: `solutions.csv`.\n\n";
    /** The member of a local pairs.json searched to the middle naming its sample solutions. */
    private static final String SAMPLES_MEMBER = "  \"sample_solutions\": \"solutions.csv\",\n";

    @BeforeAll
    static void startSpark() {
        LocalSpark.start();
    }

    @TempDir
    Path temp;

    /**
     * Triangle-5 (15 holes: the join goes through one jump from level 6) searched to the middle.
     * Its start classes are those of holes 1, 2, 4 and 5 (class 2's six starts fixed by no symmetry);
     * class 1's ends lie in every class, so its search makes the passes of 1, 5, 2 and 4 to level 6,
     * in that order, and every later class joins with passes already made.
     */
    @Test
    void middleResumesAfterStopsInsideAPassAndBetweenClasses() throws IOException {
        Path local = pairsLocally("triangle-5", false);
        Path onSpark = temp.resolve("spark");

        // stopped inside the pass of 5, searched as an end of class 1 before class 1 is recorded
        SparkAnalysisTest.Ran stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2", onSpark, "start 5 level 3 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        assertFalse(Files.exists(onSpark.resolve("pairs.csv")), "a stopped table left reports");
        assertTrue(Files.exists(onSpark.resolve("scratch/1/levels/forward-06.stats")), "pass 1's middle level was not kept");
        assertFalse(Files.exists(onSpark.resolve("scratch/1/levels/forward-07.stats")), "pass 1 went beyond the middle level");
        assertTrue(Files.exists(onSpark.resolve("scratch/5/levels/forward-04.stats")), "pass 5's levels were not kept");

        // resumed: pass 1 found complete, pass 5 going on from level 4; stopped again once class 2 was recorded
        SparkAnalysisTest.Ran resumed = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2 --resume", onSpark,
                "start 2: recorded");
        assertEquals(ExitCode.INTERNAL_ERROR, resumed.code(), resumed.err());
        assertFalse(resumed.err().contains("start 1 level"), "pass 1 was searched again: " + resumed.err());
        for (int level = 0; level <= 3; level++) {
            assertFalse(resumed.err().contains("start 5 level " + level + " "), "pass 5's level " + level + " was expanded again");
        }
        assertTrue(resumed.err().contains("start 5 level 4 "), resumed.err());
        assertTrue(resumed.err().contains("start 1: recorded"), resumed.err());
        assertTrue(Files.exists(onSpark.resolve("scratch/1/levels/forward-06.stats")), "a recorded class's pass was not kept for later joins");

        // a recorded class's pass lost meanwhile is searched again when a later class joins with it; the others are kept
        deleteTree(onSpark.resolve("scratch/1"));
        resumed = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2 --resume", onSpark);
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("start 1: recalled") && resumed.err().contains("start 2: recalled"), resumed.err());
        assertTrue(resumed.err().contains("start 1 level 0 "), resumed.err());
        assertFalse(resumed.err().contains("start 2 level") || resumed.err().contains("start 4 level")
                || resumed.err().contains("start 5 level"), "a kept pass was searched again: " + resumed.err());
        assertSameTable(local, onSpark, false);
        assertTrue(resumed.out().contains("54 of 225 start/end pairs are solvable"), resumed.out());
    }

    /**
     * Triangle-4 (10 holes: the middle levels joined as they are) searched to the middle, its
     * corners and edge middles ruled out by position class; its directory refused to a resume with
     * {@code --full}.
     */
    @Test
    void middleOnAnEvenBoardAndNotResumedWithFull() throws IOException {
        Path local = pairsLocally("triangle-4", false);
        Path onSpark = temp.resolve("spark");
        SparkAnalysisTest.Ran ran = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4 --partitions 2", onSpark);
        assertEquals(ExitCode.OK, ran.code(), ran.err());
        assertTrue(ran.err().contains("start 1: not searched, its position class matches no single-peg finish"), ran.err());
        assertSameTable(local, onSpark, false);

        SparkAnalysisTest.Ran refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4 --full --resume", onSpark);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().startsWith("pegatlas-spark: cannot resume: ") && refused.err().contains("(the pairs table of triangle-4)"),
                refused.err());
        assertTrue(Files.exists(onSpark.resolve("pairs.csv")), "the refused directory was changed");
    }

    /**
     * The 2 × 3 rectangle (a board file): every pass dies out before the middle level, so no pair
     * is solvable; the table of zeros is written, as the local one.
     */
    @Test
    void middleWhereEveryPassDiesOutEarly() throws IOException {
        Path board = Files.writeString(temp.resolve("two-by-three.txt"), "name: 2x3\ndirections: orthogonal\nooo\nooo\n");
        Path local = temp.resolve("local");
        assertEquals(ExitCode.OK, Main.run(new String[] {"pairs", "--board-file", board.toString(), "--quiet", "--out", local.toString()},
                new PrintStream(new ByteArrayOutputStream()), System.err));
        Path onSpark = temp.resolve("spark");
        SparkAnalysisTest.Ran ran = SparkAnalysisTest.runOnSpark("pairs", "--board-file " + board, onSpark);
        assertEquals(ExitCode.OK, ran.code(), ran.err());
        assertTrue(ran.out().contains("0 of 36 start/end pairs are solvable"), ran.out());
        assertSameTable(local, onSpark, false);
    }

    /**
     * Triangle-4 searched to the end ({@code --full}): its start classes are those of holes 1, 2 and
     * 5 (8 levels each); stopped inside class 2's pass and resumed, the table of {@code pegatlas
     * pairs --full}; its directory refused to a resume searched to the middle.
     */
    @Test
    void fullResumesAfterAStopInsideAPass() throws IOException {
        Path local = pairsLocally("triangle-4", true);
        Path onSpark = temp.resolve("spark");

        SparkAnalysisTest.Ran stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4 --full --partitions 2", onSpark,
                "start 2 level 3 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        assertFalse(Files.exists(onSpark.resolve("pairs.csv")), "a stopped table left reports");
        assertTrue(Files.exists(onSpark.resolve("scratch/2/levels/forward-04.stats")), "class 2's levels were not kept");
        assertFalse(Files.exists(onSpark.resolve("scratch/1")), "a recorded class's levels were kept searched to the end");

        SparkAnalysisTest.Ran refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4 --resume", onSpark);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().contains("(the pairs table of triangle-4 searched to the end (--full))"), refused.err());

        SparkAnalysisTest.Ran resumed = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4 --full --partitions 2 --resume", onSpark);
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertTrue(resumed.err().contains("start 1: recalled"), resumed.err());
        assertFalse(resumed.err().contains("start 1 level"), "class 1 was searched again: " + resumed.err());
        for (int level = 0; level <= 3; level++) {
            assertFalse(resumed.err().contains("start 2 level " + level + " "), "class 2's level " + level + " was expanded again");
        }
        assertTrue(resumed.err().contains("start 2 level 4 "), resumed.err());
        assertSameTable(local, onSpark, true);
    }

    /** Triangle-4 searched to the middle searches class 2 alone (the others are ruled out by position class). */
    @Test
    void refusesToResumeAnotherBoardsOrALocalTable() throws IOException {
        Path otherBoard = temp.resolve("triangle-4");
        SparkAnalysisTest.Ran stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", otherBoard, "start 2 level 0 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        SparkAnalysisTest.Ran refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --partitions 2 --resume", otherBoard);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().startsWith("pegatlas-spark: ") && refused.err().contains("the pairs table of triangle-4"), refused.err());
        assertTrue(Files.exists(otherBoard.resolve("scratch/2/levels/forward-01.stats")), "the refused directory was changed");

        Path local = pairsLocally("triangle-4", false);
        refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4 --resume", local);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().contains("no pegatlas-spark run to resume"), refused.err());
        assertTrue(Files.exists(local.resolve("pairs.csv")), "the refused directory was changed");
    }

    @Test
    void aFreshStartDeletesOnlyItsOwnFilesAndNothingThroughALink() throws IOException {
        Path dir = temp.resolve("triangle-4");
        SparkAnalysisTest.Ran stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", dir, "start 2 level 0 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        Files.writeString(Files.createDirectories(dir.resolve("classes")).resolve("my-notes.txt"), "mine\n");
        Files.writeString(dir.resolve("scratch/keep.txt"), "mine too\n");
        stopped = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", dir, "start 2 level 0 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        assertEquals("mine\n", Files.readString(dir.resolve("classes/my-notes.txt")));
        assertEquals("mine too\n", Files.readString(dir.resolve("scratch/keep.txt")));

        Path elsewhere = Files.move(dir.resolve("scratch"), temp.resolve("elsewhere"));
        Files.createSymbolicLink(dir.resolve("scratch"), elsewhere);
        SparkAnalysisTest.Ran refused = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-4", dir);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertTrue(refused.err().contains("is a symbolic link"), refused.err());
        assertTrue(Files.exists(elsewhere.resolve("2/levels")), "the link's target was changed");
    }

    /** The table of {@code pegatlas pairs --board BOARD} (with {@code --full} when {@code full}), in a directory of its own. */
    private Path pairsLocally(String board, boolean full) {
        Path local = temp.resolve("local-" + board + (full ? "-full" : ""));
        List<String> args = new java.util.ArrayList<>(List.of("pairs", "--board", board, "--quiet", "--out", local.toString()));
        if (full) {
            args.add("--full");
        }
        assertEquals(ExitCode.OK, Main.run(args.toArray(String[]::new), new PrintStream(new ByteArrayOutputStream()), System.err));
        return local;
    }

    /**
     * The Spark table against the local one: pairs.csv and starts.csv byte for byte; pairs.md and
     * pairs.json too but for what names the local table's sample solutions (searched to the middle:
     * pegatlas-spark finds none and writes no solutions.csv) and pairs.json's run object; the scratch removed.
     */
    private static void assertSameTable(Path local, Path onSpark, boolean full) throws IOException {
        for (String file : SAME_FILES) {
            assertEquals(Files.readString(local.resolve(file)), Files.readString(onSpark.resolve(file)), file);
        }
        String markdown = Files.readString(local.resolve("pairs.md"));
        String json = withoutRun(Files.readString(local.resolve("pairs.json")));
        if (!full) {
            assertTrue(markdown.contains(SAMPLES_PARAGRAPH) && json.contains(SAMPLES_MEMBER), "the local table names its samples");
            markdown = markdown.replace(SAMPLES_PARAGRAPH, "");
            json = json.replace(SAMPLES_MEMBER, "");
        }
        assertEquals(markdown, Files.readString(onSpark.resolve("pairs.md")), "pairs.md");
        assertEquals(json, withoutRun(Files.readString(onSpark.resolve("pairs.json"))), "pairs.json");
        assertFalse(Files.exists(onSpark.resolve("solutions.csv")), "pegatlas-spark wrote sample solutions");
        try (Stream<Path> files = Files.list(onSpark)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().equals(SparkPairsCommand.SCRATCH)),
                    "the start classes' levels were left behind");
        }
    }

    /** {@code pairs.json} up to its last member, the run object. */
    private static String withoutRun(String json) {
        int run = json.lastIndexOf("\"run\"");
        assertTrue(run > 0, json);
        return json.substring(0, run);
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
