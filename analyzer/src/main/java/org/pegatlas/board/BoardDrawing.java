package org.pegatlas.board;

import java.util.Arrays;

/**
 * A board drawn with its hole names: grid boards with each name in its cell (right-aligned, so
 * numbers line up), triangular boards as an upright triangle, boards given by their jump lines
 * with each name where their drawing places it.
 */
public final class BoardDrawing {
    private BoardDrawing() {
    }

    /** The board's holes drawn by name; one line per row, no trailing newline. */
    public static String names(Board board) {
        return draw(board, board::holeName);
    }

    /**
     * A position drawn like {@link #names}: each hole with a peg by its name, each empty hole as
     * dots as wide as its name; one line per row, no trailing newline.
     */
    public static String position(Board board, long position) {
        return draw(board, h -> (position >>> h & 1) != 0 ? board.holeName(h) : ".".repeat(board.holeName(h).length()));
    }

    /** The layout of {@link #names}, each hole drawn as {@code label} (as long as its name). */
    private static String draw(Board board, java.util.function.IntFunction<String> label) {
        int n = board.holeCount();
        int width = 0;
        int rows = 0;
        for (int h = 0; h < n; h++) {
            width = Math.max(width, board.holeName(h).length());
            rows = Math.max(rows, board.row(h) + 1);
        }
        boolean explicit = board.naming() == HoleNaming.EXPLICIT;
        boolean triangular = board.directionsLabel().equals(Directions.TRIANGULAR.label());
        int scale = explicit ? 1 : width + 1;
        if (triangular && scale % 2 == 1) {
            scale++;
        }
        while (explicit && scale <= width && overlaps(board, scale)) {
            scale++;
        }
        int[] start = new int[n];
        int columns = 0;
        for (int h = 0; h < n; h++) {
            int x = board.column(h) * scale;
            if (triangular) {
                x += (rows - 1 - board.row(h)) * scale / 2;
            }
            start[h] = explicit ? x : x + width - board.holeName(h).length();
            columns = Math.max(columns, start[h] + board.holeName(h).length());
        }
        char[][] cells = new char[rows][columns];
        for (char[] row : cells) {
            Arrays.fill(row, ' ');
        }
        for (int h = 0; h < n; h++) {
            String name = label.apply(h);
            name.getChars(0, name.length(), cells[board.row(h)], start[h]);
        }
        StringBuilder out = new StringBuilder();
        for (char[] row : cells) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(new String(row).stripTrailing());
        }
        return out.toString();
    }

    /** Whether, at {@code scale} characters per column, two names in a row touch or overlap. */
    private static boolean overlaps(Board board, int scale) {
        for (int a = 0; a < board.holeCount(); a++) {
            for (int b = 0; b < board.holeCount(); b++) {
                if (a != b && board.row(a) == board.row(b) && board.column(a) < board.column(b)
                        && board.column(a) * scale + board.holeName(a).length() >= board.column(b) * scale) {
                    return true;
                }
            }
        }
        return false;
    }
}
