package org.pegatlas.solve;

import org.pegatlas.engine.SampleSolution;

/**
 * What {@link DepthFirstSearch} found, and how far it went.
 *
 * @param answer solved, proved unsolvable, or stopped at the time limit
 * @param byClassCheck whether the position-class check decided before any search (then
 *     {@code nodes} is 0)
 * @param solution the solution, replayed from the start through the board's rules; {@code null}
 *     unless solved
 * @param nodes positions the search entered (the start and every jump's result it looked at)
 * @param tableEntries positions held in the failure table at the end
 * @param tableBytes bytes of the failure table at the end
 * @param tableReplaced positions the full table forgot to make room
 * @param seconds wall time of the search, the class check and set-up included
 */
public record SolveOutcome(Answer answer, boolean byClassCheck, SampleSolution solution, long nodes, long tableEntries,
        long tableBytes, long tableReplaced, double seconds) {
    /** The three answers. */
    public enum Answer {
        /** A solution was found. */
        SOLVED,
        /** Proved: no jump sequence reaches the goal (the class check, or the search exhausted after sound pruning). */
        NO_SOLUTION,
        /** The time limit came first: no answer. */
        STOPPED
    }
}
