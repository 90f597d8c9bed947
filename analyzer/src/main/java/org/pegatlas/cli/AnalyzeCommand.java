package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.engine.Analysis;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.engine.SampleSolution;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.ConsoleText;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.reports.MovesCsv;
import org.pegatlas.reports.SummaryJson;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas analyze}: the full analysis of one problem, written to an output directory. */
public final class AnalyzeCommand extends Command {

    AnalyzeCommand() {
        super(new Declaration("analyze",
                "analyse a problem: levels, positions that can reach the goal, exact solution and game counts",
                "Analyses one problem exhaustively and writes levels.csv, summary.json,"
                        + " solution.txt, moves.csv and the level files (levels/) to the output directory.",
                null,
                RunOptions.addAll(ProblemOptions.addTo(new Options())
                        .addOption(CommandLines.outOption())
                        .addOption(Option.builder().longOpt("resume")
                                .desc("go on with an interrupted run in --out from its last complete level (every level file is checked"
                                        + " against the manifest's size and CRC-32C first; damaged ones are computed again); without problem"
                                        + " options, of the problem recorded there; refused if the directory holds a run of another board, start"
                                        + " or goal (--threads and --memory may differ: they never change results)").get())
                        .addOption(Option.builder().longOpt("show-boards")
                                .desc("print the board after each jump of the sample solution").get()))));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(CommandLines.required(line, "out"));
        Problem problem = line.hasOption("resume") && !ProblemOptions.given(line) ? problemToResume(line, dir)
                : ProblemOptions.problem(line);
        int threads = RunOptions.threads(line, err);
        MemoryBudget budget = RunOptions.memory(line, err);
        Analysis.Outcome outcome;
        try (DirectoryLock lock = OutputDirectory.lockForWriting(dir, "pegatlas analyze")) {
            RunSettings settings = new RunSettings(threads, budget, RunOptions.progress(line, err, dir));
            outcome = analyse(problem, Inputs.boardFileText(line), dir, settings, line.hasOption("resume"), out);
        }
        if (line.hasOption("show-boards") && outcome.sampleSolution() != null) {
            out.println();
            out.print(SolutionText.withBoards(problem.board(), outcome.sampleSolution()));
        }
    }

    /**
     * The problem of the run in {@code dir}, for a resume given no problem options (as {@code tablebase}
     * takes it); the options' default when {@code dir} records none, or its manifest cannot be read (the resume
     * then refuses it, saying why).
     */
    private static Problem problemToResume(CommandLine line, Path dir) throws CommandException, IOException {
        Manifest manifest;
        try {
            manifest = Files.isDirectory(dir) ? Manifest.load(dir) : null;
        } catch (IOException e) {
            manifest = null;
        }
        return manifest == null || manifest.get(OutputDirectory.PROBLEM_KEY) == null ? ProblemOptions.problem(line)
                : Inputs.recordedProblem(dir, manifest);
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
    static Analysis.Outcome analyse(Problem problem, String boardFileText, Path dir, RunSettings settings, boolean resume, PrintStream out)
            throws IOException {
        Manifest manifest = resume ? OutputDirectory.resume(dir, problem.fingerprint()) : OutputDirectory.prepare(dir, problem.fingerprint());
        ProblemCodec.recordBoardFile(dir, manifest, boardFileText);
        manifest.save();
        printProblem(out, problem);
        Analysis.Outcome outcome = Analysis.run(problem, dir, manifest, settings, resume);
        writeReports(dir, manifest, outcome, problem);
        out.print(ConsoleText.analysis(outcome.report(), dir));
        return outcome;
    }

    private static void writeReports(Path dir, Manifest manifest, Analysis.Outcome outcome, Problem problem) throws IOException {
        for (Map.Entry<String, String> file : reportFiles(outcome, problem).entrySet()) {
            manifest.putFile(file.getKey(), AtomicFiles.writeString(dir.resolve(file.getKey()), file.getValue()));
        }
        OutputDirectory.markComplete(manifest);
    }

    /** The names of the report files {@link #reportFiles} makes, in the order they are written. */
    public static final List<String> REPORT_FILES = List.of("levels.csv", "summary.json", "solution.txt", "moves.csv");

    /**
     * The report files of a finished analysis, by name, in the order they are written: {@code levels.csv},
     * {@code summary.json}, {@code solution.txt}, {@code moves.csv}.
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
        files.put(REPORT_FILES.get(3), MovesCsv.format(report.moves()));
        return files;
    }

    /** Prints the problem before the search, and flushes, so that it shows while the search runs. */
    public static void printProblem(PrintStream out, Problem problem) {
        Board board = problem.board();
        out.print(ConsoleText.problem(Analysis.problemInfo(problem),
                problem.positionClassCheck().explained(board.name(), PositionClasses.of(board).count())));
        out.flush();
    }
}
