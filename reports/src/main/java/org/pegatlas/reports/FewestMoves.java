package org.pegatlas.reports;

import java.util.List;

/**
 * The fewest moves from the start to the goal, with one solution that makes no more: a move is a
 * chain of one or more jumps by the same peg, written hole after hole ({@code c1-c3-e3}).
 *
 * @param moves the fewest moves of any solution, at least 1 unless the start is a goal position
 * @param solution one solution in {@code moves} moves, one chain per move
 */
public record FewestMoves(int moves, List<String> solution) {
    public FewestMoves {
        solution = List.copyOf(solution);
        if (solution.size() != moves) {
            throw new IllegalArgumentException("a solution of " + solution.size() + " moves for the fewest, " + moves);
        }
    }
}
