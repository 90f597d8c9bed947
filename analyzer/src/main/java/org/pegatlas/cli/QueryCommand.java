package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.Positions;
import org.pegatlas.tablebase.NumberedSolutions;
import org.pegatlas.tablebase.PositionJson;
import org.pegatlas.tablebase.PositionReportText;
import org.pegatlas.board.PositionText;
import org.pegatlas.tablebase.Tablebase;

/** {@code pegatlas query DIR --position P}: one position's value and the value of every jump from it. */
final class QueryCommand extends Command {

    QueryCommand() {
        super(new Declaration("query",
                "look a position up in a tablebase: solvable, fewest pegs, solutions, fewest moves, and the value of every jump",
                "Looks a position up in the tablebase built in DIR ('pegatlas tablebase --out DIR'): whether it is on the"
                        + " problem's graph (reachable from the start), whether it can still reach the goal, the fewest pegs it can be"
                        + " reduced to, the exact number of solutions from it and of ways to reach it, the fewest moves left to the goal"
                        + " (a move: one or more jumps by the same peg) with one path making no more; then every legal jump with the"
                        + " same figures for the position it leads to and the fewest moves of a path starting with it. Counts are per"
                        + " position (symmetric positions have equal ones).",
                "DIR",
                new Options()
                        .addOption(Option.builder("P").longOpt("position").hasArg().argName("position")
                                .desc("the position (required): a diagram file (one row per line), a diagram on one line with rows separated"
                                        + " by / (x peg, o empty hole, . no hole), the pegs ('d2 c3 d3' or d2,c3,d3, also after 'pegs:'),"
                                        + " or 'empty: HOLE ...' (the full board less those holes); one hole is one peg there").get())
                        .addOption(Option.builder().longOpt("json").desc("answer in JSON (one object: position, pegs, onGraph, solvable,"
                                + " fewestPegs, solutions, fewestMovesLeft, waysToReach, jumps), counts as exact decimal strings").get())
                        .addOption(Option.builder().longOpt("solution").hasArg().argName("index|random")
                                .desc("instead of the values, print one solution from the position: the one numbered INDEX (from 0; ordered"
                                        + " jump by jump in the board's line order, a solution that stops at a goal position before the longer ones"
                                        + " through it, so 0 is the sample solution), or 'random': one drawn uniformly from all of them").get())
                        .addOption(Option.builder().longOpt("seed").hasArg().argName("n")
                                .desc("the seed of --solution random (default: a new one, printed, so the draw can be repeated)").get())));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        String spec = CommandLines.required(line, "position");
        if (line.hasOption("solution") && line.hasOption("json")) {
            throw CommandException.usage("--solution answers in text; drop --json");
        }
        if (line.hasOption("seed") && !"random".equals(line.getOptionValue("solution"))) {
            throw CommandException.usage("--seed goes with --solution random");
        }
        try (Tablebase tablebase = Tablebase.open(Path.of(line.getArgList().get(0)))) {
            Board board = tablebase.problem().board();
            if (line.hasOption("solution")) {
                out.println(solution(tablebase, position(board, spec), line));
                return;
            }
            Tablebase.Report report = tablebase.report(position(board, spec));
            out.println(line.hasOption("json") ? PositionJson.report(board, report) : PositionReportText.of(tablebase, report));
        }
    }

    /** One line: {@code solution I of N[ (random, --seed S)]: JUMP JUMP ...}. */
    private static String solution(Tablebase tablebase, long position, CommandLine line) throws CommandException {
        OptionalLong seed = line.hasOption("seed") ? OptionalLong.of(seed(line.getOptionValue("seed"))) : OptionalLong.empty();
        try {
            NumberedSolutions.Pick pick = new NumberedSolutions(tablebase).pick(position, line.getOptionValue("solution"), seed);
            Board board = tablebase.problem().board();
            return String.format("solution %s of %s%s: %s", pick.index(), pick.of(),
                    pick.seed().isPresent() ? " (random, --seed " + pick.seed().getAsLong() + ")" : "",
                    pick.lines().isEmpty() ? "(no jump: the position is a goal position)"
                            : pick.lines().stream().map(board::jumpName).collect(Collectors.joining(" ")));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage("--solution: " + e.getMessage());
        }
    }

    private static long seed(String text) throws CommandException {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw CommandException.usage("--seed needs a whole number, not '" + text + "'");
        }
    }

    /** The position {@code spec} names: a diagram file when such a file exists, else {@link PositionText}. */
    static long position(Board board, String spec) throws CommandException {
        Path file = Path.of(spec.strip().isEmpty() ? "." : spec.strip());
        try {
            if (Files.isRegularFile(file)) {
                try {
                    return Positions.diagramFile(board, Inputs.read("position file", spec.strip()));
                } catch (IllegalArgumentException e) {
                    throw CommandException.usage(spec.strip() + ": " + e.getMessage());
                }
            }
            return PositionText.parse(board, spec);
        } catch (IllegalArgumentException e) {
            throw CommandException.usage("--position: " + e.getMessage());
        }
    }
}
