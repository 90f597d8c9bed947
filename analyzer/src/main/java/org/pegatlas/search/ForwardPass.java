package org.pegatlas.search;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import org.pegatlas.storage.CountVector;
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

    private final Problem problem;
    private final ParallelExpander expander;
    private final SymmetryTables symmetries;
    private final LevelFiles files;
    private final Progress progress;
    private final long startNanos;

    ForwardPass(Problem problem, ParallelExpander expander, SymmetryTables symmetries, LevelFiles files, Progress progress, long startNanos) {
        this.problem = problem;
        this.expander = expander;
        this.symmetries = symmetries;
        this.files = files;
        this.progress = progress;
        this.startNanos = startNanos;
    }

    /** Runs the pass, writing every level, and returns the figures of each level, level 0 first. */
    List<LevelFigures> run() throws IOException {
        long start = symmetries.canonical(problem.start());
        CountVector startCount = new CountVector(1, 1);
        startCount.set(0, symmetries.orbitSize(start));
        long[] startKey = {new org.pegatlas.storage.PositionKeys(problem.board().holeCount()).key(start)};
        Level level = new Level(problem.startPegs(), startKey, files.positionsOf(startKey, problem.startPegs()), startCount);
        int lineBits = 64 - Long.numberOfLeadingZeros(problem.board().lineCount());
        List<LevelFigures> figures = new ArrayList<>();
        List<Future<Long>> fileBytes = new ArrayList<>();
        while (level.size() > 0) {
            fileBytes.add(files.writeLater(LevelFiles.FORWARD, figures.size(), level));
            WideSum paths = new WideSum();
            paths.addAll(level.counts());
            int outLimbs = CountVector.limbsFor(paths.bitLength() + lineBits);
            ParallelExpander.Expansion expansion = expander.expand(level, false, outLimbs);
            LevelTally t = expansion.tally();
            figures.add(new LevelFigures(level.pegs(), t.canonical, t.raw, t.deadEndsCanonical, t.deadEndsRaw, paths.value(),
                    t.deadEndCountTotal.value(), t.jumps, 0));
            progress.level("forward", figures.size() - 1, level.pegs(), t.canonical, t.raw, System.nanoTime() - startNanos);
            Run next = expansion.successors();
            int pegs = level.pegs() - 1;
            level = new Level(pegs, next.keys(), files.positionsOf(next.keys(), pegs), next.counts());
        }
        files.awaitWrites();
        for (int n = 0; n < figures.size(); n++) {
            figures.set(n, figures.get(n).withFileBytes(LevelFiles.bytesOf(fileBytes.get(n))));
        }
        return figures;
    }
}
