package org.pegatlas.reports;

import java.util.List;

/**
 * One sample solution of a solvable start/end pair of a pairs table, as a row of {@code solutions.csv}.
 *
 * @param start the hole vacant at the start
 * @param end the hole of the last peg
 * @param jumps the jumps in order, each written {@code from-to} ({@code d2-d4}), as {@code analyze}
 *     and {@code solve} write them
 */
public record PairSolution(String start, String end, List<String> jumps) {
    public PairSolution {
        jumps = List.copyOf(jumps);
    }
}
