package org.pegatlas.reports;

import java.math.BigInteger;

/**
 * Figures of one single-vacancy start in a pairs table. The reachable positions and games are
 * known only when the start was searched to the end ({@link #FULL}); they are {@code null}
 * otherwise.
 *
 * @param start the vacated hole
 * @param classRepresentative the hole whose forward pass served this start (same symmetry class)
 * @param classSize holes in the start's symmetry class
 * @param reachableRaw positions reachable from the start, raw, start included
 * @param reachableCanonical the same, canonical under the symmetries fixing the start
 * @param games complete games from the start
 * @param solvableEnds holes on which the last peg can finish
 * @param solutions solutions from the start to one peg on any hole
 * @param search how the start's figures were found: {@link #FULL}, {@link #MIDDLE} or {@link #CLASS_CHECK}
 */
public record StartFigures(String start, String classRepresentative, int classSize, BigInteger reachableRaw, BigInteger reachableCanonical,
        BigInteger games, int solvableEnds, BigInteger solutions, String search) {
    /** Searched forward to the end: every figure known. */
    public static final String FULL = "full";
    /** Searched forward to the middle level only, solutions by complement duality: no reachable positions or games. */
    public static final String MIDDLE = "middle";
    /** Not searched: its position class matches no single-peg finish, so it has no solution. */
    public static final String CLASS_CHECK = "position class";

    /** Whether the reachable positions and games are known. */
    public boolean searchedToTheEnd() {
        return reachableRaw != null;
    }
}
