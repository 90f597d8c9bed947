package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.board.Presets;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.reports.SummaryJson;
import org.pegatlas.search.Analysis;
import org.pegatlas.search.Goal;
import org.pegatlas.search.GoalSpec;
import org.pegatlas.search.MemoryBudget;
import org.pegatlas.search.PositionClasses;
import org.pegatlas.search.Problem;
import org.pegatlas.search.SampleSolution;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas analyze}: the full analysis of one problem, written to an output directory. */
public final class AnalyzeCommand implements Main.Command {

    private final Options options = withProblemOptions(new Options())
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

    /** The options that choose a problem (board, preset, start, goal), read by {@link #problem}. */
    static Options problemOptions() {
        return withProblemOptions(new Options());
    }

    /** Whether any of {@link #problemOptions()} is on the command line. */
    static boolean hasProblemOptions(CommandLine line) {
        return problemOptions().getOptions().stream().anyMatch(o -> line.hasOption(o.getLongOpt()));
    }

    /**
     * Adds the options that define a problem (board, start and goal, or a preset) to
     * {@code options}; {@link #problem} reads them.
     */
    public static Options withProblemOptions(Options options) {
        return options
                .addOption(CommandLines.boardOption("built-in board (default: english; known: " + String.join(", ", Boards.names()) + ")"))
                .addOption(CommandLines.boardFileOption(
                        "a board of your own, described in a board file (see the README); its grid may draw the start with x"))
                .addOption(Option.builder("p").longOpt("problem").hasArg().argName("name")
                        .desc("a preset problem, with its board, start and goal (known: "
                                + Presets.all().stream().map(Presets.Preset::name).collect(Collectors.joining(", "))
                                + "; all on english, goal one peg on d4; 'pegatlas boards --board english' lists their pegs)").get())
                .addOption(Option.builder("s").longOpt("start").hasArg().argName("start")
                        .desc("the start: a hole (the full board less it, default: the board's centre, d4 on english), the pegs"
                                + " ('d2 c3 d3'), 'empty: HOLE ...', or a diagram with rows separated by / (x peg, o empty hole,"
                                + " . no hole); holes are named like d4, 13 or H, or given as row,col counted from 0").get())
                .addOption(Option.builder().longOpt("start-file").hasArg().argName("file")
                        .desc("the start drawn in a file, one row per line (x peg, o empty hole, . no hole)").get())
                .addOption(Option.builder("g").longOpt("goal").hasArg().argName("goal")
                        .desc("the goal: a hole (one peg left, there), 'any' (one peg left, anywhere), 'at-most:K' (at most K pegs"
                                + " left), the final pegs ('c3 e3'), or a diagram (default: one peg on the start's only empty hole,"
                                + " or the preset's goal)").get())
                .addOption(Option.builder().longOpt("goal-file").hasArg().argName("file")
                        .desc("the exact final position drawn in a file (x peg, o empty hole, . no hole)").get());
    }

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
        Problem problem = problem(line);
        int threads = CommandLines.threads(line);
        MemoryBudget budget = CommandLines.memory(line);
        Analysis.Outcome outcome = analyse(problem, problemArguments(line), dir, threads, budget, line.hasOption("resume"),
                line.hasOption("quiet"), out, err);
        if (line.hasOption("show-boards") && outcome.sampleSolution() != null) {
            out.println();
            out.print(SolutionText.withBoards(problem.board(), outcome.sampleSolution()));
        }
    }

    /**
     * Analyses {@code problem} into {@code dir} and prints the problem and the figures. The
     * directory is prepared first (refused when it holds another problem's results), or with
     * {@code resume} reopened to go on with an interrupted run.
     *
     * @param problemArguments the options that define the problem, recorded for {@code verify}
     *     (see {@link #problemArguments})
     */
    static Analysis.Outcome analyse(Problem problem, List<String> problemArguments, Path dir, int threads, MemoryBudget budget,
            boolean resume, boolean quiet, PrintStream out, PrintStream err) throws IOException {
        Manifest manifest = resume ? OutputDirectory.resume(dir, problem.fingerprint()) : OutputDirectory.prepare(dir, problem.fingerprint());
        manifest.put(PROBLEM_OPTIONS_KEY, String.join("\t", problemArguments)).save();
        Console.printProblem(out, problem);
        Analysis.Outcome outcome = Analysis.run(problem, dir, manifest, threads, budget,
                quiet ? org.pegatlas.search.Progress.silent() : new ProgressPrinter(err, dir), resume);
        writeReports(dir, manifest, outcome, problem);
        Console.printSummary(out, outcome.report(), dir);
        return outcome;
    }

    /** The manifest key holding the options that define the problem, tab-separated (see {@link #problemArguments}). */
    static final String PROBLEM_OPTIONS_KEY = "problem.options";
    private static final List<String> PROBLEM_OPTIONS = List.of("board", "board-file", "problem", "start", "start-file", "goal",
            "goal-file");

    /**
     * The options of {@code line} that define the problem, as arguments that {@link #problem}
     * accepts again later from any working directory (file names made absolute).
     */
    static List<String> problemArguments(CommandLine line) {
        List<String> args = new ArrayList<>();
        for (String name : PROBLEM_OPTIONS) {
            if (line.hasOption(name)) {
                String value = line.getOptionValue(name);
                args.add("--" + name);
                args.add(name.endsWith("file") ? Path.of(value).toAbsolutePath().toString() : value);
            }
        }
        return args;
    }

    /** The problem of an analysis output directory, from the options its manifest recorded. */
    static Problem recordedProblem(Path dir, Manifest manifest) throws CommandException {
        String recorded = manifest.get(PROBLEM_OPTIONS_KEY);
        if (recorded == null) {
            throw CommandException.usage(dir + " is not the output of 'pegatlas analyze' (its manifest records no problem options)");
        }
        Problem problem = problem(CommandLines.parse("pegatlas analyze", new AnalyzeCommand().options(), null,
                recorded.isEmpty() ? new String[0] : recorded.split("\t")));
        if (!problem.fingerprint().equals(manifest.get(OutputDirectory.PROBLEM_KEY))) {
            throw CommandException.usage(dir + ": its recorded options (" + recorded.replace('\t', ' ')
                    + ") no longer describe its problem (a board or start file changed?)");
        }
        return problem;
    }

    /** The problem the options describe: board, start and goal, with the defaults of the README. */
    public static Problem problem(CommandLine line) throws CommandException {
        Presets.Preset preset = null;
        if (line.hasOption("problem")) {
            try {
                preset = Presets.byName(line.getOptionValue("problem"));
            } catch (IllegalArgumentException e) {
                throw CommandException.usage(e.getMessage());
            }
            for (String option : List.of("board-file", "start", "start-file")) {
                if (line.hasOption(option)) {
                    throw CommandException.usage("--problem " + preset.name() + " sets the board and the start; drop --" + option);
                }
            }
            if (line.hasOption("board") && !line.getOptionValue("board").equals(preset.board())) {
                throw CommandException.usage("--problem " + preset.name() + " is played on " + preset.board() + ", not on "
                        + line.getOptionValue("board"));
            }
        }
        Inputs.ChosenBoard chosen = Inputs.board(line, preset == null ? "english" : preset.board());
        Board board = chosen.board();
        long start = start(line, chosen, preset);
        Goal goal = goal(line, board, start, preset);
        try {
            GoalSpec.checkAgainstStart(board, start, goal);
            return new Problem(board, start, goal);
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(e.getMessage());
        }
    }

    private static long start(CommandLine line, Inputs.ChosenBoard chosen, Presets.Preset preset) throws CommandException {
        Board board = chosen.board();
        if (line.hasOption("start") && line.hasOption("start-file")) {
            throw CommandException.usage("give --start or --start-file, not both");
        }
        if (line.hasOption("start")) {
            try {
                return Positions.start(board, line.getOptionValue("start"));
            } catch (IllegalArgumentException e) {
                throw CommandException.usage("--start: " + e.getMessage());
            }
        }
        if (line.hasOption("start-file")) {
            String file = line.getOptionValue("start-file");
            try {
                long start = Positions.diagramFile(board, Inputs.read("start file", file));
                if (start == 0) {
                    throw new IllegalArgumentException("the start has no peg");
                }
                return start;
            } catch (IllegalArgumentException e) {
                throw CommandException.usage(file + ": " + e.getMessage());
            }
        }
        if (preset != null) {
            return Positions.start(board, preset.start());
        }
        if (chosen.fileStart().isPresent()) {
            return chosen.fileStart().getAsLong();
        }
        if (chosen.builtInName() == null) {
            throw CommandException.usage("board " + board.name() + " has no start of its own; give --start or --start-file"
                    + " (or draw the start with x in the board file)");
        }
        return board.fullMask() & ~(1L << board.hole(Boards.defaultVacancy(chosen.builtInName())));
    }

    private static Goal goal(CommandLine line, Board board, long start, Presets.Preset preset) throws CommandException {
        if (line.hasOption("goal") && line.hasOption("goal-file")) {
            throw CommandException.usage("give --goal or --goal-file, not both");
        }
        if (line.hasOption("goal")) {
            try {
                return GoalSpec.parse(board, line.getOptionValue("goal"));
            } catch (IllegalArgumentException e) {
                throw CommandException.usage("--goal: " + e.getMessage());
            }
        }
        if (line.hasOption("goal-file")) {
            String file = line.getOptionValue("goal-file");
            try {
                return GoalSpec.diagramFile(board, Inputs.read("goal file", file));
            } catch (IllegalArgumentException e) {
                throw CommandException.usage(file + ": " + e.getMessage());
            }
        }
        if (preset != null) {
            return Goal.onePegOn(board.hole(preset.goalHole()));
        }
        long empty = board.fullMask() & ~start;
        if (Long.bitCount(empty) == 1) {
            return Goal.onePegOn(Long.numberOfTrailingZeros(empty));
        }
        throw CommandException.usage("the start has " + Long.bitCount(empty) + " empty holes, so there is no default goal;"
                + " give --goal (a hole, any, at-most:K, or the final pegs)");
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
            out.printf("time:                %.2f s, peak memory %,d MiB, %d threads%n", report.run().elapsedSeconds(),
                    report.run().peakMemoryBytes() >> 20, report.run().threads());
            out.println("wrote:               " + dir.resolve("levels.csv") + ", " + dir.resolve("summary.json") + ", "
                    + dir.resolve("solution.txt") + ", " + dir.resolve("levels") + "/");
        }
    }
}
