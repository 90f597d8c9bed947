package org.pegatlas.reports;

import java.math.BigInteger;
import java.util.List;

/**
 * Every single-vacancy start against every single-peg finish of a board.
 *
 * @param board board name
 * @param boardSymmetries order of the board's symmetry group
 * @param holes hole names in hole order
 * @param starts one entry per hole, in hole order
 * @param solutions {@code solutions.get(s).get(e)}: jump sequences from the full board less hole
 *     {@code s} to one peg on hole {@code e}
 * @param run how the computation ran
 * @param moves the fewest moves of every pair, {@code null} when they were not asked for ({@code pairs} without {@code --moves})
 * @param samples one solution of every solvable pair, in the order of the pairs ({@code solutions.csv}),
 *     or {@code null} when the table has none (searched to the end, or read back without them)
 */
public record PairsReport(String board, int boardSymmetries, List<String> holes, List<StartFigures> starts, List<List<BigInteger>> solutions,
        RunInfo run, PairsMoves moves, List<PairSolution> samples) {
    public PairsReport {
        holes = List.copyOf(holes);
        starts = List.copyOf(starts);
        solutions = solutions.stream().map(List::copyOf).toList();
        samples = samples == null ? null : List.copyOf(samples);
    }

    /** A table without sample solutions. */
    public PairsReport(String board, int boardSymmetries, List<String> holes, List<StartFigures> starts, List<List<BigInteger>> solutions,
            RunInfo run, PairsMoves moves) {
        this(board, boardSymmetries, holes, starts, solutions, run, moves, null);
    }

    /** A table without fewest moves. */
    public PairsReport(String board, int boardSymmetries, List<String> holes, List<StartFigures> starts, List<List<BigInteger>> solutions,
            RunInfo run) {
        this(board, boardSymmetries, holes, starts, solutions, run, null);
    }

    /** This table with {@code samples} as its sample solutions ({@code null}: none), run as {@code run} says. */
    public PairsReport withSamples(List<PairSolution> samples, RunInfo run) {
        return new PairsReport(board, boardSymmetries, holes, starts, solutions, run, moves, samples);
    }

    /** Starts from which the last peg can finish on at least one hole. */
    public long solvableStarts() {
        return starts.stream().filter(s -> s.solvableEnds() > 0).count();
    }

    /** Start/end pairs with at least one solution, of {@code holes²}. */
    public long solvablePairs() {
        return solutions.stream().flatMap(List::stream).filter(c -> c.signum() > 0).count();
    }

    /** Solutions summed over every start and end. */
    public BigInteger totalSolutions() {
        return starts.stream().map(StartFigures::solutions).reduce(BigInteger.ZERO, BigInteger::add);
    }
}
