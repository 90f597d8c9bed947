package org.pegatlas.reports;

import java.util.List;

/**
 * Formats {@code levels.csv}: a header line, then one line per level, comma-separated, exact
 * integers, {@code \n} line ends. Holds nothing that varies between runs of the same problem, so
 * equal inputs give byte-identical files.
 */
public final class LevelsCsv {
    /** The header line, naming every column. */
    public static final String HEADER = "level,pegs,reachable_raw,reachable_canonical,solvable_raw,solvable_canonical,"
            + "dead_ends_raw,dead_ends_canonical,paths,games_ended,jumps_canonical,level_file_bytes,disk_bytes";

    private LevelsCsv() {
    }

    public static String format(List<LevelRow> rows) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (LevelRow r : rows) {
            out.append(r.level()).append(',').append(r.pegs()).append(',')
                    .append(r.reachableRaw()).append(',').append(r.reachableCanonical()).append(',')
                    .append(r.solvableRaw()).append(',').append(r.solvableCanonical()).append(',')
                    .append(r.deadEndsRaw()).append(',').append(r.deadEndsCanonical()).append(',')
                    .append(r.paths()).append(',').append(r.gamesEnded()).append(',')
                    .append(r.jumpsCanonical()).append(',').append(r.levelFileBytes()).append(',')
                    .append(r.diskBytes()).append('\n');
        }
        return out.toString();
    }
}
