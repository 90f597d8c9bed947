package org.pegatlas.reports;

import java.util.List;

/**
 * The fewest moves from the start to the goal, with one solution that makes no more: a move is a
 * chain of one or more jumps by the same peg, written hole after hole ({@code c1-c3-e3}).
 *
 * @param moves the fewest moves of any solution, at least 1 unless the start is a goal position; -1
 *     for {@link #NOT_COMPUTED}
 * @param solution one solution in {@code moves} moves, one chain per move
 */
public record FewestMoves(int moves, List<String> solution) {
    /**
     * The fewest moves were not computed: the analysis's solvable sets did not fit in half the JVM's
     * heap, or its {@code summary.json} was written by a version before them.
     */
    public static final FewestMoves NOT_COMPUTED = new FewestMoves(-1, List.of());

    public FewestMoves {
        solution = List.copyOf(solution);
        if (solution.size() != Math.max(0, moves)) {
            throw new IllegalArgumentException("a solution of " + solution.size() + " moves for the fewest, " + moves);
        }
    }

    /** Whether the fewest moves were computed (see {@link #NOT_COMPUTED}). */
    public boolean computed() {
        return moves >= 0;
    }
}
