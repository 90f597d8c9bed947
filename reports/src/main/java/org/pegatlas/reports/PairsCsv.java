package org.pegatlas.reports;

import java.math.BigInteger;

/**
 * Formats {@code pairs.csv} (one row per start and end: {@code start,end,solvable,solutions}, and
 * {@code fewest_moves} when the table has them: empty for a pair with no solution or whose start's
 * moves were not computed) and {@code starts.csv} (one row per start). Exact integers, {@code \n}
 * line ends, nothing that varies between runs; and {@code solutions.csv} (one sample solution per
 * solvable pair, in the order of {@code pairs.csv}: {@code start,end,jumps}, the jumps separated
 * by spaces; only its header when no pair is solvable).
 */
public final class PairsCsv {
    public static final String PAIRS_HEADER = "start,end,solvable,solutions";
    /** The column {@code pairs.csv} gets with fewest moves. */
    public static final String MOVES_COLUMN = "fewest_moves";
    public static final String SOLUTIONS_HEADER = "start,end,jumps";
    /** The name of the file {@link #solutions} formats. */
    public static final String SOLUTIONS_FILE = "solutions.csv";
    public static final String STARTS_HEADER = "start,class,class_size,reachable_raw,reachable_canonical,games,solvable_ends,solutions";

    private PairsCsv() {
    }

    public static String pairs(PairsReport report) {
        PairsMoves moves = report.moves();
        StringBuilder out = new StringBuilder(PAIRS_HEADER).append(moves == null ? "" : "," + MOVES_COLUMN).append('\n');
        for (int s = 0; s < report.holes().size(); s++) {
            for (int e = 0; e < report.holes().size(); e++) {
                var count = report.solutions().get(s).get(e);
                out.append(report.holes().get(s)).append(',').append(report.holes().get(e)).append(',')
                        .append(count.signum() > 0).append(',').append(count);
                if (moves != null) {
                    Integer fewest = moves.fewest().get(s).get(e);
                    out.append(',').append(fewest == null ? "" : fewest.toString());
                }
                out.append('\n');
            }
        }
        return out.toString();
    }

    /**
     * {@code solutions.csv} of a table with sample solutions.
     *
     * @throws IllegalArgumentException if the table has none ({@link PairsReport#samples} is {@code null})
     */
    public static String solutions(PairsReport report) {
        if (report.samples() == null) {
            throw new IllegalArgumentException("the pairs table of " + report.board() + " has no sample solutions");
        }
        StringBuilder out = new StringBuilder(SOLUTIONS_HEADER).append('\n');
        for (PairSolution sample : report.samples()) {
            out.append(sample.start()).append(',').append(sample.end()).append(',').append(String.join(" ", sample.jumps())).append('\n');
        }
        return out.toString();
    }

    public static String starts(PairsReport report) {
        StringBuilder out = new StringBuilder(STARTS_HEADER).append('\n');
        for (StartFigures s : report.starts()) {
            out.append(s.start()).append(',').append(s.classRepresentative()).append(',').append(s.classSize()).append(',')
                    .append(orEmpty(s.reachableRaw())).append(',').append(orEmpty(s.reachableCanonical())).append(',')
                    .append(orEmpty(s.games())).append(',')
                    .append(s.solvableEnds()).append(',').append(s.solutions()).append('\n');
        }
        return out.toString();
    }

    /** A count, or the empty field when it is not known. */
    private static String orEmpty(BigInteger count) {
        return count == null ? "" : count.toString();
    }
}
