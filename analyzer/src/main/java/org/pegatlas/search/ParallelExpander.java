package org.pegatlas.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.pegatlas.board.Board;
import org.pegatlas.storage.PositionKeys;

/**
 * Expands a whole level on a pool of worker threads: the level is cut into chunks, each chunk
 * expanded into a run by one worker, and the runs merged in chunk order. The result is the same
 * for any number of threads and any chunking (sets are merged, counts summed exactly).
 */
final class ParallelExpander implements AutoCloseable {
    /** Chunks per thread on a large level, so that uneven chunks still keep every thread busy. */
    private static final int CHUNKS_PER_THREAD = 2;
    private static final int MIN_CHUNK = 1 << 12;

    /** A level's expansion: the merged successors and the figures of the expanded level. */
    record Expansion(Run successors, LevelTally tally) {
    }

    private final int threads;
    private final ExecutorService pool;
    private final ThreadLocal<ChunkExpander> expanders;

    ParallelExpander(Board board, SymmetryTables symmetries, int threads) {
        this.threads = threads;
        MoveTable moves = new MoveTable(board);
        PositionKeys keys = new PositionKeys(board.holeCount());
        this.expanders = ThreadLocal.withInitial(() -> new ChunkExpander(moves, symmetries, keys, board.fullMask()));
        this.pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "pegatlas-expand");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Expands every position of {@code level}.
     *
     * @param backward expand by un-jumps instead of jumps
     * @param outLimbs limbs of the successors' counts (see {@link ChunkExpander#expand})
     */
    Expansion expand(Level level, boolean backward, int outLimbs) {
        int size = level.size();
        int chunk = Math.min(1 << ChunkExpander.SOURCE_BITS, Math.max(MIN_CHUNK, ceilDiv(size, threads * CHUNKS_PER_THREAD)));
        List<Future<Run>> runs = new ArrayList<>();
        List<LevelTally> tallies = new ArrayList<>();
        for (int from = 0; from < size || from == 0; from += chunk) {
            int start = from;
            int end = Math.min(size, from + chunk);
            LevelTally tally = new LevelTally();
            tallies.add(tally);
            runs.add(pool.submit(() -> expanders.get().expand(level, start, end, backward, outLimbs, tally)));
        }
        List<Run> done = new ArrayList<>(runs.size());
        for (Future<Run> run : runs) {
            done.add(await(run));
        }
        LevelTally total = new LevelTally();
        tallies.forEach(total::add);
        return new Expansion(RunMerger.merge(done, outLimbs, threads * CHUNKS_PER_THREAD, this::runAll), total);
    }

    private List<Run> runAll(List<java.util.concurrent.Callable<Run>> tasks) {
        List<Future<Run>> futures = new ArrayList<>();
        for (java.util.concurrent.Callable<Run> task : tasks) {
            futures.add(pool.submit(task));
        }
        List<Run> results = new ArrayList<>();
        for (Future<Run> future : futures) {
            results.add(await(future));
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
            throw new IllegalStateException(e.getCause());
        }
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
