package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.Counted;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.reports.SummaryJson;
import org.pegatlas.engine.Analysis;
import org.pegatlas.engine.MemoryBudget;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.engine.SampleSolution;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas analyze}: the full analysis of one problem, written to an output directory. */
public final class AnalyzeCommand implements Main.Command {

    private final Options options = ProblemOptions.addTo(new Options())
            .addOption(CommandLines.outOption())
            .addOption(CommandLines.threadsOption())
            .addOption(CommandLines.memoryOption())
            .addOption(Option.builder().longOpt("resume")
                    .desc("go on with an interrupted run in --out from its last complete level (every level file is checked"
                            + " against the manifest's size and CRC-32C first; damaged ones are computed again); refused if the directory"
                            + " holds a run of another board, start or goal (--threads and --memory may differ: they never change"
                            + " results)").get())
            .addOption(Option.builder().longOpt("show-boards")
                    .desc("print the board after each jump of the sample solution").get())
            .addOption(CommandLines.quietOption())
            .addOption(CommandLines.helpOption());

    @Override
    public String summary() {
        return "analyse a problem: levels, positions that can reach the goal, exact solution and game counts";
    }

    @Override
    public String description() {
        return "Analyses one problem exhaustively and writes levels.csv, summary.json,"
                    + " solution.txt and the level files (levels/) to the output directory.";
    }

    @Override
    public Options options() {
        return options;
    }

    @Override
    public void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(CommandLines.required(line, "out"));
        Problem problem = ProblemOptions.problem(line);
        int threads = CommandLines.threads(line, err);
        MemoryBudget budget = CommandLines.memory(line, err);
        Analysis.Outcome outcome;
        try (DirectoryLock lock = OutputDirectory.lockForWriting(dir, "pegatlas analyze")) {
            outcome = analyse(problem, Inputs.boardFileText(line), dir, threads, budget, line.hasOption("resume"), line.hasOption("quiet"),
                    out, err);
        }
        if (line.hasOption("show-boards") && outcome.sampleSolution() != null) {
            out.println();
            out.print(SolutionText.withBoards(problem.board(), outcome.sampleSolution()));
        }
    }

    /**
     * Analyses {@code problem} into {@code dir}, which the caller has locked
     * ({@link OutputDirectory#lockForWriting}), and prints the problem and the figures. The
     * directory is prepared first (refused when it holds another problem's results), or with
     * {@code resume} reopened to go on with an interrupted run.
     *
     * @param boardFileText the text of the problem's board file, kept in {@code dir} (see
     *     {@link ProblemCodec#recordBoardFile}); {@code null} for a built-in board
     */
    static Analysis.Outcome analyse(Problem problem, String boardFileText, Path dir, int threads, MemoryBudget budget,
            boolean resume, boolean quiet, PrintStream out, PrintStream err) throws IOException {
        Manifest manifest = resume ? OutputDirectory.resume(dir, problem.fingerprint()) : OutputDirectory.prepare(dir, problem.fingerprint());
        ProblemCodec.recordBoardFile(dir, manifest, boardFileText);
        manifest.save();
        Console.printProblem(out, problem);
        Analysis.Outcome outcome = Analysis.run(problem, dir, manifest, threads, budget,
                quiet ? org.pegatlas.engine.Progress.silent() : new ProgressPrinter(err, dir), resume);
        writeReports(dir, manifest, outcome, problem);
        Console.printSummary(out, outcome.report(), dir);
        return outcome;
    }

    private static void writeReports(Path dir, Manifest manifest, Analysis.Outcome outcome, Problem problem) throws IOException {
        for (Map.Entry<String, String> file : reportFiles(outcome, problem).entrySet()) {
            manifest.putFile(file.getKey(), AtomicFiles.writeString(dir.resolve(file.getKey()), file.getValue()));
        }
        manifest.put(OutputDirectory.STATUS_KEY, "complete").save();
    }

    /** The names of the report files {@link #reportFiles} makes, in the order they are written. */
    public static final List<String> REPORT_FILES = List.of("levels.csv", "summary.json", "solution.txt");

    /**
     * The report files of a finished analysis, by name, in the order they are written: {@code levels.csv},
     * {@code summary.json}, {@code solution.txt}.
     */
    public static Map<String, String> reportFiles(Analysis.Outcome outcome, Problem problem) {
        AnalysisReport report = outcome.report();
        SampleSolution solution = outcome.sampleSolution();
        String text = solution == null
                ? "# no solution: " + problem.describeStart() + " cannot reach " + problem.goal().describe(problem.board()) + "\n"
                : SolutionText.listing(problem.board(), solution) + "\n" + SolutionText.withBoards(problem.board(), solution);
        Map<String, String> files = new LinkedHashMap<>();
        files.put(REPORT_FILES.get(0), LevelsCsv.format(report.levels()));
        files.put(REPORT_FILES.get(1), SummaryJson.format(report));
        files.put(REPORT_FILES.get(2), text);
        return files;
    }

    /** The problem before the search, and the figures of the finished analysis, for the terminal. */
    public static final class Console {
        private Console() {
        }

        public static void printProblem(PrintStream out, Problem problem) {
            Board board = problem.board();
            out.printf("%s: %s -> %s (%d of the board's %d symmetries kept for canonical counts)%n", board.name(), problem.describeStart(),
                    problem.goal().describe(board), problem.symmetries().order(), problem.boardSymmetries().order());
            out.println("position classes:    " + classLine(problem));
            out.flush();
        }

        /** The position-class verdict in words, with the board's number of classes. */
        static String classLine(Problem problem) {
            String count = String.format("%s has %,d", problem.board().name(), PositionClasses.of(problem.board()).count());
            return switch (problem.positionClassCheck()) {
                case SAME_CLASS -> "same class (" + count + "; sharing a class is necessary for a solution, not sufficient)";
                case DIFFERENT_CLASSES -> "different classes: unsolvable (" + count + "; a jump never changes a position's class)";
                case NOT_DECIDED -> "not decided (too many goal positions to check; " + count + ")";
            };
        }

        public static void printSummary(PrintStream out, AnalysisReport report, Path dir) {
            var t = report.totals();
            out.printf("levels:              %d (level n = positions after n jumps; the start is level 0)%n", report.levels().size());
            out.printf("reachable positions: %,d raw, %,d canonical%n", t.reachableRaw(), t.reachableCanonical());
            out.printf("can reach the goal:  %,d raw, %,d canonical%n", t.solvableRaw(), t.solvableCanonical());
            out.printf("dead ends:           %,d raw, %,d canonical%n", t.deadEndsRaw(), t.deadEndsCanonical());
            out.printf("solutions:           %,d (jump sequences from the start to the goal)%n", t.solutions());
            out.printf("games:               %,d (jump sequences to a position with no jump left; %d to %d jumps)%n", t.games(),
                    t.shortestGame(), t.longestGame());
            List<String> jumps = report.sampleSolution();
            out.println(jumps.isEmpty() ? "sample solution:     none" : "sample solution:     " + String.join(" ", jumps));
            out.printf("time:                %.2f s, peak memory %,d MiB, %s%n", report.run().elapsedSeconds(),
                    report.run().peakMemoryBytes() >> 20, Counted.of(report.run().threads(), "thread"));
            out.println("wrote:               " + dir.resolve("levels.csv") + ", " + dir.resolve("summary.json") + ", "
                    + dir.resolve("solution.txt") + ", " + dir.resolve("levels") + "/");
        }
    }
}
