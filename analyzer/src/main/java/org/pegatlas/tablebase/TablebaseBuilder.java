package org.pegatlas.tablebase;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import net.openhft.chronicle.map.ChronicleMap;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Problem;
import org.pegatlas.engine.MovesLeftPass;
import org.pegatlas.engine.MovesLevel;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;

/**
 * Builds the tablebase of a problem from the level files of its complete analysis (an output
 * directory of {@code analyze}), without touching the search:
 *
 * <ul>
 *   <li>the positions: every canonical position of {@code levels/forward-NN.roar};
 *   <li>ways to reach a position: T(c) / |orbit(c)| from {@code forward-NN.counts};
 *   <li>solutions from it: B(c) / |orbit(c)| from {@code solvable-NN.counts}, 0 when absent from
 *       {@code solvable-NN.roar};
 *   <li>fewest pegs: from the last level back to the first, a position's own pegs when no jump is
 *       left, else the least over its successors (canonicalised under the problem's symmetries and
 *       found in the next level); 1 without a look at its successors when the goal has one peg and
 *       the position can reach it;
 *   <li>fewest moves left and the holes first jumps of such paths start from: by the
 *       {@link MovesLeftPass} over {@code solvable-NN.roar}, in the same pass from the last level
 *       back (holding the solvable positions of two levels at a time).
 * </ul>
 *
 * The values are encoded per level in memory, then written to a Chronicle Map sized from the level
 * counts and the exact mean value size, under a temporary name; the file is synced and renamed to
 * {@link TablebaseInfo#MAP_FILE}, and only then is {@link TablebaseInfo#FILE_NAME} written and both
 * recorded in the manifest. A failed build leaves no temporary file and no record of a map.
 */
public final class TablebaseBuilder {
    private static final int CHUNK_BITS = 15;
    private static final int CHUNK = 1 << CHUNK_BITS;
    /** Positions whose successors are looked up at once, so that the reads of the look-ups overlap. */
    private static final int BATCH = 64;
    /** Entries gathered before they are put, so that their scattered reads overlap. */
    private static final int PUT_BATCH = 256;
    /** At most this many chunks, so that {@link SegmentOrder} can name every entry in an {@code int}. */
    private static final int MAX_CHUNKS = 1 << (Integer.SIZE - 1 - CHUNK_BITS);

    private final Problem problem;
    private final Path dir;
    private final int threads;
    private final Consumer<String> progress;
    private final SymmetryTables symmetries;
    private final LegalJumps legalJumps;
    private final PositionKeys keys;
    private final MovesLeftPass movesLeft;
    /** Whether every goal position has one peg: then a position that can reach the goal has 1 as its fewest pegs. */
    private final boolean onePegGoal;
    private final long startNanos = System.nanoTime();

    private TablebaseBuilder(Problem problem, Path dir, int threads, Consumer<String> progress) {
        this.problem = problem;
        Board board = problem.board();
        this.dir = dir;
        this.threads = threads;
        this.progress = progress;
        this.symmetries = new SymmetryTables(board, problem.symmetries());
        this.legalJumps = new LegalJumps(board);
        this.keys = board.positionKeys();
        this.movesLeft = new MovesLeftPass(problem, symmetries);
        this.onePegGoal = problem.goal().maximumPegs() == 1;
    }

    /** One chunk of a level: canonical positions and their encoded values, value i at {@code data[ends[i-1], ends[i])}. */
    private record Chunk(long[] positions, byte[] data, int[] ends) {
    }

    /**
     * Builds the tablebase of {@code problem} in {@code dir}, which must hold its complete analysis.
     *
     * @param boardFileText the board file's text when the board is not built in (copied beside the
     *     map so the directory describes its own problem), else {@code null}
     * @param threads worker threads, at least 1
     * @param progress receives one line per level and phase
     * @throws TablebaseException if the directory holds no complete analysis of this problem or its
     *     level files disagree with each other
     */
    public static TablebaseInfo build(Problem problem, Path dir, String boardFileText, int threads, Consumer<String> progress)
            throws IOException {
        Manifest manifest = completeAnalysis(dir, problem.fingerprint());
        return new TablebaseBuilder(problem, dir, threads, progress).run(manifest, boardFileText);
    }

    /**
     * The manifest of {@code dir} when it holds a complete analysis of the problem {@code fingerprint}.
     *
     * @throws TablebaseException otherwise, saying why
     */
    static Manifest completeAnalysis(Path dir, String fingerprint) throws IOException {
        Manifest manifest = Manifest.load(dir);
        if (manifest == null) {
            throw new TablebaseException(dir + " holds no pegatlas analysis (no manifest.txt)");
        }
        if (!fingerprint.equals(manifest.get(OutputDirectory.PROBLEM_KEY))) {
            throw new TablebaseException(dir + " holds the analysis of another problem ("
                    + OutputDirectory.describeProblem(manifest.get(OutputDirectory.PROBLEM_KEY)) + ")");
        }
        if (!OutputDirectory.isComplete(manifest)) {
            throw new TablebaseException(dir + " holds an incomplete analysis; run 'pegatlas analyze' into it again");
        }
        OutputDirectory.checkLevelFormat(dir, manifest);
        return manifest;
    }

    private TablebaseInfo run(Manifest manifest, String boardFileText) throws IOException {
        int levels = 0;
        while (manifest.hasFile(levelFile("forward", levels, "roar")) && manifest.hasFile(levelFile("solvable", levels, "counts"))) {
            levels++;
        }
        if (levels == 0) {
            throw new TablebaseException(dir + ": the manifest records no level files");
        }
        List<List<Chunk>> values = new ArrayList<>();
        long entries = 0;
        long valueBytes = 0;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ExecutorService reader = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "tablebase-reader");
            thread.setDaemon(true);
            return thread;
        });
        try {
            FewestPegsLevel next = FewestPegsLevel.empty(keys.keyBits());
            MovesLevel nextLeft = null;
            int last = levels - 1;
            Future<LevelInput> nextInput = reader.submit(() -> readLevel(last));
            for (int level = last; level >= 0; level--) {
                LevelInput input = Background.await(nextInput);
                if (level > 0) {
                    int below = level - 1;
                    nextInput = reader.submit(() -> readLevel(below));
                }
                long[] levelKeys = input.keys;
                long[] solvableKeys = input.solvableKeys;
                MovesLevel left = movesLeft(pool, level, solvableKeys, nextLeft);
                byte[] fewest = new byte[levelKeys.length];
                List<Chunk> chunks = encodeLevel(pool, level, input, fewest, next, left);
                for (Chunk chunk : chunks) {
                    entries += chunk.positions.length;
                    valueBytes += chunk.data.length;
                }
                values.add(0, chunks);
                next = new FewestPegsLevel(levelKeys, fewest, keys.keyBits());
                nextLeft = left;
                progress.accept(String.format("tablebase: %6.1f s  level %2d  %,d positions", seconds(), level, levelKeys.length));
            }
            double averageValueBytes = (double) valueBytes / entries;
            Path mapFile = dir.resolve(TablebaseInfo.MAP_FILE);
            Path temp = dir.resolve("." + TablebaseInfo.MAP_FILE + "." + ProcessHandle.current().pid() + ".tmp");
            try {
                Files.deleteIfExists(temp);
                writeMap(pool, temp, values, entries, averageValueBytes);
                try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                    channel.force(true);
                }
                Files.deleteIfExists(dir.resolve(TablebaseInfo.FILE_NAME));
                move(temp, mapFile);
            } finally {
                Files.deleteIfExists(temp);
            }
            if (boardFileText != null) {
                manifest.putFile(TablebaseInfo.BOARD_FILE, AtomicFiles.writeString(dir.resolve(TablebaseInfo.BOARD_FILE), boardFileText));
            }
            AtomicFiles.Written map = AtomicFiles.checksum(mapFile);
            manifest.putFile(TablebaseInfo.MAP_FILE, map);
            TablebaseInfo info = new TablebaseInfo(problem.fingerprint(), boardFileText != null, entries, map.bytes(), map.crc32c(),
                    averageValueBytes, seconds());
            manifest.putFile(TablebaseInfo.FILE_NAME, AtomicFiles.writeString(dir.resolve(TablebaseInfo.FILE_NAME), info.text()));
            manifest.save();
            return info;
        } finally {
            pool.shutdownNow();
            reader.shutdownNow();
        }
    }

    /** A level's files as the values need them: its keys, its solvable keys, and the counts of both. */
    private record LevelInput(long[] keys, long[] solvableKeys, CountVector ways, CountVector solutions) {
    }

    /**
     * Reads level {@code level}'s files (on the reader thread, while the pool encodes the level
     * above it).
     *
     * @throws TablebaseException when their sizes disagree
     */
    private LevelInput readLevel(int level) throws IOException {
        long[] levelKeys = LevelSetFile.read(dir.resolve(levelFile("forward", level, "roar")));
        long[] solvableKeys = LevelSetFile.read(dir.resolve(levelFile("solvable", level, "roar")));
        CountVector ways = CountFile.read(dir.resolve(levelFile("forward", level, "counts")));
        CountVector solutions = CountFile.read(dir.resolve(levelFile("solvable", level, "counts")));
        if (ways.size() != levelKeys.length || solutions.size() != solvableKeys.length) {
            throw new TablebaseException(dir + ": the level files of level " + level + " disagree on their sizes");
        }
        return new LevelInput(levelKeys, solvableKeys, ways, solutions);
    }

    private static String levelFile(String kind, int level, String extension) {
        return String.format("levels/%s-%02d.%s", kind, level, extension);
    }

    private double seconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    /**
     * The fewest moves left of level {@code level}'s solvable positions, from the next level's.
     *
     * @throws TablebaseException when the solvable sets of the two levels do not belong together
     */
    private MovesLevel movesLeft(ExecutorService pool, int level, long[] solvableKeys, MovesLevel next) throws IOException {
        try {
            return movesLeft.level(solvableKeys, problem.startPegs() - level, next, pool);
        } catch (IllegalStateException e) {
            throw new TablebaseException(dir + ": the solvable sets of levels " + level + " and " + (level + 1) + " disagree: " + e.getMessage());
        }
    }

    /**
     * Fills {@code fewest} for one level and encodes its values, chunk by chunk on the pool;
     * {@code left} is aligned with the level's solvable keys.
     */
    private List<Chunk> encodeLevel(ExecutorService pool, int level, LevelInput input, byte[] fewest, FewestPegsLevel next,
            MovesLevel left) throws IOException {
        long[] levelKeys = input.keys;
        long[] solvableKeys = input.solvableKeys;
        CountVector ways = input.ways;
        CountVector solutions = input.solutions;
        int pegs = problem.startPegs() - level;
        List<Future<Chunk>> futures = new ArrayList<>();
        for (int from = 0; from < levelKeys.length; from += CHUNK) {
            int start = from;
            int end = Math.min(levelKeys.length, from + CHUNK);
            futures.add(pool.submit(() -> encodeChunk(level, pegs, levelKeys, start, end, fewest, next, ways, solvableKeys,
                    solutions, left)));
        }
        return collect(futures);
    }

    private Chunk encodeChunk(int level, int pegs, long[] levelKeys, int from, int to, byte[] fewest, FewestPegsLevel next,
            CountVector ways, long[] solvableKeys, CountVector solutions, MovesLevel left) throws TablebaseException {
        long[] positions = new long[to - from];
        int[] ends = new int[to - from];
        byte[][] encoded = new byte[to - from][];
        SuccessorBatch batch = new SuccessorBatch();
        int size = 0;
        int s = Arrays.binarySearch(solvableKeys, levelKeys[from]);
        s = s < 0 ? -s - 1 : s;
        for (int batchFrom = from; batchFrom < to; batchFrom += BATCH) {
            int batchTo = Math.min(to, batchFrom + BATCH);
            batch.clear();
            for (int i = batchFrom; i < batchTo; i++) {
                long position = keys.position(levelKeys[i], pegs);
                batch.add(position, s < solvableKeys.length && solvableKeys[s] == levelKeys[i] ? s++ : -1);
            }
            batch.lookUp(next);
            for (int i = batchFrom; i < batchTo; i++) {
                int b = i - batchFrom;
                fewest[i] = (byte) batch.fewestPegs(b, pegs, level);
                encoded[i - from] = encode(level, fewest[i], batch.orbit[b], ways, i, solutions, batch.solvable[b], left, batch.movable[b]);
                positions[i - from] = batch.position[b];
                size += encoded[i - from].length;
                ends[i - from] = size;
            }
        }
        if (s < solvableKeys.length && (to == levelKeys.length || solvableKeys[s] < levelKeys[to])) {
            throw new TablebaseException(dir + ": level " + level + " has a solvable position that is not reachable");
        }
        byte[] data = new byte[size];
        for (int i = 0; i < encoded.length; i++) {
            System.arraycopy(encoded[i], 0, data, i == 0 ? 0 : ends[i - 1], encoded[i].length);
        }
        return new Chunk(positions, data, ends);
    }

    /**
     * The encoded value of entry {@code at} of a level: its orbit totals divided by the orbit's size,
     * which must divide them exactly; {@code solvableAt} is its entry in the solvable counts and
     * moves left, or -1.
     *
     * @param movable the position's {@link LegalJumps#movable} holes
     */
    private byte[] encode(int level, int fewestPegs, int orbit, CountVector ways, int at, CountVector solutions, int solvableAt,
            MovesLevel left, long movable) throws TablebaseException {
        int movesLeft = solvableAt < 0 ? -1 : left.moves(solvableAt);
        long firstJumpHoles = solvableAt < 0 ? 0 : left.mask(solvableAt);
        long wayTotal = ways.data()[at * ways.limbs()];
        long solutionTotal = solvableAt < 0 ? 0 : solutions.data()[solvableAt * solutions.limbs()];
        if (ways.limbs() == 1 && solutions.limbs() == 1 && wayTotal >= 0 && solutionTotal >= 0) {
            if (wayTotal % orbit != 0 || solutionTotal % orbit != 0) {
                throw notMultiple(level);
            }
            return ValueCodec.encode(fewestPegs, solutionTotal / orbit, wayTotal / orbit, movesLeft, firstJumpHoles, movable);
        }
        BigInteger size = BigInteger.valueOf(orbit);
        BigInteger[] waysPer = ways.get(at).divideAndRemainder(size);
        BigInteger[] solutionsPer = solvableAt < 0 ? new BigInteger[] {BigInteger.ZERO, BigInteger.ZERO}
                : solutions.get(solvableAt).divideAndRemainder(size);
        if (waysPer[1].signum() != 0 || solutionsPer[1].signum() != 0) {
            throw notMultiple(level);
        }
        return ValueCodec.encode(fewestPegs, solutionsPer[0], waysPer[0], movesLeft, firstJumpHoles, movable);
    }

    private TablebaseException notMultiple(int level) {
        return new TablebaseException(dir + ": a count of level " + level + " is not a multiple of its position's orbit size");
    }

    /**
     * Up to {@link #BATCH} positions of a level with what their values need: orbit size, movable
     * holes, and the keys of their successors (canonical), which {@link #lookUp} finds in the next
     * level all at once, so that the memory reads of different look-ups overlap.
     */
    private final class SuccessorBatch {
        final long[] position = new long[BATCH];
        final int[] solvable = new int[BATCH];
        final int[] orbit = new int[BATCH];
        final long[] movable = new long[BATCH];
        /** Position b's successors are {@code successorKeys[successorStart[b], successorStart[b + 1])}. */
        private final int[] successorStart = new int[BATCH + 1];
        private long[] successorKeys = new long[BATCH * 8];
        private int[] successorFewest = new int[BATCH * 8];
        private final long[] images = new long[symmetries.order()];
        private final int[] lines = new int[legalJumps.lineCount()];
        private int size;

        void clear() {
            size = 0;
        }

        /** Whether position {@code b} can reach a goal of one peg: its fewest pegs are 1, with no look-up. */
        private boolean reachesOnePeg(int b) {
            return solvable[b] >= 0 && onePegGoal;
        }

        /**
         * Adds a position; its successors are looked up unless it {@link #reachesOnePeg}.
         *
         * @param solvableAt its entry in the level's solvable keys, or -1
         */
        void add(long position, int solvableAt) {
            int b = size++;
            this.position[b] = position;
            solvable[b] = solvableAt;
            symmetries.images(position, images);
            orbit[b] = symmetries.orbitSize(position, images);
            int jumps = legalJumps.lines(position, lines);
            movable[b] = legalJumps.fromHoles(lines, jumps);
            int at = successorStart[b];
            if (!reachesOnePeg(b)) {
                if (at + jumps > successorKeys.length) {
                    successorKeys = Arrays.copyOf(successorKeys, 2 * (at + jumps));
                    successorFewest = Arrays.copyOf(successorFewest, 2 * (at + jumps));
                }
                for (int j = 0; j < jumps; j++) {
                    successorKeys[at + j] = keys.key(symmetries.canonicalAfterJump(images, lines[j]));
                }
                at += jumps;
            }
            successorStart[b + 1] = at;
        }

        void lookUp(FewestPegsLevel next) {
            next.fewest(successorKeys, successorStart[size], successorFewest);
        }

        /**
         * The fewest pegs reachable from position {@code b}: 1 when it {@link #reachesOnePeg}, its
         * own {@code pegs} when it has no jump, else the least over its successors.
         *
         * @throws TablebaseException if a successor is missing from the next level
         */
        int fewestPegs(int b, int pegs, int level) throws TablebaseException {
            if (reachesOnePeg(b)) {
                return 1;
            }
            int best = pegs;
            for (int j = successorStart[b]; j < successorStart[b + 1]; j++) {
                if (successorFewest[j] < 0) {
                    throw new TablebaseException(dir + ": a successor of a position of level " + level + " is missing from level "
                            + (level + 1));
                }
                best = Math.min(best, successorFewest[j]);
            }
            return best;
        }
    }

    /**
     * Puts every value in the map, segment by segment ({@link SegmentOrder}): each task fills a run
     * of consecutive segments, so that a segment's lock, hash lookup and entries stay in cache while
     * it is filled, where puts in level order would touch the whole file at random.
     */
    private void writeMap(ExecutorService pool, Path file, List<List<Chunk>> values, long entries, double averageValueBytes)
            throws IOException {
        List<Chunk> chunks = values.stream().flatMap(List::stream).toList();
        if (chunks.size() > MAX_CHUNKS) {
            throw new TablebaseException(dir + ": " + entries + " positions are more than a tablebase built in memory can hold");
        }
        try (ChronicleMap<Long, byte[]> map = MapFile.create(file, entries, averageValueBytes)) {
            SegmentOrder order = SegmentOrder.of(chunks, map.segments());
            List<MapFile.Values> blocks = chunks.stream().map(chunk -> new MapFile.Values(chunk.data)).toList();
            int tasks = Math.min(map.segments(), threads * 16);
            List<Future<Integer>> futures = new ArrayList<>();
            for (int task = 0; task < tasks; task++) {
                int from = order.start((int) ((long) map.segments() * task / tasks));
                int to = order.start((int) ((long) map.segments() * (task + 1) / tasks));
                futures.add(pool.submit(() -> putInOrder(map, chunks, blocks, order.entries, from, to)));
            }
            if (collect(futures).stream().mapToInt(Integer::intValue).sum() > 0) {
                throw new TablebaseException(dir + ": the levels hold a position twice");
            }
            if (map.longSize() != entries) {
                throw new TablebaseException(dir + ": the map holds " + map.longSize() + " entries where the levels hold " + entries);
            }
        }
        progress.accept(String.format("tablebase: %6.1f s  map written: %,d entries", seconds(), entries));
    }

    /**
     * Puts entries {@code entries[from, to)} of the chunks ({@link SegmentOrder} numbering) into the
     * map, in that order, each value straight from its chunk's bytes. Where they are is gathered
     * {@link #PUT_BATCH} entries at a time before they are put: the gathering reads the chunks at
     * random, and independent reads in one loop overlap where reads between two puts would each
     * wait alone.
     *
     * @param blocks each chunk's values, wrapped for the map
     * @return how many of the entries' positions the map held already (none, unless the levels are damaged)
     */
    private static int putInOrder(ChronicleMap<Long, byte[]> map, List<Chunk> chunks, List<MapFile.Values> blocks, int[] entries,
            int from, int to) {
        MapFile.SliceWriter writer = new MapFile.SliceWriter(map);
        long[] keys = new long[PUT_BATCH];
        int[] starts = new int[PUT_BATCH];
        int[] ends = new int[PUT_BATCH];
        int twice = 0;
        for (int k = from; k < to; k += PUT_BATCH) {
            int size = Math.min(PUT_BATCH, to - k);
            for (int b = 0; b < size; b++) {
                Chunk chunk = chunks.get(entries[k + b] >>> CHUNK_BITS);
                int i = entries[k + b] & (CHUNK - 1);
                keys[b] = chunk.positions[i];
                starts[b] = i == 0 ? 0 : chunk.ends[i - 1];
                ends[b] = chunk.ends[i];
            }
            for (int b = 0; b < size; b++) {
                if (!writer.putNew(keys[b], blocks.get(entries[k + b] >>> CHUNK_BITS), starts[b], ends[b] - starts[b])) {
                    twice++;
                }
            }
        }
        return twice;
    }

    /**
     * Every entry of the chunks, grouped by the map segment that holds its position
     * ({@link MapFile#segmentOf}), in chunk order within a segment: entry {@code (c << CHUNK_BITS) | i}
     * is position i of chunk c, and segment s's entries are {@code entries[start(s), start(s + 1))}.
     */
    private record SegmentOrder(int[] starts, int[] entries) {
        static SegmentOrder of(List<Chunk> chunks, int segments) {
            int[] starts = new int[segments + 1];
            for (Chunk chunk : chunks) {
                for (long position : chunk.positions) {
                    starts[MapFile.segmentOf(position, segments) + 1]++;
                }
            }
            Arrays.parallelPrefix(starts, Integer::sum);
            int[] next = Arrays.copyOf(starts, segments);
            int[] entries = new int[starts[segments]];
            for (int c = 0; c < chunks.size(); c++) {
                long[] positions = chunks.get(c).positions;
                for (int i = 0; i < positions.length; i++) {
                    entries[next[MapFile.segmentOf(positions[i], segments)]++] = c << CHUNK_BITS | i;
                }
            }
            return new SegmentOrder(starts, entries);
        }

        /** The first entry of segment {@code segment}, in [0, {@code segments}] (the last is the end). */
        int start(int segment) {
            return starts[segment];
        }
    }

    private static <T> List<T> collect(List<Future<T>> futures) throws IOException {
        List<T> done = new ArrayList<>();
        for (Future<T> future : futures) {
            done.add(Background.await(future));
        }
        return done;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
