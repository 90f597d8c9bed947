package org.pegatlas.reports;

import java.util.List;
import java.util.Locale;

/**
 * Formats {@code summary.json}. Counts are written as bare JSON integers with every digit, also
 * where they exceed 2^53 or 2^63: read them with a parser that keeps big integers (Python's
 * {@code json}, {@code jq} 1.7 and later, Jackson with {@code USE_BIG_INTEGER_FOR_INTS}).
 * {@code fewest_moves} is {@code null} when there is no solution; {@code fewest_moves_solution}
 * then is empty, otherwise one solution in that many moves, one chain ({@code c1-c3-e3}) per move;
 * both are left out when they were not computed ({@link FewestMoves#NOT_COMPUTED}).
 */
public final class SummaryJson {
    /** The conventions, in words, as {@code summary.json} and the HTML report state them. */
    public static final String LEVEL = "level n holds the positions after n jumps; the start is level 0 and is included in every total";
    public static final String RAW = "distinct positions";
    public static final String CANONICAL = "one representative per class under the symmetries_used symmetries";
    public static final String SOLUTION = "a jump sequence from the start to a goal position";
    public static final String GAME = "a jump sequence from the start to a position with no jump left";
    /** What {@code fewest_moves} counts, in words (not among the file's conventions, which predate it). */
    public static final String MOVE = "a move is one or more consecutive jumps by the same peg";

    private SummaryJson() {
    }

    public static String format(AnalysisReport report) {
        ProblemInfo p = report.problem();
        Totals t = report.totals();
        RunInfo run = report.run();
        JsonWriter json = new JsonWriter().beginObject();
        json.name("problem").beginObject()
                .name("board").string(p.board())
                .name("holes").number(p.holes())
                .name("jump_lines").number(p.jumpLines())
                .name("board_symmetries").number(p.boardSymmetries())
                .name("symmetries_used").number(p.symmetriesUsed())
                .name("start").string(p.start())
                .name("start_pegs").number(p.startPegs())
                .name("start_holes").strings(p.startHoles())
                .name("goal").string(p.goal())
                .name("goal_holes").strings(p.goalHoles())
                .name("position_class_check").string(p.positionClassCheck())
                .endObject();
        json.name("conventions").beginObject()
                .name("level").string(LEVEL)
                .name("raw").string(RAW)
                .name("canonical").string(CANONICAL)
                .name("solution").string(SOLUTION)
                .name("game").string(GAME)
                .endObject();
        json.name("levels").number(report.levels().size());
        json.name("reachable_raw").number(t.reachableRaw())
                .name("reachable_canonical").number(t.reachableCanonical())
                .name("solvable_raw").number(t.solvableRaw())
                .name("solvable_canonical").number(t.solvableCanonical())
                .name("dead_ends_raw").number(t.deadEndsRaw())
                .name("dead_ends_canonical").number(t.deadEndsCanonical())
                .name("solutions").number(t.solutions())
                .name("games").number(t.games())
                .name("shortest_game_jumps").number(t.shortestGame())
                .name("longest_game_jumps").number(t.longestGame());
        json.name("sample_solution").strings(report.sampleSolution());
        FewestMoves moves = report.fewestMoves();
        if (moves == null || moves.computed()) {
            (moves == null ? json.name("fewest_moves").literal("null") : json.name("fewest_moves").number(moves.moves()))
                    .name("fewest_moves_solution").strings(moves == null ? List.of() : moves.solution());
        }
        writeRun(json.name("run"), run);
        return json.endObject() + "\n";
    }

    /** The {@code run} object: version, threads, elapsed seconds (three decimals, a dot), peak memory. */
    static JsonWriter writeRun(JsonWriter json, RunInfo run) {
        return json.beginObject()
                .name("pegatlas_version").string(run.version())
                .name("threads").number(run.threads())
                .name("elapsed_seconds").literal(String.format(Locale.ROOT, "%.3f", run.elapsedSeconds()))
                .name("peak_memory_bytes").number(run.peakMemoryBytes())
                .endObject();
    }
}
