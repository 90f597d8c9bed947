package org.pegatlas.reports;

import java.util.List;
import java.util.Locale;

/**
 * Formats {@code summary.json}. Counts are written as bare JSON integers with every digit, also
 * where they exceed 2^53 or 2^63: read them with a parser that keeps big integers (Python's
 * {@code json}, {@code jq} 1.7 and later, Jackson with {@code USE_BIG_INTEGER_FOR_INTS}).
 */
public final class SummaryJson {
    private SummaryJson() {
    }

    public static String format(AnalysisReport report) {
        ProblemInfo p = report.problem();
        Totals t = report.totals();
        RunInfo run = report.run();
        JsonBuilder json = new JsonBuilder();
        json.open();
        json.field("problem").open()
                .field("board").string(p.board())
                .field("holes").number(p.holes())
                .field("jump_lines").number(p.jumpLines())
                .field("board_symmetries").number(p.boardSymmetries())
                .field("symmetries_used").number(p.symmetriesUsed())
                .field("start").string(p.start())
                .field("start_pegs").number(p.startPegs())
                .field("goal").string(p.goal())
                .field("position_class_check").string(p.positionClassCheck())
                .close();
        json.field("conventions").open()
                .field("level").string("level n holds the positions after n jumps; the start is level 0 and is included in every total")
                .field("raw").string("distinct positions")
                .field("canonical").string("one representative per class under the symmetries_used symmetries")
                .field("solution").string("a jump sequence from the start to a goal position")
                .field("game").string("a jump sequence from the start to a position with no jump left")
                .close();
        json.field("levels").number(report.levels().size());
        json.field("reachable_raw").number(t.reachableRaw())
                .field("reachable_canonical").number(t.reachableCanonical())
                .field("solvable_raw").number(t.solvableRaw())
                .field("solvable_canonical").number(t.solvableCanonical())
                .field("dead_ends_raw").number(t.deadEndsRaw())
                .field("dead_ends_canonical").number(t.deadEndsCanonical())
                .field("solutions").number(t.solutions())
                .field("games").number(t.games())
                .field("shortest_game_jumps").number(t.shortestGame())
                .field("longest_game_jumps").number(t.longestGame());
        json.field("sample_solution").strings(report.sampleSolution());
        json.field("run").open()
                .field("pegatlas_version").string(run.version())
                .field("threads").number(run.threads())
                .field("elapsed_seconds").raw(String.format(Locale.ROOT, "%.3f", run.elapsedSeconds()))
                .field("peak_memory_bytes").number(run.peakMemoryBytes())
                .close();
        json.close();
        return json.toString() + "\n";
    }

    /** A minimal pretty-printing JSON writer: objects, strings, integers, string arrays. */
    private static final class JsonBuilder {
        private final StringBuilder out = new StringBuilder();
        private int depth;
        private boolean first = true;

        JsonBuilder open() {
            out.append('{');
            depth++;
            first = true;
            return this;
        }

        JsonBuilder close() {
            depth--;
            newline();
            out.append('}');
            first = false;
            return this;
        }

        JsonBuilder field(String name) {
            if (!first) {
                out.append(',');
            }
            first = false;
            newline();
            quote(name);
            out.append(": ");
            return this;
        }

        JsonBuilder string(String value) {
            quote(value);
            return this;
        }

        JsonBuilder number(Object integer) {
            out.append(integer);
            return this;
        }

        JsonBuilder raw(String literal) {
            out.append(literal);
            return this;
        }

        JsonBuilder strings(List<String> values) {
            out.append('[');
            for (int i = 0; i < values.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                quote(values.get(i));
            }
            out.append(']');
            return this;
        }

        private void newline() {
            out.append('\n');
            out.append("  ".repeat(depth));
        }

        private void quote(String s) {
            out.append('"');
            for (char c : s.toCharArray()) {
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\t' -> out.append("\\t");
                    default -> {
                        if (c < 0x20) {
                            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            out.append('"');
        }

        @Override
        public String toString() {
            return out.toString();
        }
    }
}
