package org.pegatlas.reports.html;

import java.util.List;
import org.pegatlas.reports.JsonWriter;

/**
 * The interactive board page that {@code pegatlas serve} answers {@code GET /} with: one
 * self-contained page (inline SVG, CSS and JavaScript) whose script ({@code serve.js}) plays on the
 * board and asks the same server's {@code api/board}, {@code api/position} and {@code api/jump} for
 * every figure, by relative address (nothing is loaded from anywhere else).
 *
 * <p>The board is drawn here without pegs: the script puts the start's pegs on it once
 * {@code api/board} has answered. The address fragment {@code #moves=4-1,13-4&hint&peg=6} replays
 * jumps on load (and is kept up to date as the user plays), so a state can be linked or screenshot.
 */
public final class ServedPage {
    private ServedPage() {
    }

    /**
     * The page.
     *
     * @param goalHoles the holes the goal needs a peg on, ringed (empty when it names none)
     * @param start the start as described by the problem ({@code full board less 1})
     * @param goal the goal as described by the problem ({@code one peg on 1})
     */
    public static String render(BoardLayout layout, List<String> goalHoles, String start, String goal) {
        String heading = layout.board() + ": " + start + " → " + goal;
        StringBuilder body = new StringBuilder();
        body.append("<header><h1>").append(Html.escape(heading)).append("</h1><p>pegatlas interactive board</p></header>\n")
                .append("<section id=\"play\"><div class=\"play\"><div class=\"pane\">\n").append(BoardSvg.render("play-board", layout, List.of(), goalHoles))
                .append("\n<div class=\"controls\"><button id=\"undo\" type=\"button\" disabled>↶ undo</button>")
                .append("<button id=\"hint\" type=\"button\" aria-pressed=\"false\">hint</button>")
                .append("<button id=\"restart\" type=\"button\" disabled>« restart</button></div>\n")
                .append("<p id=\"status\" class=\"readout\">loading the position …</p>\n")
                .append("<p class=\"legend\"><span class=\"swatch wins\"></span> the goal can still be reached after this jump")
                .append("<span class=\"swatch loses\"></span> it cannot<span class=\"swatch selected\"></span> chosen peg")
                .append("<span class=\"swatch hint\"></span> hint").append(goalHoles.isEmpty() ? "" : "<span class=\"swatch goal\"></span> goal")
                .append("</p>\n</div>\n<div class=\"side\">\n<table id=\"counts\"><tbody>\n");
        count(body, "pegs", "pegs", "pegs on the board");
        count(body, "solutions from here", "solutions", "jump sequences from this position to the goal");
        count(body, "ways to reach", "waysToReach", "jump sequences from the start to this position");
        count(body, "fewest pegs", "fewestPegs", "fewest pegs this position can be brought down to");
        count(body, "on the graph", "onGraph", "whether the start leads here");
        count(body, "solvable", "solvable", "whether the goal can still be reached from here");
        body.append("</tbody></table>\n<h3 id=\"jumps-heading\">Jumps</h3>\n<ul id=\"jumps\"></ul>\n")
                .append("<h3>Moves</h3>\n<ol id=\"moves\"></ol>\n</div></div>\n")
                .append("<p class=\"caption\">Click a peg, then one of its landing holes, to jump. Before a peg is chosen, every peg that")
                .append(" can jump is ringed green when one of its jumps keeps the goal reachable, red when none does; once it is chosen,")
                .append(" its landing holes are coloured the same way. Hint rings the winning jumps and lists them with their numbers of")
                .append(" solutions (point at one to see it on the board, click it to play it). Every figure is exact and comes from the")
                .append(" tablebase. The address keeps the moves (<code>#moves=…</code>), so reloading or sharing it replays them.</p>")
                .append("</section>\n");
        String data = new JsonWriter().beginObject().name("kind").string("serve").name("board").string(layout.board())
                .name("goal_holes").strings(goalHoles).endObject().toString();
        return HtmlReport.page(heading + " (pegatlas serve)", "serve", body, data, "serve.js");
    }

    private static void count(StringBuilder body, String label, String key, String meaning) {
        body.append("<tr><th>").append(label).append("</th><td class=\"num\" data-key=\"").append(key).append("\">…</td><td>").append(meaning)
                .append("</td></tr>\n");
    }
}
