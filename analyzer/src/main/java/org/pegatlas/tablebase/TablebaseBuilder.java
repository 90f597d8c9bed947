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
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.engine.store.LevelFiles;
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
 *       found in the next level by a {@link SuccessorJoin}); 1 without a look at its successors when
 *       the goal has one peg and the position can reach it;
 *   <li>fewest moves left and the holes first jumps of such paths start from: by the
 *       {@link MovesLeftPass} over {@code solvable-NN.roar}, in the same pass from the last level
 *       back (holding the solvable positions of two levels at a time).
 * </ul>
 *
 * The values are encoded per level in memory, in {@link ValueBlock blocks} of positions whose keys
 * share their high bits, then written to a Chronicle Map sized from the number of blocks and their
 * exact mean size, under a temporary name; the file is synced and renamed to
 * {@link TablebaseInfo#MAP_FILE}, and only then is {@link TablebaseInfo#FILE_NAME} written and both
 * recorded in the manifest. A failed build leaves no temporary file and no record of a map.
 */
public final class TablebaseBuilder {
    private static final int CHUNK_BITS = 15;
    private static final int CHUNK = 1 << CHUNK_BITS;
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

    /**
     * One chunk of a level, whole blocks: block i is {@code data[ends[i-1], ends[i])} under map key
     * {@code mapKeys[i]}; {@code positions} positions, whose values take {@code valueBytes} of the
     * blocks' bytes.
     */
    private record Chunk(long[] mapKeys, byte[] data, int[] ends, int positions, long valueBytes) {
    }

    /** One level's values: its {@link ValueBlock block bits} and its chunks, in key order. */
    private record EncodedLevel(int blockBits, List<Chunk> chunks) {
    }

    /**
     * Builds the tablebase of {@code problem} in {@code dir}, which must hold its complete analysis.
     *
     * @param boardFileText the board file's text when the board is not built in and given, else
     *     {@code null}; kept as the directory's one copy ({@link ProblemCodec#recordBoardFile}) for an
     *     analysis written before it kept one
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
        while (manifest.hasFile(LevelFiles.recordedName(LevelFiles.FORWARD, levels, LevelFiles.SET)) && manifest.hasFile(LevelFiles.recordedName(LevelFiles.SOLVABLE, levels, LevelFiles.COUNTS))) {
            levels++;
        }
        if (levels == 0) {
            throw new TablebaseException(dir + ": the manifest records no level files");
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<EncodedLevel> values = encodeLevels(levels, pool);
            long entries = 0;
            long blocks = 0;
            long valueBytes = 0;
            long blockBytes = 0;
            List<Integer> blockBits = new ArrayList<>();
            for (EncodedLevel level : values) {
                for (Chunk chunk : level.chunks) {
                    entries += chunk.positions;
                    blocks += chunk.mapKeys.length;
                    valueBytes += chunk.valueBytes;
                    blockBytes += chunk.data.length;
                }
                blockBits.add(level.blockBits);
            }
            double averageBlockBytes = (double) blockBytes / blocks;
            Path mapFile = dir.resolve(TablebaseInfo.MAP_FILE);
            Path temp = dir.resolve("." + TablebaseInfo.MAP_FILE + "." + ProcessHandle.current().pid() + ".tmp");
            try {
                Files.deleteIfExists(temp);
                writeMap(pool, temp, values, entries, blocks, averageBlockBytes);
                try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                    channel.force(true);
                }
                Files.deleteIfExists(dir.resolve(TablebaseInfo.FILE_NAME));
                move(temp, mapFile);
            } finally {
                Files.deleteIfExists(temp);
            }
            ProblemCodec.recordBoardFile(dir, manifest, boardFileText);
            AtomicFiles.Written map = AtomicFiles.checksum(mapFile);
            manifest.putFile(TablebaseInfo.MAP_FILE, map);
            boolean boardFile = ProblemCodec.Identity.of(problem.fingerprint()).builtInBoard() == null;
            TablebaseInfo info = new TablebaseInfo(problem.fingerprint(), boardFile, entries, blocks, List.copyOf(blockBits),
                    map.bytes(), map.crc32c(), (double) valueBytes / entries, averageBlockBytes, seconds());
            manifest.putFile(TablebaseInfo.FILE_NAME, AtomicFiles.writeString(dir.resolve(TablebaseInfo.FILE_NAME), info.text()));
            manifest.save();
            return info;
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Every level's values, first level first, each level encoded from the last back to the first
     * (a level's fewest pegs need the next level's), its files read on a thread of their own while
     * the level above is encoded.
     */
    private List<EncodedLevel> encodeLevels(int levels, ExecutorService pool) throws IOException {
        List<EncodedLevel> values = new ArrayList<>();
        SuccessorJoin successors = new SuccessorJoin(dir, symmetries, legalJumps, keys, pool, threads);
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
                SuccessorJoin.Joined joined = successors.join(levelKeys, problem.startPegs() - level, solvableKeys, onePegGoal, next, level);
                values.add(0, encodeLevel(pool, level, input, joined, left));
                next = new FewestPegsLevel(levelKeys, joined.fewest(), keys.keyBits());
                nextLeft = left;
                progress.accept(String.format("tablebase: %6.1f s  level %2d  %,d positions", seconds(), level, levelKeys.length));
            }
            return values;
        } finally {
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
        long[] levelKeys = LevelSetFile.read(LevelFiles.path(dir, LevelFiles.FORWARD, level, LevelFiles.SET));
        long[] solvableKeys = LevelSetFile.read(LevelFiles.path(dir, LevelFiles.SOLVABLE, level, LevelFiles.SET));
        CountVector ways = CountFile.read(LevelFiles.path(dir, LevelFiles.FORWARD, level, LevelFiles.COUNTS));
        CountVector solutions = CountFile.read(LevelFiles.path(dir, LevelFiles.SOLVABLE, level, LevelFiles.COUNTS));
        if (ways.size() != levelKeys.length || solutions.size() != solvableKeys.length) {
            throw new TablebaseException(dir + ": the level files of level " + level + " disagree on their sizes");
        }
        return new LevelInput(levelKeys, solvableKeys, ways, solutions);
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
     * Encodes one level's values, chunk by chunk on the pool, from what {@code joined} says of its
     * positions; {@code left} is aligned with the level's solvable keys. A chunk holds about
     * {@link #CHUNK} positions, and more rather than split a block.
     */
    private EncodedLevel encodeLevel(ExecutorService pool, int level, LevelInput input, SuccessorJoin.Joined joined, MovesLevel left)
            throws IOException {
        long[] levelKeys = input.keys;
        int blockBits = ValueBlock.blockBits(keys.keyBits(), levelKeys);
        LevelValues values = new LevelValues(level, input, joined, left);
        List<Future<Chunk>> futures = new ArrayList<>();
        int end;
        for (int from = 0; from < levelKeys.length; from = end) {
            end = Math.min(levelKeys.length, from + CHUNK);
            while (end < levelKeys.length && ValueBlock.sameBlock(levelKeys[end], levelKeys[end - 1], blockBits)) {
                end++;
            }
            int start = from;
            int stop = end;
            futures.add(pool.submit(() -> encodeChunk(values, start, stop, blockBits)));
        }
        return new EncodedLevel(blockBits, collect(futures));
    }

    /**
     * What a level's values are encoded from: its files ({@code input}), what the join with the
     * next level says of its positions ({@code joined}, aligned with its keys) and the fewest moves
     * left of its solvable positions ({@code left}, aligned with its solvable keys).
     */
    private record LevelValues(int level, LevelInput input, SuccessorJoin.Joined joined, MovesLevel left) {
    }

    /** Encodes positions {@code [from, to)} of a level, whole blocks, in blocks of {@code blockBits} block bits. */
    private Chunk encodeChunk(LevelValues values, int from, int to, int blockBits) throws TablebaseException {
        int level = values.level();
        LevelInput input = values.input();
        long[] levelKeys = input.keys;
        long[] solvableKeys = input.solvableKeys;
        int pegs = problem.startPegs() - level;
        long[] mapKeys = new long[to - from];
        int[] ends = new int[to - from];
        int blocks = 0;
        long valueBytes = 0;
        ValueBlock.Writer writer = new ValueBlock.Writer(blockBits);
        int s = SuccessorJoin.solvableFrom(solvableKeys, levelKeys[from]);
        for (int i = from; i < to; i++) {
            int solvableAt = s < solvableKeys.length && solvableKeys[s] == levelKeys[i] ? s++ : -1;
            byte[] value = encode(values, i, solvableAt);
            if (i == from || !ValueBlock.sameBlock(levelKeys[i], levelKeys[i - 1], blockBits)) {
                if (i > from) {
                    ends[blocks++] = writer.size();
                }
                mapKeys[blocks] = ValueBlock.mapKey(pegs, levelKeys[i], blockBits);
            }
            writer.add(ValueBlock.lowKey(levelKeys[i], blockBits), value);
            valueBytes += value.length;
        }
        ends[blocks++] = writer.size();
        if (s < solvableKeys.length && (to == levelKeys.length || solvableKeys[s] < levelKeys[to])) {
            throw new TablebaseException(dir + ": level " + level + " has a solvable position that is not reachable");
        }
        return new Chunk(Arrays.copyOf(mapKeys, blocks), writer.toArray(), Arrays.copyOf(ends, blocks), to - from, valueBytes);
    }

    /**
     * The encoded value of entry {@code at} of a level: its orbit totals divided by the orbit's size,
     * which must divide them exactly; {@code solvableAt} is its entry in the solvable counts and
     * moves left, or -1.
     */
    private byte[] encode(LevelValues values, int at, int solvableAt) throws TablebaseException {
        int level = values.level();
        int fewestPegs = values.joined().fewest()[at];
        int orbit = values.joined().orbit()[at];
        long movable = values.joined().movable()[at];
        CountVector ways = values.input().ways;
        CountVector solutions = values.input().solutions;
        MovesLevel left = values.left();
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
     * Puts every value in the map, segment by segment ({@link SegmentOrder}): each task fills a run
     * of consecutive segments, so that a segment's lock, hash lookup and entries stay in cache while
     * it is filled, where puts in level order would touch the whole file at random.
     */
    private void writeMap(ExecutorService pool, Path file, List<EncodedLevel> values, long entries, long blocks, double averageBlockBytes)
            throws IOException {
        List<Chunk> chunks = values.stream().flatMap(level -> level.chunks.stream()).toList();
        if (chunks.size() > MAX_CHUNKS) {
            throw new TablebaseException(dir + ": " + entries + " positions are more than a tablebase built in memory can hold");
        }
        try (ChronicleMap<Long, byte[]> map = MapFile.create(file, blocks, averageBlockBytes)) {
            SegmentOrder order = SegmentOrder.of(chunks, map.segments());
            List<MapFile.Values> data = chunks.stream().map(chunk -> new MapFile.Values(chunk.data)).toList();
            int tasks = Math.min(map.segments(), threads * 16);
            List<Future<Integer>> futures = new ArrayList<>();
            for (int task = 0; task < tasks; task++) {
                int from = order.start((int) ((long) map.segments() * task / tasks));
                int to = order.start((int) ((long) map.segments() * (task + 1) / tasks));
                futures.add(pool.submit(() -> putInOrder(map, chunks, data, order.entries, from, to)));
            }
            if (collect(futures).stream().mapToInt(Integer::intValue).sum() > 0) {
                throw new TablebaseException(dir + ": the levels hold a block of positions twice");
            }
            if (map.longSize() != blocks) {
                throw new TablebaseException(dir + ": the map holds " + map.longSize() + " blocks where the levels make " + blocks);
            }
        }
        progress.accept(String.format("tablebase: %6.1f s  map written: %,d positions in %,d blocks", seconds(), entries, blocks));
    }

    /**
     * Puts blocks {@code entries[from, to)} of the chunks ({@link SegmentOrder} numbering) into the
     * map, in that order, each straight from its chunk's bytes. Where they are is gathered
     * {@link #PUT_BATCH} entries at a time before they are put: the gathering reads the chunks at
     * random, and independent reads in one loop overlap where reads between two puts would each
     * wait alone.
     *
     * @param data each chunk's blocks, wrapped for the map
     * @return how many of the blocks' map keys the map held already (none, unless the levels are damaged)
     */
    private static int putInOrder(ChronicleMap<Long, byte[]> map, List<Chunk> chunks, List<MapFile.Values> data, int[] entries,
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
                keys[b] = chunk.mapKeys[i];
                starts[b] = i == 0 ? 0 : chunk.ends[i - 1];
                ends[b] = chunk.ends[i];
            }
            for (int b = 0; b < size; b++) {
                if (!writer.putNew(keys[b], data.get(entries[k + b] >>> CHUNK_BITS), starts[b], ends[b] - starts[b])) {
                    twice++;
                }
            }
        }
        return twice;
    }

    /**
     * Every block of the chunks, grouped by the map segment that holds its map key
     * ({@link MapFile#segmentOf}), in chunk order within a segment: entry {@code (c << CHUNK_BITS) | i}
     * is block i of chunk c (a chunk has at most {@link #CHUNK} blocks), and segment s's entries are {@code entries[start(s), start(s + 1))}.
     */
    private record SegmentOrder(int[] starts, int[] entries) {
        static SegmentOrder of(List<Chunk> chunks, int segments) {
            int[] starts = new int[segments + 1];
            for (Chunk chunk : chunks) {
                for (long mapKey : chunk.mapKeys) {
                    starts[MapFile.segmentOf(mapKey, segments) + 1]++;
                }
            }
            Arrays.parallelPrefix(starts, Integer::sum);
            int[] next = Arrays.copyOf(starts, segments);
            int[] entries = new int[starts[segments]];
            for (int c = 0; c < chunks.size(); c++) {
                long[] mapKeys = chunks.get(c).mapKeys;
                for (int i = 0; i < mapKeys.length; i++) {
                    entries[next[MapFile.segmentOf(mapKeys[i], segments)]++] = c << CHUNK_BITS | i;
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
