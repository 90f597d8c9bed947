package org.pegatlas.search;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import org.pegatlas.board.Board;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.WideSum;

/**
 * Level-by-level breadth-first expansion from the start until no jump is left. Each level's
 * canonical positions are stored with their orbit-total path counts {@code T(c)}: the number of
 * jump sequences from the start into any position of {@code c}'s symmetry class.
 */
final class ForwardPass {
    /** The figures of one forward level. */
    record LevelFigures(int pegs, long canonical, long raw, long deadEndsCanonical, long deadEndsRaw, BigInteger paths,
            BigInteger gamesEnded, long jumps, long fileBytes) {
        LevelFigures withFileBytes(long bytes) {
            return new LevelFigures(pegs, canonical, raw, deadEndsCanonical, deadEndsRaw, paths, gamesEnded, jumps, bytes);
        }
    }

    /** Receives each level as soon as it is complete (for example to write it). */
    interface LevelSink {
        /** @return the bytes of the level's set file once stored, 0 when not stored */
        Future<Long> accept(int level, Level data);

        /** A sink that keeps nothing. */
        static LevelSink discard() {
            return (level, data) -> CompletableFuture.completedFuture(0L);
        }
    }

    /** The pass's results: figures per level (level 0 first) and the last, non-empty level. */
    record Result(List<LevelFigures> levels, Level last) {
    }

    private final Board board;
    private final long start;
    private final PositionKeys keys;
    private final ParallelExpander expander;
    private final SymmetryTables symmetries;
    private final LevelSink sink;
    private final Progress progress;
    private final long startNanos;

    /**
     * @param start the start position; every symmetry of {@code symmetries} must fix it
     */
    ForwardPass(Board board, long start, ParallelExpander expander, SymmetryTables symmetries, LevelSink sink, Progress progress,
            long startNanos) {
        this.board = board;
        this.start = start;
        this.keys = new PositionKeys(board.holeCount());
        this.expander = expander;
        this.symmetries = symmetries;
        this.sink = sink;
        this.progress = progress;
        this.startNanos = startNanos;
    }

    /** Runs the pass, handing every level to the sink, and returns the figures of each level. */
    Result run() throws IOException {
        int startPegs = Long.bitCount(start);
        CountVector startCount = new CountVector(1, 1);
        startCount.set(0, symmetries.orbitSize(start));
        long[] startKey = {keys.key(symmetries.canonical(start))};
        Level level = new Level(startPegs, startKey, keys.positions(startKey, startPegs), startCount);
        List<LevelFigures> figures = new ArrayList<>();
        List<Future<Long>> fileBytes = new ArrayList<>();
        Level last = level;
        while (level.size() > 0) {
            last = level;
            fileBytes.add(sink.accept(figures.size(), level));
            WideSum paths = new WideSum();
            paths.addAll(level.counts());
            ParallelExpander.Expansion expansion = expander.expand(level, false);
            LevelTally t = expansion.tally();
            figures.add(new LevelFigures(level.pegs(), t.canonical, t.raw, t.deadEndsCanonical, t.deadEndsRaw, paths.value(),
                    t.deadEndCountTotal.value(), t.jumps, 0));
            progress.level("forward", figures.size() - 1, level.pegs(), t.canonical, t.raw, System.nanoTime() - startNanos);
            Run next = expansion.successors();
            int pegs = level.pegs() - 1;
            level = new Level(pegs, next.keys(), keys.positions(next.keys(), pegs), next.counts());
        }
        for (int n = 0; n < figures.size(); n++) {
            figures.set(n, figures.get(n).withFileBytes(LevelFiles.bytesOf(fileBytes.get(n))));
        }
        return new Result(figures, last);
    }
}
