package org.pegatlas.reports;

import java.math.BigInteger;

/**
 * The figures of one level of an analysis. Level {@code n} holds the positions after {@code n}
 * jumps. <em>Raw</em> counts distinct positions; <em>canonical</em> counts one representative per
 * symmetry class (under the symmetries the analysis used).
 *
 * @param level jumps made from the start, 0 for the start itself
 * @param pegs pegs of every position on the level
 * @param reachableRaw positions reachable from the start, raw
 * @param reachableCanonical the same, canonical
 * @param solvableRaw reachable positions from which the goal can still be reached, raw
 * @param solvableCanonical the same, canonical
 * @param deadEndsRaw reachable positions with no jump left, raw
 * @param deadEndsCanonical the same, canonical
 * @param paths jump sequences of {@code level} jumps from the start (exact)
 * @param gamesEnded complete games (jump sequences to a dead end) ending on this level (exact)
 * @param jumpsCanonical jumps out of the canonical representatives of this level
 * @param levelFileBytes bytes of the level's set file ({@code forward-NN.roar}) on disk
 * @param diskBytes bytes of all the level's files on disk: forward and solvable, sets and counts
 */
public record LevelRow(int level, int pegs, long reachableRaw, long reachableCanonical, long solvableRaw, long solvableCanonical,
        long deadEndsRaw, long deadEndsCanonical, BigInteger paths, BigInteger gamesEnded, long jumpsCanonical, long levelFileBytes,
        long diskBytes) {
}
