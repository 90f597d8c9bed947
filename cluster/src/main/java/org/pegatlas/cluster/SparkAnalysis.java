package org.pegatlas.cluster;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.RunInfo;
import org.pegatlas.engine.Analysis;
import org.pegatlas.engine.ChunkExpander;
import org.pegatlas.engine.ClassFigures;
import org.pegatlas.engine.MovesPass;
import org.pegatlas.engine.PeakMemory;
import org.pegatlas.problem.Problem;
import org.pegatlas.engine.SampleSolution;
import org.pegatlas.engine.StartClasses;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.engine.Version;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;
import scala.Tuple2;

/**
 * The analysis of {@code analyze} as a Spark job, level by level. A level is a dataset of
 * (canonical position key, exact count) pairs partitioned by key range. Forward, each partition is
 * expanded by the analyzer's own {@link ChunkExpander} (successors summed within the partition),
 * and the successors are summed per key across partitions by {@code reduceByKey}. Backward, the
 * un-jumps of the solvable level above and the goal positions are summed the same way and joined
 * with the forward level. Every level is written (see {@link LevelStore}) before the next is
 * made, so a restarted job goes on from the last level fully written.
 *
 * <p>The figures are those of the local engine, byte for byte in {@code levels.csv}: the file
 * sizes reported are those the local engine's files take ({@link LocalFileBytes}, with counts as
 * wide as the local engine makes them: a level's counts get the limbs of the level they came from,
 * widened only when a sum needs it).
 */
final class SparkAnalysis {
    /** Where the job reports each level done. */
    interface Progress {
        void level(String pass, int level, int pegs, long canonical, long raw, double seconds);
    }

    /**
     * A level as written: canonical positions, the limbs of its local count file, the bytes its
     * local files would take, and its counts summed.
     */
    record Stored(long size, int limbs, long setBytes, long countBytes, BigInteger sum) {
        String encode() {
            return size + ";" + limbs + ";" + setBytes + ";" + countBytes + ";" + sum;
        }

        static Stored decode(String text) {
            String[] f = text.split(";");
            return new Stored(Long.parseLong(f[0]), Integer.parseInt(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                    new BigInteger(f[4]));
        }
    }

    /** A chunk's expansion: its successors (ascending keys, summed) and its figures. */
    record Expanded(KeyChunk successors, ChunkExpander.Figures figures) implements Serializable {
    }

    /**
     * A level's expansion added up: its figures, and its successors as summed within each partition
     * (at least the next level's positions, at most the jumps).
     */
    record Totals(ChunkExpander.Figures figures, long successors) implements Serializable {
        static final Totals NONE = new Totals(ChunkExpander.Figures.NONE, 0);

        static Totals of(Expanded e) {
            return new Totals(e.figures(), e.successors().size());
        }

        Totals plus(Totals o) {
            return new Totals(figures.plus(o.figures), successors + o.successors);
        }
    }

    private final JavaSparkContext sc;
    private final Problem problem;
    private final Rules rules;
    private final PositionKeys keys;
    private final LevelPartitioning partitioning;
    private final long wholeAtMost;
    private final LevelStore store;
    /** The solvable levels' keys for the sample solution and the fewest moves: an eighth of the heap at most. */
    private final DriverKeys solvableKeys;
    private final Progress progress;
    private final long startNanos = System.nanoTime();

    /** @param partitioning the key-range partitions of each level, by its expected size */
    SparkAnalysis(JavaSparkContext sc, Problem problem, LevelStore store, LevelPartitioning partitioning, Progress progress) {
        this(sc, problem, store, partitioning, progress, ChunkBatches.BUDGET);
    }

    /**
     * @param wholeAtMost positions a level may hold at most to come to the driver in one job ({@link
     *     ChunkBatches#BUDGET}; tests lower it to take the larger levels' way on small boards)
     */
    SparkAnalysis(JavaSparkContext sc, Problem problem, LevelStore store, LevelPartitioning partitioning, Progress progress,
            long wholeAtMost) {
        this.wholeAtMost = wholeAtMost;
        this.sc = sc;
        this.problem = problem;
        this.rules = Rules.of(problem);
        this.keys = rules.keys();
        this.partitioning = partitioning;
        this.store = store;
        this.solvableKeys = new DriverKeys(store, LevelStore.SOLVABLE, Runtime.getRuntime().maxMemory() / 8);
        this.progress = progress;
    }

    /** Runs the analysis; with {@code resume}, goes on from the levels an earlier run of it wrote. */
    Analysis.Outcome run(boolean resume) throws IOException {
        if (!resume) {
            store.clear();
        }
        List<Stored> forward = new ArrayList<>();
        List<ChunkExpander.Figures> forwardFigures = new ArrayList<>();
        forwardPass(forward, forwardFigures, Integer.MAX_VALUE);
        int levels = forward.size();
        Stored[] solvable = new Stored[levels];
        ChunkExpander.Figures[] solvableFigures = new ChunkExpander.Figures[levels];
        backwardPass(forward, solvable, solvableFigures);
        BigInteger solutions = solutions();
        SymmetryTables tables = rules.tables();
        SampleSolution sample = SampleSolution.find(problem, tables, solvableKeys::contains);
        long[] solvableCanonical = Arrays.stream(solvableFigures).mapToLong(ChunkExpander.Figures::canonical).toArray();
        // the driver holds every level or none (no scratch directory of its own)
        MovesPass.Result moves = new MovesPass(problem, tables, Runtime.getRuntime().availableProcessors()).runWithinHeap(
                solvableCanonical, solvableKeys::keys, null,
                (pass, level, pegs, canonical, raw, elapsedNanos) -> progress.level(pass, level, pegs, canonical, raw, elapsedNanos / 1e9),
                startNanos);
        List<LevelRow> rows = new ArrayList<>();
        for (int n = 0; n < levels; n++) {
            ChunkExpander.Figures f = forwardFigures.get(n);
            Stored s = forward.get(n);
            Stored b = solvable[n];
            rows.add(new LevelRow(n, problem.startPegs() - n, f.raw(), f.canonical(), solvableFigures[n].raw(),
                    solvableFigures[n].canonical(), f.deadEndsRaw(), f.deadEndsCanonical(), s.sum(), f.deadEndCounts(), f.jumps(),
                    s.setBytes(), s.setBytes() + s.countBytes() + b.setBytes() + b.countBytes()));
        }
        RunInfo run = new RunInfo(Version.get(), sc.defaultParallelism(), (System.nanoTime() - startNanos) / 1e9, PeakMemory.bytes());
        return new Analysis.Outcome(Analysis.report(problem, rows, solutions, sample, moves, run), sample, moves);
    }

    /**
     * Only the forward pass, as for a start class of a pairs table: the totals of its levels and
     * the solutions into each end hole from its last level. With {@code resume}, goes on from the
     * levels an earlier pass of the class wrote (as {@link #run} does); otherwise afresh.
     */
    ClassFigures startClass(boolean resume) throws IOException {
        if (!resume) {
            store.clear();
        }
        List<Stored> forward = new ArrayList<>();
        List<ChunkExpander.Figures> figures = new ArrayList<>();
        forwardPass(forward, figures, Integer.MAX_VALUE);
        BigInteger raw = BigInteger.ZERO;
        BigInteger canonical = BigInteger.ZERO;
        BigInteger games = BigInteger.ZERO;
        for (ChunkExpander.Figures f : figures) {
            raw = raw.add(BigInteger.valueOf(f.raw()));
            canonical = canonical.add(BigInteger.valueOf(f.canonical()));
            games = games.add(f.deadEndCounts());
        }
        int last = forward.size() - 1;
        int pegs = problem.startPegs() - last;
        KeyChunk lastLevel = KeyChunk.sum(store.read(LevelStore.FORWARD, last, partitioner(forward.get(last).size())).collect());
        long[] positions = new long[lastLevel.size()];
        BigInteger[] counts = new BigInteger[lastLevel.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = keys.position(lastLevel.keys()[i], pegs);
            counts[i] = Counts.toBigInteger(lastLevel.count(i));
        }
        return new ClassFigures(raw, canonical, games,
                StartClasses.finishes(pegs, positions, counts, problem.symmetries(), problem.board().holeCount()));
    }

    /**
     * The forward pass stopped at level {@code last}: levels {@code 0 .. last} written (level
     * {@code last} not expanded, so it has no {@code figures} record and no progress line), no
     * backward pass, no sample. Goes on from the levels found in the store (a pass stopped
     * anywhere, or complete: then nothing is searched), so a caller starting afresh clears the
     * store first. Counts are those of every forward level: orbit totals {@code T(c)} under the
     * problem's symmetries.
     *
     * @param last the level to stop at, at least 0
     * @return level {@code last} as written, or {@code null} when the pass dies out before it (a
     *     level with no jump below it)
     */
    Stored toLevel(int last) throws IOException {
        List<Stored> forward = new ArrayList<>();
        forwardPass(forward, new ArrayList<>(), last);
        return forward.size() > last ? forward.get(last) : null;
    }

    /** Level {@code level} of the forward pass, as {@link #toLevel} wrote it ({@code stored} its record), read back. */
    JavaRDD<KeyChunk> forwardLevel(int level, Stored stored) {
        return store.read(LevelStore.FORWARD, level, partitioner(stored.size()));
    }

    /**
     * Fills {@code stored} and {@code figures} with every forward level up to {@code last}: those a
     * resumed run finds complete (all but the last level with a dataset is taken as written; that
     * one is expanded again, unless it is level {@code last}), then the rest. Each new level is
     * expanded from memory (persisted), not read back; level {@code last} is written, not expanded.
     */
    private void forwardPass(List<Stored> stored, List<ChunkExpander.Figures> figures, int last) throws IOException {
        int n = 0;
        String record;
        while ((record = store.record(LevelStore.FORWARD, n, "stats")) != null) {
            stored.add(Stored.decode(record));
            String expanded = store.record(LevelStore.FORWARD, n, "figures");
            if (expanded == null) {
                break;
            }
            figures.add(decodeFigures(expanded));
            n++;
        }
        JavaRDD<KeyChunk> level;
        if (stored.isEmpty()) {
            long start = problem.start();
            SymmetryTables tables = rules.tables();
            long key = keys.key(tables.canonical(start));
            KeyChunk only = new KeyChunk(new long[] {key}, Counts.of(tables.orbitSize(start)), 1);
            KeyRangePartitioner one = partitioner(1);
            level = ChunkShuffle.sumByRange(sc.parallelizePairs(List.of(new Tuple2<>(one.partitionOf(key), only))), one);
            stored.add(settle(LevelStore.FORWARD, 0, level, 1, wholeIfAtMost(level, 1)));
        } else if (figures.size() == stored.size()) {
            return; // the last level was expanded and had no successors: the pass is complete
        } else if (stored.size() - 1 >= last) {
            return; // the level to stop at is written
        } else {
            level = store.read(LevelStore.FORWARD, stored.size() - 1, partitioner(stored.get(stored.size() - 1).size()));
        }
        for (n = stored.size() - 1; ; n++) {
            if (n >= last) {
                level.unpersist();
                return;
            }
            int pegs = problem.startPegs() - n;
            JavaRDD<Expanded> expanded = expand(level, pegs, false);
            Totals totals = totals(expanded);
            ChunkExpander.Figures f = totals.figures();
            JavaRDD<KeyChunk> next = null;
            if (f.jumps() > 0) {
                next = successors(expanded, partitioner(totals.successors()));
                stored.add(settle(LevelStore.FORWARD, n + 1, next, stored.get(n).limbs(), wholeIfAtMost(next, totals.successors())));
            }
            expanded.unpersist();
            level.unpersist();
            level = next;
            store.putRecord(LevelStore.FORWARD, n, "figures", encodeFigures(f));
            figures.add(f);
            progress.level("forward", n, pegs, f.canonical(), f.raw(), seconds());
            if (f.jumps() == 0) {
                return;
            }
        }
    }

    /** Fills the solvable levels from the last level down, going on from those a resumed run finds complete. */
    private void backwardPass(List<Stored> forward, Stored[] stored, ChunkExpander.Figures[] figures) throws IOException {
        int levels = forward.size();
        int lowest = levels;
        while (lowest > 0 && store.record(LevelStore.SOLVABLE, lowest - 1, "figures") != null) {
            lowest--;
            stored[lowest] = Stored.decode(store.record(LevelStore.SOLVABLE, lowest, "stats"));
            figures[lowest] = decodeFigures(store.record(LevelStore.SOLVABLE, lowest, "figures"));
        }
        JavaRDD<KeyChunk> above = null;
        JavaRDD<Expanded> expanded = null;
        if (lowest < levels) {
            expanded = expand(store.read(LevelStore.SOLVABLE, lowest, partitioner(stored[lowest].size())), problem.startPegs() - lowest,
                    true);
            above = lowest > 0 ? successors(expanded, partitioner(forward.get(lowest - 1).size())) : null;
        }
        for (int n = lowest - 1; n >= 0; n--) {
            int pegs = problem.startPegs() - n;
            // the candidates above were cut by this partitioner: the level's is chosen by its reachable positions
            KeyRangePartitioner ranges = partitioner(forward.get(n).size());
            // no solvable position above and no goal here: nothing of the forward level can be solvable, so it is not read
            boolean noneCanBeSolvable = (n == levels - 1 || stored[n + 1].size() == 0) && !rules.mayHoldGoals(pegs);
            JavaRDD<KeyChunk> reachable = noneCanBeSolvable
                    ? sc.parallelize(Collections.nCopies(ranges.numPartitions(), KeyChunk.EMPTY), ranges.numPartitions())
                    : store.readKeys(LevelStore.FORWARD, n, ranges);
            JavaRDD<KeyChunk> candidates = above != null ? above : reachable.map(chunk -> KeyChunk.EMPTY);
            Rules shipped = rules;
            JavaRDD<SolvableJoin> joined = reachable.zipPartitions(candidates,
                    (r, c) -> List.of(SolvableJoin.of(shipped, pegs, KeyChunk.sum(() -> r), KeyChunk.sum(() -> c))).iterator())
                    .persist(StorageLevel.MEMORY_AND_DISK());
            // a level that may come to the driver whole does so with its candidates' widths: one job, not two
            List<SolvableJoin> whole = forward.get(n).size() <= wholeAtMost ? joined.collect() : null;
            int candidateBits = whole != null ? whole.stream().mapToInt(SolvableJoin::candidateBits).max().orElse(0)
                    : joined.map(SolvableJoin::candidateBits).fold(0, Math::max);
            int floor = Math.max(n == levels - 1 ? 1 : stored[n + 1].limbs(), CountVector.limbsFor(candidateBits));
            JavaRDD<KeyChunk> solvable = joined.map(SolvableJoin::solvable).persist(StorageLevel.MEMORY_AND_DISK());
            stored[n] = settle(LevelStore.SOLVABLE, n, solvable, floor,
                    whole != null ? whole.stream().map(SolvableJoin::solvable).toList() : null);
            joined.unpersist();
            if (expanded != null) {
                expanded.unpersist();
            }
            expanded = expand(solvable, pegs, true);
            ChunkExpander.Figures f = totals(expanded).figures();
            solvable.unpersist();
            above = n > 0 ? successors(expanded, partitioner(forward.get(n - 1).size())) : null;
            store.putRecord(LevelStore.SOLVABLE, n, "figures", encodeFigures(f));
            figures[n] = f;
            progress.level("backward", n, pegs, f.canonical(), f.raw(), seconds());
        }
        if (expanded != null) {
            expanded.unpersist();
        }
    }

    /** Solutions: the sum over the start level of {@code T(c) B(c) / |O(c)|} (see the local backward pass). */
    private BigInteger solutions() {
        KeyChunk start = KeyChunk.sum(store.read(LevelStore.FORWARD, 0, partitioner(1)).collect());
        KeyChunk solvable = KeyChunk.sum(store.read(LevelStore.SOLVABLE, 0, partitioner(1)).collect());
        if (solvable.size() == 0) {
            return BigInteger.ZERO;
        }
        long position = keys.position(start.keys()[0], problem.startPegs());
        BigInteger orbit = BigInteger.valueOf(rules.tables().orbitSize(position));
        return Counts.toBigInteger(start.count(0)).multiply(Counts.toBigInteger(solvable.count(0))).divide(orbit);
    }

    /**
     * A level's chunks persisted, and brought to the driver in one job when the level holds at most
     * {@link #wholeAtMost} positions.
     *
     * @param atMost positions the level holds at most
     * @return the chunks in partition order (keys ascending), or {@code null} for a larger level
     */
    private List<KeyChunk> wholeIfAtMost(JavaRDD<KeyChunk> chunks, long atMost) {
        chunks.persist(StorageLevel.MEMORY_AND_DISK());
        return atMost <= wholeAtMost ? chunks.collect() : null;
    }

    /**
     * Writes a level's persisted chunks (one per key range, ascending), records their
     * {@link Stored} figures and returns them. The chunks stay persisted for the caller to expand
     * and unpersist. A level brought to the driver whole ({@code whole}) has its figures and local
     * bytes taken there, and a solvable level's keys are offered to {@link #solvableKeys}; a larger
     * one has its figures taken by the executors and comes to the driver in batches for its bytes
     * (a solvable one's keys are kept as they pass if they fit). Either way the bytes are measured
     * on a driver thread while the executors write the dataset.
     *
     * @param floorLimbs the fewest limbs the local engine would give the level's counts
     * @param whole the chunks in partition order, or {@code null} when the level was not collected
     */
    private Stored settle(String pass, int level, JavaRDD<KeyChunk> chunks, int floorLimbs, List<KeyChunk> whole) throws IOException {
        List<LevelStats> parts = whole != null ? whole.stream().map(LevelStats::of).toList() : chunks.map(LevelStats::of).collect();
        LevelStats stats = parts.stream().reduce(LevelStats.EMPTY, LevelStats::plus);
        int limbs = stats.limbs(floorLimbs);
        int pegs = problem.startPegs() - level;
        Iterator<KeyChunk> entries;
        List<KeyChunk> passed = null;
        if (whole != null) {
            entries = whole.iterator();
        } else {
            long[] sizes = parts.stream().mapToLong(LevelStats::size).toArray();
            Iterator<KeyChunk> batches = new ChunkBatches(chunks, sizes, ChunkBatches.BUDGET);
            // a solvable level that fits is kept as it passes (often a small or empty level under a large forward one)
            passed = pass.equals(LevelStore.SOLVABLE) && solvableKeys.fits(stats.size()) ? new ArrayList<>() : null;
            entries = passed == null ? batches : keeping(batches, passed);
        }
        // measured on a driver thread (the batches' jobs beside the write's) while the executors write the dataset
        CompletableFuture<LocalFileBytes.Sizes> measured = CompletableFuture.supplyAsync(() -> {
            try {
                return LocalFileBytes.of(entries, keys, pegs, limbs);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        try {
            store.write(pass, level, chunks);
        } catch (IOException | RuntimeException e) {
            measured.handle((sizes, failure) -> null).join(); // no job of this level left running
            throw e;
        }
        LocalFileBytes.Sizes bytes = joined(measured);
        if (pass.equals(LevelStore.SOLVABLE) && (whole != null || passed != null)) {
            solvableKeys.offer(level, whole != null ? whole : passed);
        }
        Stored figures = new Stored(stats.size(), limbs, bytes.set(), bytes.counts(), stats.sum());
        store.putRecord(pass, level, "stats", figures.encode());
        return figures;
    }

    /** {@code chunks}, each added to {@code kept} as it is handed on. */
    private static Iterator<KeyChunk> keeping(Iterator<KeyChunk> chunks, List<KeyChunk> kept) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return chunks.hasNext();
            }

            @Override
            public KeyChunk next() {
                KeyChunk chunk = chunks.next();
                kept.add(chunk);
                return chunk;
            }
        };
    }

    /** What {@code measured} gave, its {@link IOException} thrown as such. */
    private static LocalFileBytes.Sizes joined(CompletableFuture<LocalFileBytes.Sizes> measured) throws IOException {
        try {
            return measured.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            throw e;
        }
    }

    /** The key ranges of a level expected to hold {@code positions} positions. */
    private KeyRangePartitioner partitioner(long positions) {
        return partitioning.forPositions(keys.keyBits(), positions);
    }

    /** A level's expansion added up (the job that expands it). */
    private static Totals totals(JavaRDD<Expanded> expanded) {
        return expanded.map(Totals::of).fold(Totals.NONE, Totals::plus);
    }

    /** Expands every chunk of a level (persisted: its figures and successors are both read). */
    private JavaRDD<Expanded> expand(JavaRDD<KeyChunk> level, int pegs, boolean backward) {
        Rules shipped = rules;
        return level.mapPartitions(it -> expandChunks(shipped, pegs, backward, it)).persist(StorageLevel.MEMORY_AND_DISK());
    }

    /** The successors of expanded chunks, cut by the key ranges of {@code ranges} and summed per range: one chunk per range. */
    private static JavaRDD<KeyChunk> successors(JavaRDD<Expanded> expanded, KeyRangePartitioner ranges) {
        return ChunkShuffle.sumByRange(expanded.flatMapToPair(e -> e.successors().split(ranges).iterator()), ranges);
    }

    private static Iterator<Expanded> expandChunks(Rules rules, int pegs, boolean backward, Iterator<KeyChunk> chunks) {
        List<Expanded> out = new ArrayList<>();
        try (ChunkExpander expander = rules.expander()) {
            while (chunks.hasNext()) {
                KeyChunk chunk = chunks.next();
                if (chunk.size() > 0) {
                    ChunkExpander.Successors s = expander.expand(pegs, chunk.keys(), chunk.countVector(), backward);
                    out.add(new Expanded(KeyChunk.of(s), s.figures()));
                }
            }
        }
        return out.iterator();
    }

    private static String encodeFigures(ChunkExpander.Figures f) {
        return f.canonical() + ";" + f.raw() + ";" + f.deadEndsCanonical() + ";" + f.deadEndsRaw() + ";" + f.jumps() + ";" + f.deadEndCounts();
    }

    private static ChunkExpander.Figures decodeFigures(String text) {
        String[] f = text.split(";");
        return new ChunkExpander.Figures(Long.parseLong(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                Long.parseLong(f[4]), new BigInteger(f[5]));
    }

    private double seconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
