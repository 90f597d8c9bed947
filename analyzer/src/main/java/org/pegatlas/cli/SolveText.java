package org.pegatlas.cli;

import java.util.List;
import java.util.Locale;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.Counted;
import org.pegatlas.reports.JsonWriter;
import org.pegatlas.solve.SolveOutcome;

/** What {@code solve} prints after the problem line: as text, or as one JSON object. */
final class SolveText {
    private SolveText() {
    }

    /** The answer in words: solved, proved unsolvable (and how), or stopped (and how far it got). */
    static String answer(SolveOutcome outcome, int seconds) {
        return switch (outcome.answer()) {
            case SOLVED -> "solved";
            case NO_SOLUTION -> outcome.byClassCheck()
                    ? "no solution (proved by the position classes: no goal position shares the start's class)"
                    : "no solution (proved: the search exhausted every jump sequence left after sound pruning)";
            case STOPPED -> String.format(Locale.ROOT, "none: stopped at --seconds %d without an answer, after %,d positions,"
                    + " the failure table holding %,d", seconds, outcome.nodes(), outcome.tableEntries());
        };
    }

    /** The figures below the problem line, one per line. */
    static String text(Problem problem, SolveOutcome outcome, int seconds) {
        StringBuilder out = new StringBuilder();
        out.append("answer:              ").append(answer(outcome, seconds)).append(System.lineSeparator());
        if (outcome.solution() != null) {
            Board board = problem.board();
            List<Integer> lines = outcome.solution().lines();
            List<String> moves = Jumps.moveNames(board, lines);
            out.append("solution:            ").append(Counted.of(lines.size(), "jump")).append(", ").append(Counted.of(moves.size(), "move"))
                    .append(" (replayed through the board's rules)").append(System.lineSeparator());
            out.append("jumps:               ").append(String.join(" ", outcome.solution().jumpNames(board))).append(System.lineSeparator());
            out.append("moves:               ").append(String.join(" ", moves)).append(System.lineSeparator());
        }
        out.append(String.format(Locale.ROOT, "search:              %,d positions entered; failure table %,d positions in %,d MiB (%,d forgotten)%n",
                outcome.nodes(), outcome.tableEntries(), outcome.tableBytes() >> 20, outcome.tableReplaced()));
        out.append(String.format(Locale.ROOT, "time:                %.3f s%n", outcome.seconds()));
        return out.toString();
    }

    /**
     * One JSON object: {@code board}, {@code start}, {@code goal}, {@code answer} ({@code solved},
     * {@code no solution}, {@code stopped}), {@code proof} ({@code position classes} or
     * {@code search} for no solution, else null), {@code jumps} and {@code moves} (empty unless
     * solved), {@code nodes}, {@code tableEntries}, {@code tableBytes}, {@code tableForgotten},
     * {@code seconds}.
     */
    static String json(Problem problem, SolveOutcome outcome) {
        Board board = problem.board();
        boolean solved = outcome.solution() != null;
        List<Integer> lines = solved ? outcome.solution().lines() : List.of();
        JsonWriter json = new JsonWriter().beginObject()
                .name("board").string(board.name())
                .name("start").string(problem.describeStart())
                .name("goal").string(problem.goal().describe(board))
                .name("answer").string(switch (outcome.answer()) {
                    case SOLVED -> "solved";
                    case NO_SOLUTION -> "no solution";
                    case STOPPED -> "stopped";
                })
                .name("proof").literal(outcome.answer() != SolveOutcome.Answer.NO_SOLUTION ? "null"
                        : JsonWriter.quoted(outcome.byClassCheck() ? "position classes" : "search"))
                .name("jumps").strings(lines.stream().map(board::jumpName).toList())
                .name("moves").strings(Jumps.moveNames(board, lines))
                .name("nodes").number(outcome.nodes())
                .name("tableEntries").number(outcome.tableEntries())
                .name("tableBytes").number(outcome.tableBytes())
                .name("tableForgotten").number(outcome.tableReplaced())
                .name("seconds").literal(String.format(Locale.ROOT, "%.3f", outcome.seconds()))
                .endObject();
        return json.toString();
    }
}
