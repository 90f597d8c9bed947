package org.pegatlas.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.pegatlas.play.PlaySession;
import org.pegatlas.problem.Problem;
import org.pegatlas.tablebase.Tablebase;

/** {@code pegatlas play}: the terminal game, reading commands from standard input. */
final class PlayCommand extends Command {
    private final InputStream in;

    /** @param in where the player's commands come from (standard input) */
    PlayCommand(InputStream in) {
        super(new Declaration("play",
                "play in the terminal: jumps like f4-d4, undo/redo, hint, solve, save/load, replay",
                "A game of peg solitaire in the terminal, one command per line on standard input (so a game can be piped in):"
                        + " jumps written from-to (f4-d4) or chains of one peg's jumps (f5-d5-b5), undo, redo, hint (the jumps that keep the goal reachable, with their solution"
                        + " counts and fewest moves), solve (finish from here, keeping your jumps; solve fewest: in the fewest moves), replay, save FILE, load FILE, board, names, restart,"
                        + " help, quit. The board is drawn with the names of the holes holding pegs (dots for empty holes). With"
                        + " --tablebase, hints and solve are exact; without one, hints list the legal jumps and solve searches.",
                null,
                ProblemOptions.options()
                        .addOption(Option.builder().longOpt("tablebase").hasArg().argName("dir")
                                .desc("a tablebase built with 'pegatlas tablebase --out DIR' for exact hints and solutions; without problem"
                                        + " options its problem is played, with them it must be theirs").get())));
        this.in = in;
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Tablebase tablebase = null;
        Problem problem;
        if (line.hasOption("tablebase")) {
            Path dir = Path.of(line.getOptionValue("tablebase"));
            if (ProblemOptions.given(line)) {
                problem = ProblemOptions.problem(line);
                tablebase = Tablebase.openChecked(dir, problem);
            } else {
                tablebase = Tablebase.openChecked(dir);
                problem = tablebase.problem();
            }
        } else {
            problem = ProblemOptions.problem(line);
        }
        try {
            new PlaySession(problem, tablebase, out).run(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } finally {
            if (tablebase != null) {
                tablebase.close();
            }
        }
    }
}
