package org.pegatlas.reports;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads the files the writers of this package produce back into their models: {@code summary.json}
 * with {@code levels.csv} into an {@link AnalysisReport}, and {@code pairs.json} with
 * {@code pairs.csv} and {@code starts.csv} into a {@link PairsReport}. The inverse of
 * {@link SummaryJson}, {@link LevelsCsv}, {@link PairsJson} and {@link PairsCsv}: formatting a model
 * read here gives the same text back. Anything malformed or missing throws
 * {@link IllegalArgumentException} with a one-line message naming the file and the field or line.
 */
public final class SavedResults {
    private SavedResults() {
    }

    /** The analysis that wrote {@code summaryJson} and {@code levelsCsv}. */
    public static AnalysisReport analysis(String summaryJson, String levelsCsv) {
        Fields summary = Fields.root("summary.json", summaryJson);
        Fields p = summary.object("problem");
        ProblemInfo problem = new ProblemInfo(p.text("board"), p.integer("holes"), p.integer("jump_lines"), p.integer("board_symmetries"),
                p.integer("symmetries_used"), p.text("start"), p.integer("start_pegs"), p.text("goal"), p.text("position_class_check"),
                p.textsIfAny("start_holes"), p.textsIfAny("goal_holes"));
        Totals totals = new Totals(summary.big("reachable_raw"), summary.big("reachable_canonical"), summary.big("solvable_raw"),
                summary.big("solvable_canonical"), summary.big("dead_ends_raw"), summary.big("dead_ends_canonical"), summary.big("solutions"),
                summary.big("games"), summary.integer("shortest_game_jumps"), summary.integer("longest_game_jumps"));
        List<LevelRow> levels = levels(levelsCsv);
        if (levels.size() != summary.integer("levels")) {
            throw new IllegalArgumentException("levels.csv has " + levels.size() + " levels, summary.json says " + summary.integer("levels"));
        }
        return new AnalysisReport(problem, levels, totals, summary.texts("sample_solution"), fewestMoves(summary), List.of(),
                run(summary.object("run")));
    }

    /**
     * The fewest moves a summary records: {@code null} when they are {@code null} (no solution),
     * {@link FewestMoves#NOT_COMPUTED} when they are left out (not computed, or a version before them).
     */
    private static FewestMoves fewestMoves(Fields summary) {
        if (!summary.present("fewest_moves")) {
            return FewestMoves.NOT_COMPUTED;
        }
        if (!summary.has("fewest_moves")) {
            return null;
        }
        int moves = summary.integer("fewest_moves");
        List<String> solution = summary.texts("fewest_moves_solution");
        if (solution.size() != moves) {
            throw new IllegalArgumentException("summary.json: fewest_moves_solution has " + solution.size() + " moves, fewest_moves says " + moves);
        }
        return new FewestMoves(moves, solution);
    }

    /** The rows of {@code levels.csv}. */
    public static List<LevelRow> levels(String levelsCsv) {
        return rows("levels.csv", levelsCsv, LevelsCsv.HEADER, f -> new LevelRow(Integer.parseInt(f[0]), Integer.parseInt(f[1]),
                Long.parseLong(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]), Long.parseLong(f[5]), Long.parseLong(f[6]),
                Long.parseLong(f[7]), new BigInteger(f[8]), new BigInteger(f[9]), Long.parseLong(f[10]), Long.parseLong(f[11]),
                Long.parseLong(f[12])));
    }

    /**
     * The pairs table that wrote {@code pairsJson}, {@code pairsCsv}, {@code startsCsv} and
     * {@code solutionsCsv} ({@code null}: the table has no sample solutions, or they are not read),
     * as {@link #pairs(String, String, String)} reads it, with its sample solutions.
     *
     * @throws IllegalArgumentException naming the file, as there, and when {@code solutionsCsv}
     *     does not hold one row per solvable pair in the order of {@code pairs.csv}
     */
    public static PairsReport pairs(String pairsJson, String pairsCsv, String startsCsv, String solutionsCsv) {
        PairsReport report = pairs(pairsJson, pairsCsv, startsCsv);
        if (solutionsCsv == null) {
            return report;
        }
        List<PairSolution> samples = rows(PairsCsv.SOLUTIONS_FILE, solutionsCsv, PairsCsv.SOLUTIONS_HEADER,
                f -> new PairSolution(f[0], f[1], f[2].isEmpty() ? List.of() : List.of(f[2].split(" "))));
        List<String> holes = report.holes();
        int row = 0;
        for (int s = 0; s < holes.size(); s++) {
            for (int e = 0; e < holes.size(); e++) {
                if (report.solutions().get(s).get(e).signum() > 0) {
                    PairSolution sample = row < samples.size() ? samples.get(row) : null;
                    if (sample == null || !sample.start().equals(holes.get(s)) || !sample.end().equals(holes.get(e))) {
                        throw new IllegalArgumentException(PairsCsv.SOLUTIONS_FILE + ": " + (sample == null ? "no row" : "pair " + sample.start()
                                + "," + sample.end()) + " where the solvable pair " + holes.get(s) + "," + holes.get(e) + " belongs");
                    }
                    row++;
                }
            }
        }
        if (row != samples.size()) {
            throw new IllegalArgumentException(PairsCsv.SOLUTIONS_FILE + " has " + samples.size() + " rows, pairs.csv " + row
                    + " solvable pairs");
        }
        return report.withSamples(samples, report.run());
    }

    /**
     * The pairs table that wrote {@code pairsJson}, {@code pairsCsv} and {@code startsCsv}, without
     * its fewest moves when it has them ({@code pairs --moves}: the column {@code fewest_moves} is
     * accepted and not read) and without sample solutions.
     */
    public static PairsReport pairs(String pairsJson, String pairsCsv, String startsCsv) {
        Fields summary = Fields.root("pairs.json", pairsJson);
        List<StartFigures> starts = rows("starts.csv", startsCsv, PairsCsv.STARTS_HEADER, f -> new StartFigures(f[0], f[1],
                Integer.parseInt(f[2]), countOrNull(f[3]), countOrNull(f[4]), countOrNull(f[5]), Integer.parseInt(f[6]),
                new BigInteger(f[7]), f[3].isEmpty() ? StartFigures.MIDDLE : StartFigures.FULL));
        List<String> holes = starts.stream().map(StartFigures::start).toList();
        if (holes.size() != summary.integer("holes")) {
            throw new IllegalArgumentException("starts.csv has " + holes.size() + " starts, pairs.json says " + summary.integer("holes") + " holes");
        }
        String withMoves = PairsCsv.PAIRS_HEADER + "," + PairsCsv.MOVES_COLUMN;
        String header = pairsCsv.startsWith(withMoves + "\n") ? withMoves : PairsCsv.PAIRS_HEADER;
        List<Pair> pairs = rows("pairs.csv", pairsCsv, header, f -> new Pair(f[0], f[1], new BigInteger(f[3])));
        if (pairs.size() != holes.size() * holes.size()) {
            throw new IllegalArgumentException("pairs.csv has " + pairs.size() + " pairs, not " + holes.size() + " x " + holes.size());
        }
        List<List<BigInteger>> solutions = new ArrayList<>();
        for (int s = 0; s < holes.size(); s++) {
            List<BigInteger> row = new ArrayList<>();
            for (int e = 0; e < holes.size(); e++) {
                Pair pair = pairs.get(s * holes.size() + e);
                if (!pair.start().equals(holes.get(s)) || !pair.end().equals(holes.get(e))) {
                    throw new IllegalArgumentException("pairs.csv: pair " + pair.start() + "," + pair.end() + " where " + holes.get(s) + ","
                            + holes.get(e) + " belongs");
                }
                row.add(pair.solutions());
            }
            solutions.add(row);
        }
        return new PairsReport(summary.text("board"), summary.integer("board_symmetries"), holes, starts, solutions, run(summary.object("run")));
    }

    /** One line of {@code pairs.csv}. */
    private record Pair(String start, String end, BigInteger solutions) {
    }

    private static RunInfo run(Fields run) {
        return new RunInfo(run.text("pegatlas_version"), run.integer("threads"), run.decimal("elapsed_seconds").doubleValue(),
                run.big("peak_memory_bytes").longValueExact());
    }

    /**
     * The data lines of a CSV file whose first line is {@code header}, each split at commas into as
     * many fields as the header has and turned into a row by {@code parser}.
     */
    private static <T> List<T> rows(String file, String csv, String header, Function<String[], T> parser) {
        List<String> lines = csv.lines().toList();
        if (lines.isEmpty() || !lines.get(0).equals(header)) {
            throw new IllegalArgumentException(file + ": the first line is not the header " + header);
        }
        int columns = header.split(",").length;
        List<T> rows = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] fields = lines.get(i).split(",", -1);
            try {
                if (fields.length != columns) {
                    throw new NumberFormatException();
                }
                rows.add(parser.apply(fields));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(file + ": line " + (i + 1) + " is not " + columns + " fields as in the header " + header);
            }
        }
        return rows;
    }

    /** A JSON object of a named file, with typed field access and messages naming the field. */
    private record Fields(String file, String path, Map<?, ?> map) {
        static Fields root(String file, String json) {
            Object value;
            try {
                value = Json.parse(json);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ": not JSON (" + e.getMessage() + ")");
            }
            if (!(value instanceof Map<?, ?> map)) {
                throw new IllegalArgumentException(file + ": not a JSON object");
            }
            return new Fields(file, "", map);
        }

        private <T> T get(String key, Class<T> type, String what) {
            Object value = map.get(key);
            if (!type.isInstance(value)) {
                throw new IllegalArgumentException(file + ": field '" + path + key + "' is " + (value == null ? "missing" : "not " + what));
            }
            return type.cast(value);
        }

        Fields object(String key) {
            return new Fields(file, path + key + ".", get(key, Map.class, "an object"));
        }

        String text(String key) {
            return get(key, String.class, "a string");
        }

        BigInteger big(String key) {
            return get(key, BigInteger.class, "an integer");
        }

        int integer(String key) {
            BigInteger value = big(key);
            if (value.bitLength() > 31) {
                throw new IllegalArgumentException(file + ": field '" + path + key + "' is out of range");
            }
            return value.intValue();
        }

        BigDecimal decimal(String key) {
            Object value = map.get(key);
            return value instanceof BigInteger i ? new BigDecimal(i) : get(key, BigDecimal.class, "a number");
        }

        /** Whether the field {@code key} is present, {@code null} or not. */
        boolean present(String key) {
            return map.containsKey(key);
        }

        /** Whether the field {@code key} is present with a value other than {@code null}. */
        boolean has(String key) {
            return map.get(key) != null;
        }

        /** The list {@code key}, or none when the field is absent (files of versions before it). */
        List<String> textsIfAny(String key) {
            return map.containsKey(key) ? texts(key) : List.of();
        }

        List<String> texts(String key) {
            List<String> texts = new ArrayList<>();
            for (Object item : get(key, List.class, "a list")) {
                if (!(item instanceof String s)) {
                    throw new IllegalArgumentException(file + ": field '" + path + key + "' holds a non-string");
                }
                texts.add(s);
            }
            return texts;
        }
    }

    /** A count of {@code starts.csv}, {@code null} for the empty field of a start not searched to the end. */
    private static BigInteger countOrNull(String field) {
        return field.isEmpty() ? null : new BigInteger(field);
    }
}
