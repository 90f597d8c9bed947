package org.pegatlas.tablebase;

import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.JsonWriter;

/**
 * The JSON answers of {@code query --json} and {@code serve}, as agreed for the browser board
 * page: big counts as decimal strings (exact beyond 2^53), hole names in board order, jumps in the
 * board's line order. One object per line, no trailing newline.
 */
public final class PositionJson {
    private PositionJson() {
    }

    /**
     * A position's value with every legal jump: {@code {"position", "pegs", "onGraph", ...,
     * "fewestMovesLeft", "waysToReach", "jumps": [...]}}; each jump has the value of the position it
     * leads to and {@code fewestMovesWithJump}, the fewest moves of a path from the position
     * starting with it (null when it loses the goal).
     */
    public static String report(Board board, Tablebase.Report report) {
        StringBuilder out = new StringBuilder("{\"position\":").append(JsonWriter.quoted(board.holeNames(report.position())))
                .append(",\"pegs\":").append(Long.bitCount(report.position()));
        value(out, report.value());
        out.append(",\"waysToReach\":").append(JsonWriter.quoted(report.value().waysToReach().toString())).append(",\"jumps\":[");
        List<Tablebase.JumpValue> jumps = report.jumps();
        for (int i = 0; i < jumps.size(); i++) {
            Tablebase.JumpValue jump = jumps.get(i);
            int[] line = board.line(jump.line());
            out.append(i == 0 ? "" : ",").append("{\"jump\":").append(JsonWriter.quoted(board.jumpName(jump.line())))
                    .append(",\"from\":").append(JsonWriter.quoted(board.holeName(line[0])))
                    .append(",\"over\":").append(JsonWriter.quoted(board.holeName(line[1])))
                    .append(",\"to\":").append(JsonWriter.quoted(board.holeName(line[2])));
            value(out, jump.value());
            int with = Tablebase.fewestMovesWith(board, jump, -1);
            out.append(",\"fewestMovesWithJump\":").append(with < 0 ? "null" : Integer.toString(with)).append('}');
        }
        return out.append("]}").toString();
    }

    private static void value(StringBuilder out, PositionValue value) {
        out.append(",\"onGraph\":").append(value.onGraph())
                .append(",\"solvable\":").append(value.solvable())
                .append(",\"fewestPegs\":").append(value.onGraph() ? Integer.toString(value.fewestPegs()) : "null")
                .append(",\"solutions\":").append(JsonWriter.quoted(value.solutions().toString()))
                .append(",\"fewestMovesLeft\":").append(value.fewestMovesLeft() < 0 ? "null" : Integer.toString(value.fewestMovesLeft()));
    }

    /**
     * The board and problem: {@code {"board", "holes": [{"name", "row", "col"}], "startPegs",
     * "goal", "problem", "start"}}.
     *
     * @param problemJson the {@code problem} object of the analysis's {@code summary.json}, verbatim
     */
    public static String board(Problem problem, String problemJson) {
        Board board = problem.board();
        StringBuilder out = new StringBuilder("{\"board\":").append(JsonWriter.quoted(board.name())).append(",\"holes\":[");
        for (int h = 0; h < board.holeCount(); h++) {
            out.append(h == 0 ? "" : ",").append("{\"name\":").append(JsonWriter.quoted(board.holeName(h))).append(",\"row\":").append(board.row(h))
                    .append(",\"col\":").append(board.column(h)).append('}');
        }
        out.append("],\"startPegs\":[");
        String separator = "";
        for (long m = problem.start(); m != 0; m &= m - 1) {
            out.append(separator).append(JsonWriter.quoted(board.holeName(Long.numberOfTrailingZeros(m))));
            separator = ",";
        }
        return out.append("],\"goal\":").append(JsonWriter.quoted(problem.goal().describe(board))).append(",\"problem\":").append(problemJson)
                .append(",\"start\":").append(JsonWriter.quoted(board.holeNames(problem.start()))).append('}').toString();
    }

    /** {@code {"error": message}}. */
    public static String error(String message) {
        return "{\"error\":" + JsonWriter.quoted(message) + "}";
    }
}
