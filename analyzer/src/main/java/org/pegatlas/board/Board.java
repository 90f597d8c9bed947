package org.pegatlas.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.pegatlas.storage.PositionKeys;

/**
 * A peg-solitaire board: holes (indexed {@code 0 .. holes-1}) and the jump lines between them.
 *
 * <p>A position is a {@code long} whose bit {@code i} is set when hole {@code i} holds a peg. A
 * jump line is an ordered triple (from, over, to): a peg on {@code from} jumps the peg on
 * {@code over} into the empty {@code to}, removing the peg on {@code over}. Lines are stored in
 * both directions, so {@link #lineCount()} counts ordered triples (76 on the English board).
 *
 * <p>Every hole has a row and column used for drawing; on grid boards they are its grid cell.
 */
public final class Board implements java.io.Serializable {
    /** Most holes a board may have (positions are {@code long} bitmasks). */
    public static final int MAX_HOLES = 63;

    private final String name;
    private final String[] holeNames;
    private final int[] rows;
    private final int[] columns;
    private final int[][] lines;
    private final HoleNaming naming;
    private final String directionsLabel;
    private final Map<String, Integer> holeByName = new HashMap<>();
    private final Map<Long, Integer> holeByCell = new HashMap<>();

    private Board(String name, String[] holeNames, int[] rows, int[] columns, int[][] lines, HoleNaming naming, String directionsLabel) {
        if (holeNames.length == 0 || holeNames.length > MAX_HOLES) {
            throw new IllegalArgumentException("board " + name + " has " + holeNames.length + " holes; 1 to " + MAX_HOLES + " are supported");
        }
        if (lines.length == 0) {
            throw new IllegalArgumentException("board " + name + " has no jump line");
        }
        this.name = name;
        this.holeNames = holeNames;
        this.rows = rows;
        this.columns = columns;
        this.lines = lines;
        this.naming = naming;
        this.directionsLabel = directionsLabel;
        for (int i = 0; i < holeNames.length; i++) {
            if (holeByName.put(holeNames[i], i) != null) {
                throw new IllegalArgumentException("board " + name + " names two holes " + holeNames[i]);
            }
            holeByCell.put(cellKey(rows[i], columns[i]), i);
        }
        boolean[] used = new boolean[holeNames.length];
        for (int[] line : lines) {
            for (int h : line) {
                used[h] = true;
            }
        }
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                throw new IllegalArgumentException("hole " + holeNames[i] + " of board " + name + " lies on no jump line");
            }
        }
    }

    /**
     * A grid board: {@code grid} rows of {@code o} (hole) and {@code .} (no hole), jumps along
     * {@code directions}. Holes are indexed in row-major order.
     *
     * @throws IllegalArgumentException for an empty grid, other characters, or a hole on no line
     */
    public static Board fromGrid(String name, List<String> grid, Directions directions, HoleNaming naming) {
        List<int[]> cells = new ArrayList<>();
        Map<Long, Integer> index = new HashMap<>();
        for (int r = 0; r < grid.size(); r++) {
            String row = grid.get(r);
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch == 'o') {
                    index.put(cellKey(r, c), cells.size());
                    cells.add(new int[] {r, c});
                } else if (ch != '.') {
                    throw new IllegalArgumentException("row " + (r + 1) + " of board " + name + " has '" + ch + "'; use 'o' for a hole and '.' for none");
                }
            }
        }
        int n = cells.size();
        String[] names = new String[n];
        int[] rows = new int[n];
        int[] cols = new int[n];
        for (int i = 0; i < n; i++) {
            rows[i] = cells.get(i)[0];
            cols[i] = cells.get(i)[1];
            names[i] = naming == HoleNaming.NUMBERED ? Integer.toString(i + 1) : gridName(rows[i], cols[i]);
        }
        List<int[]> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int[] step : directions.steps()) {
                Integer over = index.get(cellKey(rows[i] + step[0], cols[i] + step[1]));
                Integer to = index.get(cellKey(rows[i] + 2 * step[0], cols[i] + 2 * step[1]));
                if (over != null && to != null) {
                    lines.add(new int[] {i, over, to});
                }
            }
        }
        return new Board(name, names, rows, cols, lines.toArray(new int[0][]), naming, directions.label());
    }

    /**
     * A board given by hole names and jump lines; each line is usable in both directions. Holes are
     * indexed in the order of {@code holeNames}; rows and columns place them for drawing.
     */
    public static Board fromLines(String name, List<String> holeNames, int[] rows, int[] columns, List<int[]> undirectedLines) {
        Set<List<Integer>> lines = new LinkedHashSet<>();
        for (int[] l : undirectedLines) {
            if (l[0] == l[1] || l[1] == l[2] || l[0] == l[2]) {
                throw new IllegalArgumentException("jump line " + holeNames.get(l[0]) + holeNames.get(l[1]) + holeNames.get(l[2]) + " repeats a hole");
            }
            lines.add(List.of(l[0], l[1], l[2]));
            lines.add(List.of(l[2], l[1], l[0]));
        }
        int[][] array = lines.stream().map(l -> new int[] {l.get(0), l.get(1), l.get(2)}).toArray(int[][]::new);
        return new Board(name, holeNames.toArray(new String[0]), rows.clone(), columns.clone(), array, HoleNaming.EXPLICIT, "explicit");
    }

    private static String gridName(int row, int column) {
        return (column < 26 ? String.valueOf((char) ('a' + column)) : "c" + column + "-") + (row + 1);
    }

    private static long cellKey(int row, int column) {
        return ((long) row << 32) ^ (column & 0xffffffffL);
    }

    public String name() {
        return name;
    }

    public int holeCount() {
        return holeNames.length;
    }

    /** The mask of all holes. */
    public long fullMask() {
        return holeNames.length == 64 ? -1L : (1L << holeNames.length) - 1;
    }

    /** Number of jump lines, counting each direction separately. */
    public int lineCount() {
        return lines.length;
    }

    /** Jump line {@code i} as (from, over, to); do not modify. */
    public int[] line(int i) {
        return lines[i];
    }

    /** Whether jump line {@code i} is legal in {@code position}: pegs on its from and over holes, its to hole empty. */
    public boolean canJump(long position, int i) {
        int[] l = lines[i];
        return (position >>> l[0] & 1) == 1 && (position >>> l[1] & 1) == 1 && (position >>> l[2] & 1) == 0;
    }

    /** The bits of the three holes of jump line {@code i}. */
    public long lineMask(int i) {
        return (1L << lines[i][0]) | (1L << lines[i][1]) | (1L << lines[i][2]);
    }

    /** The codec of this board's position keys, knowing its position-class invariants (a new one). */
    public PositionKeys positionKeys() {
        long[] masks = new long[lines.length];
        for (int i = 0; i < masks.length; i++) {
            masks[i] = lineMask(i);
        }
        return new PositionKeys(holeCount(), masks);
    }

    public HoleNaming naming() {
        return naming;
    }

    /** The direction set's label, or {@code explicit} for a board given by its lines. */
    public String directionsLabel() {
        return directionsLabel;
    }

    public String holeName(int hole) {
        return holeNames[hole];
    }

    public int row(int hole) {
        return rows[hole];
    }

    public int column(int hole) {
        return columns[hole];
    }

    /**
     * The hole called {@code name}: its name ({@code d4}, {@code 7}, {@code H}) in any case
     * ({@code D4}, {@code h}) unless the board has two names differing only in case (then the exact
     * name), or, on grid boards, {@code row,col} counted from zero, or on boards named by letter
     * and number also the common numbering {@code 1} … {@code N} row by row from the top left (on
     * english {@code 1} is {@code c1}, {@code 17} the centre {@code d4}, {@code 33} is {@code e7}).
     *
     * @throws IllegalArgumentException naming the board when there is no such hole
     */
    public int hole(String name) {
        Integer hole = holeByName.get(name.trim());
        if (hole == null) {
            List<Integer> sameButCase = holeByName.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name.trim()))
                    .map(Map.Entry::getValue).toList();
            hole = sameButCase.size() == 1 ? sameButCase.get(0) : null;
        }
        if (hole == null && naming == HoleNaming.GRID_LETTER_NUMBER && name.trim().matches("[1-9]\\d{0,2}")) {
            int number = Integer.parseInt(name.trim());
            hole = number <= holeNames.length ? IntStream.range(0, holeNames.length).boxed()
                    .sorted(Comparator.comparingInt((Integer h) -> rows[h]).thenComparingInt(h -> columns[h])).toList().get(number - 1) : null;
        }
        // row,col: numbers of more than 9 digits name no cell (and would not fit an int)
        if (hole == null && name.matches("\\s*\\d{1,9}\\s*,\\s*\\d{1,9}\\s*") && naming != HoleNaming.EXPLICIT) {
            String[] parts = name.split(",");
            hole = holeByCell.get(cellKey(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim())));
        }
        if (hole == null) {
            throw new IllegalArgumentException("board " + this.name + " has no hole '" + name.trim() + "'");
        }
        return hole;
    }

    /** Names of the holes set in {@code mask}, in index order, separated by spaces. */
    public String holeNames(long mask) {
        return String.join(" ", holeNameList(mask));
    }

    /** The names of the holes in {@code mask}, in board order (empty for {@code 0}). */
    public List<String> holeNameList(long mask) {
        List<String> names = new ArrayList<>();
        for (long m = mask; m != 0; m &= m - 1) {
            names.add(holeNames[Long.numberOfTrailingZeros(m)]);
        }
        return List.copyOf(names);
    }

    /** A jump written as {@code from-to}, e.g. {@code f4-d4}. */
    public String jumpName(int line) {
        return holeNames[lines[line][0]] + "-" + holeNames[lines[line][2]];
    }

    /**
     * The position drawn on the board's grid: {@code x} for a peg, {@code o} for an empty hole,
     * {@code .} where there is no hole; one line per row, no trailing newline.
     */
    public String diagram(long position) {
        int maxRow = Arrays.stream(rows).max().orElse(0);
        int maxCol = Arrays.stream(columns).max().orElse(0);
        char[][] cells = new char[maxRow + 1][maxCol + 1];
        for (char[] row : cells) {
            Arrays.fill(row, '.');
        }
        for (int i = 0; i < holeNames.length; i++) {
            cells[rows[i]][columns[i]] = (position >>> i & 1) != 0 ? 'x' : 'o';
        }
        StringBuilder out = new StringBuilder();
        for (char[] row : cells) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(row);
        }
        return out.toString();
    }

    /**
     * A digest of the board's hole names and jump lines (CRC-32, 8 hex digits): boards that play
     * alike and name their holes alike have equal digests.
     */
    public String digest() {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        StringBuilder text = new StringBuilder(String.join(" ", holeNames)).append('|');
        for (int[] line : lines) {
            text.append(line[0]).append(',').append(line[1]).append(',').append(line[2]).append(';');
        }
        crc.update(text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return String.format("%08x", crc.getValue());
    }

    @Override
    public String toString() {
        return name + " (" + holeCount() + " holes, " + lineCount() + " jump lines)";
    }
}
