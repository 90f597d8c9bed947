package org.pegatlas.board;

import java.util.Locale;

/**
 * Positions asked about by players: a diagram on one line (rows separated by {@code /}, {@code x}
 * a peg, {@code o} an empty hole, {@code .} no hole), the pegs ({@code d2 c3 d3} or
 * {@code d2,c3,d3}, also after {@code pegs:}), or {@code empty: HOLE ...} (the full board less
 * those holes). Unlike a start, a single hole means one peg there.
 */
public final class PositionText {
    private PositionText() {
    }

    /**
     * Parses a position.
     *
     * @throws IllegalArgumentException with a one-line message for unknown holes, a hole listed
     *     twice, or a diagram that does not match the board
     */
    public static long parse(Board board, String spec) {
        String s = spec.trim();
        if (Positions.isInlineDiagram(s)) {
            return Positions.inlineDiagram(board, s);
        }
        String lower = s.toLowerCase(Locale.ROOT);
        if (lower.startsWith("empty:")) {
            return board.fullMask() & ~Positions.holes(board, holeList(s.substring(s.indexOf(':') + 1)));
        }
        if (lower.startsWith("pegs:")) {
            s = s.substring(s.indexOf(':') + 1);
        }
        return Positions.holes(board, holeList(s));
    }

    private static String holeList(String text) {
        return text.replace(',', ' ');
    }
}
