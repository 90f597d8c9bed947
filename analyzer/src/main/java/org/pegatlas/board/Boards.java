package org.pegatlas.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The built-in boards, by name: english, french, wiegleb and diamond (orthogonal jumps on a
 * square grid, holes named like {@code d4}), triangle-4 to triangle-8 (six jump directions, holes
 * numbered from the apex) and pentagon (16 holes {@code A}-{@code P} with an explicit list of jump
 * lines).
 */
public final class Boards {
    /** A built-in board and the hole its default problem starts by vacating (and finishes on). */
    private record BuiltIn(Supplier<Board> board, String defaultVacancy) {
    }

    /** Smallest and largest built-in triangle. */
    public static final int MIN_TRIANGLE = 4;
    public static final int MAX_TRIANGLE = 8;

    /**
     * The pentagon's jump lines (from, over, to), each usable in both directions: a regular
     * pentagon (corners A G P N D, side midpoints C L O K B) with its five diagonals, whose
     * crossings form the inner pentagon E F J M I, and the centre H.
     */
    static final String PENTAGON_LINES = "HMO HIK HEB HFC HJL MID MJG IMP IEA EIN EFG FED FJP JMN JFA NKD NOP DBA ACG GLP";

    /**
     * Where the pentagon's holes are drawn (a picture of the regular pentagon, one character per
     * cell): hole name, row, column.
     */
    private static final String[] PENTAGON_DRAWING = {
        "......A......",
        "...B.....C...",
        "D....E.F....G",
        "....I.H.J....",
        ".K....M....L.",
        "..N...O...P..",
    };

    private static final Map<String, BuiltIn> BUILT_IN = new LinkedHashMap<>();

    static {
        BUILT_IN.put("english", new BuiltIn(() -> grid("english",
                "..ooo..",
                "..ooo..",
                "ooooooo",
                "ooooooo",
                "ooooooo",
                "..ooo..",
                "..ooo.."), "d4"));
        BUILT_IN.put("french", new BuiltIn(() -> grid("french",
                "..ooo..",
                ".ooooo.",
                "ooooooo",
                "ooooooo",
                "ooooooo",
                ".ooooo.",
                "..ooo.."), "d4"));
        BUILT_IN.put("wiegleb", new BuiltIn(() -> grid("wiegleb",
                "...ooo...",
                "...ooo...",
                "...ooo...",
                "ooooooooo",
                "ooooooooo",
                "ooooooooo",
                "...ooo...",
                "...ooo...",
                "...ooo..."), "e5"));
        BUILT_IN.put("diamond", new BuiltIn(() -> grid("diamond",
                "....o....",
                "...ooo...",
                "..ooooo..",
                ".ooooooo.",
                "ooooooooo",
                ".ooooooo.",
                "..ooooo..",
                "...ooo...",
                "....o...."), "e5"));
        for (int n = MIN_TRIANGLE; n <= MAX_TRIANGLE; n++) {
            int size = n;
            BUILT_IN.put("triangle-" + n, new BuiltIn(() -> triangle(size), "1"));
        }
        BUILT_IN.put("pentagon", new BuiltIn(Boards::pentagon, "H"));
    }

    private Boards() {
    }

    private static Board grid(String name, String... rows) {
        return Board.fromGrid(name, List.of(rows), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER);
    }

    /** Triangle with {@code n} rows, drawn left-aligned: row r (from 1) has r holes. */
    private static Board triangle(int n) {
        List<String> rows = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            rows.add("o".repeat(r) + ".".repeat(n - r));
        }
        return Board.fromGrid("triangle-" + n, rows, Directions.TRIANGULAR, HoleNaming.NUMBERED);
    }

    /** The 16-hole pentagon: holes A to P in alphabetical order, placed as in its drawing. */
    private static Board pentagon() {
        List<String> names = new ArrayList<>();
        for (char c = 'A'; c <= 'P'; c++) {
            names.add(String.valueOf(c));
        }
        int[] rows = new int[names.size()];
        int[] columns = new int[names.size()];
        for (int r = 0; r < PENTAGON_DRAWING.length; r++) {
            for (int c = 0; c < PENTAGON_DRAWING[r].length(); c++) {
                char ch = PENTAGON_DRAWING[r].charAt(c);
                if (ch != '.') {
                    rows[ch - 'A'] = r;
                    columns[ch - 'A'] = c;
                }
            }
        }
        List<int[]> lines = new ArrayList<>();
        for (String line : PENTAGON_LINES.split(" ")) {
            lines.add(new int[] {line.charAt(0) - 'A', line.charAt(1) - 'A', line.charAt(2) - 'A'});
        }
        return Board.fromLines("pentagon", names, rows, columns, lines);
    }

    /** Names of the built-in boards, in listing order. */
    public static Set<String> names() {
        return BUILT_IN.keySet();
    }

    /**
     * The built-in board called {@code name}.
     *
     * @throws IllegalArgumentException listing the known boards when there is none by that name
     */
    public static Board byName(String name) {
        return builtIn(name).board().get();
    }

    /**
     * The hole that the default problem of built-in board {@code name} vacates at the start and
     * finishes on: the centre where there is one, hole 1 (the apex) on triangles, H on the
     * pentagon.
     */
    public static String defaultVacancy(String name) {
        return builtIn(name).defaultVacancy();
    }

    /** The built-in board {@code name}, in any case ({@code English} is {@code english}). */
    private static BuiltIn builtIn(String name) {
        BuiltIn builtIn = BUILT_IN.get(name.trim().toLowerCase(java.util.Locale.ROOT));
        if (builtIn == null) {
            throw new IllegalArgumentException("unknown board '" + name + "' (known: " + String.join(", ", BUILT_IN.keySet()) + ")");
        }
        return builtIn;
    }
}
