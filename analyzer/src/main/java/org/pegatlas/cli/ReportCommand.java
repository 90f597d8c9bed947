package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas report DIR}: {@code DIR/report.html}, one offline page of an analysis or a pairs table. */
final class ReportCommand extends Command {
    static final String FILE_NAME = "report.html";

    ReportCommand() {
        super(new Declaration("report",
                "write DIR/report.html: the board, charts, heat map and sample-solution replay of an analyze or pairs directory",
                "Writes DIR/report.html, one self-contained page (nothing loaded from the network) for the output directory DIR of"
                        + " analyze or pairs: the board with its start and goal, positions per level (reachable, on a solution path, dead ends;"
                        + " raw or canonical, log scale), the totals with their conventions, a step-by-step replay of the sample solution,"
                        + " or for pairs a start × end heat map of solution counts; and the run's parameters, time and memory.",
                "DIR",
                new Options()
                        .addOption(CommandLines.boardFileOption("the board file the results were computed with: needed only for a pairs"
                                + " table of a board that is not built in, or an analysis that keeps no copy of its board file ("
                                + ProblemCodec.BOARD_COPY + ")"))));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(line.getArgList().get(0));
        try (DirectoryLock lock = OutputDirectory.lockExisting(dir, "pegatlas report")) {
            SavedRun run = SavedRun.open(dir);
            String html = run.kind() == SavedRun.Kind.PAIRS ? ReportPages.pairs(run, pairsBoard(run, line))
                    : ReportPages.analysis(run, problem(run, line));
            Path target = run.dir().resolve(FILE_NAME);
            AtomicFiles.Written written = AtomicFiles.writeString(target, html);
            run.record(FILE_NAME, written);
            out.printf("wrote %s (%,d bytes)%n", target, written.bytes());
        }
    }

    /**
     * The problem of an analysis: the one its directory records, on its built-in board or on the
     * copy of its board file kept beside it ({@link SavedRun#problem()}, as every command that
     * reads a directory finds it); with {@code --board-file}, on the board given, which must be the
     * recorded one (for a directory written before the copy was kept, or whose copy was deleted).
     */
    private static Problem problem(SavedRun run, CommandLine line) throws CommandException, IOException {
        return line.hasOption("board-file") ? run.problem(givenBoard(run, line)) : run.problem();
    }

    /**
     * The board of a start × end table, which keeps no copy of a board file: the built-in board
     * it names, or the board given with {@code --board-file}; either must be the recorded one.
     */
    private static Board pairsBoard(SavedRun run, CommandLine line) throws CommandException {
        if (line.hasOption("board-file")) {
            return givenBoard(run, line);
        }
        if (!Boards.names().contains(run.boardName())) {
            throw CommandException.usage(run.dir() + " was computed on board " + run.boardName()
                    + ", which is not built in; give its board file with --board-file");
        }
        return recorded(run, Boards.byName(run.boardName()));
    }

    /** The board of {@code --board-file}, which must be the one {@code run} was computed on. */
    private static Board givenBoard(SavedRun run, CommandLine line) throws CommandException {
        return recorded(run, Inputs.board(line, null).board());
    }

    /** {@code board}, once its name and layout are found to be those {@code run} records. */
    private static Board recorded(SavedRun run, Board board) throws CommandException {
        if (!board.name().equals(run.boardName()) || !board.digest().equals(run.boardDigest())) {
            throw CommandException.usage("board " + board.name() + " (layout " + board.digest() + ") is not the board " + run.dir()
                    + " was computed on (" + run.boardName() + ", layout " + run.boardDigest() + ")");
        }
        return board;
    }
}
