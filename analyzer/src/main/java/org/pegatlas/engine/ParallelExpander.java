package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongPredicate;
import java.util.concurrent.Future;
import org.pegatlas.board.Board;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.Run;
import org.pegatlas.engine.store.RunMerger;
import org.pegatlas.storage.PositionKeys;

/**
 * Expands a whole level on a pool of worker threads, in two phases. First, chunks of the level
 * are turned into canonicalised jumps, grouped by partition (the top bits of the successor's
 * key); then ranges of partitions are gathered from every chunk, sorted and summed. Partitions
 * hold disjoint key ranges in ascending order, so joining their results gives the next level in
 * key order, exactly the same for any number of threads and any chunking.
 */
public final class ParallelExpander implements AutoCloseable {
    /** Tasks per thread in each phase, so that uneven tasks still keep every thread busy. */
    private static final int TASKS_PER_THREAD = 8;
    private static final int MIN_CHUNK = 1 << 12;
    /** Aim for partitions of about this many positions' jumps, so that sorting one stays in cache. */
    private static final int POSITIONS_PER_PARTITION = 1 << 10;
    private static final int MAX_PARTITION_BITS = 12;
    /** Widest counts tried (4096 bits): far beyond any board of at most 63 holes. */
    private static final int MAX_LIMBS = 64;

    /**
     * A level's expansion: the successors, as runs whose keys ascend from run to run (each
     * partition's own arrays, not yet joined), and the figures of the expanded level.
     *
     * @param limbs limbs per count of every part (per image, times the images)
     */
    record Expansion(List<Run> parts, int limbs, LevelTally tally) {
        /** The successors in one run: the parts joined, a new copy at each call unless there is a single part. */
        Run joined() {
            return Run.concatenate(parts, limbs);
        }
    }

    private final int threads;
    private final PositionKeys keys;
    private final SymmetryTables symmetries;
    private final StartImages images;
    private final ExecutorService pool;
    private final ThreadLocal<EdgeGenerator> generators;
    private final ThreadLocal<PartitionAggregator> aggregators = ThreadLocal.withInitial(PartitionAggregator::new);

    /** An expander of positions with one count each (under a group that fixes the start). */
    public ParallelExpander(Board board, SymmetryTables symmetries, int threads) {
        this(board, symmetries, StartImages.single(), threads);
    }

    /**
     * An expander of positions with a count per image of the start (see {@link StartImages}).
     *
     * @param images the start's images under the group of {@code symmetries}
     */
    ParallelExpander(Board board, SymmetryTables symmetries, StartImages images, int threads) {
        this(board, symmetries, images, threads, 0, null);
    }

    /**
     * An expander whose successors come out complemented: each jump's successor {@code y} as the
     * canonical form of {@code ~y} (a position of the board's hole count less {@code y}'s pegs),
     * with the counts permuted by the element that canonicalised {@code ~y}, as if {@code ~y}
     * were the position reached (the pairs table's {@link MiddleJoin}). Its tallies are not the
     * successors' figures.
     */
    static ParallelExpander complementing(Board board, SymmetryTables symmetries, StartImages images, int threads) {
        return new ParallelExpander(board, symmetries, images, threads, board.fullMask(), null);
    }

    /**
     * As {@link #complementing(Board, SymmetryTables, StartImages, int)}, keeping only the
     * successors whose keys {@code keep} accepts (the others are dropped as they are generated,
     * before they are sorted and summed): the complements that a join can match.
     *
     * @param keep safe for any number of threads
     */
    static ParallelExpander complementing(Board board, SymmetryTables symmetries, StartImages images, int threads, LongPredicate keep) {
        return new ParallelExpander(board, symmetries, images, threads, board.fullMask(), keep);
    }

    /**
     * An expander of positions with a count per image of the start that keeps only the successors
     * whose keys {@code keep} accepts (the others are dropped as they are generated): a pass over
     * the kept positions ({@link KeptFilter}). Its tallies count the kept jumps only.
     *
     * @param keep safe for any number of threads
     */
    static ParallelExpander keeping(Board board, SymmetryTables symmetries, StartImages images, int threads, LongPredicate keep) {
        return new ParallelExpander(board, symmetries, images, threads, 0, keep);
    }

    private ParallelExpander(Board board, SymmetryTables symmetries, StartImages images, int threads, long flip, LongPredicate keep) {
        this.threads = threads;
        this.keys = board.positionKeys();
        this.symmetries = symmetries;
        this.images = images;
        MoveTable moves = new MoveTable(board);
        this.generators = ThreadLocal.withInitial(() -> new EdgeGenerator(moves, symmetries, images, flip, keep));
        this.pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "pegatlas-expand");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Number of worker threads. */
    int threads() {
        return threads;
    }

    /** The symmetries the successors are canonical under. */
    SymmetryTables symmetries() {
        return symmetries;
    }

    /** The start's images whose counts the positions carry. */
    StartImages images() {
        return images;
    }

    /**
     * Expands every position of {@code level}.
     *
     * <p>Successor counts get as many limbs (per image) as the level's own; a sum that outgrows
     * them (detected, never wrapped) makes the expansion start again with one limb more.
     *
     * @param backward expand by un-jumps instead of jumps (with a single image only)
     */
    Expansion expand(Level level, boolean backward) {
        if (backward && images.count() > 1) {
            throw new IllegalArgumentException("backward expansion carries one count per position");
        }
        for (int outLimbs = images.limbsPerImage(level.counts()); ; outLimbs++) {
            try {
                return expand(level, backward, outLimbs);
            } catch (ArithmeticException overflow) {
                if (outLimbs >= MAX_LIMBS) {
                    throw overflow;
                }
            }
        }
    }

    /**
     * The most positions that {@link #expand} expands as one range, its successors summed as they
     * are grouped. A larger level is expanded a range at a time, and every range's successors are
     * held until they are merged: about one entry per jump, which the memory budget's prediction
     * ({@link MemoryBudget#expansionBytes}) does not cover, so the passes cut their slices no larger
     * than this. Smaller with more images and longer keys: {@code 2^(63 - key bits - symmetry bits)},
     * at most {@link Integer#MAX_VALUE}.
     */
    int maxRangePositions() {
        return (int) Math.min(Integer.MAX_VALUE, 1L << maxSourceBits());
    }

    private int maxSourceBits() {
        return 63 - keys.keyBits() - images.symmetryBits();
    }

    private Expansion expand(Level level, boolean backward, int outLimbs) {
        int size = level.size();
        int maxSourceBits = maxSourceBits();
        if (size <= 1L << maxSourceBits) {
            return expandRange(level, 0, size, backward, outLimbs);
        }
        // more positions than a jump can index: expand ranges of sources separately, then merge
        List<Run> runs = new ArrayList<>();
        LevelTally total = new LevelTally();
        for (int from = 0; from < size; from += 1 << maxSourceBits) {
            Expansion part = expandRange(level, from, Math.min(size, from + (1 << maxSourceBits)), backward, outLimbs);
            runs.add(part.joined());
            total.add(part.tally());
        }
        int limbs = images.count() * outLimbs;
        return new Expansion(List.of(RunMerger.merge(runs, limbs, images.count(), pool, threads)), limbs, total);
    }

    /** Expands positions {@code [base, end)}; a jump names its source relative to {@code base}. */
    private Expansion expandRange(Level level, int base, int end, boolean backward, int outLimbs) {
        int size = end - base;
        int sourceBits = Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, size - 1)));
        int partitionBits = Math.min(Math.min(MAX_PARTITION_BITS, keys.keyBits()),
                Math.max(0, 64 - Long.numberOfLeadingZeros(size / POSITIONS_PER_PARTITION)));
        int sortBits = keys.keyBits() - partitionBits;
        boolean carriesCounts = images.count() == 1 && level.counts().limbs() == 1 && outLimbs == 1
                && EdgeLayout.canCarry(sortBits, sourceBits, images.symmetryBits());
        EdgeLayout layout = new EdgeLayout(partitionBits, sortBits, sourceBits, images.symmetryBits(), carriesCounts);

        int chunk = Math.max(MIN_CHUNK, ceilDiv(size, threads * TASKS_PER_THREAD));
        List<Callable<EdgeGenerator.ChunkEdges>> generate = new ArrayList<>();
        List<LevelTally> tallies = new ArrayList<>();
        for (int from = base; from < end; from += chunk) {
            int start = from;
            int stop = Math.min(end, from + chunk);
            LevelTally tally = new LevelTally();
            tallies.add(tally);
            generate.add(() -> generators.get().generate(level, base, start, stop, backward, layout, keys, tally));
        }
        List<EdgeGenerator.ChunkEdges> chunks = runAll(generate);
        LevelTally total = new LevelTally();
        tallies.forEach(total::add);

        int partitions = 1 << partitionBits;
        int tasks = Math.min(partitions, threads * TASKS_PER_THREAD);
        List<Callable<List<Run>>> aggregate = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            int from = (int) ((long) partitions * t / tasks);
            int to = (int) ((long) partitions * (t + 1) / tasks);
            aggregate.add(() -> aggregators.get().aggregate(chunks, from, to, level.counts(), base, layout, images, outLimbs));
        }
        List<Run> successors = runAll(aggregate).stream().flatMap(List::stream).toList();
        return new Expansion(successors, images.count() * outLimbs, total);
    }

    /**
     * Runs the tasks on the worker pool and returns their results in order; on failure, waits for
     * all and rethrows the first.
     */
    <T> List<T> runAll(List<Callable<T>> tasks) {
        List<Future<T>> futures = new ArrayList<>();
        for (Callable<T> task : tasks) {
            futures.add(pool.submit(task));
        }
        List<T> results = new ArrayList<>();
        RuntimeException failure = null;
        for (Future<T> future : futures) {
            try {
                results.add(await(future));
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure;
            }
        }
        if (failure != null) {
            throw failure;
        }
        return results;
    }

    private static <T> T await(Future<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * Where work beside the calling thread may run while no level is being expanded (decoding
     * spilled runs ahead of their merge, writing a spilled run's counts while its keys are
     * written): the worker pool when there is more than one
     * worker thread, else the calling thread itself, so that one thread means one thread.
     */
    public Executor beside() {
        return threads > 1 ? pool : Runnable::run;
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
