package org.pegatlas.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import org.pegatlas.board.Board;
import org.pegatlas.board.BoardDrawing;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.Counted;
import org.pegatlas.reports.ProblemInfo;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.TextFiles;
import org.pegatlas.tablebase.NumberedSolutions;
import org.pegatlas.tablebase.PositionValue;
import org.pegatlas.tablebase.Tablebase;

/**
 * The terminal game: reads commands line by line (so a game can be piped in) and answers on the
 * output. A mistake gets a line starting {@code ! } and changes nothing (jumps before it on the
 * same line stay played). With a tablebase, hints and
 * {@code solve} use its exact values; without one, hints list the legal jumps and {@code solve}
 * searches depth first within a budget.
 *
 * <p>Moves (chains of jumps by one peg) count the move the player is making: after a jump that
 * landed on hole {@code h}, a jump from {@code h} continues that move, so the fewest moves left
 * shown are {@link PositionValue#fewestMovesLeftAfter} of {@code h}.
 */
public final class PlaySession {
    /** Positions the search without a tablebase may visit for one {@code solve}. */
    static final long SEARCH_BUDGET = 5_000_000;
    private static final String HELP = """
            commands:
              f4-d4          jump (from-to; several separated by spaces; a chain by one peg: f5-d5-b5)
              undo, redo     take back the last jump, play it again
              hint           the jumps that keep the goal reachable, with their solution counts (and with a
                             tablebase their fewest moves, * on those that keep the fewest)
              solve          finish from here, keeping your jumps (solution 0 from here)
              solve fewest   with a tablebase: finish in the fewest moves, continuing your last move if that helps
              solve I        with a tablebase: finish with solution I from here (0 <= I < solutions)
              solve random   with a tablebase: a solution drawn uniformly (solve random SEED repeats a draw)
              replay         show the game so far, board by board
              save FILE      write the game to FILE;  load FILE  read one back
              board          draw the board again;  names  the hole names
              restart        back to the start;  help  this list;  quit  leave (or end of input)""";

    private final Game game;
    private final Board board;
    private final Tablebase tablebase;
    private final PrintStream out;

    /** @param tablebase the problem's tablebase, or {@code null} to play without one */
    public PlaySession(Problem problem, Tablebase tablebase, PrintStream out) {
        this.game = new Game(problem);
        this.board = problem.board();
        this.tablebase = tablebase;
        this.out = out;
    }

    /** Plays until {@code quit} or the end of the input. */
    public void run(BufferedReader in) throws IOException {
        Problem problem = game.problem();
        out.println(ProblemInfo.line(board.name(), problem.describeStart(), problem.goal().describe(board)));
        out.println(tablebase != null ? "tablebase: " + tablebase.directory() + " (exact hints and solutions)"
                : "no tablebase: hints list the legal jumps and solve searches; for exact values build one with"
                        + " 'pegatlas tablebase <the same problem options> --out DIR' and play with --tablebase DIR");
        out.println("type jumps like " + board.jumpName(0) + ", or help");
        show();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            String command = line.strip();
            if (command.equals("quit") || command.equals("exit")) {
                break;
            }
            if (!command.isEmpty() && !command.startsWith("#")) {
                try {
                    execute(command);
                } catch (IllegalArgumentException e) {
                    out.println("! " + e.getMessage());
                }
            }
        }
        out.println("bye");
    }

    private void execute(String command) throws IOException {
        String[] words = command.split("\\s+", 2);
        String argument = words.length > 1 ? words[1].strip() : "";
        switch (words[0].toLowerCase(Locale.ROOT)) {
            case "undo" -> says(game.undo(), "undone", "nothing to undo");
            case "redo" -> says(game.redo(), "redone", "nothing to redo");
            case "hint" -> hint();
            case "solve" -> solve(argument);
            case "replay" -> replay();
            case "save" -> save(argument);
            case "load" -> load(argument);
            case "board" -> show();
            case "names" -> out.println(BoardDrawing.names(board));
            case "restart" -> {
                game.restart();
                show();
            }
            case "help" -> out.println(HELP);
            default -> jumps(command);
        }
    }

    private void says(boolean done, String yes, String no) {
        if (!done) {
            throw new IllegalArgumentException(no);
        }
        out.println(yes);
        show();
    }

    private void jumps(String command) {
        for (String jump : command.split("\\s+")) {
            try {
                game.jump(jump);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + (jump.contains("-") ? "" : "; type help for the commands"));
            }
        }
        show();
    }

    /** The board, the pegs, and what the tablebase says of the position. */
    private void show() {
        long position = game.position();
        out.println(BoardDrawing.position(board, position));
        StringBuilder status = new StringBuilder(Counted.of(Long.bitCount(position), "peg") + ", "
                + Counted.of(game.played().size(), "jump"));
        if (game.problem().goal().test(position)) {
            status.append("; goal reached: solved!");
        } else if (legalJumps().isEmpty()) {
            status.append("; no jump left: game over");
        } else if (tablebase != null) {
            PositionValue value = tablebase.value(position);
            status.append(value.solvable() ? "; the goal is reachable (" + Counted.of(value.solutions(), "solution")
                    + " from here, fewest moves left "
                    + value.fewestMovesLeftAfter(lastLanding()) + ")"
                    : value.onGraph() ? "; the goal is out of reach (fewest pegs now " + value.fewestPegs() + ")" : "");
        }
        out.println(status);
    }

    /** The hole the last jump played landed on, where a jump continues its move; -1 at the start. */
    private int lastLanding() {
        List<Integer> played = game.played();
        return played.isEmpty() ? -1 : board.line(played.get(played.size() - 1))[2];
    }

    private List<Integer> legalJumps() {
        List<Integer> lines = new ArrayList<>();
        for (int line = 0; line < board.lineCount(); line++) {
            if (board.canJump(game.position(), line)) {
                lines.add(line);
            }
        }
        return lines;
    }

    private void hint() {
        List<Integer> legal = legalJumps();
        if (legal.isEmpty()) {
            out.println("no jump left");
            return;
        }
        if (tablebase == null) {
            out.println("legal jumps: " + String.join(" ", legal.stream().map(board::jumpName).toList())
                    + " (no tablebase: which keep the goal is not known; try solve)");
            return;
        }
        List<String> losing = new ArrayList<>();
        int winning = 0;
        int fewest = tablebase.value(game.position()).fewestMovesLeftAfter(lastLanding());
        for (Tablebase.JumpValue jump : tablebase.report(game.position()).jumps()) {
            if (jump.value().solvable()) {
                int moves = Tablebase.fewestMovesWith(board, jump, lastLanding());
                out.printf("  %-8s %s, fewest moves %d%s%n", board.jumpName(jump.line()), Counted.of(jump.value().solutions(), "solution"), moves,
                        moves == fewest ? " *" : "");
                winning++;
            } else {
                losing.add(board.jumpName(jump.line()));
            }
        }
        out.println(winning == 0 ? "no jump keeps the goal reachable; undo to get back on track" : winning + " of " + legal.size()
                + " jumps keep the goal reachable" + (losing.isEmpty() ? "" : "; these lose it: " + String.join(" ", losing))
                + "; * keeps the fewest moves (" + fewest + ")");
    }

    /**
     * Finishes the game: with an empty {@code choice} by solution 0 from here (the first jump, in
     * line order, that keeps the goal reachable, each time), or searching without a tablebase; with
     * a choice ({@code I}, {@code random}, {@code random SEED}) by that numbered solution, or with
     * {@code fewest} in the fewest moves left (counting the move being made), which need a
     * tablebase.
     */
    private void solve(String choice) {
        List<Integer> finish;
        String which = "";
        if (tablebase == null) {
            if (!choice.isEmpty()) {
                throw new IllegalArgumentException("solve " + choice + " needs a tablebase (play --tablebase DIR); solve alone searches");
            }
            finish = searchFinish();
        } else if (!tablebase.value(game.position()).solvable()) {
            out.println("the goal cannot be reached from here; undo to a position that can reach it");
            finish = null;
        } else if (choice.equalsIgnoreCase("fewest")) {
            finish = tablebase.fewestMovesPath(game.position(), lastLanding());
            which = "the fewest moves left, " + tablebase.value(game.position()).fewestMovesLeftAfter(lastLanding()) + "; ";
        } else {
            NumberedSolutions.Pick pick = pick(choice.isEmpty() ? "0" : choice);
            finish = pick.lines();
            which = String.format(Locale.ROOT, "solution %,d of %,d from here", pick.index(), pick.of())
                    + (pick.seed().isPresent() ? ", drawn at random with seed " + pick.seed().getAsLong() : "") + "; ";
        }
        if (finish == null) {
            return;
        }
        game.playAll(finish);
        out.println("finished in " + finish.size() + " jumps: " + String.join(" ", finish.stream().map(board::jumpName).toList())
                + " (" + which + "replay shows the whole game)");
        show();
    }

    /** The numbered solution from here that {@code choice} names: {@code I}, {@code random} or {@code random SEED}. */
    private NumberedSolutions.Pick pick(String choice) {
        String[] words = choice.split("\\s+");
        OptionalLong seed = OptionalLong.empty();
        if (words.length == 2 && words[0].equalsIgnoreCase("random")) {
            try {
                seed = OptionalLong.of(Long.parseLong(words[1]));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the seed of solve random is a whole number, not '" + words[1] + "'");
            }
        } else if (words.length != 1) {
            throw new IllegalArgumentException("solve takes a solution's index, random or random SEED, not '" + choice + "'");
        }
        return new NumberedSolutions(tablebase).pick(game.position(), words[0], seed);
    }

    private List<Integer> searchFinish() {
        Solver.Result result = Solver.finish(game.problem(), game.position(), SEARCH_BUDGET);
        if (result.finish() == null) {
            out.println(result.exhausted() ? String.format("no finish found within %,d positions; a tablebase answers exactly", SEARCH_BUDGET)
                    : "the goal cannot be reached from here; undo to a position that can reach it");
        }
        return result.finish();
    }

    private void replay() {
        List<Integer> played = game.played();
        out.println("start:");
        out.println(BoardDrawing.position(board, game.positionAfter(0)));
        for (int i = 0; i < played.size(); i++) {
            out.println((i + 1) + ". " + board.jumpName(played.get(i)) + ":");
            out.println(BoardDrawing.position(board, game.positionAfter(i + 1)));
        }
    }

    private void save(String file) throws IOException {
        if (file.isEmpty()) {
            throw new IllegalArgumentException("save needs a file name");
        }
        try {
            AtomicFiles.writeString(Path.of(file), game.save());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot write " + file + ": " + e.getMessage());
        }
        out.println("saved " + game.played().size() + " jumps to " + file);
    }

    private void load(String file) {
        if (file.isEmpty()) {
            throw new IllegalArgumentException("load needs a file name");
        }
        String text;
        try {
            text = TextFiles.read(Path.of(file));
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage());
        }
        try {
            game.load(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
        out.println("loaded " + game.played().size() + " jumps from " + file);
        show();
    }
}
