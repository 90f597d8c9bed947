package org.pegatlas.reports;

/**
 * Formats {@code pairs.json}: the pairs table's board, its totals and how the run went (the
 * figures of {@code pairs.csv} and {@code starts.csv} stay in those files). Counts are bare JSON
 * integers with every digit, as in {@code summary.json}.
 */
public final class PairsJson {
    private PairsJson() {
    }

    public static String format(PairsReport report) {
        JsonWriter json = new JsonWriter().beginObject()
                .name("board").string(report.board())
                .name("holes").number(report.holes().size())
                .name("board_symmetries").number(report.boardSymmetries())
                .name("solvable_starts").number(report.solvableStarts())
                .name("solvable_pairs").number(report.solvablePairs())
                .name("solutions").number(report.totalSolutions());
        SummaryJson.writeRun(json.name("run"), report.run());
        return json.endObject() + "\n";
    }
}
