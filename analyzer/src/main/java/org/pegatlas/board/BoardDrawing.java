package org.pegatlas.board;

import java.util.Arrays;

/**
 * A board drawn with its hole names: grid boards with each name in its cell (right-aligned, so
 * numbers line up), triangular boards as an upright triangle, boards given by their jump lines
 * with each name where their drawing places it. {@link #points} gives the same pictures as plane
 * coordinates, for graphics.
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

    /**
     * A position for reading, {@code x} a peg and {@code o} an empty hole: a triangular board as an
     * upright triangle (the holes of a row a space apart, each row indented by one space per row
     * below it), any other board as its {@link Board#diagram diagram}. One line per row, no
     * trailing newline.
     */
    public static String pegs(Board board, long position) {
        if (!board.directionsLabel().equals(Directions.TRIANGULAR.label())) {
            return board.diagram(position);
        }
        int rows = 0;
        for (int h = 0; h < board.holeCount(); h++) {
            rows = Math.max(rows, board.row(h) + 1);
        }
        char[][] cells = new char[rows][2 * rows - 1];
        for (char[] row : cells) {
            Arrays.fill(row, ' ');
        }
        for (int h = 0; h < board.holeCount(); h++) {
            cells[board.row(h)][2 * board.column(h) + rows - 1 - board.row(h)] = (position >>> h & 1) != 0 ? 'x' : 'o';
        }
        return lines(cells);
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
        return lines(cells);
    }

    /** The rows of {@code cells} as lines, trailing spaces cut, no trailing newline. */
    private static String lines(char[][] cells) {
        StringBuilder out = new StringBuilder();
        for (char[] row : cells) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(new String(row).stripTrailing());
        }
        return out.toString();
    }

    /**
     * Where each hole lies in the plane, {@code {x, y}} per hole in hole order, y growing downwards,
     * scaled so that the two closest holes are exactly 1 apart: grid boards on their grid,
     * triangular boards as an upright equilateral triangle, boards given by their jump lines where
     * their drawing places them (a character cell taken as half as wide as it is high). A board of
     * one hole has it at the origin.
     */
    public static double[][] points(Board board) {
        int n = board.holeCount();
        int rows = 0;
        for (int h = 0; h < n; h++) {
            rows = Math.max(rows, board.row(h) + 1);
        }
        boolean triangular = board.directionsLabel().equals(Directions.TRIANGULAR.label());
        boolean explicit = board.naming() == HoleNaming.EXPLICIT;
        double[][] points = new double[n][];
        for (int h = 0; h < n; h++) {
            double x = board.column(h);
            double y = board.row(h);
            if (triangular) {
                x += (rows - 1 - board.row(h)) / 2.0;
                y *= Math.sqrt(3) / 2;
            } else if (explicit) {
                x /= 2;
            }
            points[h] = new double[] {x, y};
        }
        double closest = Double.POSITIVE_INFINITY;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                closest = Math.min(closest, Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]));
            }
        }
        if (closest > 0 && closest < Double.POSITIVE_INFINITY) {
            for (double[] point : points) {
                point[0] /= closest;
                point[1] /= closest;
            }
        }
        return points;
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
