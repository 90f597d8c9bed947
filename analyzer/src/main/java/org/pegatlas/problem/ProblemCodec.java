package org.pegatlas.problem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.pegatlas.board.Board;
import org.pegatlas.board.BoardFile;
import org.pegatlas.board.Boards;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.TextFiles;
import org.pegatlas.storage.OutputDirectory;

/**
 * The one way a directory names its problem. Written: the problem's fingerprint ({@link #encode})
 * under {@link OutputDirectory#PROBLEM_KEY} in the manifest, or a start × end table's
 * ({@link #encodePairs}), or in a scratch directory the pass of one class of starts'
 * ({@link #encodeClassPass}); and for a board that is not built in a copy of its board file ({@link #BOARD_COPY},
 * recorded in the manifest). Read back: the fingerprint's fields, its board (built in, given, or
 * the copy) and its problem, checked to have the very fingerprint recorded. Directories written
 * before the copy existed read the same way, except that a board file's problem then needs the
 * board file given; a tablebase built by such a version kept its own copy, which is read instead.
 */
public final class ProblemCodec {
    /** The copy of a board file in an output directory (absent for built-in boards); the only one written. */
    public static final String BOARD_COPY = "board.txt";
    /**
     * The copy a tablebase kept of its board file before {@link #BOARD_COPY} was the only one: read
     * when a directory holds it and no {@link #BOARD_COPY}, never written.
     */
    private static final String OLD_TABLEBASE_BOARD_COPY = "tablebase-board.txt";

    private static final Set<String> PROBLEM_FIELDS = Set.of("board", "holes", "lines", "start", "goal", "layout");

    private ProblemCodec() {
    }

    /**
     * The fingerprint of {@code problem}: {@code board=NAME;holes=N;lines=N;start=HEX;goal=GOAL;layout=DIGEST},
     * the start's pegs as a hexadecimal mask, the goal as {@link GoalCodec} writes it (its kind and
     * holes), the layout the digest of the board's hole names and jump lines (so two board files of
     * the same name but different layouts differ). Two directories hold results of the same problem
     * exactly when their fingerprints are equal; {@link #decode} reads it back.
     */
    public static String encode(Problem problem) {
        Board board = problem.board();
        return "board=" + board.name() + ";holes=" + board.holeCount() + ";lines=" + board.lineCount()
                + ";start=" + Long.toHexString(problem.start()) + ";goal=" + GoalCodec.encode(problem.goal(), board)
                + ";layout=" + board.digest();
    }

    /**
     * The fingerprint of the start × end table of {@code board}: {@code pairs;board=NAME;holes=N;lines=N;layout=DIGEST},
     * then {@code ;moves} when it holds the fewest moves and {@code ;middle} when it is searched to
     * the middle level, so that a table is never resumed in another mode. Its {@link Identity} has
     * {@link Identity#pairs()} set.
     */
    public static String encodePairs(Board board, boolean moves, boolean middle) {
        return "pairs;board=" + board.name() + ";holes=" + board.holeCount() + ";lines=" + board.lineCount()
                + ";layout=" + board.digest() + (moves ? ";moves" : "") + (middle ? ";middle" : "");
    }

    /**
     * The identity of the pass of a start × end table for one class of starts, recorded in the
     * scratch directory that holds its levels so that a resumed table goes on from them: the
     * table's fingerprint ({@link #encodePairs} in neither mode), {@code ;middle=M;kept} when the
     * pass stops at level {@code M} (such a pass keeps only the positions on its kept sets, see
     * {@link #encodeClassSets}), {@code ;class=PASS}, and {@code ;images=K} when its positions carry
     * counts for {@code K} images of the start (none for one).
     *
     * @param pass the pass's name (its start classes' first holes, {@code +} between)
     * @param lastLevel the last level searched; {@link Integer#MAX_VALUE} for every level
     */
    public static String encodeClassPass(Board board, String pass, int images, int lastLevel) {
        return encodePairs(board, false, false) + (lastLevel == Integer.MAX_VALUE ? "" : ";middle=" + lastLevel + ";kept")
                + ";class=" + pass + (images > 1 ? ";images=" + images : "");
    }

    /**
     * The identity of the level sets (reached and kept, no counts) of the pass of a start × end
     * table searched to level {@code M}: the table's fingerprint ({@link #encodePairs} in neither
     * mode), {@code ;middle=M;sets;class=PASS}.
     *
     * @param pass the pass's name (its start classes' first holes, {@code +} between)
     */
    public static String encodeClassSets(Board board, String pass, int middle) {
        return encodePairs(board, false, false) + ";middle=" + middle + ";sets;class=" + pass;
    }

    /**
     * The identity of a join of a start × end table whose parts are spilled to disk and recorded,
     * so that a resumed table reuses only the runs of the same join: the table's fingerprint
     * ({@link #encodePairs} in neither mode), then {@code ;starts=PASS;ends=DUAL} (the passes'
     * names, the dual's as it is read, e.g. {@code c1+c4+f4 mirrored}),
     * {@code ;positions=N;endPositions=N} (the sizes of the two middle levels) and {@code ;part=N}
     * (positions of the starts' level expanded per part).
     */
    public static String encodeJoin(Board board, String starts, String ends, long positions, long endPositions, int part) {
        return encodePairs(board, false, false) + ";starts=" + starts + ";ends=" + ends + ";positions=" + positions + ";endPositions="
                + endPositions + ";part=" + part;
    }

    /**
     * What a fingerprint says of its board, for directories of a problem and of a start × end
     * table alike.
     *
     * @param board the board's name
     * @param layout the digest of its hole names and jump lines ({@link Board#digest()})
     * @param pairs whether the directory holds a start × end table ({@code pairs}) rather than one problem
     */
    public record Identity(String board, String layout, boolean pairs) {
        /**
         * The identity in {@code fingerprint}.
         *
         * @throws IllegalArgumentException when it names no board or no layout
         */
        public static Identity of(String fingerprint) {
            Map<String, String> fields = fields(fingerprint);
            if (!fields.containsKey("board") || !fields.containsKey("layout")) {
                throw new IllegalArgumentException("no board named in the problem record " + fingerprint);
            }
            return new Identity(fields.get("board"), fields.get("layout"), fields.containsKey("pairs"));
        }

        /** The built-in board of this name and layout, or {@code null} (a board file's). */
        public Board builtInBoard() {
            if (!Boards.names().contains(board)) {
                return null;
            }
            Board builtIn = Boards.byName(board);
            return builtIn.digest().equals(layout) ? builtIn : null;
        }
    }

    /**
     * Keeps a copy of the board file in {@code dir} and records it in {@code manifest} (saved by
     * the caller), so that the directory names its board by itself.
     *
     * @param boardFileText the board file's text, or {@code null} for a built-in board (nothing written)
     */
    public static void recordBoardFile(Path dir, Manifest manifest, String boardFileText) throws IOException {
        if (boardFileText != null) {
            manifest.putFile(BOARD_COPY, AtomicFiles.writeString(dir.resolve(BOARD_COPY), boardFileText));
        }
    }

    /**
     * The problem recorded in the manifest of {@code dir}, on its built-in board or the board file
     * copied beside it ({@link #readBoard}).
     *
     * @throws IllegalArgumentException (a one-line message) as {@link #readBoard}, or when the
     *     record is not of a problem (a start × end table's) or is malformed
     */
    public static Problem read(Path dir, Manifest manifest) throws IOException {
        return decode(manifest.get(OutputDirectory.PROBLEM_KEY), readBoard(dir, manifest));
    }

    /**
     * The board of the directory {@code dir}, of a problem or of a start × end table: the built-in
     * board its manifest names, or the copy of its board file beside it ({@link #boardCopy}),
     * checked against the size and CRC-32C the manifest records for it.
     *
     * @throws IllegalArgumentException (a one-line message) when the manifest records no problem or
     *     names no board, or the board is neither built in nor copied intact into {@code dir}
     */
    public static Board readBoard(Path dir, Manifest manifest) throws IOException {
        String fingerprint = manifest.get(OutputDirectory.PROBLEM_KEY);
        if (fingerprint == null) {
            throw new IllegalArgumentException(dir + " records no problem in its " + Manifest.FILE_NAME);
        }
        Path copy = boardCopy(dir);
        if (Files.isRegularFile(copy) && !manifest.hasFile(copy.getFileName().toString(), AtomicFiles.checksum(copy))) {
            throw new IllegalArgumentException(copy + " has changed since the run wrote it (its size or CRC-32C differs from "
                    + Manifest.FILE_NAME + ")");
        }
        return board(Identity.of(fingerprint), dir);
    }

    /**
     * The problem of {@code fingerprint} whose results are in {@code dir}: on its built-in board,
     * else on the copy of its board file in {@code dir} ({@link #boardCopy}), read unchecked (for a
     * tablebase, whose map is checked apart).
     *
     * @throws IllegalArgumentException (a one-line message) when the record is malformed, or the
     *     board is not built in and {@code dir} holds no copy of it, or a copy of another board
     */
    public static Problem read(String fingerprint, Path dir) throws IOException {
        return decode(fingerprint, board(Identity.of(fingerprint), dir));
    }

    /** The board {@code identity} names: built in, else the copy of its board file in {@code dir}. */
    private static Board board(Identity identity, Path dir) throws IOException {
        Board board = identity.builtInBoard();
        if (board != null) {
            return board;
        }
        Path copy = boardCopy(dir);
        if (!Files.isRegularFile(copy)) {
            throw new IllegalArgumentException("board " + identity.board() + " is not built in and no copy of its board file is kept"
                    + " (" + copy + "); run it again with the board file");
        }
        Board parsed = BoardFile.parse(TextFiles.read(copy), identity.board()).board();
        if (!parsed.digest().equals(identity.layout())) {
            throw new IllegalArgumentException(copy + " is not the board recorded (" + identity.board() + ", layout " + identity.layout() + ")");
        }
        return parsed;
    }

    /**
     * Where {@code dir} keeps its board file: {@link #BOARD_COPY}, or in a directory whose tablebase
     * was built by an older version and that holds no {@link #BOARD_COPY}, the copy that tablebase
     * kept. The path need not exist (a built-in board has no copy).
     */
    public static Path boardCopy(Path dir) {
        Path copy = dir.resolve(BOARD_COPY);
        Path old = dir.resolve(OLD_TABLEBASE_BOARD_COPY);
        return !Files.isRegularFile(copy) && Files.isRegularFile(old) ? old : copy;
    }

    /**
     * The problem of {@code fingerprint} on {@code board}.
     *
     * @throws IllegalArgumentException if the fingerprint is malformed or is not of a problem on this board
     */
    public static Problem decode(String fingerprint, Board board) {
        Map<String, String> fields = fields(fingerprint);
        if (!fields.keySet().containsAll(PROBLEM_FIELDS)) {
            throw new IllegalArgumentException("malformed problem record: " + fingerprint);
        }
        long start;
        try {
            start = Long.parseUnsignedLong(fields.get("start"), 16);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("malformed problem record (start): " + fingerprint);
        }
        Problem problem = new Problem(board, start, GoalCodec.decode(board, fields.get("goal")));
        if (!encode(problem).equals(fingerprint)) {
            throw new IllegalArgumentException("the problem recorded (" + fingerprint + ") is not one of board " + board.name());
        }
        return problem;
    }

    private static Map<String, String> fields(String fingerprint) {
        Map<String, String> fields = new HashMap<>();
        for (String part : fingerprint.split(";")) {
            int eq = part.indexOf('=');
            fields.put(eq < 0 ? part : part.substring(0, eq), eq < 0 ? "" : part.substring(eq + 1));
        }
        return fields;
    }
}
