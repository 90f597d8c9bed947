package org.pegatlas.tablebase;

import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.Counted;

/**
 * The text answer of {@code pegatlas query}: a position's value and every legal jump's, for a
 * person to read (the twin of {@link PositionJson#report}). Counts grouped in the default locale;
 * lines end with the platform's line separator, none after the last.
 */
public final class PositionReportText {
    private PositionReportText() {
    }

    /**
     * {@code report}, a position of {@code tablebase}: the position drawn, its value (with one path
     * in its fewest moves when it can reach the goal), and its jumps in line order, each with the
     * fewest moves of a path starting with it.
     */
    public static String of(Tablebase tablebase, Tablebase.Report report) {
        Problem problem = tablebase.problem();
        Board board = problem.board();
        StringBuilder out = new StringBuilder();
        out.append(String.format("position:       %s (%s)%n", board.holeNames(report.position()), Counted.of(Long.bitCount(report.position()), "peg")));
        for (String row : board.diagram(report.position()).split("\n")) {
            out.append("  ").append(row).append(System.lineSeparator());
        }
        PositionValue v = report.value();
        String goal = problem.goal().describe(board);
        if (!v.onGraph()) {
            out.append(String.format("on the graph:   no: not reachable from the start (%s); the tablebase holds no value for it%n",
                    problem.describeStart()));
        } else {
            out.append(String.format("on the graph:   yes (reachable from the start)%n"));
            out.append(String.format("ways to reach:  %,d%n", v.waysToReach()));
            out.append(String.format("can reach goal: %s (%s)%n", v.solvable() ? "yes" : "no", goal));
            out.append(String.format("fewest pegs:    %d%n", v.fewestPegs()));
            out.append(String.format("solutions:      %,d%n", v.solutions()));
            if (v.solvable()) {
                List<String> moves = Jumps.moveNames(board, tablebase.fewestMovesPath(report.position(), -1));
                out.append(String.format("fewest moves:   %d%s%n", v.fewestMovesLeft(), moves.isEmpty() ? " (a goal position)" : ": " + String.join(" ", moves)));
            }
        }
        out.append(String.format("jumps:          %d%s%n", report.jumps().size(), report.jumps().isEmpty() ? " (no jump left)" : ""));
        for (Tablebase.JumpValue jump : report.jumps()) {
            PositionValue j = jump.value();
            out.append(String.format("  %-8s %s%n", board.jumpName(jump.line()), !j.onGraph() ? "off the graph"
                    : String.format("%-14s fewest pegs %2d, %s%s", j.solvable() ? "keeps the goal" : "loses the goal", j.fewestPegs(),
                    Counted.of(j.solutions(), "solution"), j.solvable() ? ", " + Counted.of(Tablebase.fewestMovesWith(board, jump, -1), "move") : "")));
        }
        return out.toString().stripTrailing();
    }
}
