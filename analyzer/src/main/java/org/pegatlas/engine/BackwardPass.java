package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.LevelSlices;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.Run;
import org.pegatlas.engine.store.RunSource;
import org.pegatlas.engine.store.SliceHistory;
import org.pegatlas.engine.store.SpilledRun;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;
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
 *
 * <p>When the only goal position is the start's complement (every central game) and the levels
 * fit the budget, each solvable level is found from two forward levels instead, by
 * {@link ComplementDuality}, with the same sets and counts; the un-jumps are not generated.
 */
final class BackwardPass {
    /** The figures of one level's solvable set; {@code diskBytes} counts its set and count files. */
    record LevelFigures(long canonical, long raw, long diskBytes) {
        /** The figures that do not depend on files, as one manifest value (see {@link #decode}). */
        String encode() {
            return canonical + ";" + raw;
        }

        /**
         * Reads what {@link #encode} wrote, with the size of the level's files.
         *
         * @throws IllegalArgumentException if {@code text} is not such a value
         */
        static LevelFigures decode(String text, long diskBytes) {
            String[] f = text.split(";");
            if (f.length != 2) {
                throw new IllegalArgumentException("bad level figures '" + text + "'");
            }
            return new LevelFigures(Long.parseLong(f[0]), Long.parseLong(f[1]), diskBytes);
        }
    }

    /** The pass's results: figures per level (level 0 first) and the number of solutions. */
    record Result(List<LevelFigures> levels, BigInteger solutions) {
    }

    /**
     * The pass's results as soon as every solvable level is found, while the files of the last
     * ones may still be being written (so that what reads them next, from the key cache, need not
     * wait).
     *
     * @param found figures per level (level 0 first), without the sizes of their files (0)
     * @param writes the writes of each level's files, level 0 first
     */
    record Found(List<LevelFigures> found, BigInteger solutions, List<Future<LevelFiles.LevelBytes>> writes) {
        /** The solvable canonical positions of each level, level 0 first. */
        long[] solvableCanonical() {
            return found.stream().mapToLong(LevelFigures::canonical).toArray();
        }

        /**
         * Waits for every level's files, then gives the figures with their sizes.
         *
         * @throws IOException the first write that failed
         */
        Result written() throws IOException {
            List<LevelFigures> levels = new ArrayList<>();
            for (int n = 0; n < found.size(); n++) {
                LevelFigures f = found.get(n);
                levels.add(new LevelFigures(f.canonical(), f.raw(), LevelFiles.bytesOf(writes.get(n)).total()));
            }
            return new Result(List.copyOf(levels), solutions);
        }
    }

    private final Problem problem;
    private final ParallelExpander expander;
    private final SymmetryTables symmetries;
    private final LevelFiles files;
    private final MemoryBudget budget;
    private final PositionKeys keys;
    private final Progress progress;
    private final long startNanos;
    /** Whether to use {@link ComplementDuality} when the problem allows it. */
    private final boolean byComplements;
    /** What the last solvable level expanded in slices held, to size the next one's first slice. */
    private final SliceHistory sliceHistory = new SliceHistory();
    private final SlicedExpansion sliced;

    BackwardPass(Problem problem, PassContext context) {
        this(problem, context, true);
    }

    /**
     * @param byComplements find the solvable levels by {@link ComplementDuality} when the goal is
     *     the start's complement and the levels fit the budget; {@code false} always un-jumps
     *     (how the tests check one way against the other)
     */
    BackwardPass(Problem problem, PassContext context, boolean byComplements) {
        this.byComplements = byComplements;
        this.budget = context.budget();
        this.problem = problem;
        this.expander = context.expander();
        this.symmetries = context.symmetries();
        this.files = context.files();
        this.keys = context.keys();
        this.progress = context.progress();
        this.startNanos = context.startNanos();
        this.sliced = new SlicedExpansion(context, sliceHistory);
    }

    /**
     * @param forward the forward pass's figures, level 0 first (their files are written)
     * @param done figures of the levels {@code levels - done.size() .. levels - 1}, lowest first,
     *     whose solvable files an interrupted run completed (see {@link ResumePoint}); empty for a new run
     * @param nextWritten whether the solvable files of level {@code levels - done.size() - 1} are
     *     written and intact, though its figures are not recorded: then that level is only expanded
     *     (see {@link ResumePoint#backwardNextWritten}), or only read when the duality is used;
     *     {@code false} for a new run
     */
    Found run(List<ForwardPass.LevelFigures> forward, List<LevelFigures> done, boolean nextWritten) throws IOException {
        int levels = forward.size();
        LevelFigures[] figures = new LevelFigures[levels];
        List<Future<LevelFiles.LevelBytes>> written = new ArrayList<>(Collections.nCopies(levels, null));
        BigInteger solutions = BigInteger.ZERO;
        Above above = new Above(new Run(new long[0], new CountVector(0, 1)), List.of());
        int top = levels - 1;
        ComplementDuality complements = byComplements && problem.goalIsStartComplement()
                ? new ComplementDuality(problem, symmetries, expander, files, levels) : null;
        boolean dual = complements != null && complements.fits(forward, budget);
        int limbsAbove = 1;
        try {
            if (!done.isEmpty()) {
                int lowest = levels - done.size();
                for (int n = lowest; n < levels; n++) {
                    figures[n] = done.get(n - lowest);
                    written.set(n, CompletableFuture.completedFuture(files.recordedBytes(LevelFiles.SOLVABLE, n)));
                }
                if (dual) {
                    try (CountFile.Cursor counts = files.countCursor(LevelFiles.SOLVABLE, lowest)) {
                        limbsAbove = counts.limbs();
                    }
                } else if (!nextWritten) {
                    above = unJumps(lowest, null, forward.get(lowest), new LevelTally());
                }
                if (lowest == 0) {
                    solutions = solutionsFrom(files.readKeys(LevelFiles.FORWARD, 0), files.readCounts(LevelFiles.FORWARD, 0), load(0));
                }
                top = lowest - 1;
            }
            for (int n = top; n >= 0; n--) {
                int pegs = problem.startPegs() - n;
                Level solvable;
                LevelTally tally = new LevelTally();
                // below an empty solvable level only a goal position could be solvable: with none
                // possible at this level's peg count it is empty, and its forward level is not read
                // (the French centre game: every level)
                boolean noneSolvable = n + 1 < levels && figures[n + 1].canonical() == 0
                        && !SolvableCandidates.mayHoldGoals(problem, pegs);
                if (n == top && nextWritten) {
                    written.set(n, CompletableFuture.completedFuture(files.recordedBytes(LevelFiles.SOLVABLE, n)));
                    solvable = dual ? tallied(load(n), tally) : null;
                } else if (dual) {
                    solvable = complements.solvable(n, limbsAbove, noneSolvable, tally);
                    written.set(n, files.writeLater(LevelFiles.SOLVABLE, n, solvable));
                } else if (noneSolvable || above.spilled().isEmpty() && budget.fitsWhole(32L * forward.get(n).canonical())) {
                    long[] reachable = noneSolvable ? new long[0] : files.readKeys(LevelFiles.FORWARD, n);
                    Run goals = SolvableCandidates.goalPositions(problem, symmetries, reachable, pegs);
                    solvable = intersect(SolvableCandidates.mergeWidening(List.of(above.inMemory(), goals)), reachable, pegs);
                    written.set(n, files.writeLater(LevelFiles.SOLVABLE, n, solvable));
                } else {
                    List<RunSource> sources = new ArrayList<>(above.spilled());
                    sources.add(RunSource.of(above.inMemory()));
                    sources.add(RunSource.of(SolvableCandidates.goalPositions(problem, symmetries, streamedKeys(n), pegs)));
                    LevelFiles.Merged merged = files.writeMerged(LevelFiles.SOLVABLE, n, pegs, new LevelFiles.Merge(sources,
                            SlicedExpansion.maxLimbs(sources, 1), 1, files.path(LevelFiles.FORWARD, n, LevelFiles.SET), expander.beside(),
                            read -> { }, 0));
                    written.set(n, CompletableFuture.completedFuture(merged.bytes()));
                    SlicedExpansion.delete(above.spilled());
                    solvable = null;
                }
                if (dual) {
                    limbsAbove = solvable.counts().limbs();
                } else {
                    above = unJumps(n, solvable, forward.get(n), tally);
                }
                figures[n] = new LevelFigures(tally.canonical, tally.raw, 0);
                files.recordFigures(LevelFiles.SOLVABLE, n, figures[n].encode(), figures[n].canonical(), !above.spilled().isEmpty());
                progress.level("backward", n, pegs, figures[n].canonical(), figures[n].raw(), System.nanoTime() - startNanos);
                if (n == 0) {
                    solutions = solutionsFrom(files.readKeys(LevelFiles.FORWARD, 0), files.readCounts(LevelFiles.FORWARD, 0),
                            solvable != null ? solvable : load(0));
                }
            }
        } finally {
            SlicedExpansion.delete(above.spilled());
        }
        return new Found(List.of(figures), solutions, written);
    }

    /**
     * The un-jumps of a solvable level, summed per canonical class: in memory, or spilled in
     * slices when the level is too large for the budget.
     */
    private record Above(Run inMemory, List<SpilledRun> spilled) {
    }

    /**
     * Expands solvable level {@code n} by un-jumps; {@code solvable} is the level when it is in
     * memory, {@code null} when it is only on disk.
     */
    private Above unJumps(int n, Level solvable, ForwardPass.LevelFigures forwardLevel, LevelTally tally) throws IOException {
        int pegs = problem.startPegs() - n;
        double unJumpsPerPosition = Math.max(1, problem.board().lineCount() - forwardLevel.jumps() / (double) Math.max(1,
                forwardLevel.canonical()));
        if (solvable == null) {
            try (LevelSlices stored = files.slices(LevelFiles.SOLVABLE, n, pegs)) {
                long predicted = MemoryBudget.expansionBytes(stored.size(), stored.limbs(), unJumpsPerPosition, unJumpsPerPosition);
                solvable = budget.fitsWhole(predicted) ? load(n) : null;
            }
        }
        if (solvable != null) {
            long predicted = MemoryBudget.expansionBytes(solvable.size(), solvable.counts().limbs(), unJumpsPerPosition,
                    unJumpsPerPosition);
            if (budget.fitsWhole(predicted)) {
                ParallelExpander.Expansion expansion = expander.expand(solvable, true);
                tally.add(expansion.tally());
                return new Above(expansion.joined(), List.of());
            }
            files.store(LevelFiles.SOLVABLE, n, solvable);
        }
        try (LevelSlices in = files.slices(LevelFiles.SOLVABLE, n, pegs)) {
            int slices = budget.slices(in.size(), in.limbs(), unJumpsPerPosition);
            List<SpilledRun> runs = sliced.spill(in, slices, true, n, new WideSum(), tally);
            return new Above(new Run(new long[0], new CountVector(0, 1)), runs);
        }
    }

    /** {@code level}, its canonical and raw sizes added to {@code tally}. */
    private Level tallied(Level level, LevelTally tally) {
        tally.raw += symmetries.orbitSum(level.positions());
        tally.canonical += level.size();
        return level;
    }

    /** A stored solvable level, whole. */
    private Level load(int n) throws IOException {
        int pegs = problem.startPegs() - n;
        long[] solvableKeys = files.readKeys(LevelFiles.SOLVABLE, n);
        return new Level(pegs, solvableKeys, keys.positions(solvableKeys, pegs), files.readCounts(LevelFiles.SOLVABLE, n));
    }

    /** The keys of forward level {@code n} that may hold goals, read from its file (none when it cannot hold any). */
    private long[] streamedKeys(int n) throws IOException {
        return SolvableCandidates.mayHoldGoals(problem, problem.startPegs() - n) ? files.readKeys(LevelFiles.FORWARD, n) : new long[0];
    }

    /** The candidates that are also reachable (a forward level's keys), with the candidates' counts. */
    private Level intersect(Run candidates, long[] reachable, int pegs) {
        long[] a = candidates.keys();
        long[] b = reachable;
        int[] picked = new int[Math.min(a.length, b.length)];
        int n = 0;
        for (int i = 0, j = 0; i < a.length && j < b.length; ) {
            if (a[i] < b[j]) {
                i++;
            } else if (a[i] > b[j]) {
                j++;
            } else {
                picked[n++] = i;
                i++;
                j++;
            }
        }
        long[] solvableKeys = new long[n];
        CountVector counts = new CountVector(n, candidates.counts().limbs());
        for (int k = 0; k < n; k++) {
            solvableKeys[k] = a[picked[k]];
            counts.copy(k, candidates.counts(), picked[k]);
        }
        return new Level(pegs, solvableKeys, keys.positions(solvableKeys, pegs), counts);
    }

    /**
     * Solutions = sum over the start level of {@code N(c) F(c) = (T(c) / |O(c)|) (B(c) / |O(c)|)}
     * for each raw position of each class, i.e. {@code T(c) B(c) / |O(c)|}.
     */
    private BigInteger solutionsFrom(long[] reachable, CountVector pathCounts, Level solvable) {
        BigInteger sum = BigInteger.ZERO;
        for (int k = 0; k < solvable.size(); k++) {
            int i = Arrays.binarySearch(reachable, solvable.keys()[k]);
            BigInteger orbit = BigInteger.valueOf(symmetries.orbitSize(solvable.positions()[k]));
            sum = sum.add(pathCounts.get(i).multiply(solvable.counts().get(k)).divide(orbit));
        }
        return sum;
    }
}
