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
 * @param fewestMovesLeft the fewest moves (chains of jumps by one peg) from the position to a goal
 *     position, its first jump starting a move; 0 on a goal position, -1 when the goal cannot be
 *     reached (or the position is off the graph)
 * @param firstJumpHoles the holes (of this raw position) from which the first jump of a path in
 *     {@code fewestMovesLeft} moves starts; 0 when there is no such jump
 */
public record PositionValue(boolean onGraph, int fewestPegs, BigInteger solutions, BigInteger waysToReach, int fewestMovesLeft,
        long firstJumpHoles) {
    /** The value of every position the problem's start cannot reach. */
    public static final PositionValue OFF_GRAPH = new PositionValue(false, -1, BigInteger.ZERO, BigInteger.ZERO, -1, 0);

    /** Whether the goal can still be reached: some solution passes through the position. */
    public boolean solvable() {
        return solutions.signum() > 0;
    }

    /**
     * The fewest moves left when the jump before landed on hole {@code landing} and a first jump
     * from there continues its move: {@code fewestMovesLeft - [landing in firstJumpHoles]} (see
     * {@link org.pegatlas.engine.MovesLeftPass} for why); {@link #fewestMovesLeft} when
     * {@code landing} is -1 (no jump before), -1 when the goal cannot be reached.
     */
    public int fewestMovesLeftAfter(int landing) {
        return fewestMovesLeft < 0 || landing < 0 ? fewestMovesLeft : fewestMovesLeft - (int) (firstJumpHoles >>> landing & 1);
    }

    /** This value with its first-jump holes replaced (mapped to another image of the position). */
    PositionValue withFirstJumpHoles(long holes) {
        return new PositionValue(onGraph, fewestPegs, solutions, waysToReach, fewestMovesLeft, holes);
    }
}
