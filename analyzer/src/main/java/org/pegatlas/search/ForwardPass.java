package org.pegatlas.search;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
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
        while (level.size() > 0) {
            long fileBytes = files.write(LevelFiles.FORWARD, figures.size(), level);
            WideSum paths = new WideSum();
            paths.addAll(level.counts());
            int outLimbs = CountVector.limbsFor(paths.bitLength() + lineBits);
            ParallelExpander.Expansion expansion = expander.expand(level, false, outLimbs);
            LevelTally t = expansion.tally();
            figures.add(new LevelFigures(level.pegs(), t.canonical, t.raw, t.deadEndsCanonical, t.deadEndsRaw, paths.value(),
                    t.deadEndCountTotal.value(), t.jumps, fileBytes));
            progress.level("forward", figures.size() - 1, level.pegs(), t.canonical, t.raw, System.nanoTime() - startNanos);
            Run next = expansion.successors();
            int pegs = level.pegs() - 1;
            level = new Level(pegs, next.keys(), files.positionsOf(next.keys(), pegs), next.counts());
        }
        return figures;
    }
}
