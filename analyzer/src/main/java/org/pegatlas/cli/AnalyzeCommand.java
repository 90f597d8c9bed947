package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.reports.SummaryJson;
import org.pegatlas.search.Analysis;
import org.pegatlas.search.Goal;
import org.pegatlas.search.Problem;
import org.pegatlas.search.SampleSolution;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas analyze}: the full analysis of one problem, written to an output directory. */
final class AnalyzeCommand implements Main.Command {
    private static final String NAME = "analyze";

    private final Options options = new Options()
            .addOption(Option.builder("b").longOpt("board").hasArg().argName("name")
                    .desc("board to analyse (default: english; known: " + String.join(", ", Boards.names()) + ")").get())
            .addOption(Option.builder("o").longOpt("out").hasArg().argName("dir")
                    .desc("output directory (required): created if missing; refused if it holds another problem's results"
                            + " or files that are not pegatlas output").get())
            .addOption(Option.builder("s").longOpt("start").hasArg().argName("hole")
                    .desc("start with the full board less this hole (default: the board's centre, d4 on english);"
                            + " holes are named like d4 or given as row,col counted from 0").get())
            .addOption(Option.builder("g").longOpt("goal").hasArg().argName("hole")
                    .desc("finish with one peg on this hole (default: the start hole)").get())
            .addOption(Option.builder("t").longOpt("threads").hasArg().argName("n")
                    .desc("worker threads (default: the number of processors); results are identical for any number").get())
            .addOption(Option.builder().longOpt("show-boards")
                    .desc("print the board after each jump of the sample solution").get())
            .addOption(Option.builder("q").longOpt("quiet").desc("no progress lines on standard error").get())
            .addOption(Option.builder("h").longOpt("help").desc("show this help").get());

    @Override
    public String summary() {
        return "analyse a problem: levels, positions that can reach the goal, exact solution and game counts";
    }

    @Override
    public void run(String[] args, PrintStream out, PrintStream err) throws CommandException, IOException {
        CommandLine line = CommandLines.parse(NAME, options, args);
        if (line.hasOption("help")) {
            CommandLines.printHelp(NAME, options, out, "Analyses one problem exhaustively and writes levels.csv, summary.json,"
                    + " solution.txt and the level files (levels/) to the output directory.");
            return;
        }
        Path dir = Path.of(CommandLines.required(line, "out"));
        Problem problem = problem(line);
        int threads = CommandLines.positiveInt(line, "threads", Runtime.getRuntime().availableProcessors());
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        Analysis.Outcome outcome = Analysis.run(problem, dir, manifest, threads,
                line.hasOption("quiet") ? org.pegatlas.search.Progress.silent() : new ProgressPrinter(err));
        writeReports(dir, manifest, outcome, problem);
        Console.printSummary(out, outcome.report(), dir);
        if (line.hasOption("show-boards") && outcome.sampleSolution() != null) {
            out.println();
            out.print(SolutionText.withBoards(problem.board(), outcome.sampleSolution()));
        }
    }

    private static Problem problem(CommandLine line) throws CommandException {
        String boardName = line.getOptionValue("board", "english");
        try {
            Board board = Boards.byName(boardName);
            int start = board.hole(line.getOptionValue("start", Boards.defaultVacancy(boardName)));
            int goal = line.hasOption("goal") ? board.hole(line.getOptionValue("goal")) : start;
            return new Problem(board, board.fullMask() & ~(1L << start), Goal.onePegOn(goal));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(e.getMessage());
        }
    }

    private static void writeReports(Path dir, Manifest manifest, Analysis.Outcome outcome, Problem problem) throws IOException {
        AnalysisReport report = outcome.report();
        manifest.putFile("levels.csv", AtomicFiles.writeString(dir.resolve("levels.csv"), LevelsCsv.format(report.levels())));
        manifest.putFile("summary.json", AtomicFiles.writeString(dir.resolve("summary.json"), SummaryJson.format(report)));
        SampleSolution solution = outcome.sampleSolution();
        String text = solution == null
                ? "# no solution: " + problem.describeStart() + " cannot reach " + problem.goal().describe(problem.board()) + "\n"
                : SolutionText.listing(problem.board(), solution) + "\n" + SolutionText.withBoards(problem.board(), solution);
        manifest.putFile("solution.txt", AtomicFiles.writeString(dir.resolve("solution.txt"), text));
        manifest.put(OutputDirectory.STATUS_KEY, "complete").save();
    }

    /** The figures of a finished analysis, for the terminal. */
    private static final class Console {
        static void printSummary(PrintStream out, AnalysisReport report, Path dir) {
            var p = report.problem();
            var t = report.totals();
            out.printf("%s: %s -> %s (%d of the board's %d symmetries kept for canonical counts)%n", p.board(), p.start(), p.goal(),
                    p.symmetriesUsed(), p.boardSymmetries());
            out.printf("levels:              %d (level n = positions after n jumps; the start is level 0)%n", report.levels().size());
            out.printf("reachable positions: %,d raw, %,d canonical%n", t.reachableRaw(), t.reachableCanonical());
            out.printf("can reach the goal:  %,d raw, %,d canonical%n", t.solvableRaw(), t.solvableCanonical());
            out.printf("dead ends:           %,d raw, %,d canonical%n", t.deadEndsRaw(), t.deadEndsCanonical());
            out.printf("solutions:           %,d (jump sequences from the start to the goal)%n", t.solutions());
            out.printf("games:               %,d (jump sequences to a position with no jump left; %d to %d jumps)%n", t.games(),
                    t.shortestGame(), t.longestGame());
            List<String> jumps = report.sampleSolution();
            out.println(jumps.isEmpty() ? "sample solution:     none" : "sample solution:     " + String.join(" ", jumps));
            out.printf("time:                %.2f s, peak memory %,d MiB, %d threads%n", report.run().elapsedSeconds(),
                    report.run().peakMemoryBytes() >> 20, report.run().threads());
            out.println("wrote:               " + dir.resolve("levels.csv") + ", " + dir.resolve("summary.json") + ", "
                    + dir.resolve("solution.txt") + ", " + dir.resolve("levels") + "/");
        }
    }
}
