package org.pegatlas.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SavedResultsTest {
    private static final AnalysisReport REPORT = Fixtures.report("english", "full board less d4", "one peg on d4", List.of("f4-d4", "e6-e4"));

    @Test
    void analysisReadBackFormatsToTheSameFiles() {
        String summary = SummaryJson.format(REPORT);
        String levels = LevelsCsv.format(REPORT.levels());
        AnalysisReport read = SavedResults.analysis(summary, levels);
        assertEquals(summary, SummaryJson.format(read));
        assertEquals(levels, LevelsCsv.format(read.levels()));
        assertEquals(REPORT.levels(), read.levels());
        assertEquals(REPORT.totals(), read.totals());
        assertEquals(REPORT.problem(), read.problem());
        assertEquals(REPORT.fewestMoves(), read.fewestMoves());
        String unsolvable = SummaryJson.format(Fixtures.report("english", "full board less d4", "one peg on d4", List.of()));
        assertEquals(null, SavedResults.analysis(unsolvable, levels).fewestMoves());
        assertEquals(unsolvable, SummaryJson.format(SavedResults.analysis(unsolvable, levels)));
        String before = summary.replaceAll("\\s*\"fewest_moves(_solution)?\": [^\n]*,", "");
        assertTrue(!before.contains("fewest_moves"), before);
        assertEquals(FewestMoves.NOT_COMPUTED, SavedResults.analysis(before, levels).fewestMoves(),
                "a summary.json of a version before them reads as not computed");
        assertEquals(before, SummaryJson.format(SavedResults.analysis(before, levels)), "and formats back without them");
        assertEquals(13.457, read.run().elapsedSeconds());
    }

    @Test
    void pairsWithFewestMovesReadBackWithoutThem() {
        PairsReport plain = Fixtures.pairs();
        List<Integer> none = java.util.Arrays.asList(null, null, null);
        PairsMoves moves = new PairsMoves(List.of(java.util.Arrays.asList(null, 3, 5), java.util.Arrays.asList(4, null, null), none),
                List.of(), new PairsMoves.Example("A", "B", List.of("x-y", "z-y", "w-y")));
        PairsReport pairs = new PairsReport(plain.board(), plain.boardSymmetries(), plain.holes(), plain.starts(), plain.solutions(),
                plain.run(), moves);
        assertTrue(PairsCsv.pairs(pairs).startsWith("start,end,solvable,solutions,fewest_moves\nA,A,false,0,\nA,B,true,1,3\n"),
                PairsCsv.pairs(pairs));
        PairsReport read = SavedResults.pairs(PairsJson.format(pairs), PairsCsv.pairs(pairs), PairsCsv.starts(pairs));
        assertEquals(plain.solutions(), read.solutions());
        assertEquals(PairsJson.format(plain), PairsJson.format(read));
    }

    @Test
    void pairsReadBackFormatToTheSameFiles() {
        PairsReport pairs = Fixtures.pairs();
        String json = PairsJson.format(pairs);
        PairsReport read = SavedResults.pairs(json, PairsCsv.pairs(pairs), PairsCsv.starts(pairs));
        assertEquals(pairs.solutions(), read.solutions());
        assertEquals(pairs.starts(), read.starts());
        assertEquals(pairs.holes(), read.holes());
        assertEquals(json, PairsJson.format(read));
        assertTrue(json.contains("\"solutions\": " + pairs.totalSolutions()), json);
        assertEquals(2, pairs.solvableStarts());
        assertEquals(3, pairs.solvablePairs());
        assertEquals(java.math.BigInteger.TWO.pow(70).add(java.math.BigInteger.valueOf(11)), pairs.totalSolutions());
    }

    /**
     * solutions.csv: one row per solvable pair in the order of pairs.csv (only its header when none
     * is), read back with the table; a table without samples writes none and says so nowhere.
     */
    @Test
    void pairsWithSampleSolutionsReadBackFormatToTheSameFiles() {
        PairsReport pairs = Fixtures.pairsWithSamples();
        String solutions = PairsCsv.solutions(pairs);
        assertEquals("start,end,jumps\nA,B,C-A\nA,C,B-A A-C\nB,A,C-B\n", solutions);
        String json = PairsJson.format(pairs);
        assertTrue(json.contains("\"sample_solutions\": \"solutions.csv\""), json);
        assertFalse(PairsJson.format(Fixtures.pairs()).contains("sample_solutions"));
        assertTrue(PairsMarkdown.format(pairs).contains("`solutions.csv`") && !PairsMarkdown.format(Fixtures.pairs()).contains("solutions.csv"));
        assertThrows(IllegalArgumentException.class, () -> PairsCsv.solutions(Fixtures.pairs()));
        PairsReport read = SavedResults.pairs(json, PairsCsv.pairs(pairs), PairsCsv.starts(pairs), solutions);
        assertEquals(pairs.samples(), read.samples());
        assertEquals(json, PairsJson.format(read));
        assertNull(SavedResults.pairs(json, PairsCsv.pairs(pairs), PairsCsv.starts(pairs), null).samples());
        PairsReport none = pairs.withSamples(List.of(), pairs.run());
        assertEquals("start,end,jumps\n", PairsCsv.solutions(none));
        String csv = PairsCsv.pairs(pairs);
        String starts = PairsCsv.starts(pairs);
        assertMessage("solutions.csv: pair A,C where the solvable pair A,B belongs",
                () -> SavedResults.pairs(json, csv, starts, solutions.replace("A,B,C-A\n", "")));
        assertMessage("solutions.csv has 4 rows, pairs.csv 3 solvable pairs",
                () -> SavedResults.pairs(json, csv, starts, solutions + "C,C,A-C\n"));
        assertMessage("solutions.csv: the first line is not the header", () -> SavedResults.pairs(json, csv, starts, "start,end\n"));
    }

    @Test
    void malformedFilesAreNamedInTheMessage() {
        String summary = SummaryJson.format(REPORT);
        String levels = LevelsCsv.format(REPORT.levels());
        assertMessage("summary.json: field 'games' is missing", () -> SavedResults.analysis(summary.replace("\"games\"", "\"gamez\""), levels));
        assertMessage("summary.json: field 'problem.holes' is not an integer",
                () -> SavedResults.analysis(summary.replace("\"holes\": 33", "\"holes\": \"33\""), levels));
        assertMessage("summary.json: fewest_moves_solution has 2 moves, fewest_moves says 3",
                () -> SavedResults.analysis(summary.replace("\"fewest_moves\": 2", "\"fewest_moves\": 3"), levels));
        assertMessage("summary.json: not JSON", () -> SavedResults.analysis(summary.substring(0, 40), levels));
        assertMessage("levels.csv: the first line is not the header", () -> SavedResults.analysis(summary, levels.replace("level,", "lvl,")));
        assertMessage("levels.csv: line 3 is not 13 fields", () -> SavedResults.analysis(summary, levels.replace("\n1,31,4,", "\n1,31,x,")));
        assertMessage("levels.csv has 3 levels, summary.json says 4",
                () -> SavedResults.analysis(summary, levels.substring(0, levels.lastIndexOf("31,1,"))));
        PairsReport pairs = Fixtures.pairs();
        String json = PairsJson.format(pairs);
        String starts = PairsCsv.starts(pairs);
        String csv = PairsCsv.pairs(pairs);
        assertMessage("pairs.csv: pair A,C where A,B belongs", () -> SavedResults.pairs(json, csv.replace("A,B,", "A,C,"), starts));
        assertMessage("pairs.csv has 8 pairs, not 3 x 3", () -> SavedResults.pairs(json, csv.substring(0, csv.lastIndexOf("C,C")), starts));
        assertMessage("pairs.json: field 'run.threads' is missing", () -> SavedResults.pairs(json.replace("threads", "thread"), csv, starts));
    }

    private static void assertMessage(String expected, org.junit.jupiter.api.function.Executable read) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, read);
        assertTrue(e.getMessage().startsWith(expected), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }
}
