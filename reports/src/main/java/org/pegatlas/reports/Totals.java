package org.pegatlas.reports;

import java.math.BigInteger;

/**
 * Whole-analysis figures. Position counts include the start.
 *
 * @param reachableRaw positions reachable from the start, raw
 * @param reachableCanonical the same, canonical
 * @param solvableRaw reachable positions from which the goal can be reached, raw
 * @param solvableCanonical the same, canonical
 * @param deadEndsRaw reachable positions with no jump left, raw
 * @param deadEndsCanonical the same, canonical
 * @param solutions jump sequences from the start to a goal position
 * @param games jump sequences from the start to a position with no jump left
 * @param shortestGame fewest jumps of a complete game
 * @param longestGame most jumps of a complete game
 */
public record Totals(BigInteger reachableRaw, BigInteger reachableCanonical, BigInteger solvableRaw, BigInteger solvableCanonical,
        BigInteger deadEndsRaw, BigInteger deadEndsCanonical, BigInteger solutions, BigInteger games, int shortestGame, int longestGame) {
}
