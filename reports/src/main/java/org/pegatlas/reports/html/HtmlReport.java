package org.pegatlas.reports.html;

import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.Counted;
import org.pegatlas.reports.JsonWriter;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.reports.ProblemInfo;
import org.pegatlas.reports.RunInfo;
import org.pegatlas.reports.StartFigures;
import org.pegatlas.reports.SummaryJson;
import org.pegatlas.reports.Totals;

/**
 * {@code report.html}: one self-contained page (inline SVG, CSS and JavaScript; nothing loaded from
 * the network) showing an analysis or a pairs table.
 *
 * <p>The figures are rendered as HTML tables and also embedded as a JSON block
 * ({@code <script type="application/json" id="report-data">}) for the page's scripts; every count in
 * that block is a decimal string, exact at any size (JavaScript numbers lose digits past 2^53).
 */
public final class HtmlReport {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{(\\w+)\\}\\}");

    private HtmlReport() {
    }

    /**
     * The page of an analysis.
     *
     * @param startPegs the holes holding a peg at the start
     * @param goalHoles the holes the goal needs a peg on (empty when it names none)
     * @param solution the sample solution's jumps, empty when there is none
     */
    public static String analysis(AnalysisReport report, BoardLayout layout, List<String> startPegs, List<String> goalHoles, List<Jump> solution) {
        ProblemInfo p = report.problem();
        StringBuilder body = new StringBuilder();
        body.append("<header><h1>").append(Html.escape(p.board())).append(": ").append(Html.escape(p.start())).append(" → ")
                .append(Html.escape(p.goal())).append("</h1><p>pegatlas analysis report</p></header>\n");
        body.append("<section id=\"board\"><h2>Board</h2>\n").append(BoardSvg.render("start-board", layout, startPegs, goalHoles))
                .append("\n<p class=\"caption\">Start: ").append(Html.escape(p.start())).append(" (").append(Counted.of(p.startPegs(), "peg"))
                .append(", filled). Goal: ").append(Html.escape(p.goal()))
                .append(goalHoles.isEmpty() ? "" : " (green ring)").append(". ").append(p.holes()).append(" holes, ").append(p.jumpLines())
                .append(" jump lines (each direction counted).</p></section>\n");
        totals(body, report);
        levels(body, report.levels());
        replay(body, layout, startPegs, goalHoles, solution, p);
        run(body, problemRows(p), report.run());
        return page(p.board() + ": " + p.goal() + " (pegatlas report)", "analysis", body, analysisData(report, startPegs, goalHoles, solution),
                "report.js");
    }

    /**
     * The page of a pairs table: the board, the start × end heat map, its sample solutions when it
     * has them (see {@link HeatMap}), the starts and the run.
     */
    public static String pairs(PairsReport report, BoardLayout layout) {
        int n = report.holes().size();
        StringBuilder body = new StringBuilder();
        body.append("<header><h1>").append(Html.escape(report.board()))
                .append(": every single-vacancy start against every single-peg finish</h1><p>pegatlas pairs report</p></header>\n");
        body.append("<section id=\"board\"><h2>Board</h2>\n").append(BoardSvg.render("pairs-board", layout, List.of(), List.of()))
                .append("\n<p class=\"caption\">A start is the full board less one hole; a finish is one peg on one hole."
                        + " Point at a cell of the map to see its start position here, with the hole of the last peg ringed.</p></section>\n");
        body.append("<section id=\"totals\"><h2>Totals</h2>\n<table id=\"totals-table\"><tbody>\n");
        body.append("<tr><th>starts that can finish with one peg</th><td class=\"num\" data-key=\"solvable_starts\">")
                .append(Html.count(report.solvableStarts())).append("</td><td>of ").append(n).append("</td></tr>\n");
        body.append("<tr><th>solvable start/end pairs</th><td class=\"num\" data-key=\"solvable_pairs\">").append(Html.count(report.solvablePairs()))
                .append("</td><td>of ").append(Html.count((long) n * n)).append("</td></tr>\n");
        body.append("<tr><th>solutions, all pairs</th><td class=\"num\" data-key=\"solutions\">").append(Html.count(report.totalSolutions()))
                .append("</td><td>jump sequences from a start to one peg on any hole, summed over all starts</td></tr>\n");
        body.append("</tbody></table>\n<p class=\"conventions\">A solution is ").append(SummaryJson.SOLUTION)
                .append("; symmetric sequences count separately. Reachable positions include the start; raw counts ").append(SummaryJson.RAW)
                .append(", canonical one per class under the symmetries that fix the start (of the board's ").append(report.boardSymmetries())
                .append(").</p></section>\n");
        body.append("<section id=\"pairs\"><h2>Start × end</h2>\n<p class=\"caption\">Rows: the hole vacated at the start. Columns: the hole"
                + " of the last peg. Colour: solutions on a log scale; point at a cell for the exact count.</p>\n")
                .append(HeatMap.legend(report)).append('\n').append(HeatMap.render(report)).append("\n<p id=\"pair-readout\" class=\"readout\">&nbsp;</p>\n</section>\n");
        body.append(HeatMap.samples(report));
        startsTable(body, report);
        run(body, List.of(new String[] {"board", report.board()}, new String[] {"holes", Integer.toString(n)},
                new String[] {"board symmetries", Integer.toString(report.boardSymmetries())}), report.run());
        return page(report.board() + ": start × end (pegatlas report)", "pairs", body, pairsData(report), "report.js");
    }

    private static void totals(StringBuilder body, AnalysisReport report) {
        Totals t = report.totals();
        ProblemInfo p = report.problem();
        body.append("<section id=\"totals\"><h2>Totals</h2>\n<table id=\"totals-table\">\n")
                .append("<thead><tr><th></th><th>raw</th><th>canonical</th><th></th></tr></thead>\n<tbody>\n");
        pairRow(body, "reachable positions", "reachable", t.reachableRaw(), t.reachableCanonical(), "from the start, the start included");
        pairRow(body, "on a solution path", "solvable", t.solvableRaw(), t.solvableCanonical(),
                "reachable positions from which the goal can still be reached");
        pairRow(body, "dead ends", "dead_ends", t.deadEndsRaw(), t.deadEndsCanonical(), "reachable positions with no jump left");
        singleRow(body, "solutions", "solutions", Html.count(t.solutions()), SummaryJson.SOLUTION);
        singleRow(body, "games", "games", Html.count(t.games()), SummaryJson.GAME);
        if (report.fewestMoves() != null && report.fewestMoves().computed()) {
            singleRow(body, "fewest moves", "fewest_moves", Integer.toString(report.fewestMoves().moves()),
                    SummaryJson.MOVE + "; one solution in as many: " + String.join(" ", report.fewestMoves().solution()));
        }
        singleRow(body, "levels", "levels", Integer.toString(report.levels().size()), "level 0 (the start) to level " + (report.levels().size() - 1));
        body.append("<tr><th>game lengths</th><td class=\"num\" colspan=\"2\"><span data-key=\"shortest_game_jumps\">").append(t.shortestGame())
                .append("</span> to <span data-key=\"longest_game_jumps\">").append(t.longestGame())
                .append("</span> jumps</td><td>shortest and longest complete game</td></tr>\n");
        body.append("</tbody></table>\n<dl class=\"conventions\">\n")
                .append("<dt>level</dt><dd>").append(Html.escape(SummaryJson.LEVEL)).append("</dd>\n")
                .append("<dt>raw</dt><dd>").append(Html.escape(SummaryJson.RAW)).append("</dd>\n")
                .append("<dt>canonical</dt><dd>one representative per symmetry class, under the ").append(p.symmetriesUsed())
                .append(" of the board's ").append(p.boardSymmetries()).append(" symmetries that fix both the start and the goal</dd>\n")
                .append("<dt>solution</dt><dd>").append(Html.escape(SummaryJson.SOLUTION)).append("; symmetric sequences count separately</dd>\n")
                .append("<dt>game</dt><dd>").append(Html.escape(SummaryJson.GAME)).append("</dd>\n</dl></section>\n");
    }

    private static void pairRow(StringBuilder body, String label, String key, BigInteger raw, BigInteger canonical, String meaning) {
        body.append("<tr><th>").append(label).append("</th><td class=\"num\" data-key=\"").append(key).append("_raw\">").append(Html.count(raw))
                .append("</td><td class=\"num\" data-key=\"").append(key).append("_canonical\">").append(Html.count(canonical)).append("</td><td>")
                .append(meaning).append("</td></tr>\n");
    }

    private static void singleRow(StringBuilder body, String label, String key, String value, String meaning) {
        body.append("<tr><th>").append(label).append("</th><td class=\"num\" colspan=\"2\" data-key=\"").append(key).append("\">").append(value)
                .append("</td><td>").append(Html.escape(meaning)).append("</td></tr>\n");
    }

    private static void levels(StringBuilder body, List<LevelRow> rows) {
        body.append("<section id=\"levels\"><h2>Positions per level</h2>\n<div class=\"controls\">")
                .append("<label><input type=\"radio\" name=\"count-kind\" value=\"raw\" checked> raw</label>")
                .append("<label><input type=\"radio\" name=\"count-kind\" value=\"canonical\"> canonical</label>")
                .append("<label><input type=\"checkbox\" id=\"log-scale\" checked> log scale</label></div>\n")
                .append("<div id=\"level-chart\" class=\"chart\"></div>\n")
                .append("<p class=\"caption\">Level n holds the positions after n jumps. Reachable: every position the start leads to;"
                        + " on a solution path: those that can still reach the goal; dead ends: reachable positions with no jump left."
                        + " Point at a level for its exact figures.</p>\n")
                .append("<details><summary>levels table (exact)</summary>\n<table id=\"levels-table\">\n<thead><tr><th>level</th><th>pegs</th>"
                        + "<th>reachable raw</th><th>reachable canonical</th><th>on a solution path raw</th><th>on a solution path canonical</th>"
                        + "<th>dead ends raw</th><th>dead ends canonical</th><th>paths</th><th>games ending here</th></tr></thead>\n<tbody>\n");
        for (LevelRow r : rows) {
            body.append("<tr><td>").append(r.level()).append("</td><td>").append(r.pegs()).append("</td>");
            for (long v : new long[] {r.reachableRaw(), r.reachableCanonical(), r.solvableRaw(), r.solvableCanonical(), r.deadEndsRaw(),
                r.deadEndsCanonical()}) {
                body.append("<td class=\"num\">").append(Html.count(v)).append("</td>");
            }
            body.append("<td class=\"num\">").append(Html.count(r.paths())).append("</td><td class=\"num\">").append(Html.count(r.gamesEnded()))
                    .append("</td></tr>\n");
        }
        body.append("</tbody></table></details></section>\n");
    }

    private static void replay(StringBuilder body, BoardLayout layout, List<String> startPegs, List<String> goalHoles, List<Jump> solution,
            ProblemInfo p) {
        body.append("<section id=\"replay\"><h2>Sample solution</h2>\n");
        if (solution.isEmpty()) {
            body.append("<p>No solution: ").append(Html.escape(p.start())).append(" cannot reach ").append(Html.escape(p.goal()))
                    .append(".</p></section>\n");
            return;
        }
        body.append("<div class=\"replay\"><div>").append(BoardSvg.render("replay-board", layout, startPegs, goalHoles))
                .append("\n<div class=\"controls\"><button id=\"replay-first\" type=\"button\">« start</button>")
                .append("<button id=\"replay-prev\" type=\"button\">◀ previous</button>")
                .append("<button id=\"replay-play\" type=\"button\">▶ play</button>")
                .append("<button id=\"replay-next\" type=\"button\">next ▶</button></div>\n")
                .append("<p id=\"replay-status\" class=\"readout\">start: ").append(Counted.of(p.startPegs(), "peg")).append("</p></div>\n")
                .append("<ol id=\"replay-jumps\">");
        for (int i = 0; i < solution.size(); i++) {
            body.append("<li data-step=\"").append(i + 1).append("\">").append(Html.escape(solution.get(i).name())).append("</li>");
        }
        body.append("</ol></div>\n<p class=\"caption\">The first jump, in the board's line order, whose result can still reach the goal,"
                + " taken at every step. The jump just made is highlighted: the hole it left (red), the peg it removed (orange) and"
                + " where it landed (blue).</p></section>\n");
    }

    private static List<String[]> problemRows(ProblemInfo p) {
        return List.of(new String[] {"board", p.board()}, new String[] {"holes", Integer.toString(p.holes())},
                new String[] {"jump lines", p.jumpLines() + " (each direction counted)"},
                new String[] {"symmetries", p.symmetriesUsed() + " used for canonical counts, of the board's " + p.boardSymmetries()},
                new String[] {"start", p.start() + " (" + Counted.of(p.startPegs(), "peg") + ")"}, new String[] {"goal", p.goal()},
                new String[] {"position-class check", p.positionClassCheck()});
    }

    private static void run(StringBuilder body, List<String[]> parameters, RunInfo run) {
        body.append("<section id=\"run\"><h2>Run</h2>\n<table id=\"run-table\"><tbody>\n");
        for (String[] row : parameters) {
            body.append("<tr><th>").append(Html.escape(row[0])).append("</th><td>").append(Html.escape(row[1])).append("</td></tr>\n");
        }
        body.append("<tr><th>pegatlas</th><td>").append(Html.escape(run.version())).append("</td></tr>\n")
                .append("<tr><th>threads</th><td>").append(run.threads()).append("</td></tr>\n")
                .append("<tr><th>time</th><td>").append(String.format(Locale.ROOT, "%.3f", run.elapsedSeconds())).append(" s</td></tr>\n")
                .append("<tr><th>peak memory</th><td>").append(Html.count(run.peakMemoryBytes() >> 20)).append(" MiB (")
                .append(Html.count(run.peakMemoryBytes())).append(" bytes, the process's peak resident set)</td></tr>\n")
                .append("</tbody></table></section>\n");
    }

    private static void startsTable(StringBuilder body, PairsReport report) {
        body.append("<section id=\"starts\"><h2>Starts</h2>\n<table id=\"starts-table\">\n<thead><tr><th>start</th><th>class</th><th>class size</th>"
                + "<th>reachable raw</th><th>reachable canonical</th><th>games</th><th>finishing holes</th><th>solutions</th></tr></thead>\n<tbody>\n");
        for (StartFigures s : report.starts()) {
            body.append("<tr><td>").append(Html.escape(s.start())).append("</td><td>").append(Html.escape(s.classRepresentative())).append("</td><td>")
                    .append(s.classSize()).append("</td><td class=\"num\">").append(Html.count(s.reachableRaw())).append("</td><td class=\"num\">")
                    .append(Html.count(s.reachableCanonical())).append("</td><td class=\"num\">").append(Html.count(s.games()))
                    .append("</td><td class=\"num\">").append(s.solvableEnds()).append("</td><td class=\"num\">").append(Html.count(s.solutions()))
                    .append("</td></tr>\n");
        }
        body.append("</tbody></table></section>\n");
    }

    private static String analysisData(AnalysisReport report, List<String> startPegs, List<String> goalHoles, List<Jump> solution) {
        ProblemInfo p = report.problem();
        Totals t = report.totals();
        JsonWriter json = new JsonWriter().beginObject().name("kind").string("analysis");
        json.name("board").string(p.board()).name("start_pegs").strings(startPegs).name("goal_holes").strings(goalHoles);
        json.name("problem").beginObject().name("holes").number(p.holes()).name("jump_lines").number(p.jumpLines())
                .name("board_symmetries").number(p.boardSymmetries()).name("symmetries_used").number(p.symmetriesUsed())
                .name("start").string(p.start()).name("start_pegs").number(p.startPegs()).name("goal").string(p.goal())
                .name("position_class_check").string(p.positionClassCheck()).endObject();
        json.name("totals").beginObject().name("levels").number(report.levels().size());
        positionCounts(json, t.reachableRaw(), t.reachableCanonical(), t.solvableRaw(), t.solvableCanonical(), t.deadEndsRaw(), t.deadEndsCanonical());
        exact(json, "solutions", t.solutions());
        exact(json, "games", t.games());
        json.name("shortest_game_jumps").number(t.shortestGame()).name("longest_game_jumps").number(t.longestGame()).endObject();
        json.name("levels").beginArray(false);
        for (LevelRow r : report.levels()) {
            json.beginObject().name("level").number(r.level()).name("pegs").number(r.pegs());
            positionCounts(json, r.reachableRaw(), r.reachableCanonical(), r.solvableRaw(), r.solvableCanonical(), r.deadEndsRaw(), r.deadEndsCanonical());
            exact(json, "paths", r.paths());
            exact(json, "games_ended", r.gamesEnded());
            json.endObject();
        }
        json.endArray();
        json.name("solution").beginArray(false);
        for (Jump j : solution) {
            json.beginObject().name("jump").string(j.name()).name("from").string(j.from()).name("over").string(j.over()).name("to").string(j.to())
                    .endObject();
        }
        json.endArray();
        runData(json, report.run());
        return json.endObject().toString();
    }

    private static String pairsData(PairsReport report) {
        JsonWriter json = new JsonWriter().beginObject().name("kind").string("pairs").name("board").string(report.board())
                .name("holes").strings(report.holes()).name("board_symmetries").number(report.boardSymmetries());
        json.name("totals").beginObject().name("solvable_starts").number(report.solvableStarts()).name("solvable_pairs").number(report.solvablePairs());
        exact(json, "solutions", report.totalSolutions()).endObject();
        json.name("solutions").beginArray(false);
        for (List<BigInteger> row : report.solutions()) {
            json.strings(row.stream().map(BigInteger::toString).toList());
        }
        json.endArray();
        json.name("starts").beginArray(false);
        for (StartFigures s : report.starts()) {
            json.beginObject().name("start").string(s.start()).name("class").string(s.classRepresentative()).name("class_size").number(s.classSize());
            exact(json, "reachable_raw", s.reachableRaw());
            exact(json, "reachable_canonical", s.reachableCanonical());
            exact(json, "games", s.games());
            json.name("solvable_ends").number(s.solvableEnds());
            exact(json, "solutions", s.solutions()).endObject();
        }
        json.endArray();
        runData(json, report.run());
        return json.endObject().toString();
    }

    /** The six position counts of a level or of the whole analysis, named as in {@code summary.json}, as decimal strings. */
    private static void positionCounts(JsonWriter json, Object... rawCanonicalPairs) {
        String[] names = {"reachable_raw", "reachable_canonical", "solvable_raw", "solvable_canonical", "dead_ends_raw", "dead_ends_canonical"};
        for (int i = 0; i < names.length; i++) {
            exact(json, names[i], rawCanonicalPairs[i]);
        }
    }

    /** A count as a decimal string (exact in any reader). */
    private static JsonWriter exact(JsonWriter json, String name, Object count) {
        return count == null ? json.name(name).literal("null") : json.name(name).string(count.toString());
    }

    private static void runData(JsonWriter json, RunInfo run) {
        json.name("run").beginObject().name("pegatlas_version").string(run.version()).name("threads").number(run.threads())
                .name("elapsed_seconds").string(String.format(Locale.ROOT, "%.3f", run.elapsedSeconds()));
        exact(json, "peak_memory_bytes", run.peakMemoryBytes()).endObject();
    }

    /**
     * A page: the template {@code report.html} with its title, styles ({@code board.css} and
     * {@code report.css}), body, data block and scripts ({@code board.js} and {@code script}) filled in.
     *
     * @param kind the {@code class} of {@code <body>}, which the styles and scripts go by
     * @param script the name of the page's own script resource, beside this class
     */
    static String page(String title, String kind, CharSequence body, String data, String script) {
        Map<String, String> parts = Map.of("title", Html.escape(title), "kind", kind, "style", Html.resource("board.css") + Html.resource("report.css"),
                "body", body.toString(), "data", Html.scriptJson(data), "script", Html.resource("board.js") + Html.resource(script));
        Matcher m = PLACEHOLDER.matcher(Html.resource("report.html"));
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String part = parts.get(m.group(1));
            if (part == null) {
                throw new IllegalStateException("report.html: unknown placeholder " + m.group());
            }
            m.appendReplacement(out, Matcher.quoteReplacement(part));
        }
        return m.appendTail(out).toString();
    }
}
