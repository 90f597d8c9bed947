package org.pegatlas.tablebase;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/**
 * Rebuilds a {@link Problem} from its {@link Problem#fingerprint() fingerprint} (as recorded in an
 * output directory's manifest and in a tablebase), so that a directory describes its own problem:
 * {@code board=NAME;holes=N;lines=N;start=HEX;goal=DESCRIPTION;layout=DIGEST}.
 */
public final class ProblemRecord {
    private ProblemRecord() {
    }

    /**
     * The board a fingerprint names, when it is a built-in board with the same layout.
     *
     * @return the board, or {@code null} when the fingerprint's board is not built in (a board file)
     * @throws IllegalArgumentException for a malformed fingerprint
     */
    public static Board builtInBoard(String fingerprint) {
        Map<String, String> fields = fields(fingerprint);
        String name = fields.get("board");
        if (!Boards.names().contains(name)) {
            return null;
        }
        Board board = Boards.byName(name);
        return board.digest().equals(fields.get("layout")) ? board : null;
    }

    /**
     * The problem of {@code fingerprint} on {@code board}.
     *
     * @throws IllegalArgumentException if the fingerprint is malformed or is not of a problem on this board
     */
    public static Problem problem(String fingerprint, Board board) {
        Map<String, String> fields = fields(fingerprint);
        long start;
        try {
            start = Long.parseUnsignedLong(fields.get("start"), 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("malformed problem record (start): " + fingerprint);
        }
        Problem problem = new Problem(board, start, goal(board, fields.get("goal")));
        if (!problem.fingerprint().equals(fingerprint)) {
            throw new IllegalArgumentException("the problem recorded (" + fingerprint + ") is not one of board " + board.name());
        }
        return problem;
    }

    /** The goal whose {@link Goal#describe description} is {@code description}. */
    static Goal goal(Board board, String description) {
        if (description.equals("one peg anywhere")) {
            return Goal.onePegAnywhere();
        }
        if (description.startsWith("one peg on ")) {
            return Goal.onePegOn(board.hole(description.substring("one peg on ".length())));
        }
        if (description.startsWith("at most ")) {
            return Goal.atMost(Integer.parseInt(description.substring("at most ".length()).split(" ")[0]));
        }
        if (description.startsWith("exactly pegs on ")) {
            return Goal.exactly(Positions.holes(board, description.substring("exactly pegs on ".length())));
        }
        throw new IllegalArgumentException("unknown goal '" + description + "' in a problem record");
    }

    private static Map<String, String> fields(String fingerprint) {
        Map<String, String> fields = new HashMap<>();
        for (String part : fingerprint.split(";")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                fields.put(part.substring(0, eq), part.substring(eq + 1));
            }
        }
        if (!fields.keySet().containsAll(Set.of("board", "holes", "lines", "start", "goal", "layout"))) {
            throw new IllegalArgumentException("malformed problem record: " + fingerprint);
        }
        return fields;
    }
}
