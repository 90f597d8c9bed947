package org.pegatlas.cluster;

import java.io.IOException;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.cli.Command;
import org.pegatlas.cli.CommandException;
import org.pegatlas.cli.CommandLines;
import org.pegatlas.cli.Declaration;
import org.pegatlas.cli.RunOptions;
import org.pegatlas.cli.PairsCommand;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.problem.Goal;
import org.pegatlas.engine.ClassFigures;
import org.pegatlas.engine.PairsTable;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.reports.ConsoleText;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.TimeReversalCheck;

/**
 * {@code pegatlas-spark pairs}: the start × end table of {@code pegatlas pairs}, each start
 * class's forward pass a Spark job; the classes run one after another, each spread over the
 * cluster. By default each pass stops at the middle level and the solutions come from joining
 * middle levels ({@link SparkMiddlePasses}, as {@code pegatlas pairs} does, without its
 * {@code solutions.csv}); with {@code --full} each pass goes to the end ({@link
 * SparkAnalysis#startClass}), which also counts each start's reachable positions and games. The
 * passes' levels are under {@code DIR/scratch/HOLE/} (with {@code --full} removed once the class
 * is recorded, searched to the middle kept until the table is written, since a later start may
 * join with them), each finished class's figures in {@code DIR/classes/HOLE}, one line written
 * whole (a fresh start removes only those, with their temporary names, and refuses a
 * {@code classes/} or {@code scratch/} that is a symbolic link): with {@code --resume}, recorded
 * classes are not searched again and a pass goes on from its last level fully written, as
 * {@code pegatlas pairs --resume} does. A directory started in one mode is refused in the other
 * (its fingerprint, {@code ProblemCodec.encodePairs}, differs).
 */
final class SparkPairsCommand extends Command {
    /** The directory of the finished classes' records, under the output directory. */
    static final String CLASSES = "classes";
    /** The directory of the passes' levels, under the output directory. */
    static final String SCRATCH = "scratch";
    /** The option that searches every start class to the end. */
    private static final String FULL = "full";

    SparkPairsCommand() {
        super(new Declaration("pairs",
                "the start x end table of 'pegatlas pairs', on Spark",
                "For every start with one hole vacant and every hole for the last peg: solvable or not and the exact number of"
                        + " solutions, one Spark forward pass per symmetry class of starts. By default each pass stops at the middle"
                        + " level and the solutions come from joining middle levels by complement duality (a Spark job per start"
                        + " class); starts whose position class matches no single-peg finish are not searched. With --full, every"
                        + " start class is searched to the end, which also counts its reachable positions and games. Writes pairs.csv,"
                        + " starts.csv, pairs.md and pairs.json to the output directory (no solutions.csv: unlike 'pegatlas pairs',"
                        + " pegatlas-spark finds no sample solutions).",
                null,
                RunOptions.addTo(PairsCommand.withBoardOptions(new Options())
                        .addOption(SparkAnalyzeCommand.outOption())
                        .addOption(SparkOptions.master())
                        .addOption(SparkOptions.partitions(SparkAnalyzeCommand.DEFAULT_PARTITIONS))
                        .addOption(SparkOptions.partitionSize())
                        .addOption(Option.builder().longOpt(FULL)
                                .desc("search every start class forward to the end instead of to the middle: adds each start's"
                                        + " reachable positions (raw and canonical) and complete games to starts.csv and pairs.md (empty"
                                        + " without it), at several times the work. A table is resumed with --full exactly when it was"
                                        + " started with it").get())
                        .addOption(Option.builder().longOpt("resume")
                                .desc("go on with an interrupted table in --out: start classes already recorded are not searched again,"
                                        + " and an interrupted pass goes on from its last level fully written; refused if the"
                                        + " directory holds no pegatlas-spark table of this board").get()), RunOptions.QUIET)));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        String dir = CommandLines.required(line, "out");
        Board board = PairsCommand.board(line);
        LevelPartitioning partitioning = SparkOptions.partitioning(line, SparkAnalyzeCommand.DEFAULT_PARTITIONS);
        boolean resume = line.hasOption("resume");
        boolean quiet = RunOptions.quiet(line);
        boolean full = line.hasOption(FULL);
        try (SparkSessions.Lease lease = SparkSessions.start(SparkOptions.master(line))) {
            SparkSession spark = lease.session();
            OutputPlace place = OutputPlace.claim(new Path(dir), spark.sparkContext().hadoopConfiguration(), ProblemCodec.encodePairs(board, false, !full),
                    resume, PairsCommand.REPORT_FILES);
            Predicate<String> hole = name -> IntStream.range(0, board.holeCount()).anyMatch(h -> board.holeName(h).equals(name));
            place.refuseLink(CLASSES);
            place.refuseLink(SCRATCH);
            if (!resume) {
                place.deleteOwn(CLASSES, name -> hole.test(name) || name.startsWith(".") && name.endsWith(".tmp")
                        && hole.test(name.substring(1, name.length() - ".tmp".length())));
                place.deleteOwn(SCRATCH, hole);
            }
            Progress lines = quiet ? Progress.silent() : new Progress() {
                @Override
                public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
                    err.printf("%s level %d (%d pegs): %,d canonical, %,d raw, %.1f s%n", pass, level, pegs, canonical, raw,
                            elapsedNanos / 1e9);
                }

                @Override
                public void note(String message) {
                    err.printf("%s%n", message);
                }
            };
            long startNanos = System.nanoTime();
            SparkMiddlePasses middle = full ? null : new SparkMiddlePasses(spark, place, board, partitioning, lines, startNanos);
            PairsReport report;
            try {
                report = PairsTable.compute(board, spark.sparkContext().defaultParallelism(),
                        full ? new ClassPasses(spark, place, board, partitioning, resume, lines, startNanos) : middle,
                        checkpoint(place, board, resume), lines);
            } finally {
                if (middle != null) {
                    middle.release();
                }
            }
            place.deleteOwn(SCRATCH, hole);
            TimeReversalCheck.Passed check = PairsCommand.selfCheck(report);
            for (Map.Entry<String, String> file : PairsCommand.reportFiles(report).entrySet()) {
                place.write(file.getKey(), file.getValue());
            }
            out.print(ConsoleText.pairs(report, java.nio.file.Path.of(dir)));
            out.println(check.describe());
        }
    }

    /**
     * With {@code --full}: the forward pass of each start class to the end as a Spark job, its levels under {@code scratch/HOLE}
     * (removed once the class is recorded); with {@code resume}, a pass goes on from the levels
     * there. Its level lines, and a line when a class is recorded, go to {@code progress}, timed
     * from {@code startNanos}.
     */
    private record ClassPasses(SparkSession spark, OutputPlace place, Board board, LevelPartitioning partitioning, boolean resume,
            Progress progress, long startNanos) implements PairsTable.ClassSearch {
        @Override
        public ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
            Problem problem = new Problem(board, board.fullMask() & ~(1L << hole), Goal.onePegAnywhere());
            String label = "start " + board.holeName(hole);
            SparkAnalysis.Progress levels = (pass, level, pegs, canonical, raw, seconds) ->
                    progress.level(label, level, pegs, canonical, raw, (long) (seconds * 1e9));
            JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            return new SparkAnalysis(sc, problem, new LevelStore(spark, place.resolve(scratch(hole))), partitioning, levels)
                    .startClass(resume);
        }

        @Override
        public void recorded(int hole) throws IOException {
            place.delete(scratch(hole));
            progress.note(String.format("start %s: recorded, %.1f s", board.holeName(hole), (System.nanoTime() - startNanos) / 1e9));
        }

        private String scratch(int hole) {
            return SCRATCH + "/" + board.holeName(hole);
        }
    }

    /**
     * Each finished class's figures as the one-line file {@code classes/HOLE}; with {@code resume},
     * those an earlier run recorded (read here, before any class is searched) are recalled.
     */
    private static PairsTable.Checkpoint checkpoint(OutputPlace place, Board board, boolean resume) throws IOException {
        Map<String, String> recorded = new HashMap<>();
        for (int hole = 0; resume && hole < board.holeCount(); hole++) {
            String text = place.read(classRecord(board.holeName(hole)));
            if (text != null) {
                recorded.put(board.holeName(hole), text.strip());
            }
        }
        return new PairsTable.Checkpoint() {
            @Override
            public String recalled(String hole) {
                return recorded.get(hole);
            }

            @Override
            public void record(String hole, String value) throws IOException {
                place.write(classRecord(hole), value + "\n");
            }
        };
    }

    private static String classRecord(String hole) {
        return CLASSES + "/" + hole;
    }
}
