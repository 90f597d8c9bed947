package org.pegatlas.reports;

import java.util.List;

/**
 * Formats {@code pairs.json}: the pairs table's board, its totals and how the run went (the
 * figures of {@code pairs.csv} and {@code starts.csv} stay in those files). Counts are bare JSON
 * integers with every digit, as in {@code summary.json}. {@code searched_to_the_end} says whether
 * the starts were searched to the end ({@code pairs --full}: {@code starts.csv} then has their
 * reachable positions and games) or to the middle level only; {@code ruled_out_by_position_class}
 * lists the starts not searched at all, their position class matching no single-peg finish;
 * {@code sample_solutions} names the file of one solution per solvable pair ({@code
 * "solutions.csv"}), present only when the table has them (searched to the middle).
 *
 * <p>A table with fewest moves adds {@code fewest_moves}: {@code move} (what a move is),
 * {@code shortest} (the fewest moves of any pair, {@code null} when no pair's are known),
 * {@code shortest_pairs} (every pair solvable in that many, as {@code [start, end]}, start-major),
 * {@code example} (one of them with a solution, one chain per move, or {@code null}) and
 * {@code not_computed} (the starts whose moves were not computed, for memory; their pairs' figures
 * are missing from all of the above).
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
                .name("solutions").number(report.totalSolutions())
                .name("searched_to_the_end").literal(Boolean.toString(report.starts().stream().anyMatch(StartFigures::searchedToTheEnd)))
                .name("ruled_out_by_position_class").strings(report.starts().stream()
                        .filter(s -> s.search().equals(StartFigures.CLASS_CHECK)).map(StartFigures::start).toList());
        if (report.samples() != null) {
            json.name("sample_solutions").string(PairsCsv.SOLUTIONS_FILE);
        }
        if (report.moves() != null) {
            writeMoves(json.name("fewest_moves"), report.moves(), report.holes());
        }
        SummaryJson.writeRun(json.name("run"), report.run());
        return json.endObject() + "\n";
    }

    private static void writeMoves(JsonWriter json, PairsMoves moves, List<String> holes) {
        json.beginObject().name("move").string(SummaryJson.MOVE);
        int shortest = moves.shortest();
        (shortest < 0 ? json.name("shortest").literal("null") : json.name("shortest").number(shortest)).name("shortest_pairs").beginArray(false);
        for (int[] pair : moves.shortestPairs()) {
            json.strings(List.of(holes.get(pair[0]), holes.get(pair[1])));
        }
        json.endArray().name("example");
        PairsMoves.Example example = moves.example();
        if (example == null) {
            json.literal("null");
        } else {
            json.beginObject().name("start").string(example.start()).name("end").string(example.end())
                    .name("solution").strings(example.solution()).endObject();
        }
        json.name("not_computed").strings(moves.notComputed()).endObject();
    }
}
