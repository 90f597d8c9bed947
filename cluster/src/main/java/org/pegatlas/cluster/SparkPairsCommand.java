package org.pegatlas.cluster;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.pegatlas.board.Board;
import org.pegatlas.cli.Command;
import org.pegatlas.cli.CommandException;
import org.pegatlas.cli.CommandLines;
import org.pegatlas.cli.Declaration;
import org.pegatlas.cli.RunOptions;
import org.pegatlas.cli.PairsCommand;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.problem.Goal;
import org.pegatlas.engine.PairsTable;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.ConsoleText;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.TimeReversalCheck;

/**
 * {@code pegatlas-spark pairs}: the start × end table of {@code pegatlas pairs}, each start
 * class's forward pass a Spark job (its levels under {@code DIR/scratch-HOLE/}, removed when the
 * class is done); the classes run one after another, each spread over the cluster.
 */
final class SparkPairsCommand extends Command {
    SparkPairsCommand() {
        super(new Declaration("pairs",
                "the start x end table of 'pegatlas pairs', on Spark",
                "For every start with one hole vacant and every hole for the last peg: solvable or not and the exact number of"
                        + " solutions, one Spark forward pass per symmetry class of starts; writes pairs.csv, starts.csv, pairs.md and"
                        + " pairs.json to the output directory.",
                null,
                RunOptions.addTo(PairsCommand.withBoardOptions(new Options())
                        .addOption(SparkAnalyzeCommand.outOption())
                        .addOption(SparkOptions.master())
                        .addOption(SparkOptions.partitions(SparkAnalyzeCommand.DEFAULT_PARTITIONS)), RunOptions.QUIET)));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        String dir = CommandLines.required(line, "out");
        Board board = PairsCommand.board(line);
        int partitions = SparkOptions.partitions(line, SparkAnalyzeCommand.DEFAULT_PARTITIONS);
        boolean quiet = RunOptions.quiet(line);
        try (SparkSessions.Lease lease = SparkSessions.start(line.getOptionValue("master"))) {
            SparkSession spark = lease.session();
            Path directory = new Path(dir);
            OutputPlace place = OutputPlace.claim(directory, spark.sparkContext().hadoopConfiguration(), PairsTable.fingerprint(board),
                    false, PairsCommand.REPORT_FILES);
            FileSystem fs = directory.getFileSystem(spark.sparkContext().hadoopConfiguration());
            JavaSparkContext sc = JavaSparkContext.fromSparkContext(spark.sparkContext());
            PairsTable.ClassSearch search = (hole, fixingStart) -> {
                Problem problem = new Problem(board, board.fullMask() & ~(1L << hole), Goal.onePegAnywhere());
                Path scratch = new Path(directory, "scratch-" + board.holeName(hole));
                String label = "start " + board.holeName(hole);
                SparkAnalysis.Progress progress = (pass, level, pegs, canonical, raw, seconds) -> {
                    if (!quiet) {
                        err.printf("%s level %d (%d pegs): %,d canonical, %,d raw, %.1f s%n", label, level, pegs, canonical, raw, seconds);
                    }
                };
                try {
                    return new SparkAnalysis(sc, problem, new LevelStore(spark, scratch), partitions, progress).startClass();
                } finally {
                    fs.delete(scratch, true);
                }
            };
            PairsReport report = PairsTable.compute(board, sc.defaultParallelism(), search, PairsTable.Checkpoint.none(),
                    Progress.silent());
            TimeReversalCheck.Passed check = PairsCommand.selfCheck(report);
            for (Map.Entry<String, String> file : PairsCommand.reportFiles(report).entrySet()) {
                place.write(file.getKey(), file.getValue());
            }
            out.print(ConsoleText.pairs(report, java.nio.file.Path.of(dir)));
            out.println(check.describe());
        }
    }
}
