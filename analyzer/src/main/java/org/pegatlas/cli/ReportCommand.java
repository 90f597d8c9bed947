package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
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
                        .addOption(CommandLines.boardFileOption("the board file the results were computed with: needed only for"
                                + " results of a board that is not built in written by a pegatlas that kept no copy of the board file ("
                                + ProblemCodec.BOARD_COPY + ")"))));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(line.getArgList().get(0));
        try (DirectoryLock lock = OutputDirectory.lockExisting(dir, "pegatlas report")) {
            SavedRun run = SavedRun.open(dir);
            Board board = line.hasOption("board-file") ? givenBoard(run, line) : run.board();
            String html = run.kind() == SavedRun.Kind.PAIRS ? ReportPages.pairs(run, board) : ReportPages.analysis(run, run.problem(board));
            Path target = run.dir().resolve(FILE_NAME);
            AtomicFiles.Written written = AtomicFiles.writeString(target, html);
            run.record(FILE_NAME, written);
            out.printf("wrote %s (%,d bytes)%n", target, written.bytes());
        }
    }

    /**
     * The board of {@code --board-file}, for results whose directory keeps no copy of their board
     * file; it must be the one {@code run} was computed on (name and layout).
     */
    private static Board givenBoard(SavedRun run, CommandLine line) throws CommandException {
        Board board = Inputs.board(line, null).board();
        if (!board.name().equals(run.boardName()) || !board.digest().equals(run.boardDigest())) {
            throw CommandException.usage("board " + board.name() + " (layout " + board.digest() + ") is not the board " + run.dir()
                    + " was computed on (" + run.boardName() + ", layout " + run.boardDigest() + ")");
        }
        return board;
    }
}
