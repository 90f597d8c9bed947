package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.MiddleModeMemory;
import org.pegatlas.engine.PairsTable;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.engine.TimeReversalCheck;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.reports.ConsoleText;
import org.pegatlas.reports.PairsCsv;
import org.pegatlas.reports.PairsJson;
import org.pegatlas.reports.PairsMarkdown;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas pairs}: every single-vacancy start against every single-peg finish. */
public final class PairsCommand extends Command {

    PairsCommand() {
        super(new Declaration("pairs",
                "which single-vacancy starts finish with one peg on which hole, with exact solution counts",
                "For every start with one hole vacant and every hole for the last peg:"
                        + " solvable or not and the exact number of solutions. By default each position class of starts"
                        + " (every start class whose starts share it) is searched forward to the middle level only, and the"
                        + " solutions come from joining the middle levels by complement duality; starts whose position class"
                        + " matches no single-peg finish are not searched. With --full, every start class is searched to the end,"
                        + " which also counts its reachable positions and games."
                        + " Checks solutions(s, e) = solutions(e, s) for every pair (time reversal) before it writes"
                        + " pairs.csv, starts.csv, pairs.md and pairs.json (totals, time and memory), and, without --full,"
                        + " solutions.csv: one solution of every solvable pair, found through the middle levels and replayed."
                        + " With --moves, also the fewest moves of every pair.",
                null,
                RunOptions.addAll(withBoardOptions(new Options())
                        .addOption(CommandLines.outOption())
                        .addOption(Option.builder().longOpt(MOVES)
                                .desc("also the fewest moves of every pair (a move: one or more consecutive jumps by the same peg): a"
                                        + " column fewest_moves in pairs.csv, the shortest pairs in pairs.md and pairs.json. Costs a whole"
                                        + " analysis (forward, backward and moves passes) per start class on top of the table, under the"
                                        + " symmetries of that start alone: several times the time of pairs without it (see docs/pairs.md)."
                                        + " A table is resumed with --moves exactly when it was started with it").get())
                        .addOption(Option.builder().longOpt(FULL)
                                .desc("search every start class forward to the end instead of to the middle: adds each start's"
                                        + " reachable positions (raw and canonical) and complete games to starts.csv and pairs.md (empty"
                                        + " without it), at several times the time and memory; writes no solutions.csv (its passes keep"
                                        + " no levels to find them from). A table is resumed with --full exactly when it was started with it")
                                .get())
                        .addOption(Option.builder().longOpt("resume")
                                .desc("go on with an interrupted table in --out: start classes whose pass finished (recorded in its"
                                        + " manifest) are not searched again, and the interrupted pass goes on from its last recorded level;"
                                        + " refused if the directory holds another board's results or level files of another format").get()))));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(CommandLines.required(line, "out"));
        Board board = board(line);
        int threads = RunOptions.threads(line, err);
        MemoryBudget budget = RunOptions.memory(line, err);
        boolean moves = line.hasOption(MOVES);
        boolean full = line.hasOption(FULL);
        String fingerprint = ProblemCodec.encodePairs(board, moves, !full);
        if (!full) {
            refuseSetsBeyondHeap(board, Runtime.getRuntime().maxMemory());
        }
        PairsReport report;
        TimeReversalCheck.Passed check;
        try (DirectoryLock lock = OutputDirectory.lockForWriting(dir, "pegatlas pairs")) {
            Manifest manifest = line.hasOption("resume") ? OutputDirectory.resume(dir, fingerprint) : OutputDirectory.prepare(dir, fingerprint);
            ProblemCodec.recordBoardFile(dir, manifest, Inputs.boardFileText(line));
            manifest.save();
            RunSettings settings = new RunSettings(threads, budget, RunOptions.progress(line, err, dir));
            report = full
                    ? PairsTable.compute(board, settings, dir.resolve("scratch"), checkpoint(manifest), line.hasOption("resume"), moves)
                    : PairsTable.meetInTheMiddle(board, settings, dir.resolve("scratch"), checkpoint(manifest), line.hasOption("resume"),
                            moves);
            check = selfCheck(report);
            for (Map.Entry<String, String> file : reportFiles(report).entrySet()) {
                manifest.putFile(file.getKey(), AtomicFiles.writeString(dir.resolve(file.getKey()), file.getValue()));
            }
            OutputDirectory.markComplete(manifest);
        }
        out.print(ConsoleText.pairs(report, dir));
        out.println(check.describe());
    }

    /**
     * Refuses, before anything is written, a table searched to the middle whose level sets
     * ({@link MiddleModeMemory}) need more than {@code heap} bytes, or more than sets can hold.
     */
    static void refuseSetsBeyondHeap(Board board, long heap) throws CommandException {
        long needed = MiddleModeMemory.setsBytes(board);
        if (needed == Long.MAX_VALUE) {
            throw new CommandException(ExitCode.USAGE, "the pairs table of " + board.name() + " is beyond one machine: searched to the"
                    + " middle, a level of it has more possible positions than its set (one bit each) can hold; see docs/cluster.md");
        }
        if (needed > heap) {
            throw new CommandException(ExitCode.USAGE, String.format(Locale.ROOT, "the pairs table of %s searched to the middle holds two"
                    + " level sets of %.1f GiB at once, more than the Java heap of %.1f GiB: give it more with PEGATLAS_JAVA_OPTS=-Xmx...",
                    board.name(), needed / 2 / (double) (1L << 30), heap / (double) (1L << 30)));
        }
    }

    /** The option that asks for the fewest moves. */
    private static final String MOVES = "moves";
    /** The option that searches every start class to the end. */
    private static final String FULL = "full";

    /**
     * The table's own check, solutions(s, e) = solutions(e, s) for every pair; a mismatch is a
     * {@link ExitCode#VERIFY_FAILED} error naming the pair.
     */
    public static TimeReversalCheck.Passed selfCheck(PairsReport report) throws CommandException {
        try {
            return TimeReversalCheck.check(report);
        } catch (TimeReversalCheck.MismatchException e) {
            throw new CommandException(ExitCode.VERIFY_FAILED, e.getMessage());
        }
    }

    /** Start classes recorded in the manifest as {@code class.HOLE}, saved as each one finishes. */
    private static PairsTable.Checkpoint checkpoint(Manifest manifest) {
        return new PairsTable.Checkpoint() {
            @Override
            public String recalled(String hole) {
                return manifest.get(OutputDirectory.startClassKey(hole));
            }

            @Override
            public void record(String hole, String value) throws IOException {
                manifest.put(OutputDirectory.startClassKey(hole), value).save();
            }
        };
    }

    /** Adds the options that choose a pairs table's board ({@code --board}, {@code --board-file}), read by {@link #board}. */
    public static Options withBoardOptions(Options options) {
        return options
                .addOption(CommandLines.boardOption("board (default: english; known: " + String.join(", ", Boards.names()) + ")"))
                .addOption(CommandLines.boardFileOption("a board described in a file (format in docs/boards-and-problems.md#board-files) instead of a built-in one"));
    }

    /** The board of a pairs table: {@code --board} or {@code --board-file}, English by default. */
    public static Board board(CommandLine line) throws CommandException {
        return Inputs.board(line, "english").board();
    }

    /** The names of the report files {@link #reportFiles} makes, in the order they are written. */
    public static final List<String> REPORT_FILES = List.of("pairs.csv", "starts.csv", "pairs.md", "pairs.json");
    /** The file of one sample solution per solvable pair, written after {@link #REPORT_FILES} by a table that has them. */
    public static final String SOLUTIONS_FILE = PairsCsv.SOLUTIONS_FILE;

    /**
     * The report files of a finished table, by name, in the order of {@link #REPORT_FILES}, then
     * {@link #SOLUTIONS_FILE} when the table has sample solutions (searched to the middle).
     */
    public static Map<String, String> reportFiles(PairsReport report) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(REPORT_FILES.get(0), PairsCsv.pairs(report));
        files.put(REPORT_FILES.get(1), PairsCsv.starts(report));
        files.put(REPORT_FILES.get(2), PairsMarkdown.format(report));
        files.put(REPORT_FILES.get(3), PairsJson.format(report));
        if (report.samples() != null) {
            files.put(SOLUTIONS_FILE, PairsCsv.solutions(report));
        }
        return files;
    }
}
