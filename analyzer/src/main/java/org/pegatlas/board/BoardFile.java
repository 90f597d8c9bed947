package org.pegatlas.board;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A board described in a text file (format in docs/boards-and-problems.md, "Board files"). Two kinds:
 *
 * <pre>
 * # a grid board                        # a board given by its jump lines
 * name: my-board                        name: little-star
 * directions: orthogonal                holes: A B C D E F G
 * ..ooo..                               lines: ABC CDE EFG GBD AGF
 * ..oxo..                               drawing:
 * ooxxxoo                                  A
 * ...                                   G     B
 * </pre>
 *
 * Grid rows use {@code o} for a hole, {@code .} for no hole, and {@code x} for a hole holding a
 * peg when the grid doubles as the start position ({@code o} is then an empty hole). Keys:
 * {@code name}, {@code directions} ({@code orthogonal}, {@code orthogonal+diagonal},
 * {@code triangular}), {@code names} ({@code letters} or {@code numbers}), {@code start} (as
 * {@code --start}), {@code holes}, {@code lines} (each line usable both ways; {@code ABC}, or
 * {@code A1-B1-C1} when names are longer than one character) and {@code drawing} (a picture of
 * the holes' names, to the end of the file or the next key). {@code #} starts a comment.
 *
 * <p>Every error is an {@link IllegalArgumentException} with a one-line message that names the
 * line where there is one ({@code line 4: unknown direction set 'hex' ...}).
 */
public final class BoardFile {
    /** A board read from a file, and the start position it gives, if any. */
    public record Definition(Board board, OptionalLong start) {
    }

    private static final Pattern KEY = Pattern.compile("^\\s*([A-Za-z][A-Za-z-]*)\\s*:(.*)$");
    private static final Pattern HOLE_NAME = Pattern.compile("[A-Za-z0-9_]+");
    private static final List<String> KEYS = List.of("name", "directions", "names", "start", "holes", "lines", "drawing");
    private static final List<String> REPEATABLE = List.of("holes", "lines");

    private BoardFile() {
    }

    /**
     * The name of the board of {@code file} when the file has no {@code name:} line: the file's
     * name less its extension ({@code little.board} gives {@code little}, {@code a.b.c} gives
     * {@code a.b}); a name without a dot, or whose only dot is its first character
     * ({@code .board}), is kept whole. The file is not read (the caller reads it, within the
     * limits it sets for input files).
     *
     * @param file a path that ends in a file name (not a root such as {@code /})
     */
    public static String defaultName(Path file) {
        String base = file.getFileName().toString();
        int dot = base.lastIndexOf('.');
        return dot > 0 ? base.substring(0, dot) : base;
    }

    /**
     * Parses a board file.
     *
     * @param defaultName the board's name when the file has no {@code name:} line
     * @throws IllegalArgumentException for any malformed or inconsistent content, with a one-line message
     */
    public static Definition parse(String text, String defaultName) {
        return new Parser(defaultName).parse(text);
    }

    /** One key's value and the line it came from. */
    private record Entry(int line, String value) {
    }

    private static final class Parser {
        private final Map<String, List<Entry>> entries = new LinkedHashMap<>();
        private final List<String> gridRows = new ArrayList<>();
        private final List<Integer> gridLines = new ArrayList<>();
        private final List<String> drawingRows = new ArrayList<>();
        private int drawingLine = -1;
        private String defaultName;

        Parser(String defaultName) {
            this.defaultName = defaultName;
        }

        Definition parse(String text) {
            String[] lines = Positions.withoutByteOrderMark(text).split("\r?\n", -1);
            boolean inDrawing = false;
            for (int i = 0; i < lines.length; i++) {
                int number = i + 1;
                String line = Positions.stripComment(lines[i]).stripTrailing();
                Matcher key = KEY.matcher(line);
                if (key.matches()) {
                    inDrawing = false;
                    String name = key.group(1).toLowerCase(java.util.Locale.ROOT);
                    String value = key.group(2).trim();
                    if (!KEYS.contains(name)) {
                        throw error(number, "unknown key '" + key.group(1) + "' (known: " + String.join(", ", KEYS) + ")");
                    }
                    List<Entry> previous = entries.computeIfAbsent(name, k -> new ArrayList<>());
                    if (!previous.isEmpty() && !REPEATABLE.contains(name)) {
                        throw error(number, "'" + name + "' is given twice (first on line " + previous.get(0).line() + ")");
                    }
                    if (name.equals("drawing")) {
                        if (!value.isEmpty()) {
                            throw error(number, "'drawing:' stands alone on its line; the picture follows on the next lines");
                        }
                        inDrawing = true;
                        drawingLine = number;
                    } else if (value.isEmpty()) {
                        throw error(number, "'" + name + ":' has no value");
                    }
                    previous.add(new Entry(number, value));
                } else if (inDrawing) {
                    drawingRows.add(line);
                } else if (!line.isBlank()) {
                    if (line.indexOf(':') >= 0) {
                        throw error(number, "cannot read '" + line.strip() + "'; a key is a word followed by ':'");
                    }
                    gridRows.add(line);
                    gridLines.add(number);
                }
            }
            boolean explicit = entries.containsKey("holes") || entries.containsKey("lines");
            if (!gridRows.isEmpty() && explicit) {
                Entry first = first(entries.containsKey("holes") ? "holes" : "lines");
                throw error(Math.max(first.line(), gridLines.get(0)),
                        "a board is either a grid or a list of holes and lines, not both (grid on line " + gridLines.get(0)
                                + ", '" + (entries.containsKey("holes") ? "holes" : "lines") + ":' on line " + first.line() + ")");
            }
            String name = entries.containsKey("name") ? boardName(first("name")) : defaultName;
            if (!gridRows.isEmpty()) {
                return grid(name);
            }
            if (explicit) {
                return explicit(name);
            }
            throw new IllegalArgumentException("no board in the file: give grid rows (with 'directions:') or 'holes:' and 'lines:'");
        }

        private Entry first(String key) {
            return entries.get(key).get(0);
        }

        private static String boardName(Entry entry) {
            if (!entry.value().matches("[A-Za-z0-9_.+-]+")) {
                throw error(entry.line(), "board name '" + entry.value() + "' may use letters, digits and _ . + - only");
            }
            return entry.value();
        }

        private Definition grid(String name) {
            for (String key : List.of("drawing")) {
                if (entries.containsKey(key)) {
                    throw error(first(key).line(), "'" + key + ":' is for boards given by 'holes:' and 'lines:'; a grid draws itself");
                }
            }
            if (!entries.containsKey("directions")) {
                throw new IllegalArgumentException("the grid needs a 'directions:' line (orthogonal, orthogonal+diagonal or triangular)");
            }
            Entry dirEntry = first("directions");
            Directions directions = Directions.byLabel(dirEntry.value().toLowerCase(java.util.Locale.ROOT));
            if (directions == null) {
                throw error(dirEntry.line(), "unknown direction set '" + dirEntry.value() + "' (known: orthogonal, orthogonal+diagonal, triangular)");
            }
            HoleNaming naming = directions == Directions.TRIANGULAR ? HoleNaming.NUMBERED : HoleNaming.GRID_LETTER_NUMBER;
            if (entries.containsKey("names")) {
                Entry n = first("names");
                naming = switch (n.value().toLowerCase(java.util.Locale.ROOT)) {
                    case "letters" -> HoleNaming.GRID_LETTER_NUMBER;
                    case "numbers" -> HoleNaming.NUMBERED;
                    default -> throw error(n.line(), "unknown hole naming '" + n.value() + "' (known: letters, numbers)");
                };
            }
            List<String> where = gridLines.stream().map(l -> "line " + l).toList();
            List<String> rows = Positions.stripCommonIndent(gridRows, where);
            List<String> holeRows = new ArrayList<>();
            long pegs = 0;
            int holes = 0;
            int empty = 0;
            boolean anyPeg = false;
            for (int r = 0; r < rows.size(); r++) {
                StringBuilder holeRow = new StringBuilder();
                for (char ch : rows.get(r).toCharArray()) {
                    if (ch != 'o' && ch != 'x' && ch != '.') {
                        throw error(gridLines.get(r), "'" + ch + "' in the grid; write o for a hole, x for a hole with a peg, . for no hole");
                    }
                    if (ch != '.') {
                        if (holes == Board.MAX_HOLES) {
                            throw error(gridLines.get(r), "more than " + Board.MAX_HOLES + " holes; at most " + Board.MAX_HOLES + " are supported");
                        }
                        if (ch == 'x') {
                            pegs |= 1L << holes;
                            anyPeg = true;
                        } else {
                            empty++;
                        }
                        holes++;
                    }
                    holeRow.append(ch == '.' ? '.' : 'o');
                }
                holeRows.add(holeRow.toString());
            }
            if (holes == 0) {
                throw error(gridLines.get(0), "the grid has no hole (o or x)");
            }
            Board board = Board.fromGrid(name, holeRows, directions, naming);
            OptionalLong start = OptionalLong.empty();
            if (anyPeg) {
                if (empty == 0) {
                    throw error(gridLines.get(0), "every hole of the grid holds a peg (x): mark the empty holes o,"
                            + " or write every hole o for a board without a start");
                }
                if (entries.containsKey("start")) {
                    throw error(first("start").line(), "the start is given twice: by the grid's x and by 'start:'");
                }
                start = OptionalLong.of(pegs);
            }
            return new Definition(board, startFromKey(board, start));
        }

        private Definition explicit(String name) {
            for (String key : List.of("directions", "names")) {
                if (entries.containsKey(key)) {
                    throw error(first(key).line(), "'" + key + ":' is for grid boards; a board given by 'holes:' and 'lines:' has its own");
                }
            }
            if (!entries.containsKey("holes")) {
                throw error(first("lines").line(), "jump lines without holes: list the holes first with 'holes:'");
            }
            if (!entries.containsKey("lines")) {
                throw error(first("holes").line(), "holes without jump lines: list them with 'lines:' (e.g. lines: ABC CDE)");
            }
            List<String> names = new ArrayList<>();
            Map<String, Integer> index = new HashMap<>();
            for (Entry e : entries.get("holes")) {
                for (String h : e.value().split("\\s+")) {
                    if (!HOLE_NAME.matcher(h).matches()) {
                        throw error(e.line(), "hole name '" + h + "' may use letters, digits and _ only");
                    }
                    if (h.equals("any")) {
                        throw error(e.line(), "'any' is reserved (--goal any means one peg anywhere); name the hole otherwise");
                    }
                    if (index.containsKey(h)) {
                        throw error(e.line(), "hole '" + h + "' is named twice");
                    }
                    if (names.size() == Board.MAX_HOLES) {
                        throw error(e.line(), "more than " + Board.MAX_HOLES + " holes; at most " + Board.MAX_HOLES + " are supported");
                    }
                    index.put(h, names.size());
                    names.add(h);
                }
            }
            boolean singleCharacterNames = names.stream().allMatch(n -> n.length() == 1);
            List<int[]> lines = new ArrayList<>();
            for (Entry e : entries.get("lines")) {
                for (String token : e.value().split("\\s+")) {
                    String[] parts;
                    if (token.indexOf('-') >= 0) {
                        parts = token.split("-", -1);
                    } else if (singleCharacterNames) {
                        parts = token.split("");
                    } else {
                        parts = new String[] {token};
                    }
                    if (parts.length != 3) {
                        throw error(e.line(), "jump line '" + token + "' needs three holes"
                                + (singleCharacterNames ? " (like ABC)" : " written A1-B1-C1"));
                    }
                    int[] line = new int[3];
                    for (int k = 0; k < 3; k++) {
                        Integer h = index.get(parts[k]);
                        if (h == null) {
                            throw error(e.line(), "jump line '" + token + "': no hole '" + parts[k] + "' in 'holes:'");
                        }
                        line[k] = h;
                    }
                    if (line[0] == line[1] || line[1] == line[2] || line[0] == line[2]) {
                        throw error(e.line(), "jump line '" + token + "' repeats a hole");
                    }
                    lines.add(line);
                }
            }
            int[] rows = new int[names.size()];
            int[] columns = new int[names.size()];
            if (drawingLine > 0) {
                placeFromDrawing(names, index, rows, columns);
            } else {
                for (int i = 0; i < names.size(); i++) {
                    columns[i] = i;
                }
            }
            Board board = Board.fromLines(name, names, rows, columns, lines);
            return new Definition(board, startFromKey(board, OptionalLong.empty()));
        }

        /** Places every hole where its name stands in the drawing (row = drawing line, column = character). */
        private void placeFromDrawing(List<String> names, Map<String, Integer> index, int[] rows, int[] columns) {
            boolean[] placed = new boolean[names.size()];
            int indent = Integer.MAX_VALUE;
            for (String row : drawingRows) {
                if (!row.isBlank()) {
                    indent = Math.min(indent, row.length() - row.stripLeading().length());
                }
            }
            Matcher token = Pattern.compile("\\S+").matcher("");
            for (int r = 0; r < drawingRows.size(); r++) {
                token.reset(drawingRows.get(r));
                while (token.find()) {
                    Integer h = index.get(token.group());
                    int line = drawingLine + 1 + r;
                    if (h == null) {
                        throw error(line, "the drawing shows '" + token.group() + "', which is not a hole in 'holes:'");
                    }
                    if (placed[h]) {
                        throw error(line, "the drawing shows hole '" + token.group() + "' twice");
                    }
                    placed[h] = true;
                    rows[h] = r;
                    columns[h] = token.start() - indent;
                }
            }
            for (int h = 0; h < names.size(); h++) {
                if (!placed[h]) {
                    throw error(drawingLine, "the drawing lacks hole '" + names.get(h) + "'");
                }
            }
            // Drop blank rows above the first hole.
            int top = java.util.Arrays.stream(rows).min().orElse(0);
            for (int h = 0; h < rows.length; h++) {
                rows[h] -= top;
            }
        }

        private OptionalLong startFromKey(Board board, OptionalLong start) {
            if (!entries.containsKey("start")) {
                return start;
            }
            Entry e = first("start");
            try {
                return OptionalLong.of(Positions.start(board, e.value()));
            } catch (IllegalArgumentException ex) {
                throw error(e.line(), ex.getMessage());
            }
        }

        private static IllegalArgumentException error(int line, String message) {
            return new IllegalArgumentException("line " + line + ": " + message);
        }
    }
}
