package org.pegatlas.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/**
 * The solutions between the starts of two pairs-table passes, by complement duality at one level
 * of each (see docs/algorithms.md, "The table by meeting in the middle").
 *
 * <p>A jump from {@code p} to {@code p'} is also a jump from {@code ~p'} to {@code ~p} (pegs and
 * holes swapped), so the jump sequences from start {@code s} to one peg on {@code e} through
 * position {@code p} after {@code a} jumps are the paths {@code s -> p} times the paths from the
 * full board less {@code e} to {@code ~p}, which lies {@code n - 2 - a} jumps from that start
 * ({@code n} holes):
 * {@code solutions(s, e) = Σ_p paths(s -> p) · paths(e -> ~p)}, over the raw positions {@code p}
 * of level {@code a} of {@code s}. Here {@code s} ranges over the images of one pass ({@link Side}
 * {@code starts}, level {@code a}) and {@code e} over those of the pass holding the complements
 * ({@code ends}, level {@code n - 2 - a}); both passes are canonical under the same group
 * {@code G} (the symmetries keeping a position class keep its complement's).
 *
 * <p>With a canonical position {@code c} of the starts' level, {@code ~c}'s canonical form
 * {@code d = h ~c} and the per-image counts {@code D} of {@link StartImages} (the paths from image
 * {@code s_j} to {@code c} are {@code Σ_{f fixing c} D_{f^-1 s_j}(c) / |S_j|}, {@code S_j} the
 * stabiliser of {@code s_j}), summing over the orbit of {@code c} by every {@code g} in {@code G}
 * cancels the sum over the elements fixing {@code c}:
 * {@code solutions(s, e) · |S_s| · |S_e| = Σ_c Σ_g D_{g^-1 s}(c) · W_{h g^-1 e}(d)}, with
 * {@code W_i(d) = Σ_{f fixing d} D_{f^-1 i}(d)}. The sums are exact; the division is checked to
 * leave no remainder.
 *
 * <p>The starts' level may be given in parts ({@link #add}), each canonical position in one part
 * or, when the parts are expansions of parts of the level before, with its counts shared among
 * several (the sum is linear in the counts). The canonical complements are matched with the ends' keys by {@link ComplementMatch} (sorted
 * and merged) when keys and indices fit in one {@code long} together, else each is looked up.
 */
final class MiddleJoin {
    /** Positions of the starts' level per task. */
    private static final int CHUNK = 1 << 15;

    /** One side of the join: a level of a pass, its canonical positions with a count per image of the pass's starts. */
    record Side(Level level, StartImages images) {
    }

    private final StartImages startImages;
    private final Side ends;
    private final int[] rows;
    private final ProductSums sums;
    private final SymmetryTables symmetries;
    private final PositionKeys keys;
    private final ParallelExpander expander;
    private final long full;

    /**
     * A join with no positions of the starts' level yet.
     *
     * @param startImages the images of the pass whose level's positions {@code p} are summed over
     * @param rows the indices, among those images, of the starts whose solutions are wanted
     * @param ends the level holding their complements, keys ascending
     * @param symmetries the group both passes are canonical under
     * @param expander whose threads do the work
     * @param full the board's full position
     */
    MiddleJoin(StartImages startImages, int[] rows, Side ends, SymmetryTables symmetries, PositionKeys keys, ParallelExpander expander,
            long full) {
        this.startImages = startImages;
        this.rows = rows;
        this.sums = new ProductSums(rows.length, ends.images().count());
        this.ends = ends;
        this.symmetries = symmetries;
        this.keys = keys;
        this.expander = expander;
        this.full = full;
    }

    /** Adds the sums over the positions of {@code part}, canonical positions of the starts' level with their counts. */
    void add(Level part) {
        int size = part.size();
        int[] matches = ComplementMatch.fits(keys, size)
                ? new ComplementMatch(symmetries, keys, expander, full).join(part.keys(), part.pegs(), ends.level().keys(), false)
                : null;
        List<Callable<ProductSums>> tasks = new ArrayList<>();
        for (int from = 0; from < size; from += CHUNK) {
            int start = from;
            tasks.add(() -> sumRange(part, matches, start, Math.min(size, start + CHUNK)));
        }
        for (ProductSums task : expander.runAll(tasks)) {
            sums.addAll(task);
        }
    }

    /**
     * The solutions from each start image of {@code rows} to one peg on the hole vacant in each
     * image of the ends' side, {@code result[r][i]}, over the parts added so far.
     *
     * @throws IllegalStateException if a sum does not divide exactly (the levels are not a pair of dual levels)
     */
    BigInteger[][] solutions() {
        int order = symmetries.order();
        BigInteger[][] result = new BigInteger[rows.length][ends.images().count()];
        for (int r = 0; r < rows.length; r++) {
            long startFixing = order / symmetries.orbitSize(startImages.start(rows[r]));
            for (int i = 0; i < result[r].length; i++) {
                long endFixing = order / symmetries.orbitSize(ends.images().start(i));
                BigInteger[] quotient = sums.get(r, i).divideAndRemainder(BigInteger.valueOf(startFixing * endFixing));
                if (quotient[1].signum() != 0) {
                    throw new IllegalStateException("the middle join's sum for start image " + rows[r] + " and end image " + i
                            + " is not a multiple of its stabilisers' orders");
                }
                result[r][i] = quotient[0];
            }
        }
        return result;
    }

    /**
     * The sums over the starts' positions {@code [from, to)}.
     *
     * @param matches for each position of the starts' level, the index of its canonical
     *     complement among the ends' positions, -1 when absent; {@code null}: look each one up
     */
    private ProductSums sumRange(Level part, int[] matches, int from, int to) {
        int order = symmetries.order();
        StartImages endImages = ends.images();
        int startCount = startImages.count();
        int endCount = endImages.count();
        CountVector startCounts = part.counts();
        CountVector endCounts = ends.level().counts();
        int startLimbs = startCounts.limbs() / startCount;
        int endLimbs = endCounts.limbs() / endCount;
        long[] startData = startCounts.data();
        long[] endData = endCounts.data();
        int[] startPull = startImages.pull();
        int[] endPull = endImages.pull();
        long[] endKeys = ends.level().keys();
        long[] positions = part.positions();
        long[] images = new long[order];
        long[] dualImages = new long[order];
        int summedLimbs = endLimbs + 1;
        long[] summed = new long[endCount * summedLimbs];
        ProductSums sums = new ProductSums(rows.length, endCount);
        for (int x = from; x < to; x++) {
            if (matches != null && matches[x] < 0) {
                continue;
            }
            int h = symmetries.canonicalising(full & ~positions[x], images);
            long dual = images[h];
            int at = matches != null ? matches[x] : Arrays.binarySearch(endKeys, keys.key(dual));
            if (at < 0) {
                continue;
            }
            long[] w = endData;
            int wAt = at * endCount * endLimbs;
            int wLimbs = endLimbs;
            if (SymmetryTables.stabiliser(dual, images) > 1) {
                symmetries.images(dual, dualImages);
                Arrays.fill(summed, 0);
                for (int f = 0; f < order; f++) {
                    if (dualImages[f] == dual) {
                        for (int i = 0; i < endCount; i++) {
                            CountVector.addLimbs(summed, i * summedLimbs, summedLimbs, endData, wAt + endPull[f * endCount + i] * endLimbs,
                                    endLimbs);
                        }
                    }
                }
                w = summed;
                wAt = 0;
                wLimbs = summedLimbs;
            }
            int startAt = x * startCount * startLimbs;
            for (int g = 0; g < order; g++) {
                for (int r = 0; r < rows.length; r++) {
                    int a = startAt + startPull[g * startCount + rows[r]] * startLimbs;
                    if (isZero(startData, a, startLimbs)) {
                        continue;
                    }
                    for (int i = 0; i < endCount; i++) {
                        int b = wAt + endImages.image(h, endPull[g * endCount + i]) * wLimbs;
                        sums.addProduct(r, i, startData, a, startLimbs, w, b, wLimbs);
                    }
                }
            }
        }
        return sums;
    }

    private static boolean isZero(long[] data, int at, int limbs) {
        for (int l = 0; l < limbs; l++) {
            if (data[at + l] != 0) {
                return false;
            }
        }
        return true;
    }
}
