package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.apache.commons.math3.optim.MaxIter;
import org.apache.commons.math3.optim.PointValuePair;
import org.apache.commons.math3.optim.linear.LinearConstraint;
import org.apache.commons.math3.optim.linear.LinearConstraintSet;
import org.apache.commons.math3.optim.linear.LinearObjectiveFunction;
import org.apache.commons.math3.optim.linear.NonNegativeConstraint;
import org.apache.commons.math3.optim.linear.Relationship;
import org.apache.commons.math3.optim.linear.SimplexSolver;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.pegatlas.board.Board;

/**
 * Pagoda functions derived by linear programming, each for one position and one hole the last peg
 * may finish on: the weights {@code w} in {@code [-1, 1]} per hole, subject to
 * {@code w[from] + w[over] >= w[to]} on every jump line, that maximise
 * {@code (1 + 1/64) w[end] - w(position)}, so that the end's weight exceeds the position's value as
 * much as possible (the position is then ruled out when any pagoda function can do it), and the
 * end's weight is large as a second aim (when none can, the position is left exactly on the edge and
 * its jumps that lose value are ruled out).
 *
 * <p>The program is solved in {@code v = w + 1}, non-negative, by Commons Math's simplex solver (it
 * gave points far outside the bounds with free variables). The real solution is scaled by {@link Pagoda#SCALE} and rounded; rounding can break a line
 * that held with equality, so the rounded weights are then lowered where a line fails
 * ({@link Pagoda#lowerToValid}). Only a result within the bounds, that
 * {@link Pagoda#isValid} accepts and that is not all zero is returned; so every returned function
 * is a pagoda function whatever the floating point did. Deterministic: the same board, hole and
 * position give the same weights.
 */
final class PagodaProgram {
    /** Weight of the end in the objective, over the position's: the second aim, a large end weight. */
    private static final double END_BONUS = 1.0 / 64;
    private static final int MAX_SIMPLEX_ITERATIONS = 100_000;
    /** How far beyond [-1, 1] the solver's floating point may put a weight before the result is refused. */
    private static final double BOUND_SLACK = 1e-6;

    private PagodaProgram() {
    }

    /**
     * The pagoda function of the class comment for {@code position} and last hole {@code end} on
     * {@code board}; empty when the solver fails or its rounded result is not valid or all zero.
     */
    static Optional<Pagoda> derive(Board board, int end, long position) {
        int n = board.holeCount();
        double[] objective = new double[n];
        for (int hole = 0; hole < n; hole++) {
            objective[hole] = -(position >>> hole & 1);
        }
        objective[end] += 1 + END_BONUS;
        List<LinearConstraint> constraints = new ArrayList<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            double[] row = new double[n];
            row[l[0]] += 1;
            row[l[1]] += 1;
            row[l[2]] -= 1;
            // In v = w + 1: v[from] + v[over] - v[to] >= 1.
            constraints.add(new LinearConstraint(row, Relationship.GEQ, 1));
        }
        for (int hole = 0; hole < n; hole++) {
            double[] row = new double[n];
            row[hole] = 1;
            constraints.add(new LinearConstraint(row, Relationship.LEQ, 2));
        }
        PointValuePair optimum;
        try {
            optimum = new SimplexSolver().optimize(new MaxIter(MAX_SIMPLEX_ITERATIONS), new LinearObjectiveFunction(objective, 0),
                    new LinearConstraintSet(constraints), GoalType.MAXIMIZE, new NonNegativeConstraint(true));
        } catch (RuntimeException e) {
            // TooManyIterationsException and the like: no function from this program, the search goes on without it.
            return Optional.empty();
        }
        int[] w = new int[n];
        boolean zero = true;
        for (int hole = 0; hole < n; hole++) {
            double weight = optimum.getPoint()[hole] - 1;
            if (!(Math.abs(weight) <= 1 + BOUND_SLACK)) {
                return Optional.empty();   // not a point of the program: the solver failed
            }
            w[hole] = (int) Math.round(weight * Pagoda.SCALE);
            zero &= w[hole] == 0;
        }
        Pagoda.lowerToValid(board, w);
        if (zero || Arrays.stream(w).anyMatch(x -> Math.abs(x) > Pagoda.MOST_WEIGHT)) {
            return Optional.empty();
        }
        Pagoda pagoda = new Pagoda(w);
        return pagoda.isValid(board) ? Optional.of(pagoda) : Optional.empty();
    }
}
