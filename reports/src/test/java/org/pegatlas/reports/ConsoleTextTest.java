package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConsoleTextTest {
    private static final String NL = System.lineSeparator();
    private static final Path DIR = Path.of("out");

    private static String lines(String... lines) {
        return String.join(NL, lines) + NL;
    }

    @Test
    void theProblemBeforeTheSearch() {
        ProblemInfo p = Fixtures.report("english", "centre vacant", "one peg on d4", List.of()).problem();
        assertEquals(lines("english: centre vacant -> one peg on d4 (8 of the board's 8 symmetries kept for canonical counts)",
                "position classes:    same class (english has 16)"), ConsoleText.problem(p, "same class (english has 16)"));
    }

    @Test
    void theFiguresOfAnAnalysis() {
        assertEquals(lines(
                "levels:              4 (level n = positions after n jumps; the start is level 0)",
                "reachable positions: 187,636,299 raw, 23,475,688 canonical",
                "can reach the goal:  13,428,122 raw, 1,679,072 canonical",
                "dead ends:           1,000 raw, 300 canonical",
                "solutions:           40,861,647,040,079,968 (jump sequences from the start to the goal)",
                "games:               577,116,156,815,309,849,672 (jump sequences to a position with no jump left; 6 to 31 jumps)",
                "sample solution:     f4-d4 d5-d3",
                "fewest moves:        2 moves: d2-d4 b3-d3-f3",
                "time:                13.46 s, peak memory 5,722 MiB, 2 threads",
                "wrote:               " + DIR.resolve("levels.csv") + ", " + DIR.resolve("summary.json") + ", " + DIR.resolve("moves.csv")
                        + ", " + DIR.resolve("solution.txt")
                        + ", " + DIR.resolve("levels") + "/"),
                ConsoleText.analysis(Fixtures.report("english", "centre vacant", "one peg on d4", List.of("f4-d4", "d5-d3")), DIR));
        String none = ConsoleText.analysis(Fixtures.report("english", "centre vacant", "one peg on d4", List.of()), DIR);
        assertEquals("sample solution:     none", none.split(NL)[6]);
        assertEquals("fewest moves:        none", none.split(NL)[7]);
        AnalysisReport solved = Fixtures.report("english", "centre vacant", "one peg on d4", List.of("f4-d4", "d5-d3"));
        AnalysisReport notComputed = new AnalysisReport(solved.problem(), solved.levels(), solved.totals(), solved.sampleSolution(),
                FewestMoves.NOT_COMPUTED, List.of(), solved.run());
        assertEquals("fewest moves:        not computed (the positions that can reach the goal do not fit in the JVM's heap)",
                ConsoleText.analysis(notComputed, DIR).split(NL)[7]);
        String json = SummaryJson.format(notComputed);
        assertFalse(json.contains("fewest_moves"), json);
    }

    @Test
    void theFiguresOfAPairsTableOneLinePerStartClass() {
        assertEquals(lines(
                "abc: 2 of 3 single-vacancy starts can finish with one peg; 3 of 9 start/end pairs are solvable",
                "  start class A    (2 holes): 2 finishes, 1,180,591,620,717,411,303,428 solutions",
                "  start class B    (1 hole): 1 finish, 7 solutions",
                "time: 0.50 s, peak memory 64 MiB, 1 thread",
                "wrote: " + DIR.resolve("pairs.csv") + ", " + DIR.resolve("starts.csv") + ", " + DIR.resolve("pairs.md") + ", "
                        + DIR.resolve("pairs.json")),
                ConsoleText.pairs(Fixtures.pairs(), DIR));
        assertTrue(ConsoleText.pairs(Fixtures.pairsWithSamples(), DIR).endsWith(DIR.resolve("pairs.json") + ", "
                + DIR.resolve("solutions.csv") + System.lineSeparator()), "a table with sample solutions wrote solutions.csv too");
    }

    @Test
    void aForecastWithMeasuredAndForecastLevels() {
        Forecast f = new Forecast(List.of(new Forecast.Level(0, 32, 1, 1, 1, true), new Forecast.Level(1, 31, 1, 1, 1, true),
                new Forecast.Level(2, 30, 150, 100, 200, false)), 2e-6, 3.5, 1.25, 3L << 29);
        assertEquals(lines(
                "english, centre vacant -> one peg on d4: forecast",
                "level  pegs   canonical positions",
                "    0    32                     1  measured",
                "    1    31                     1  measured",
                "    2    30                   150  forecast (100 to 200)",
                "total: 152 canonical positions (forecast range 102 to 202) over 3 levels; largest level 150",
                "forward pass: about 0 s on this machine (2.00 µs per position measured over 1.3 s), 0 MiB of level files"
                        + " (3.5 bytes per position measured)",
                "memory: expanding the largest level whole needs about 1.5 GiB; with --memory 512 MiB it goes through disk in slices"
                        + " (slower, but it completes)",
                "(the backward pass adds time; on the English and French boards the real totals lay inside the forecast range)"),
                ConsoleText.forecast("english", "centre vacant", "one peg on d4", f, "512 MiB", true));
        Forecast exact = new Forecast(f.levels().subList(0, 2), 30.0, 1 << 20, 60, 1 << 20);
        String text = ConsoleText.forecast("english", "centre vacant", "one peg on d4", exact, "6.0 GiB", false);
        assertEquals("english, centre vacant -> one peg on d4: the search finished: exact figures", text.split(NL)[0]);
        assertEquals("forward pass: about 60 s on this machine (30000000.00 µs per position measured over 60.0 s), 2 MiB of level files"
                + " (1048576.0 bytes per position measured)", text.split(NL)[5]);
        assertEquals("memory: expanding the largest level whole needs about 1 MiB; with --memory 6.0 GiB it stays in memory", text.split(NL)[6]);
    }

    @Test
    void durationsInSecondsMinutesOrHours() {
        assertEquals("about 119 s", about(119));
        assertEquals("about 2 min", about(120));
        assertEquals("about 120 min", about(7199));
        assertEquals("about 2.0 h", about(7200));
    }

    private static String about(double seconds) {
        Forecast f = new Forecast(List.of(new Forecast.Level(0, 2, 1, 1, 1, true)), seconds, 1, 1, 1);
        String line = ConsoleText.forecast("b", "s", "g", f, "1 MiB", false).split(NL)[4];
        return line.substring("forward pass: ".length(), line.indexOf(" on this machine"));
    }

    @Test
    void aTablebaseWithWhereItIsAndHowToAskIt() {
        assertEquals(lines(
                "tablebase:           1,000 positions (canonical), 25,000 bytes, 25.0 bytes per position, built in 1.5 s",
                "wrote:               " + DIR.resolve("tablebase.cm3") + ", " + DIR.resolve("tablebase.txt"),
                "ask it:              pegatlas query " + DIR + " --position \"...\"; pegatlas serve " + DIR),
                ConsoleText.tablebase(1000, 25_000, 1.5, DIR, "tablebase.cm3", "tablebase.txt"));
    }
}
