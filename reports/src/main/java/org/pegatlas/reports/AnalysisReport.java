package org.pegatlas.reports;

import java.util.List;

/**
 * Everything an analysis reports, ready for the writers.
 *
 * @param problem what was analysed
 * @param levels one row per level, level 0 first
 * @param totals whole-analysis figures
 * @param sampleSolution jumps of one solution ({@code f4-d4} style), empty when there is none
 * @param fewestMoves the fewest moves to the goal with a solution in as many, {@code null} when
 *     there is no solution, {@link FewestMoves#NOT_COMPUTED} when they were not computed
 * @param moves the rows of {@code moves.csv} (level, then moves, ascending); empty when there is no
 *     solution, or when read back from a {@code summary.json} alone
 * @param run how the analysis ran
 */
public record AnalysisReport(ProblemInfo problem, List<LevelRow> levels, Totals totals, List<String> sampleSolution, FewestMoves fewestMoves,
        List<MovesRow> moves, RunInfo run) {
    public AnalysisReport {
        levels = List.copyOf(levels);
        sampleSolution = List.copyOf(sampleSolution);
        moves = List.copyOf(moves);
    }
}
