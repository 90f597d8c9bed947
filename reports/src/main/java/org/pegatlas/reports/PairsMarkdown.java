package org.pegatlas.reports;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;

/**
 * Formats {@code pairs.md}: which start classes can finish with one peg, and a start × end matrix
 * ({@code ✓} solvable, {@code ·} not). Exact counts are in {@code pairs.csv}. A table with fewest
 * moves adds its shortest pairs, one solution of one of them, and a matrix of the fewest moves
 * ({@code ·} no solution, {@code ?} not computed). A table with sample solutions says that
 * {@code solutions.csv} holds one per solvable pair.
 */
public final class PairsMarkdown {
    private PairsMarkdown() {
    }

    public static String format(PairsReport report) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(report.board()).append(": single-vacancy starts against single-peg finishes\n\n");
        out.append("A start is the full board less one hole; a finish is one peg on one hole. A solution is a jump sequence\n")
                .append("from the start to the finish. Starts in one symmetry class (under the board's ").append(report.boardSymmetries())
                .append(" symmetries) share their figures. Reachable positions include the start; raw counts distinct\n")
                .append("positions, canonical one per class under the symmetries that fix the start.\n\n");
        if (report.samples() != null) {
            out.append("One solution of every solvable pair, replayed before it was written: `").append(PairsCsv.SOLUTIONS_FILE)
                    .append("`.\n\n");
        }
        out.append("## Start classes\n\n");
        out.append("| class | starts | solvable | finishes (solutions) | reachable raw | reachable canonical | games |\n");
        out.append("|---|---|---|---|---|---|---|\n");
        List<String> holes = report.holes();
        for (StartFigures s : report.starts()) {
            if (!s.start().equals(s.classRepresentative())) {
                continue;
            }
            int index = holes.indexOf(s.start());
            StringBuilder members = new StringBuilder();
            for (StartFigures other : report.starts()) {
                if (other.classRepresentative().equals(s.start())) {
                    members.append(members.length() > 0 ? " " : "").append(other.start());
                }
            }
            StringBuilder finishes = new StringBuilder();
            for (int e = 0; e < holes.size(); e++) {
                BigInteger count = report.solutions().get(index).get(e);
                if (count.signum() > 0) {
                    finishes.append(finishes.length() > 0 ? ", " : "").append(holes.get(e))
                            .append(String.format(Locale.ROOT, " (%,d)", count));
                }
            }
            out.append("| ").append(s.start()).append(" | ").append(members).append(" | ").append(s.solvableEnds() > 0 ? "yes" : "no")
                    .append(" | ").append(finishes.length() > 0 ? finishes : "none")
                    .append(s.searchedToTheEnd()
                            ? String.format(Locale.ROOT, " | %,d | %,d | %,d |%n", s.reachableRaw(), s.reachableCanonical(), s.games())
                            : " | " + notSearched(s) + " | | |\n");
        }
        out.append("\n## Matrix (rows: vacated hole at the start; columns: hole of the last peg)\n\n");
        appendMatrix(out, holes, (s, e) -> report.solutions().get(s).get(e).signum() > 0 ? "✓" : "·");
        if (report.moves() != null) {
            appendMoves(out, report.moves(), holes);
        }
        return out.toString();
    }

    private static void appendMoves(StringBuilder out, PairsMoves moves, List<String> holes) {
        out.append("\n## Fewest moves\n\n").append("A move is one or more consecutive jumps by the same peg.");
        if (!moves.notComputed().isEmpty()) {
            out.append(" Not computed (their solvable positions did not fit in half the JVM's heap) for the starts ")
                    .append(String.join(" ", moves.notComputed())).append("; the figures below leave them out.");
        }
        out.append("\n\n");
        List<int[]> shortest = moves.shortestPairs();
        if (shortest.isEmpty()) {
            out.append("No pair's fewest moves are known.\n");
        } else {
            out.append("Shortest: ").append(Counted.of(moves.shortest(), "move")).append(", by ").append(Counted.of(shortest.size(), "pair"))
                    .append(" (start → end): ");
            for (int i = 0; i < shortest.size(); i++) {
                out.append(i > 0 ? ", " : "").append(holes.get(shortest.get(i)[0])).append(" → ").append(holes.get(shortest.get(i)[1]));
            }
            PairsMoves.Example example = moves.example();
            out.append(".\n\nOne solution, ").append(example.start()).append(" → ").append(example.end()).append(": `")
                    .append(String.join(" ", example.solution())).append("`\n");
        }
        out.append("\n### Matrix of fewest moves (rows: vacated hole at the start; columns: hole of the last peg)\n\n");
        appendMatrix(out, holes, (s, e) -> {
            Integer m = moves.fewest().get(s).get(e);
            return moves.notComputed().contains(holes.get(s)) ? "?" : m == null ? "·" : m.toString();
        });
    }

    /** A start × end table: a header of the end holes, then a row per start of {@code cell.apply(start, end)}, by hole index. */
    private static void appendMatrix(StringBuilder out, List<String> holes, BiFunction<Integer, Integer, String> cell) {
        out.append("| start |");
        holes.forEach(h -> out.append(' ').append(h).append(" |"));
        out.append("\n|---|");
        holes.forEach(h -> out.append(":-:|"));
        out.append('\n');
        for (int s = 0; s < holes.size(); s++) {
            out.append("| ").append(holes.get(s)).append(" |");
            for (int e = 0; e < holes.size(); e++) {
                out.append(' ').append(cell.apply(s, e)).append(" |");
            }
            out.append('\n');
        }
    }

    /** Why a start's reachable positions and games are not in the table. */
    private static String notSearched(StartFigures s) {
        return s.search().equals(StartFigures.CLASS_CHECK) ? "not searched: its position class matches no single-peg finish"
                : "searched to the middle level only (pairs --full counts them)";
    }
}
