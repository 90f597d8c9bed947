package org.pegatlas.reports;

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
 */
public record ProblemInfo(String board, int holes, int jumpLines, int boardSymmetries, int symmetriesUsed, String start,
        int startPegs, String goal) {
}
