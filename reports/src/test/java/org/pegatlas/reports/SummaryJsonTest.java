package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryJsonTest {

    @SuppressWarnings("unchecked")
    static Map<String, Object> parse(String json) {
        return (Map<String, Object>) Json.parse(json);
    }

    @Test
    void bigCountsAreBareIntegersWithEveryDigit() {
        String json = SummaryJson.format(Fixtures.report("english", "full board less d4", "one peg on d4", List.of("f4-d4", "e6-e4")));
        assertTrue(json.contains("\"games\": 577116156815309849672"), json);
        assertTrue(json.contains("\"solutions\": 40861647040079968"), json);
        assertFalse(json.contains("\"577116156815309849672\""), "not quoted");
        Map<String, Object> root = parse(json);
        assertEquals(Fixtures.GAMES, root.get("games"));
        assertEquals(Fixtures.SOLUTIONS, root.get("solutions"));
        assertEquals(new BigInteger("187636299"), root.get("reachable_raw"));
        assertEquals(new BigInteger("23475688"), root.get("reachable_canonical"));
        assertEquals(new BigInteger("1679072"), root.get("solvable_canonical"));
        assertEquals(BigInteger.valueOf(6), root.get("shortest_game_jumps"));
        assertEquals(BigInteger.valueOf(31), root.get("longest_game_jumps"));
        assertEquals(BigInteger.valueOf(4), root.get("levels"));
        assertEquals(List.of("f4-d4", "e6-e4"), root.get("sample_solution"));
        assertEquals(BigInteger.TWO, root.get("fewest_moves"));
        assertEquals(List.of("d2-d4", "b3-d3-f3"), root.get("fewest_moves_solution"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void wholeDocumentIsValidJsonWithTheProblemAndRun() {
        String json = SummaryJson.format(Fixtures.report("english", "full board less d4", "one peg on d4", List.of()));
        assertTrue(json.endsWith("}\n"));
        Map<String, Object> root = parse(json);
        assertEquals(List.of("problem", "conventions", "levels", "reachable_raw", "reachable_canonical", "solvable_raw",
                "solvable_canonical", "dead_ends_raw", "dead_ends_canonical", "solutions", "games", "shortest_game_jumps",
                "longest_game_jumps", "sample_solution", "fewest_moves", "fewest_moves_solution", "run"), List.copyOf(root.keySet()));
        Map<String, Object> problem = (Map<String, Object>) root.get("problem");
        assertEquals("english", problem.get("board"));
        assertEquals(BigInteger.valueOf(33), problem.get("holes"));
        assertEquals(BigInteger.valueOf(76), problem.get("jump_lines"));
        assertEquals(BigInteger.valueOf(8), problem.get("board_symmetries"));
        assertEquals(BigInteger.valueOf(8), problem.get("symmetries_used"));
        assertEquals("full board less d4", problem.get("start"));
        assertEquals(BigInteger.valueOf(32), problem.get("start_pegs"));
        assertEquals("one peg on d4", problem.get("goal"));
        assertEquals(List.of(), root.get("sample_solution"));
        assertTrue(root.containsKey("fewest_moves"));
        assertEquals(null, root.get("fewest_moves"), "no solution: null");
        assertEquals(List.of(), root.get("fewest_moves_solution"));
        Map<String, Object> run = (Map<String, Object>) root.get("run");
        assertEquals("0.1.0-test", run.get("pegatlas_version"));
        assertEquals(BigInteger.TWO, run.get("threads"));
        assertEquals(new BigDecimal("13.457"), run.get("elapsed_seconds"));
        assertEquals(BigInteger.valueOf(6_000_000_000L), run.get("peak_memory_bytes"));
        Map<String, Object> conventions = (Map<String, Object>) root.get("conventions");
        assertTrue(((String) conventions.get("game")).contains("no jump left"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void startAndGoalHolesAreListedAndReadBack() {
        AnalysisReport report = Fixtures.report("english", "pegs on d2 c3", "exactly pegs on c3 e3", List.of());
        ProblemInfo p = report.problem();
        ProblemInfo listed = new ProblemInfo(p.board(), p.holes(), p.jumpLines(), p.boardSymmetries(), p.symmetriesUsed(), p.start(),
                2, p.goal(), p.positionClassCheck(), List.of("d2", "c3"), List.of("c3", "e3"));
        AnalysisReport withHoles = new AnalysisReport(listed, report.levels(), report.totals(), report.sampleSolution(), report.fewestMoves(),
                report.moves(), report.run());
        String json = SummaryJson.format(withHoles);
        Map<String, Object> problem = (Map<String, Object>) parse(json).get("problem");
        assertEquals(List.of("board", "holes", "jump_lines", "board_symmetries", "symmetries_used", "start", "start_pegs", "start_holes",
                "goal", "goal_holes", "position_class_check"), List.copyOf(problem.keySet()));
        assertEquals(List.of("d2", "c3"), problem.get("start_holes"));
        assertEquals(List.of("c3", "e3"), problem.get("goal_holes"));
        String csv = LevelsCsv.format(report.levels());
        assertEquals(listed, SavedResults.analysis(json, csv).problem());
        String before = json.replaceAll("\\s*\"(start|goal)_holes\": \\[[^\\]]*\\],", "");
        assertFalse(before.contains("_holes"), before);
        ProblemInfo old = SavedResults.analysis(before, csv).problem();
        assertEquals(List.of(), old.startHoles(), "a summary.json of a version before the lists reads with none");
        assertEquals(List.of(), old.goalHoles());
    }

    @Test
    void stringsAreEscaped() {
        String nasty = "my \"board\"\nsecond line\\ tab\there \u0001 end";
        String json = SummaryJson.format(Fixtures.report(nasty, "pegs on \"x\"", "goal\r\n", List.of("a\"b", "c\nd")));
        assertTrue(json.contains("\"board\": \"my \\\"board\\\"\\nsecond line\\\\ tab\\there \\u0001 end\""), json);
        for (String line : json.split("\n")) {
            assertFalse(line.contains("second line") && !line.contains("\"board\""), "no raw newline inside a string: " + line);
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> problem = (Map<String, Object>) parse(json).get("problem");
        assertEquals(nasty, problem.get("board"));
        assertEquals("pegs on \"x\"", problem.get("start"));
        assertEquals("goal\r\n", problem.get("goal"));
        assertEquals(List.of("a\"b", "c\nd"), parse(json).get("sample_solution"));
    }

    @Test
    void elapsedSecondsUseADotWhateverTheLocale() {
        java.util.Locale saved = java.util.Locale.getDefault();
        try {
            java.util.Locale.setDefault(java.util.Locale.GERMANY);
            String json = SummaryJson.format(Fixtures.report("english", "s", "g", List.of()));
            assertTrue(json.contains("\"elapsed_seconds\": 13.457"), json);
            parse(json);
        } finally {
            java.util.Locale.setDefault(saved);
        }
    }
}
