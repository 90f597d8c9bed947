package org.pegatlas.search;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.WideSum;

/**
 * From the last level back to the start, keeps the reachable positions from which a goal position
 * can still be reached. Level {@code n}'s solvable set is the forward level {@code n} intersected
 * with the goal positions on it and the canonical un-jumps of level {@code n+1}'s solvable set.
 *
 * <p>Each solvable position carries {@code B(c) = |O(c)| F(c)}, where {@code F(c)} is the number
 * of jump sequences from {@code c} to a goal position. Expanding by un-jumps and summing
 * {@code B} per canonical class gives {@code B} of the previous level exactly (the orbit factors
 * cancel as in the forward pass), because the goal is invariant under the symmetries used.
 */
final class BackwardPass {
    /** The figures of one level's solvable set. */
    record LevelFigures(long canonical, long raw) {
    }

    /** The pass's results: figures per level (level 0 first) and the number of solutions. */
    record Result(List<LevelFigures> levels, BigInteger solutions) {
    }

    private final Problem problem;
    private final ParallelExpander expander;
    private final SymmetryTables symmetries;
    private final LevelFiles files;
    private final Progress progress;
    private final long startNanos;

    BackwardPass(Problem problem, ParallelExpander expander, SymmetryTables symmetries, LevelFiles files, Progress progress, long startNanos) {
        this.problem = problem;
        this.expander = expander;
        this.symmetries = symmetries;
        this.files = files;
        this.progress = progress;
        this.startNanos = startNanos;
    }

    /** @param levels number of forward levels written */
    Result run(int levels) throws IOException {
        LevelFigures[] figures = new LevelFigures[levels];
        Run fromAbove = new Run(new long[0], new CountVector(0, 1));
        BigInteger solutions = BigInteger.ZERO;
        for (int n = levels - 1; n >= 0; n--) {
            int pegs = problem.startPegs() - n;
            Level reachable = files.read(LevelFiles.FORWARD, n, pegs);
            Run goals = goalPositions(reachable);
            WideSum bound = new WideSum();
            bound.addAll(fromAbove.counts());
            bound.addAll(goals.counts());
            int limbs = Math.max(fromAbove.counts().limbs(), CountVector.limbsFor(bound.bitLength()));
            Run candidates = RunMerger.merge(List.of(fromAbove, goals), limbs);
            Level solvable = intersect(candidates, reachable);
            files.writeLater(LevelFiles.SOLVABLE, n, solvable);
            ParallelExpander.Expansion expansion = expander.expand(solvable, true);
            figures[n] = new LevelFigures(expansion.tally().canonical, expansion.tally().raw);
            progress.level("backward", n, pegs, figures[n].canonical(), figures[n].raw(), System.nanoTime() - startNanos);
            fromAbove = expansion.successors();
            if (n == 0) {
                solutions = solutionsFrom(reachable, solvable);
            }
        }
        files.awaitWrites();
        return new Result(Arrays.asList(figures), solutions);
    }

    /** The goal positions of a forward level, each with {@code B = |O(c)|}. */
    private Run goalPositions(Level reachable) {
        List<Integer> found = new ArrayList<>();
        long[] positions = reachable.positions();
        for (int i = 0; i < positions.length; i++) {
            if (problem.goal().test(positions[i])) {
                found.add(i);
            }
        }
        long[] keys = new long[found.size()];
        CountVector counts = new CountVector(found.size(), 1);
        for (int j = 0; j < keys.length; j++) {
            keys[j] = reachable.keys()[found.get(j)];
            counts.set(j, symmetries.orbitSize(positions[found.get(j)]));
        }
        return new Run(keys, counts);
    }

    /** The candidates that are also reachable, with the candidates' counts. */
    private static Level intersect(Run candidates, Level reachable) {
        long[] a = candidates.keys();
        long[] b = reachable.keys();
        int[] picked = new int[Math.min(a.length, b.length)];
        int[] positionIndex = new int[picked.length];
        int n = 0;
        for (int i = 0, j = 0; i < a.length && j < b.length; ) {
            if (a[i] < b[j]) {
                i++;
            } else if (a[i] > b[j]) {
                j++;
            } else {
                picked[n] = i;
                positionIndex[n++] = j;
                i++;
                j++;
            }
        }
        long[] keys = new long[n];
        long[] positions = new long[n];
        CountVector counts = new CountVector(n, candidates.counts().limbs());
        for (int k = 0; k < n; k++) {
            keys[k] = a[picked[k]];
            positions[k] = reachable.positions()[positionIndex[k]];
            counts.copy(k, candidates.counts(), picked[k]);
        }
        return new Level(reachable.pegs(), keys, positions, counts);
    }

    /**
     * Solutions = sum over the start level of {@code N(c) F(c) = (T(c) / |O(c)|) (B(c) / |O(c)|)}
     * for each raw position of each class, i.e. {@code T(c) B(c) / |O(c)|}.
     */
    private BigInteger solutionsFrom(Level reachable, Level solvable) {
        BigInteger sum = BigInteger.ZERO;
        long[] keys = reachable.keys();
        for (int k = 0; k < solvable.size(); k++) {
            int i = Arrays.binarySearch(keys, solvable.keys()[k]);
            BigInteger orbit = BigInteger.valueOf(symmetries.orbitSize(solvable.positions()[k]));
            sum = sum.add(reachable.counts().get(i).multiply(solvable.counts().get(k)).divide(orbit));
        }
        return sum;
    }
}
