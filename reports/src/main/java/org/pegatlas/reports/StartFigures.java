package org.pegatlas.reports;

import java.math.BigInteger;

/**
 * Figures of one single-vacancy start in a pairs table.
 *
 * @param start the vacated hole
 * @param classRepresentative the hole whose forward pass served this start (same symmetry class)
 * @param classSize holes in the start's symmetry class
 * @param reachableRaw positions reachable from the start, raw, start included
 * @param reachableCanonical the same, canonical under the symmetries fixing the start
 * @param games complete games from the start
 * @param solvableEnds holes on which the last peg can finish
 * @param solutions solutions from the start to one peg on any hole
 */
public record StartFigures(String start, String classRepresentative, int classSize, BigInteger reachableRaw, BigInteger reachableCanonical,
        BigInteger games, int solvableEnds, BigInteger solutions) {
}
