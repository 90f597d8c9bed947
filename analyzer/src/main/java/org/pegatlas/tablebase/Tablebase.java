package org.pegatlas.tablebase;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import net.openhft.chronicle.map.ChronicleMap;
import org.pegatlas.board.Board;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;

/**
 * A built tablebase, open for lookups: the value of any position of its problem's board, and of
 * every jump from it. Thread-safe; lookups never write (see {@link MapFile}).
 */
public final class Tablebase implements AutoCloseable {
    /** A position's value and, in the board's line order, every legal jump with the value it leads to. */
    public record Report(long position, PositionValue value, List<JumpValue> jumps) {
    }

    /** One legal jump: its line, the position it leads to (raw), and that position's value. */
    public record JumpValue(int line, long after, PositionValue value) {
    }

    private final Path dir;
    private final TablebaseInfo info;
    private final Problem problem;
    private final SymmetryTables symmetries;
    private final LegalJumps legalJumps;
    private final PositionKeys keys;
    /** The block bits of the level of positions of each peg count, -1 for a count no level has. */
    private final int[] blockBitsByPegs;
    private final ChronicleMap<Long, byte[]> map;

    private Tablebase(Path dir, TablebaseInfo info, Problem problem, ChronicleMap<Long, byte[]> map) {
        this.dir = dir;
        this.info = info;
        this.problem = problem;
        this.symmetries = new SymmetryTables(problem.board(), problem.symmetries());
        this.legalJumps = new LegalJumps(problem.board());
        this.keys = problem.board().positionKeys();
        this.blockBitsByPegs = new int[1 << 7];
        Arrays.fill(blockBitsByPegs, -1);
        for (int level = 0; level < info.blockBits().size(); level++) {
            blockBitsByPegs[problem.startPegs() - level] = info.blockBits().get(level);
        }
        this.map = map;
    }

    /**
     * Opens the tablebase in {@code dir} and reads the whole map file first to check it against
     * the CRC-32C recorded at build time: catches damage that leaves the file's size and block
     * count alone, which {@link #open(Path)} cannot see, at the cost of one read of the file. For long-running readers
     * ({@code serve}, {@code play}).
     *
     * @throws TablebaseException as {@link #open(Path)}, or when the map's bytes are not those built
     */
    public static Tablebase openChecked(Path dir) throws IOException {
        TablebaseInfo info = recordedMap(dir);
        Path mapFile = dir.resolve(TablebaseInfo.MAP_FILE);
        if (AtomicFiles.checksum(mapFile).crc32c() != info.mapCrc32c()) {
            throw new TablebaseException(mapFile + " is damaged: its CRC-32C is not the one " + TablebaseInfo.FILE_NAME
                    + " records; build the tablebase again");
        }
        return open(dir);
    }

    /**
     * Opens the tablebase in {@code dir} (an output directory where {@code pegatlas tablebase} ran),
     * checking its record, the map file's size, header ({@link MapFile#hasHeader}) and number of
     * blocks, not the content of the blocks (see {@link #openChecked}).
     *
     * @throws TablebaseException with a one-line message when there is none, or it is incomplete or
     *     damaged
     */
    public static Tablebase open(Path dir) throws IOException {
        TablebaseInfo info = recordedMap(dir);
        Problem problem = problem(dir, info);
        Path mapFile = dir.resolve(TablebaseInfo.MAP_FILE);
        if (!MapFile.hasHeader(mapFile)) {
            throw new TablebaseException(mapFile + " is damaged: it does not begin with a Chronicle Map header; build the tablebase again");
        }
        ChronicleMap<Long, byte[]> map;
        try {
            map = MapFile.open(mapFile, info.blocks(), info.averageBlockBytes());
        } catch (IOException e) {
            throw new IOException(e.getMessage() + "; Chronicle Map maps the tablebase read-write even to read it: query, serve and play"
                    + " need write access to " + mapFile + " (or a copy of the directory where you can write)", e);
        } catch (RuntimeException e) {
            throw new TablebaseException(mapFile + " cannot be opened (damaged?): " + String.valueOf(e.getMessage()).replace('\n', ' ')
                    + "; build the tablebase again");
        }
        long stored = map.longSize();
        if (stored != info.blocks() || info.blockBits().size() > problem.startPegs() + 1) {
            map.close();
            throw new TablebaseException(mapFile + " holds " + stored + " blocks where " + TablebaseInfo.FILE_NAME + " records "
                    + info.blocks() + " in " + info.blockBits().size() + " levels (an edited or damaged record?); build the tablebase again");
        }
        return new Tablebase(dir, info, problem, map);
    }

    /**
     * The record of the tablebase in {@code dir}, once its map file is checked to be there with
     * the recorded size.
     *
     * @throws TablebaseException when there is no tablebase, or its map is missing or of another size
     */
    private static TablebaseInfo recordedMap(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new TablebaseException("no tablebase directory " + dir);
        }
        TablebaseInfo info = TablebaseInfo.read(dir);
        Path mapFile = dir.resolve(TablebaseInfo.MAP_FILE);
        if (!Files.isRegularFile(mapFile) || Files.size(mapFile) != info.mapBytes()) {
            throw new TablebaseException(mapFile + " is missing or not the one " + TablebaseInfo.FILE_NAME
                    + " records (an interrupted build?); build the tablebase again");
        }
        return info;
    }

    /**
     * Opens the tablebase in {@code dir} as {@link #openChecked} and checks that it is of
     * {@code expected}.
     *
     * @throws TablebaseException as {@link #openChecked}, or when it is of another problem
     */
    public static Tablebase openChecked(Path dir, Problem expected) throws IOException {
        TablebaseInfo info = TablebaseInfo.read(dir);
        if (!info.problem().equals(expected.fingerprint())) {
            throw new TablebaseException("the tablebase in " + dir + " is of another problem (" + OutputDirectory.describeProblem(info.problem())
                    + "), not of " + OutputDirectory.describeProblem(expected.fingerprint()));
        }
        return openChecked(dir);
    }

    private static Problem problem(Path dir, TablebaseInfo info) throws IOException {
        try {
            return ProblemCodec.read(info.problem(), dir);
        } catch (IllegalArgumentException e) {
            throw new TablebaseException(dir + ": cannot rebuild the tablebase's problem: " + e.getMessage());
        }
    }

    public Path directory() {
        return dir;
    }

    public TablebaseInfo info() {
        return info;
    }

    public Problem problem() {
        return problem;
    }

    /** Number of canonical positions stored (every position reachable from the start, up to symmetry), as recorded. */
    public long size() {
        return info.entries();
    }

    /**
     * The value of a raw position of the board (any image under the problem's symmetries gives the
     * same value, but for its first-jump holes, which are those of this image).
     */
    public PositionValue value(long position) {
        long[] images = new long[symmetries.order()];
        int g = symmetries.canonicalising(position, images);
        byte[] bytes = stored(images[g]);
        if (bytes == null) {
            return PositionValue.OFF_GRAPH;
        }
        PositionValue canonical = ValueCodec.decode(bytes, legalJumps.movable(images[g]));
        return canonical.withFirstJumpHoles(problem.symmetries().preimage(g, canonical.firstJumpHoles()));
    }

    /** The value of {@code position} and of every legal jump from it. */
    public Report report(long position) {
        Board board = problem.board();
        List<JumpValue> jumps = new ArrayList<>();
        for (int line = 0; line < board.lineCount(); line++) {
            if (board.canJump(position, line)) {
                long after = position ^ board.lineMask(line);
                jumps.add(new JumpValue(line, after, value(after)));
            }
        }
        return new Report(position, value(position), List.copyOf(jumps));
    }

    /**
     * The jump lines of one path from raw position {@code position} to a goal position in its
     * fewest moves left after a jump that landed on {@code landing} ({@link
     * PositionValue#fewestMovesLeftAfter}; -1 for none): at each position the first jump, in line
     * order, that keeps that count. Empty on a goal position.
     *
     * @throws IllegalArgumentException when the position cannot reach the goal
     */
    public List<Integer> fewestMovesPath(long position, int landing) {
        if (!value(position).solvable()) {
            throw new IllegalArgumentException("the position cannot reach the goal");
        }
        Board board = problem.board();
        List<Integer> lines = new ArrayList<>();
        long current = position;
        int landed = landing;
        while (!problem.goal().test(current)) {
            int left = value(current).fewestMovesLeftAfter(landed);
            int taken = -1;
            for (JumpValue jump : report(current).jumps()) {
                if (jump.value().solvable() && fewestMovesWith(board, jump, landed) == left) {
                    taken = jump.line();
                    break;
                }
            }
            if (taken < 0) {
                throw new IllegalStateException("the tablebase's fewest moves do not add up at " + board.holeNames(current));
            }
            lines.add(taken);
            current ^= board.lineMask(taken);
            landed = board.line(taken)[2];
        }
        return List.copyOf(lines);
    }

    /**
     * The fewest moves left from the position before {@code jump}, the jump before it having landed
     * on {@code landing} (-1: none), over the paths starting with {@code jump}: the jump's own move
     * unless it continues from {@code landing}, plus the fewest moves left after it, its next jump
     * free when it continues from its to hole; -1 when the jump loses the goal.
     */
    public static int fewestMovesWith(Board board, JumpValue jump, int landing) {
        int[] line = board.line(jump.line());
        int after = jump.value().fewestMovesLeftAfter(line[2]);
        return after < 0 ? -1 : after + (line[0] == landing ? 0 : 1);
    }

    /** The encoded value of canonical position {@code canonical}, or {@code null} when it is not stored. */
    private byte[] stored(long canonical) {
        int pegs = Long.bitCount(canonical);
        int blockBits = blockBitsByPegs[pegs];
        if (blockBits < 0) {
            return null;
        }
        long key = keys.key(canonical);
        byte[] block = map.get(ValueBlock.mapKey(pegs, key, blockBits));
        return block == null ? null : ValueBlock.find(block, blockBits, ValueBlock.lowKey(key, blockBits));
    }

    /** Calls {@code action} with every stored canonical position and its value, in no particular order. */
    public void forEachEntry(BiConsumer<Long, PositionValue> action) {
        map.forEach((mapKey, block) -> {
            int pegs = ValueBlock.pegs(mapKey);
            int blockBits = blockBitsByPegs[pegs];
            if (blockBits < 0) {
                throw new IllegalArgumentException("damaged tablebase: a block of positions of " + pegs + " pegs, which no level has");
            }
            ValueBlock.forEach(block, blockBits, (low, bytes) -> {
                long position = keys.position(ValueBlock.key(mapKey, blockBits, low), pegs);
                action.accept(position, ValueCodec.decode(bytes, legalJumps.movable(position)));
            });
        });
    }

    @Override
    public void close() {
        map.close();
    }
}
