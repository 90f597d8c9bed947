package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.Run;
import org.pegatlas.engine.store.RunMerger;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/**
 * The candidates for a solvable level {@code n}, before they are intersected with the reachable
 * positions: the goal positions among forward level {@code n}, each with {@code B = |O(c)|}, plus
 * the canonical un-jumps of solvable level {@code n+1} with their {@code B} summed per class (see
 * {@link BackwardPass}). A reachable position absent from the candidates has no way to finish.
 */
public final class SolvableCandidates {
    private SolvableCandidates() {
    }

    /**
     * The candidates for solvable level {@code n} from a whole solvable level {@code n+1}, expanded
     * in as many slices as {@code budget} needs (one when it fits), canonical under the expander's
     * symmetries. The level above, the slices' summed un-jumps and the candidates are held in
     * memory; only the jumps are bounded by the budget.
     *
     * @param above solvable level {@code n+1} (empty above the last level)
     * @param reachable the keys of forward level {@code n}, ascending
     * @param unJumpsPerPosition un-jumps expected per position of {@code above}, for the slicing
     * @return every candidate once, in ascending key order, with counts widened as far as the sums need
     */
    public static Run of(Problem problem, ParallelExpander expander, Level above, long[] reachable, MemoryBudget budget,
            double unJumpsPerPosition) {
        List<Run> runs = new ArrayList<>();
        int slices = budget.slices(above.size(), above.counts().limbs(), unJumpsPerPosition);
        int sliceSize = Math.max(1, (int) (((long) above.size() + slices - 1) / slices));
        for (int from = 0; from < above.size(); from += sliceSize) {
            runs.add(expander.expand(slice(above, from, Math.min(above.size(), from + sliceSize)), true).joined());
        }
        runs.add(goalPositions(problem, expander.symmetries(), reachable, above.pegs() + 1));
        return mergeWidening(runs);
    }

    /** Positions {@code [from, to)} of a level, as a level of their own. */
    private static Level slice(Level level, int from, int to) {
        if (from == 0 && to == level.size()) {
            return level;
        }
        int limbs = level.counts().limbs();
        return new Level(level.pegs(), Arrays.copyOfRange(level.keys(), from, to), Arrays.copyOfRange(level.positions(), from, to),
                new CountVector(Arrays.copyOfRange(level.counts().data(), from * limbs, to * limbs), limbs));
    }

    /** Merges in-memory runs, one limb wider at a time until every sum fits. */
    static Run mergeWidening(List<Run> runs) {
        int limbs = 1;
        for (Run run : runs) {
            limbs = Math.max(limbs, run.counts().limbs());
        }
        for (; ; limbs++) {
            try {
                return RunMerger.merge(runs, limbs, 1);
            } catch (ArithmeticException overflow) {
                if (limbs >= 64) {
                    throw overflow;
                }
            }
        }
    }

    /** Whether a level of {@code pegs} pegs may hold goal positions: its peg count is within the goal's range (inclusive). */
    static boolean mayHoldGoals(Problem problem, int pegs) {
        return pegs >= problem.goal().minimumPegs() && pegs <= problem.goal().maximumPegs();
    }

    /** The goal positions among a forward level's keys ({@code pegs} pegs each), each with {@code B = |O(c)|}. */
    static Run goalPositions(Problem problem, SymmetryTables symmetries, long[] reachable, int pegs) {
        PositionKeys keys = problem.board().positionKeys();
        List<Long> found = new ArrayList<>();
        for (long key : mayHoldGoals(problem, pegs) ? reachable : new long[0]) {
            if (problem.goal().test(keys.position(key, pegs))) {
                found.add(key);
            }
        }
        long[] goalKeys = found.stream().mapToLong(Long::longValue).toArray();
        CountVector counts = new CountVector(goalKeys.length, 1);
        for (int j = 0; j < goalKeys.length; j++) {
            counts.set(j, symmetries.orbitSize(keys.position(goalKeys[j], pegs)));
        }
        return new Run(goalKeys, counts);
    }
}
