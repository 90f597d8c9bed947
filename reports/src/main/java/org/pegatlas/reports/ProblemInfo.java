package org.pegatlas.reports;

import java.util.List;

/**
 * What was analysed.
 *
 * @param board board name
 * @param holes holes on the board
 * @param jumpLines jump lines, each direction counted
 * @param boardSymmetries order of the board's symmetry group
 * @param symmetriesUsed order of the subgroup fixing start and goal, under which canonical
 *     counts are taken
 * @param start the start position in words
 * @param startPegs pegs at the start
 * @param goal the goal in words
 * @param positionClassCheck whether start and goal can share a position class: {@code same class},
 *     {@code different classes: unsolvable} or {@code not decided}
 * @param startHoles the holes holding a peg at the start, in board order
 * @param goalHoles the holes the goal names, in board order: its hole, or its exact final pegs; none
 *     for a goal that names no hole (one peg anywhere, at most k pegs)
 */
public record ProblemInfo(String board, int holes, int jumpLines, int boardSymmetries, int symmetriesUsed, String start,
        int startPegs, String goal, String positionClassCheck, List<String> startHoles, List<String> goalHoles) {
    /** This problem in one line: {@link #line(String, String, String)}. */
    public String line() {
        return line(board, start, goal);
    }

    /**
     * A problem in one line for people, as every command prints it: {@code board: start -> goal}
     * ({@code english: full board less d4 -> one peg on d4}). The parts are written as given.
     */
    public static String line(String board, String start, String goal) {
        return board + ": " + start + " -> " + goal;
    }
}
