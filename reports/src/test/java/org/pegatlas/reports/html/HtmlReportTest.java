package org.pegatlas.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.Fixtures;
import org.pegatlas.reports.Json;
import org.pegatlas.reports.PairsReport;

class HtmlReportTest {
    private static final BoardLayout LAYOUT = new BoardLayout("line", List.of(new BoardLayout.Hole("a1", 0, 0), new BoardLayout.Hole("b1", 1, 0),
            new BoardLayout.Hole("c1", 2, 0), new BoardLayout.Hole("d1", 3, 0)));
    private static final List<Jump> SOLUTION = List.of(new Jump("a1-c1", "a1", "b1", "c1"), new Jump("d1-b1", "d1", "c1", "b1"));

    static Map<?, ?> data(String html) {
        Matcher m = Pattern.compile("<script type=\"application/json\" id=\"report-data\">\n(.*?)\n</script>", Pattern.DOTALL).matcher(html);
        assertTrue(m.find(), "data block");
        return (Map<?, ?>) Json.parse(m.group(1));
    }

    /** The rendered figures of the totals table, by key, with their thousands separators removed. */
    static Map<String, String> totalsTable(String html) {
        Map<String, String> figures = new HashMap<>();
        Matcher m = Pattern.compile("data-key=\"(\\w+)\">([0-9,]+)<").matcher(html);
        while (m.find()) {
            figures.put(m.group(1), m.group(2).replace(",", ""));
        }
        return figures;
    }

    static void assertNothingFromTheNetwork(String html) {
        assertFalse(Pattern.compile("(src|href)\\s*=\\s*[\"']?\\s*(https?:|//)", Pattern.CASE_INSENSITIVE).matcher(html).find(), "external src/href");
        assertFalse(Pattern.compile("url\\(\\s*[\"']?\\s*(https?:|//)|@import", Pattern.CASE_INSENSITIVE).matcher(html).find(), "external CSS");
        assertFalse(html.contains("<link") || html.contains("<iframe") || html.contains("<img"), "no linked resources");
    }

    @Test
    void analysisPageCarriesEveryFigureExactly() {
        AnalysisReport report = Fixtures.report("english", "full board less d4", "one peg on d4", List.of("a1-c1", "d1-b1"));
        String html = HtmlReport.analysis(report, LAYOUT, List.of("a1", "b1", "d1"), List.of("b1"), SOLUTION);
        assertNothingFromTheNetwork(html);
        Map<?, ?> data = data(html);
        Map<?, ?> totals = (Map<?, ?>) data.get("totals");
        assertEquals(Fixtures.GAMES.toString(), totals.get("games"));
        assertEquals(Fixtures.SOLUTIONS.toString(), totals.get("solutions"));
        assertEquals("187636299", totals.get("reachable_raw"));
        assertEquals(BigInteger.valueOf(4), totals.get("levels"));
        List<?> levels = (List<?>) data.get("levels");
        assertEquals(Fixtures.HUGE.toString(), ((Map<?, ?>) levels.get(3)).get("paths"));
        assertEquals(Fixtures.HUGE.add(BigInteger.ONE).toString(), ((Map<?, ?>) levels.get(3)).get("games_ended"));
        assertEquals(List.of("a1", "b1", "d1"), data.get("start_pegs"));
        assertEquals(List.of("b1"), data.get("goal_holes"));
        assertEquals(Map.of("jump", "d1-b1", "from", "d1", "over", "c1", "to", "b1"), ((List<?>) data.get("solution")).get(1));
        Map<String, String> table = totalsTable(html);
        assertEquals(Fixtures.GAMES.toString(), table.get("games"));
        assertEquals(Fixtures.SOLUTIONS.toString(), table.get("solutions"));
        assertEquals("23475688", table.get("reachable_canonical"));
        assertEquals("13428122", table.get("solvable_raw"));
        assertEquals("300", table.get("dead_ends_canonical"));
        assertEquals("6", table.get("shortest_game_jumps"));
        assertEquals("31", table.get("longest_game_jumps"));
        assertEquals("2", table.get("fewest_moves"));
        assertTrue(html.contains("one solution in as many: d2-d4 b3-d3-f3"), "the fewest moves' solution");
        assertTrue(html.contains("<td class=\"num\">" + String.format(java.util.Locale.ROOT, "%,d", Fixtures.HUGE) + "</td>"), "levels table exact");
        assertTrue(html.contains("13.457 s") && html.contains("5,722 MiB"), "time and memory");
        assertTrue(html.contains("under the 8 of the board's 8 symmetries that fix both the start and the goal"), "canonical convention");
        assertTrue(html.contains("<li data-step=\"2\">d1-b1</li>"), "replay steps");
    }

    @Test
    void nothingInTheFiguresCanBreakOutOfThePage() {
        String nasty = "x</script><script>alert(1)</script><!--";
        AnalysisReport report = Fixtures.report(nasty, "full board less d4", "one peg on d4", List.of());
        String html = HtmlReport.analysis(report, LAYOUT, List.of(), List.of(), List.of());
        assertEquals(2, html.split("</script>", -1).length - 1, "only the data block and the script close a script element");
        assertFalse(html.contains("<script>alert"));
        assertEquals(nasty, ((Map<?, ?>) data(html)).get("board"));
        assertTrue(html.contains("No solution: full board less d4 cannot reach one peg on d4."));
        assertFalse(html.contains("id=\"replay-board\""), "no replay without a solution");
    }

    @Test
    void boardHolesCarryTheirState() {
        String svg = BoardSvg.render("b", LAYOUT, List.of("a1", "c1"), List.of("c1"));
        assertEquals(4, svg.split("<g class=\"hole", -1).length - 1);
        assertTrue(svg.contains("<g class=\"hole peg\" data-hole=\"a1\">"), svg);
        assertTrue(svg.contains("<g class=\"hole\" data-hole=\"b1\">"), svg);
        assertTrue(svg.contains("<g class=\"hole peg goal\" data-hole=\"c1\">"), svg);
        assertTrue(svg.contains("viewBox=\"0 0 196.8 52.8\""), "3 spacings of 48 px plus two margins of 26.4: " + svg);
    }

    @Test
    void pairsPageHasTheHeatMapWithExactCounts() {
        PairsReport pairs = Fixtures.pairs();
        String html = HtmlReport.pairs(pairs, new BoardLayout("abc", List.of(new BoardLayout.Hole("A", 0, 0), new BoardLayout.Hole("B", 1, 0),
                new BoardLayout.Hole("C", 2, 0))));
        assertNothingFromTheNetwork(html);
        BigInteger big = BigInteger.TWO.pow(70).add(BigInteger.valueOf(3));
        assertTrue(html.contains("data-start=\"A\" data-end=\"C\" data-count=\"" + big + "\"><title>start A vacated, last peg on C: "
                + String.format(java.util.Locale.ROOT, "%,d", big) + " solutions</title>"), html);
        assertTrue(html.contains("data-start=\"A\" data-end=\"B\" data-count=\"1\"><title>start A vacated, last peg on B: 1 solution</title>"));
        assertEquals(6, html.split("class=\"pair unsolvable\"", -1).length - 1);
        assertTrue(html.contains("<span>1 solution</span>") && html.contains("<span>" + String.format(java.util.Locale.ROOT, "%,d", big)
                + " solutions (log scale)</span>"), "legend from the smallest to the largest count");
        assertEquals(6, html.split("class=\"cross\"", -1).length - 1);
        assertEquals(List.of(List.of("0", "1", big.toString()), List.of("7", "0", "0"), List.of("0", "0", "0")), data(html).get("solutions"));
        Map<String, String> table = totalsTable(html);
        assertEquals("2", table.get("solvable_starts"));
        assertEquals("3", table.get("solvable_pairs"));
        assertEquals(pairs.totalSolutions().toString(), table.get("solutions"));
    }

    /** A table with sample solutions: each solvable cell's title gives its sample and links to its row of the table below the map. */
    @Test
    void pairsPageShowsAndLinksTheSampleSolutions() {
        BoardLayout layout = new BoardLayout("abc", List.of(new BoardLayout.Hole("A", 0, 0), new BoardLayout.Hole("B", 1, 0),
                new BoardLayout.Hole("C", 2, 0)));
        String html = HtmlReport.pairs(Fixtures.pairsWithSamples(), layout);
        assertTrue(html.contains("<a href=\"#solution-A-C\"><rect class=\"pair\""), html);
        assertTrue(html.contains("<title>start A vacated, last peg on B: 1 solution; a solution: C-A</title></rect></a>"), html);
        assertTrue(html.contains("<tr id=\"solution-A-C\"><td>A</td><td>C</td><td class=\"jumps\">B-A A-C</td></tr>"), html);
        assertEquals(3, html.split("<tr id=\"solution-", -1).length - 1, "one row per solvable pair");
        String without = HtmlReport.pairs(Fixtures.pairs(), layout);
        assertFalse(without.contains("<section id=\"solutions\">") || without.contains("<a href=\"#solution-"), "no samples, no section");
    }

    @Test
    void heatColoursFollowTheLogarithm() {
        BigInteger min = BigInteger.TEN;
        BigInteger max = BigInteger.valueOf(100_000);
        assertEquals("#440154", HeatMap.colour(min, min, max));
        assertEquals("#21918c", HeatMap.colour(BigInteger.valueOf(1000), min, max), "the geometric middle gets the middle colour");
        assertEquals("#fde725", HeatMap.colour(max, min, max));
        assertEquals("#fde725", HeatMap.colour(BigInteger.TWO, BigInteger.TWO, BigInteger.TWO), "a single count is the largest");
    }

    @Test
    void servedPageDrawsAnEmptyBoardAndPlaysThroughTheApi() {
        String html = ServedPage.render(LAYOUT, List.of("b1"), "full board less b1", "one peg on <b1>");
        assertNothingFromTheNetwork(html);
        assertTrue(html.contains("<h1>line: full board less b1 → one peg on &lt;b1&gt;</h1>"), "heading, escaped");
        assertTrue(html.contains("<g class=\"hole goal\" data-hole=\"b1\">") && !html.contains(" peg\""), "goal ringed, no peg before the start arrives");
        assertEquals(Map.of("kind", "serve", "board", "line", "goal_holes", List.of("b1")), data(html));
        assertTrue(html.contains("function boardView(") && html.contains("api('api/board')") && !html.contains("drawLevelChart"),
                "the shared board script and the page's own, not the report's");
        assertFalse(ServedPage.render(LAYOUT, List.of(), "s", "at most 2 pegs").contains("swatch goal"), "no goal in the legend when it names no hole");
    }
}
