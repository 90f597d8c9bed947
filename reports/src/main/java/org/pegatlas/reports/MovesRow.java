package org.pegatlas.reports;

/**
 * The positions of one level of an analysis that can still reach the goal (its solvable set) and
 * that the fewest moves from the start reach in exactly {@code moves} moves: a row of
 * {@code moves.csv}. A move is a chain of one or more jumps by the same peg (see
 * docs/algorithms.md, "Fewest moves").
 *
 * @param level jumps made from the start, 0 for the start itself
 * @param pegs pegs of every position on the level
 * @param moves the fewest moves in which the start reaches these positions
 * @param solvableRaw such positions, raw (distinct positions)
 * @param solvableCanonical the same, one per class under the symmetries the analysis used
 */
public record MovesRow(int level, int pegs, int moves, long solvableRaw, long solvableCanonical) {
}
