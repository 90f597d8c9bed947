package org.pegatlas.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.BoardDrawing;
import org.pegatlas.board.Boards;
import org.pegatlas.board.HoleNaming;
import org.pegatlas.problem.Presets;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;

/**
 * {@code pegatlas boards}: every built-in board (or one, or a board file) with its hole count, jump
 * lines, symmetry group, position classes, default problem and a drawing of its hole names.
 */
final class BoardsCommand extends Command {

    BoardsCommand() {
        super(new Declaration("boards",
                "list the built-in boards (holes, jump lines, symmetries, default start, presets) and draw them",
                "Lists every built-in board with its hole count, jump lines (each direction"
                        + " counted), symmetry group order, number of position classes and default problem, and draws it with its"
                        + " hole names. With --board or --board-file, shows that board only.",
                null,
                new Options()
                        .addOption(CommandLines.boardOption("show only this built-in board (known: " + String.join(", ", Boards.names()) + ")"))
                        .addOption(CommandLines.boardFileOption("show the board described in this board file (format in docs/boards-and-problems.md#board-files)"))));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException {
        if (line.hasOption("board") || line.hasOption("board-file")) {
            Inputs.ChosenBoard chosen = Inputs.board(line, "english");
            try {
                printBoard(out, chosen);
            } catch (IllegalArgumentException e) {
                // a board file whose symmetry group is too large to enumerate
                throw CommandException.usage(e.getMessage());
            }
            return;
        }
        List<Inputs.ChosenBoard> all = new ArrayList<>();
        for (String name : Boards.names()) {
            all.add(new Inputs.ChosenBoard(Boards.byName(name), name, OptionalLong.empty()));
        }
        out.println("built-in boards (jump lines count each direction; use with --board NAME):");
        out.printf("  %-11s %5s %10s %10s %8s  %s%n", "board", "holes", "jump lines", "symmetries", "classes", "default problem");
        for (Inputs.ChosenBoard chosen : all) {
            Board board = chosen.board();
            Problem problem = defaultProblem(chosen);
            out.printf("  %-11s %5d %10d %10d %8d  %s%n", board.name(), board.holeCount(), board.lineCount(),
                    problem.boardSymmetries().order(), PositionClasses.of(board).count(), describe(problem));
        }
        for (Inputs.ChosenBoard chosen : all) {
            out.println();
            printBoard(out, chosen);
        }
    }

    private static void printBoard(PrintStream out, Inputs.ChosenBoard chosen) {
        Board board = chosen.board();
        Problem problem = defaultProblem(chosen);
        int symmetries = problem != null ? problem.boardSymmetries().order() : SymmetryGroup.of(board).order();
        String jumps = board.naming() == HoleNaming.EXPLICIT ? "listed lines, each usable both ways" : board.directionsLabel() + " jumps";
        out.printf("%s: %d holes, %d jump lines (%s), %d symmetries, %,d position classes%n", board.name(), board.holeCount(),
                board.lineCount(), jumps, symmetries, PositionClasses.of(board).count());
        out.println("default problem: " + (problem == null ? "none (the board file draws no start; give --start)" : describe(problem)));
        for (String row : BoardDrawing.names(board).split("\n")) {
            out.println("  " + row);
        }
        if (problem != null && chosen.builtInName() == null) {
            out.println("start:");
            for (String row : board.diagram(problem.start()).split("\n")) {
                out.println("  " + row);
            }
        }
        if (chosen.builtInName() != null && !Presets.on(chosen.builtInName()).isEmpty()) {
            out.println("preset problems (--problem NAME; goal: one peg on the hole named):");
            for (Presets.Preset p : Presets.on(chosen.builtInName())) {
                String start = p.start().trim().contains(" ") ? "pegs on " + p.start() : "full board less " + p.start();
                out.printf("  %-10s %s -> one peg on %s%n", p.name(), start, p.goalHole());
            }
        }
    }

    /** The default problem of a built-in board or a board file that gives a start; {@code null} otherwise. */
    private static Problem defaultProblem(Inputs.ChosenBoard chosen) {
        Board board = chosen.board();
        long start;
        if (chosen.builtInName() != null) {
            start = board.fullMask() & ~(1L << board.hole(Boards.defaultVacancy(chosen.builtInName())));
        } else if (chosen.fileStart().isPresent()) {
            start = chosen.fileStart().getAsLong();
        } else {
            return null;
        }
        long empty = board.fullMask() & ~start;
        Goal goal = Long.bitCount(empty) == 1 ? Goal.onePegOn(Long.numberOfTrailingZeros(empty)) : Goal.onePegAnywhere();
        return new Problem(board, start, goal);
    }

    private static String describe(Problem problem) {
        long empty = problem.board().fullMask() & ~problem.start();
        String goal = Long.bitCount(empty) == 1 ? problem.goal().describe(problem.board()) : "give --goal";
        return problem.describeStart() + " -> " + goal;
    }
}
