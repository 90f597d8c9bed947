package org.pegatlas.cluster;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.pegatlas.cli.AnalyzeCommand;
import org.pegatlas.cli.Command;
import org.pegatlas.cli.CommandException;
import org.pegatlas.cli.CommandLines;
import org.pegatlas.cli.Declaration;
import org.pegatlas.cli.RunOptions;
import org.pegatlas.cli.ProblemOptions;
import org.pegatlas.engine.Analysis;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.ConsoleText;

/** {@code pegatlas-spark analyze}: the analysis of {@code pegatlas analyze} as a Spark job. */
final class SparkAnalyzeCommand extends Command {
    /** Partitions of the largest levels when {@code --partitions} is not given. */
    static final int DEFAULT_PARTITIONS = 16;

    /** {@code -o, --out PATH}: any Hadoop path. */
    static Option outOption() {
        return Option.builder("o").longOpt("out").hasArg().argName("path")
                .desc("output directory (required), any Hadoop path: a local directory, file://, hdfs://, s3a://; created if"
                        + " missing; refused if it holds other results or files that are not pegatlas-spark output").get();
    }

    SparkAnalyzeCommand() {
        super(new Declaration("analyze",
                "analyse a problem as 'pegatlas analyze' does, on Spark",
                "Analyses one problem exhaustively on Spark and writes levels.csv, summary.json, solution.txt and the"
                        + " levels as Parquet datasets (levels/) to the output directory.",
                null,
                RunOptions.addTo(ProblemOptions.addTo(new Options())
                        .addOption(outOption())
                        .addOption(SparkOptions.master())
                        .addOption(SparkOptions.partitions(DEFAULT_PARTITIONS))
                        .addOption(SparkOptions.partitionSize())
                        .addOption(Option.builder().longOpt("resume")
                                .desc("go on with an interrupted run in --out from its last level fully written").get()), RunOptions.QUIET)));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        String dir = CommandLines.required(line, "out");
        Problem problem = ProblemOptions.problem(line);
        LevelPartitioning partitioning = SparkOptions.partitioning(line, DEFAULT_PARTITIONS);
        boolean quiet = RunOptions.quiet(line);
        try (SparkSessions.Lease lease = SparkSessions.start(SparkOptions.master(line))) {
            SparkSession spark = lease.session();
            Path directory = new Path(dir);
            OutputPlace place = OutputPlace.claim(directory, spark.sparkContext().hadoopConfiguration(), problem.fingerprint(),
                    line.hasOption("resume"), AnalyzeCommand.REPORT_FILES);
            AnalyzeCommand.printProblem(out, problem);
            ShuffleMeter shuffled = new ShuffleMeter();
            SparkAnalysis.Progress progress = (pass, level, pegs, canonical, raw, seconds) -> {
                if (!quiet) {
                    err.printf("%s level %d (%d pegs): %,d canonical, %,d raw, %.1f s, shuffled so far %,d records, %,d bytes%n", pass,
                            level, pegs, canonical, raw, seconds, shuffled.records(), shuffled.bytes());
                }
            };
            Analysis.Outcome outcome;
            spark.sparkContext().addSparkListener(shuffled);
            try {
                outcome = new SparkAnalysis(JavaSparkContext.fromSparkContext(spark.sparkContext()), problem,
                        new LevelStore(spark, directory), partitioning, progress).run(line.hasOption("resume"));
            } finally {
                spark.sparkContext().removeSparkListener(shuffled); // a session that outlives the run (tests) keeps no meter of it
            }
            for (Map.Entry<String, String> file : AnalyzeCommand.reportFiles(outcome, problem).entrySet()) {
                place.write(file.getKey(), file.getValue());
            }
            out.print(ConsoleText.analysis(outcome.report(), java.nio.file.Path.of(dir)));
        }
    }
}
