package org.pegatlas.cli;

import java.util.List;
import java.util.stream.Collectors;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.GoalSpec;
import org.pegatlas.problem.Presets;
import org.pegatlas.problem.Problem;

/**
 * The options that choose a problem — {@code --board}, {@code --board-file}, {@code --problem},
 * {@code --start}, {@code --start-file}, {@code --goal}, {@code --goal-file} — and the problem
 * they describe, with the defaults of docs/boards-and-problems.md. Shared by analyze, estimate, tablebase and play.
 */
public final class ProblemOptions {
    private ProblemOptions() {
    }

    /** The options that choose a problem (board, preset, start, goal), read by {@link #problem}. */
    static Options options() {
        return addTo(new Options());
    }

    /** Whether any of {@link #options()} is on the command line. */
    static boolean given(CommandLine line) {
        return options().getOptions().stream().anyMatch(o -> line.hasOption(o.getLongOpt()));
    }

    /**
     * Adds the options that define a problem (board, start and goal, or a preset) to
     * {@code options}; {@link #problem} reads them.
     */
    public static Options addTo(Options options) {
        return options
                .addOption(CommandLines.boardOption("built-in board (default: english; known: " + String.join(", ", Boards.names()) + ")"))
                .addOption(CommandLines.boardFileOption(
                        "a board of your own, described in a board file (format in docs/boards-and-problems.md#board-files);"
                                + " its grid may draw the start with x"))
                .addOption(Option.builder("p").longOpt("problem").hasArg().argName("name")
                        .desc("a preset problem, with its board, start and goal (known: "
                                + Presets.all().stream().map(Presets.Preset::name).collect(Collectors.joining(", "))
                                + "; all on english, goal one peg on d4; 'pegatlas boards --board english' lists their pegs)").get())
                .addOption(Option.builder("s").longOpt("start").hasArg().argName("start")
                        .desc("the start: a hole (the full board less it; default: the board's own, the centre where there is one"
                                + " (d4 on english), hole 1 on the triangles, H on the pentagon), the pegs"
                                + " ('d2 c3 d3'), 'empty: HOLE ...', or a diagram with rows separated by / (x peg, o empty hole,"
                                + " . no hole); holes are named like d4, 13 or H, or given as row,col counted from 0").get())
                .addOption(Option.builder().longOpt("start-file").hasArg().argName("file")
                        .desc("the start drawn in a file, one row per line (x peg, o empty hole, . no hole)").get())
                .addOption(Option.builder("g").longOpt("goal").hasArg().argName("goal")
                        .desc("the goal: a hole (one peg left, there), 'any' (one peg left, anywhere), 'at-most:K' (at most K pegs"
                                + " left), the final pegs ('c3 e3'), 'empty: HOLE ...' (the full board less those holes), or a diagram (default: one peg on the start's only empty hole,"
                                + " or the preset's goal)").get())
                .addOption(Option.builder().longOpt("goal-file").hasArg().argName("file")
                        .desc("the exact final position drawn in a file (x peg, o empty hole, . no hole)").get());
    }

    /** The problem the options describe: board, start and goal, with the defaults of docs/boards-and-problems.md. */
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
            if (line.hasOption("board") && !line.getOptionValue("board").trim().equalsIgnoreCase(preset.board())) {
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
}
