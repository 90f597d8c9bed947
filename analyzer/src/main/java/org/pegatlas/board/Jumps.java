package org.pegatlas.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Jumps as players write them ({@code f4-d4}), whether one is legal in a position, and jumps
 * grouped into moves ({@code c1-c3-e3}).
 */
public final class Jumps {
    private Jumps() {
    }

    /**
     * The jump line written {@code from-to} (hole names as the board gives them), legal in
     * {@code position}.
     *
     * @throws IllegalArgumentException with a one-line reason when it is malformed, not a jump of
     *     the board, or not legal in the position
     */
    public static int parseLegal(Board board, long position, String jump) {
        String text = jump.trim();
        int dash = text.indexOf('-');
        if (dash <= 0 || dash == text.length() - 1) {
            throw new IllegalArgumentException("'" + text + "' is not a jump; write it from-to, like " + board.jumpName(0));
        }
        int from = board.hole(text.substring(0, dash));
        int to = board.hole(text.substring(dash + 1));
        for (int line = 0; line < board.lineCount(); line++) {
            int[] l = board.line(line);
            if (l[0] == from && l[2] == to) {
                if ((position >>> from & 1) == 0) {
                    throw new IllegalArgumentException("jump " + text + " is not legal here: no peg on " + board.holeName(from));
                }
                if ((position >>> l[1] & 1) == 0) {
                    throw new IllegalArgumentException("jump " + text + " is not legal here: no peg on " + board.holeName(l[1]) + " to jump over");
                }
                if ((position >>> to & 1) == 1) {
                    throw new IllegalArgumentException("jump " + text + " is not legal here: " + board.holeName(to) + " is not empty");
                }
                return line;
            }
        }
        throw new IllegalArgumentException("board " + board.name() + " has no jump " + text + " (a peg jumps one neighbour into the hole beyond)");
    }

    /**
     * A sequence of jump lines written as moves: each maximal chain of consecutive jumps by the
     * same peg (a jump from the hole the previous jump landed in) as its holes joined by dashes,
     * {@code c1-c3-e3}; a single jump is written as by {@link Board#jumpName}.
     */
    public static List<String> moveNames(Board board, List<Integer> lines) {
        List<String> moves = new ArrayList<>();
        StringBuilder move = new StringBuilder();
        int landed = -1;
        for (int line : lines) {
            int[] l = board.line(line);
            if (l[0] != landed && landed >= 0) {
                moves.add(move.toString());
                move.setLength(0);
            }
            move.append(move.length() == 0 ? board.holeName(l[0]) : "").append('-').append(board.holeName(l[2]));
            landed = l[2];
        }
        if (landed >= 0) {
            moves.add(move.toString());
        }
        return List.copyOf(moves);
    }
}
