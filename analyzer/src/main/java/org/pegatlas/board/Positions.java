package org.pegatlas.board;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Positions written by users: lists of holes, and diagrams that draw the board row by row with
 * {@code x} (a peg), {@code o} (an empty hole) and {@code .} (no hole), as
 * {@link Board#diagram} prints them.
 *
 * <p>A start is written as one hole (the full board less that hole), two or more holes (the
 * pegs), {@code pegs: HOLE ...}, {@code empty: HOLE ...} (the full board less those holes), or a
 * diagram. On the command line a diagram's rows are separated by {@code /}
 * ({@code ..ooo../..oxo../ooxxxoo/...}); any value with a {@code /} is read as a diagram.
 * Malformed input throws {@link IllegalArgumentException} with a one-line message.
 */
public final class Positions {
    private Positions() {
    }

    /**
     * The holes named in {@code list} (separated by white space) as a mask.
     *
     * @throws IllegalArgumentException for an empty list, an unknown hole or a hole named twice
     */
    public static long holes(Board board, String list) {
        String trimmed = list.trim();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("no holes listed");
        }
        long mask = 0;
        for (String name : trimmed.split("\\s+")) {
            long bit = 1L << board.hole(name);
            if ((mask & bit) != 0) {
                throw new IllegalArgumentException("hole " + name + " is listed twice");
            }
            mask |= bit;
        }
        return mask;
    }

    /** Whether a command-line value is a diagram (it has a {@code /} between rows). */
    public static boolean isInlineDiagram(String spec) {
        return spec.indexOf('/') >= 0;
    }

    /**
     * A diagram given on one line, rows separated by {@code /} (white space around a row is
     * ignored; a final {@code /} is allowed, so a one-row board is written {@code xxoxx/}).
     */
    public static long inlineDiagram(Board board, String spec) {
        List<String> rows = new ArrayList<>();
        for (String row : spec.trim().split("/", -1)) {
            rows.add(row.trim());
        }
        if (rows.size() > 1 && rows.get(rows.size() - 1).isEmpty()) {
            rows.remove(rows.size() - 1);
        }
        List<String> where = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            where.add("row " + (r + 1));
        }
        return diagram(board, rows, where);
    }

    /**
     * A diagram file: one row per line; {@code #} starts a comment, blank lines are skipped, and
     * indentation common to every row is ignored. Errors name the line.
     */
    public static long diagramFile(Board board, String text) {
        List<String> rows = new ArrayList<>();
        List<String> where = new ArrayList<>();
        String[] lines = withoutByteOrderMark(text).split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = stripComment(lines[i]).stripTrailing();
            if (!line.isBlank()) {
                rows.add(line);
                where.add("line " + (i + 1) + " (row " + (rows.size()) + ")");
            }
        }
        return diagram(board, stripCommonIndent(rows, where), where);
    }

    /**
     * Rows drawn as {@link Board#diagram} draws them; must match the board's layout exactly: an
     * {@code x} or {@code o} on every hole, {@code .} elsewhere (cells missing at the end of a row
     * count as {@code .}).
     *
     * @param where how to name each row in error messages ({@code row 3}, {@code line 5 (row 3)})
     */
    public static long diagram(Board board, List<String> rows, List<String> where) {
        Map<Long, Integer> holeAt = new HashMap<>();
        int boardRows = 0;
        for (int h = 0; h < board.holeCount(); h++) {
            holeAt.put(cell(board.row(h), board.column(h)), h);
            boardRows = Math.max(boardRows, board.row(h) + 1);
        }
        if (rows.size() != boardRows) {
            throw new IllegalArgumentException("the diagram has " + rows.size() + " row" + (rows.size() == 1 ? "" : "s") + "; board "
                    + board.name() + " has " + boardRows + " (write x for a peg, o for an empty hole, . for no hole)");
        }
        long position = 0;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch != 'x' && ch != 'o' && ch != '.') {
                    throw new IllegalArgumentException(where.get(r) + ": '" + ch + "' in the diagram; write x for a peg, o for an empty hole, . for no hole");
                }
                Integer hole = holeAt.get(cell(r, c));
                if (ch != '.' && hole == null) {
                    throw new IllegalArgumentException(where.get(r) + ": column " + (c + 1) + " has '" + ch + "' but board " + board.name()
                            + " has no hole there; the diagram must match the board's layout");
                }
                if (ch == '.' && hole != null) {
                    throw new IllegalArgumentException(where.get(r) + ": hole " + board.holeName(hole) + " (column " + (c + 1)
                            + ") is drawn '.'; write x for a peg or o for an empty hole");
                }
                if (ch == 'x') {
                    position |= 1L << hole;
                }
            }
            for (int h = 0; h < board.holeCount(); h++) {
                if (board.row(h) == r && board.column(h) >= row.length()) {
                    throw new IllegalArgumentException(where.get(r) + ": hole " + board.holeName(h) + " (column " + (board.column(h) + 1)
                            + ") is missing; the row is too short for board " + board.name());
                }
            }
        }
        return position;
    }

    /**
     * A start position: one hole (the full board less it), two or more holes (the pegs),
     * {@code pegs: HOLE ...}, {@code empty: HOLE ...}, or a diagram with rows separated by
     * {@code /}.
     *
     * @throws IllegalArgumentException for unknown holes, a malformed diagram or a start with no peg
     */
    public static long start(Board board, String spec) {
        String s = spec.trim();
        long position;
        if (s.isEmpty()) {
            throw new IllegalArgumentException("empty start; give a hole to vacate, the pegs, or a diagram");
        } else if (isInlineDiagram(s)) {
            position = inlineDiagram(board, s);
        } else if (hasPrefix(s, "pegs:")) {
            position = holes(board, afterPrefix(s));
        } else if (hasPrefix(s, "empty:")) {
            position = board.fullMask() & ~holes(board, afterPrefix(s));
        } else if (s.split("\\s+").length == 1) {
            position = board.fullMask() & ~(1L << board.hole(s));
        } else {
            position = holes(board, s);
        }
        if (position == 0) {
            throw new IllegalArgumentException("the start has no peg");
        }
        return position;
    }

    static boolean hasPrefix(String s, String prefix) {
        return s.toLowerCase(Locale.ROOT).startsWith(prefix);
    }

    static String afterPrefix(String s) {
        return s.substring(s.indexOf(':') + 1);
    }

    /** The text less a leading byte-order mark (some editors write one). */
    static String withoutByteOrderMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    static String stripComment(String line) {
        int hash = line.indexOf('#');
        return hash < 0 ? line : line.substring(0, hash);
    }

    /** Removes the leading white space that every row has; refuses rows indented more than others. */
    static List<String> stripCommonIndent(List<String> rows, List<String> where) {
        int indent = Integer.MAX_VALUE;
        for (String row : rows) {
            indent = Math.min(indent, row.length() - row.stripLeading().length());
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i).substring(indent);
            if (row.length() != row.strip().length() || row.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException(where.get(i) + ": white space inside the diagram; write . for a cell without a hole");
            }
            out.add(row);
        }
        return out;
    }

    private static long cell(int row, int column) {
        return ((long) row << 32) ^ (column & 0xffffffffL);
    }
}
