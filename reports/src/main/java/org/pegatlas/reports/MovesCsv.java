package org.pegatlas.reports;

import java.util.List;

/**
 * Formats {@code moves.csv}: a header line, then one line per level and number of moves (level
 * ascending, then moves ascending; only counts above zero), comma-separated, {@code \n} line ends.
 * It covers the positions that can still reach the goal (each level's solvable set), not every
 * reachable position: see {@link MovesRow}. Byte-identical for equal inputs.
 */
public final class MovesCsv {
    /** The header line, naming every column. */
    public static final String HEADER = "level,pegs,moves,solvable_raw,solvable_canonical";

    private MovesCsv() {
    }

    public static String format(List<MovesRow> rows) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (MovesRow r : rows) {
            out.append(r.level()).append(',').append(r.pegs()).append(',').append(r.moves()).append(',')
                    .append(r.solvableRaw()).append(',').append(r.solvableCanonical()).append('\n');
        }
        return out.toString();
    }
}
