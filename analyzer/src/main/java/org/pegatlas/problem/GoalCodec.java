package org.pegatlas.problem;

import org.pegatlas.board.Board;
import org.pegatlas.board.Positions;

/**
 * A goal as a problem's record writes it ({@code goal=} in {@link ProblemCodec#encode}): {@code one
 * peg on HOLE}, {@code one peg anywhere}, {@code at most K peg} ({@code pegs} when K is not 1),
 * {@code exactly pegs on HOLE ...} (hole names in board order). The words are fixed, so that the
 * records written by every version read back; they are those of {@link Goal#describe} today, but
 * only by choice: the description may change, the encoding may not.
 */
final class GoalCodec {
    private static final String ONE_PEG_ON = "one peg on ";
    private static final String ANYWHERE = "one peg anywhere";
    private static final String AT_MOST = "at most ";
    private static final String EXACTLY = "exactly pegs on ";

    private GoalCodec() {
    }

    /**
     * The encoding of {@code goal} on {@code board}. A goal of none of the four kinds (only tests
     * write one) is recorded by its description, which {@link #decode} refuses.
     */
    static String encode(Goal goal, Board board) {
        if (goal instanceof Goal.OnePegOn onePegOn) {
            return ONE_PEG_ON + board.holeName(onePegOn.hole());
        }
        if (goal instanceof Goal.OnePegAnywhere) {
            return ANYWHERE;
        }
        if (goal instanceof Goal.AtMost atMost) {
            return AT_MOST + atMost.pegs() + (atMost.pegs() == 1 ? " peg" : " pegs");
        }
        if (goal instanceof Goal.ExactPosition exact) {
            return EXACTLY + board.holeNames(exact.position());
        }
        return goal.describe(board);
    }

    /**
     * The goal {@link #encode} wrote on {@code board}.
     *
     * @throws IllegalArgumentException for a text no goal encodes to, a count that is no number
     *     or below 1, or a hole not on the board
     */
    static Goal decode(Board board, String code) {
        if (code.equals(ANYWHERE)) {
            return Goal.onePegAnywhere();
        }
        if (code.startsWith(ONE_PEG_ON)) {
            return Goal.onePegOn(board.hole(code.substring(ONE_PEG_ON.length())));
        }
        if (code.startsWith(AT_MOST)) {
            return Goal.atMost(Integer.parseInt(code.substring(AT_MOST.length()).split(" ")[0]));
        }
        if (code.startsWith(EXACTLY)) {
            return Goal.exactly(Positions.holes(board, code.substring(EXACTLY.length())));
        }
        throw new IllegalArgumentException("unknown goal '" + code + "'");
    }
}
