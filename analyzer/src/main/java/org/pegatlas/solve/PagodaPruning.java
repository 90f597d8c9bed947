package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.List;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;

/**
 * Sound pruning by pagoda functions: a position is ruled out only when, for every hole the last
 * peg may finish on, the {@link Pagoda#resourceCount resource count} towards that hole is below
 * its value on one peg there. No jump raises a pagoda function, so no such position reaches the
 * goal.
 *
 * <p>The holes the last peg may finish on: the goal hole for one peg on a hole; for one peg
 * anywhere, every hole in the start's position class (see {@link PositionClasses}; a jump never
 * changes the class). Goals of two or more pegs (an exact final position, at most k pegs) get no
 * pagoda pruning: {@link #none()}.
 */
final class PagodaPruning {
    private final Pagoda[] pagodas;
    private final int[] thresholds;

    private PagodaPruning(Pagoda[] pagodas, int[] thresholds) {
        this.pagodas = pagodas;
        this.thresholds = thresholds;
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
        if (ends.isEmpty()) {
            return none();
        }
        Pagoda[] pagodas = new Pagoda[ends.size()];
        int[] thresholds = new int[ends.size()];
        for (int i = 0; i < pagodas.length; i++) {
            pagodas[i] = Pagoda.resourceCount(problem.board(), ends.get(i));
            if (!pagodas[i].isValid(problem.board())) {
                throw new IllegalStateException("the resource count towards " + problem.board().holeName(ends.get(i))
                        + " is not a pagoda function on " + problem.board().name());
            }
            thresholds[i] = pagodas[i].weight(ends.get(i));
        }
        return new PagodaPruning(pagodas, thresholds);
    }

    /** No pruning: {@link #rulesOut} is always false. */
    static PagodaPruning none() {
        return new PagodaPruning(new Pagoda[0], new int[0]);
    }

    /** Number of pagoda functions checked per position. */
    int size() {
        return pagodas.length;
    }

    /**
     * Whether {@code position} cannot reach the goal by the pagoda functions; always false for
     * {@link #none()} (a position with no finishing hole to reach is left to the search).
     */
    boolean rulesOut(long position) {
        if (pagodas.length == 0) {
            return false;
        }
        for (int i = 0; i < pagodas.length; i++) {
            if (pagodas[i].value(position) >= thresholds[i]) {
                return false;
            }
        }
        return true;
    }
}
