package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;

/**
 * Sound pruning by pagoda functions: a position is ruled out only when, for every hole the last
 * peg may finish on, one of that hole's pagoda functions values it below one peg there. No jump
 * raises a pagoda function, so no such position reaches the goal. Each hole starts with the
 * {@link Pagoda#resourceCount resource count} towards it; {@link #derive} adds ones derived by
 * {@link PagodaProgram} for positions the search finds hard.
 *
 * <p>The holes the last peg may finish on: the goal hole for one peg on a hole; for one peg
 * anywhere, every hole in the start's position class (see {@link PositionClasses}; a jump never
 * changes the class). Goals of two or more pegs (an exact final position, at most k pegs) get no
 * pagoda pruning: {@link #none()}.
 */
final class PagodaPruning {
    /**
     * Most pagoda functions per finishing hole: each costs a look-up per position entered; beyond
     * them, a new function replaces the one that cut least ({@link #derive}).
     */
    static final int MOST_PER_END = 16;

    private final Board board;
    /** The holes the last peg may finish on. */
    private final int[] ends;
    /** {@code pagodas[e][0, count[e])}: the functions for {@code ends[e]}, the resource count first. */
    private final Pagoda[][] pagodas;
    /** {@code thresholds[e][k]}: the value of one peg on {@code ends[e]} under {@code pagodas[e][k]}. */
    private final int[][] thresholds;
    private final int[] count;
    /** {@code hits[e][k]}: positions {@code pagodas[e][k]} ruled out since the last {@link #derive}. */
    private final long[][] hits;

    private PagodaPruning(Board board, int[] ends) {
        this.board = board;
        this.ends = ends;
        this.pagodas = new Pagoda[ends.length][MOST_PER_END];
        this.thresholds = new int[ends.length][MOST_PER_END];
        this.count = new int[ends.length];
        this.hits = new long[ends.length][MOST_PER_END];
    }

    /**
     * The pruning for {@code problem}'s goal (see the class comment), each pagoda function checked
     * on every jump line first.
     *
     * @throws IllegalStateException if one is not valid (a fault in its construction)
     */
    static PagodaPruning of(Problem problem) {
        List<Integer> ends = new ArrayList<>();
        Goal goal = problem.goal();
        if (goal instanceof Goal.OnePegOn g) {
            ends.add(g.hole());
        } else if (goal instanceof Goal.OnePegAnywhere) {
            PositionClasses classes = PositionClasses.of(problem.board());
            for (int hole = 0; hole < problem.board().holeCount(); hole++) {
                if (classes.sameClass(problem.start(), 1L << hole)) {
                    ends.add(hole);
                }
            }
        }
        Board board = problem.board();
        PagodaPruning pruning = new PagodaPruning(board, ends.stream().mapToInt(Integer::intValue).toArray());
        for (int e = 0; e < pruning.ends.length; e++) {
            Pagoda pagoda = Pagoda.resourceCount(board, pruning.ends[e]);
            if (!pagoda.isValid(board)) {
                throw new IllegalStateException("the resource count towards " + board.holeName(pruning.ends[e])
                        + " is not a pagoda function on " + board.name());
            }
            pruning.add(e, pagoda);
        }
        return pruning;
    }

    /** No pruning: {@link #rulesOut} is always false and {@link #derive} adds nothing. */
    static PagodaPruning none() {
        return new PagodaPruning(null, new int[0]);
    }

    /** Number of pagoda functions checked per position, at most. */
    int size() {
        return Arrays.stream(count).sum();
    }

    /**
     * Whether {@code position} cannot reach the goal by the pagoda functions: for every finishing
     * hole, one of its functions values the position below one peg there. Always false for
     * {@link #none()} (a position with no finishing hole to reach is left to the search).
     */
    boolean rulesOut(long position) {
        if (ends.length == 0) {
            return false;
        }
        for (int e = 0; e < ends.length; e++) {
            if (!rulesOut(e, position)) {
                return false;
            }
        }
        return true;
    }

    /**
     * How far {@code position} stands above the cut: for the finishing hole where it stands
     * highest, the least of its functions' values less one peg there (in the functions' units,
     * one peg on the hole about {@link Pagoda#SCALE}); negative when {@link #rulesOut} holds, 0 for
     * {@link #none()}.
     */
    long slack(long position) {
        if (ends.length == 0) {
            return 0;
        }
        long best = Long.MIN_VALUE;
        for (int e = 0; e < ends.length; e++) {
            long least = Long.MAX_VALUE;
            for (int k = 0; k < count[e]; k++) {
                least = Math.min(least, (long) pagodas[e][k].value(position) - thresholds[e][k]);
            }
            best = Math.max(best, least);
        }
        return best;
    }

    private boolean rulesOut(int e, long position) {
        for (int k = 0; k < count[e]; k++) {
            if (pagodas[e][k].value(position) < thresholds[e][k]) {
                hits[e][k]++;
                return true;
            }
        }
        return false;
    }

    /**
     * Adds, for each finishing hole whose functions do not rule {@code position} out yet, the
     * {@link PagodaProgram} function for the position and that hole, when the program gives a valid
     * one not already held; a hole that holds {@link #MOST_PER_END} already gives up the derived
     * function that ruled out the fewest positions since the last {@link #endDerivation} (never the
     * resource count, nor one added in this derivation).
     *
     * @return the functions added, in the order of the finishing holes (empty when none)
     */
    List<Pagoda> derive(long position) {
        List<Pagoda> added = new ArrayList<>();
        for (int e = 0; e < ends.length; e++) {
            if (!rulesOut(e, position)) {
                Optional<Pagoda> pagoda = PagodaProgram.derive(board, ends[e], position);
                if (pagoda.isPresent() && !holds(e, pagoda.get())) {
                    if (count[e] == MOST_PER_END) {
                        int victim = 1;
                        for (int k = 2; k < count[e]; k++) {
                            if (hits[e][k] < hits[e][victim]) {
                                victim = k;
                            }
                        }
                        pagodas[e][victim] = pagoda.get();
                        thresholds[e][victim] = pagoda.get().weight(ends[e]);
                        hits[e][victim] = Long.MAX_VALUE / 2;
                    } else {
                        add(e, pagoda.get());
                        hits[e][count[e] - 1] = Long.MAX_VALUE / 2;
                    }
                    added.add(pagoda.get());
                }
            }
        }
        return added;
    }

    /**
     * Ends a derivation (one or more {@link #derive} calls): the counts of positions ruled out start
     * again from zero, so that the next derivation replaces the function that cut least meanwhile.
     */
    void endDerivation() {
        for (long[] h : hits) {
            java.util.Arrays.fill(h, 0);
        }
    }

    private boolean holds(int e, Pagoda pagoda) {
        for (int k = 0; k < count[e]; k++) {
            if (pagodas[e][k].sameWeights(pagoda)) {
                return true;
            }
        }
        return false;
    }

    private void add(int e, Pagoda pagoda) {
        pagodas[e][count[e]] = pagoda;
        thresholds[e][count[e]] = pagoda.weight(ends[e]);
        count[e]++;
    }
}
