package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Options;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pegatlas.cli.AnalyzeCommand;
import org.pegatlas.cli.ExitCode;
import org.pegatlas.cli.Main;
import org.pegatlas.cli.ProblemOptions;
import org.pegatlas.engine.Analysis;
import org.pegatlas.problem.Problem;

/**
 * {@code pegatlas-spark analyze} in Spark local mode against {@code pegatlas analyze}: the same
 * reports byte for byte (the run object of {@code summary.json} aside), runs resumed after being
 * stopped between levels of either pass and while a level was being written, and bad input
 * refused as locally (one line, nonzero exit, no report of a finished run).
 */
@Execution(ExecutionMode.CONCURRENT) // two at a time: see junit-platform.properties
class SparkAnalysisTest {
    @BeforeAll
    static void startSpark() {
        LocalSpark.start();
    }

    @TempDir
    Path temp;

    /** Exit code, standard output and standard error of a run. */
    record Ran(ExitCode code, String out, String err) {
    }

    /**
     * Triangle-5, with the default partitions, is compared three times by {@link #resumesAfterAStopBetweenLevels}; the
     * partitions here are few (each is a task of every job), but more than one on the larger levels, and the partition
     * sizes small enough that consecutive levels are cut differently: triangle-6's levels of 1 to 29,784 positions get 1,
     * 2 or 4 partitions, fireplace's of 1 to 91 and cross's of 1 to 5 likewise (pentagon's keys fit one partition).
     * Triangle-5 from hole 1 to hole 2 has no solution: its backward pass finds nothing solvable and reads no forward
     * level above the last.
     */
    @ParameterizedTest
    @ValueSource(strings = {"--board triangle-6 --partitions 4 --partition-size 2000", "--board pentagon --partitions 2",
            "--problem cross --partitions 4 --partition-size 2", "--problem fireplace --partitions 4 --partition-size 20",
            "--board triangle-5 --start 1 --goal 2"})
    void givesTheReportsOfAnalyze(String problem) throws IOException {
        Path local = temp.resolve("local");
        Path onSpark = temp.resolve("spark");
        assertEquals(ExitCode.OK, analyzeLocally(problem, local));
        Ran ran = analyzeOnSpark(problem + " --quiet", onSpark);
        assertEquals(ExitCode.OK, ran.code(), ran.err());
        assertSameReports(local, onSpark);
    }

    /** The larger levels' way (figures by the executors, bytes from batches) taken by every level of a small board. */
    @Test
    void givesTheSameReportsWhenNoLevelComesToTheDriverWhole() throws Exception {
        String options = "--board triangle-6";
        Path local = temp.resolve("local");
        assertEquals(ExitCode.OK, analyzeLocally(options, local));
        Problem problem = ProblemOptions.problem(new DefaultParser().parse(ProblemOptions.addTo(new Options()), options.split(" ")));
        Path onSpark = temp.resolve("spark");
        Analysis.Outcome outcome = LocalSpark.run(() -> {
            SparkSession spark = SparkSession.active();
            try {
                return new SparkAnalysis(JavaSparkContext.fromSparkContext(spark.sparkContext()), problem,
                        new LevelStore(spark, new org.apache.hadoop.fs.Path(onSpark.toUri())), new LevelPartitioning(4, 2000),
                        (pass, level, pegs, canonical, raw, seconds) -> { }, 0).run(false);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        for (Map.Entry<String, String> file : AnalyzeCommand.reportFiles(outcome, problem).entrySet()) {
            Files.writeString(onSpark.resolve(file.getKey()), file.getValue());
        }
        assertSameReports(local, onSpark);
    }

    @Test
    void resumesAfterAStopBetweenLevels() throws IOException {
        Path local = temp.resolve("local");
        String problem = "--board triangle-5";
        assertEquals(ExitCode.OK, analyzeLocally(problem, local));

        // stopped in the forward pass once level 6 was expanded (and level 7 written)
        Path forward = temp.resolve("forward");
        Ran stopped = runOnSpark("analyze", problem, forward, "forward level 6 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        assertFalse(Files.exists(forward.resolve("summary.json")), "a stopped run left reports");
        Path kept;
        try (Stream<Path> files = Files.list(forward.resolve("levels/forward-04.parquet"))) {
            kept = files.filter(f -> f.getFileName().toString().startsWith("part-")).findFirst().orElseThrow();
        }
        Files.setLastModifiedTime(kept, FileTime.fromMillis(0));
        Ran resumed = analyzeOnSpark(problem + " --resume", forward);
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertFalse(resumed.err().contains("forward level 6 "), "level 6 was expanded again: " + resumed.err());
        assertTrue(resumed.err().contains("forward level 7 "), resumed.err());
        assertEquals(0, Files.getLastModifiedTime(kept).toMillis(), "a level written before the stop was written again");
        assertSameReports(local, forward);

        // stopped in the backward pass once solvable level 6 was written and expanded
        Path backward = temp.resolve("backward");
        stopped = runOnSpark("analyze", problem, backward, "backward level 6 ");
        assertEquals(ExitCode.INTERNAL_ERROR, stopped.code(), stopped.err());
        resumed = analyzeOnSpark(problem + " --resume", backward);
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertFalse(resumed.err().contains("forward level"), resumed.err());
        assertFalse(resumed.err().contains("backward level 6 "), resumed.err());
        assertTrue(resumed.err().contains("backward level 5 "), resumed.err());
        assertSameReports(local, backward);

        // stopped while level 8 was being written: its dataset is there, its record is not, so it is not trusted
        Path levels = backward.resolve("levels");
        deleteLevels(levels, name -> name.startsWith("solvable-") || name.startsWith("forward-07.figures")
                || name.startsWith("forward-08.stats") || name.startsWith("forward-") && name.compareTo("forward-09") >= 0);
        deleteReports(backward);
        resumed = analyzeOnSpark(problem + " --resume", backward);
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertFalse(resumed.err().contains("forward level 6 "), resumed.err());
        assertTrue(resumed.err().contains("forward level 7 "), resumed.err());
        assertSameReports(local, backward);
    }

    @Test
    void refusesBadInputInOneLine() throws IOException {
        Ran unknownBoard = analyzeOnSpark("--board hexagon", temp.resolve("a"));
        assertEquals(ExitCode.USAGE, unknownBoard.code(), unknownBoard.err());
        assertEquals(1, unknownBoard.err().lines().count(), unknownBoard.err());
        assertTrue(unknownBoard.err().startsWith("pegatlas-spark: "), unknownBoard.err());

        Ran bogusMaster = analyzeOnSpark("--board triangle-4 --master bogus://x", temp.resolve("m"));
        assertEquals(ExitCode.USAGE, bogusMaster.code(), bogusMaster.err());
        assertEquals("pegatlas-spark: --master 'bogus://x' is not a Spark master URL: give local[N], local[*], yarn, spark://HOST:PORT,"
                + " k8s://URL or mesos://URL\n", bogusMaster.err());

        Ran noPartitionSize = analyzeOnSpark("--board triangle-4 --partition-size 0", temp.resolve("z"));
        assertEquals(ExitCode.USAGE, noPartitionSize.code(), noPartitionSize.err());
        assertEquals(1, noPartitionSize.err().lines().count(), noPartitionSize.err());
        assertFalse(Files.exists(temp.resolve("z")), "a refused run created its output directory");

        Path foreign = temp.resolve("foreign");
        Files.createDirectories(foreign);
        Files.writeString(foreign.resolve("notes.txt"), "mine");
        Ran refused = analyzeOnSpark("--board triangle-4 --quiet", foreign);
        assertEquals(ExitCode.OUTPUT_REFUSED, refused.code(), refused.err());
        assertEquals(1, refused.err().lines().count(), refused.err());
        assertEquals(List.of("notes.txt"), list(foreign));

        Ran nothingToResume = analyzeOnSpark("--board triangle-4 --resume", temp.resolve("empty"));
        assertEquals(ExitCode.OUTPUT_REFUSED, nothingToResume.code(), nothingToResume.err());

        Path other = temp.resolve("other");
        Ran fresh = analyzeOnSpark("--board triangle-4 --quiet", other);
        assertEquals(ExitCode.OK, fresh.code(), fresh.err());
        Ran otherProblem = analyzeOnSpark("--board triangle-4 --start 2 --goal any --quiet", other);
        assertEquals(ExitCode.OUTPUT_REFUSED, otherProblem.code(), otherProblem.err());
        assertTrue(otherProblem.err().contains("another problem"), otherProblem.err());

        Path part;
        try (Stream<Path> files = Files.list(other.resolve("levels/solvable-00.parquet"))) {
            part = files.filter(p -> p.getFileName().toString().endsWith(".parquet")).findFirst().orElseThrow();
        }
        Files.writeString(part, "damaged");
        Files.deleteIfExists(part.resolveSibling("." + part.getFileName() + ".crc"));
        Ran damaged = LocalSpark.withTaskFailuresUnlogged(() -> analyzeOnSpark("--board triangle-4 --resume --quiet", other));
        assertEquals(ExitCode.INTERNAL_ERROR, damaged.code(), damaged.err());
        assertEquals(1, damaged.err().lines().count(), damaged.err());
        assertTrue(damaged.err().startsWith("pegatlas-spark: Spark job failed: ") && damaged.err().contains(part.getFileName().toString()),
                damaged.err());
        assertFalse(Files.exists(other.resolve("summary.json")), "a failed run left a finished run's report");
    }

    private static ExitCode analyzeLocally(String problem, Path out) {
        List<String> args = new ArrayList<>(List.of("analyze", "--quiet", "--out", out.toString()));
        args.addAll(List.of(problem.replaceAll("--partition(s|-size) \\d+", "").trim().split(" +")));
        return Main.run(args.toArray(String[]::new), new PrintStream(new ByteArrayOutputStream()), System.err);
    }

    private static Ran analyzeOnSpark(String problem, Path out) {
        return runOnSpark("analyze", problem, out);
    }

    /** Runs {@code pegatlas-spark COMMAND} with the options {@code options} (space-separated) and {@code --out out}. */
    static Ran runOnSpark(String command, String options, Path out) {
        return runOnSpark(command, options, out, null);
    }

    /**
     * The same, stopped (an exception thrown from its progress line, as a killed job stops) right after it
     * prints a line holding {@code stopAt}, unless that is {@code null}.
     */
    static Ran runOnSpark(String command, String options, Path out, String stopAt) {
        List<String> args = new ArrayList<>(List.of(command, "--out", out.toString()));
        args.addAll(List.of(options.split(" ")));
        ByteArrayOutputStream standardOut = new ByteArrayOutputStream();
        ByteArrayOutputStream standardErr = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(standardErr, true, StandardCharsets.UTF_8) {
            @Override
            public PrintStream format(String format, Object... values) {
                super.format(format, values);
                if (stopAt != null && String.format(format, values).contains(stopAt)) {
                    throw new IllegalStateException("stopped by the test after '" + stopAt + "'");
                }
                return this;
            }
        };
        ExitCode code = LocalSpark.run(() -> SparkMain.run(args.toArray(String[]::new), new PrintStream(standardOut, true, StandardCharsets.UTF_8), err));
        return new Ran(code, standardOut.toString(StandardCharsets.UTF_8), standardErr.toString(StandardCharsets.UTF_8));
    }

    private static void assertSameReports(Path local, Path onSpark) throws IOException {
        assertEquals(Files.readString(local.resolve("levels.csv")), Files.readString(onSpark.resolve("levels.csv")));
        assertEquals(withoutRun(Files.readString(local.resolve("summary.json"))), withoutRun(Files.readString(onSpark.resolve("summary.json"))));
        assertEquals(Files.readString(local.resolve("solution.txt")), Files.readString(onSpark.resolve("solution.txt")));
        assertEquals(Files.readString(local.resolve("moves.csv")), Files.readString(onSpark.resolve("moves.csv")));
    }

    /** {@code summary.json} up to its last member, the run object. */
    private static String withoutRun(String summary) {
        int run = summary.lastIndexOf("\"run\"");
        assertTrue(run > 0, summary);
        return summary.substring(0, run);
    }

    /** Deletes the level datasets and records {@code doomed} names, with their hidden checksum files. */
    private static void deleteLevels(Path levels, java.util.function.Predicate<String> doomed) throws IOException {
        List<Path> all;
        try (Stream<Path> files = Files.list(levels)) {
            all = files.filter(p -> doomed.test(p.getFileName().toString().replaceFirst("^\\.", ""))).toList();
        }
        for (Path p : all) {
            try (Stream<Path> tree = Files.walk(p)) {
                for (Path q : tree.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(q);
                }
            }
        }
    }

    private static void deleteReports(Path dir) throws IOException {
        for (String name : List.of("levels.csv", "summary.json", "solution.txt", "moves.csv")) {
            Files.delete(dir.resolve(name));
        }
    }

    private static List<String> list(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
        }
    }
}
