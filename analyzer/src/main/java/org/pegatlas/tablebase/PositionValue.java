package org.pegatlas.tablebase;

import java.math.BigInteger;

/**
 * What the tablebase knows of one position. All counts are per raw position: a position and its
 * symmetric images (under the problem's symmetries) have equal values.
 *
 * @param onGraph whether the position is reachable from the problem's start
 * @param fewestPegs the fewest pegs the position can be reduced to by jumping (its own pegs when no
 *     jump is left); {@code -1} off the graph, where the tablebase does not know it
 * @param solutions jump sequences from the position to a goal position (0 off the graph: no
 *     solution of this problem passes through it)
 * @param waysToReach jump sequences from the start to the position (0 off the graph)
 */
public record PositionValue(boolean onGraph, int fewestPegs, BigInteger solutions, BigInteger waysToReach) {
    /** The value of every position the problem's start cannot reach. */
    public static final PositionValue OFF_GRAPH = new PositionValue(false, -1, BigInteger.ZERO, BigInteger.ZERO);

    /** Whether the goal can still be reached: some solution passes through the position. */
    public boolean solvable() {
        return solutions.signum() > 0;
    }
}
