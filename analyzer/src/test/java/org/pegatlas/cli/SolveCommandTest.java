package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pegatlas.reports.Json;

/** {@code pegatlas solve}: its text, its JSON, its exit codes and its bad input. */
class SolveCommandTest {
    @Test
    void printsTheProblemTheSolutionAsJumpsAndMovesAndTheTime() {
        CliRun run = CliRun.of("solve", "--board", "triangle-5", "--show-boards");
        assertEquals(ExitCode.OK, run.code(), run.err());
        assertTrue(run.out().startsWith("triangle-5: full board less 1 -> one peg on 1"), run.out());
        assertTrue(run.out().contains("answer:              solved"), run.out());
        assertTrue(run.out().contains("solution:            13 jumps, "), run.out());
        assertTrue(run.out().contains("moves:               "), run.out());
        assertTrue(run.out().contains("time:                "), run.out());
        assertTrue(run.out().contains("start:\n"), run.out());
        assertEquals("", run.err());
    }

    @Test
    void answersInJson() {
        CliRun run = CliRun.of("solve", "--board", "english", "--start", "c1", "--goal", "any", "--json");
        assertEquals(ExitCode.OK, run.code(), run.err());
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) Json.parse(run.out());
        assertEquals("solved", json.get("answer"));
        assertEquals("one peg anywhere", json.get("goal"));
        assertEquals(31, ((java.util.List<?>) json.get("jumps")).size());
    }

    @Test
    void provedNoSolutionHasItsOwnExitCode() {
        CliRun byClasses = CliRun.of("solve", "--board", "diamond", "--goal", "any");
        byClasses.assertOneLineError(ExitCode.NO_SOLUTION, "proved by the position classes");
        CliRun bySearch = CliRun.of("solve", "--board", "triangle-5", "--start", "5");
        bySearch.assertOneLineError(ExitCode.NO_SOLUTION, "the search exhausted");
        assertTrue(bySearch.out().contains("answer:              no solution (proved"), bySearch.out());
    }

    @Test
    void stoppingAtTheTimeLimitSaysHowFarItGot() {
        CliRun run = CliRun.of("solve", "--board", "diamond", "--start", "e1", "--goal", "any", "--seconds", "1", "--memory", "64m");
        run.assertOneLineError(ExitCode.STOPPED, "stopped at --seconds 1 without an answer, after ");
        assertTrue(run.out().contains("failure table"), run.out());
    }

    /**
     * The failure table is kept to half the heap (it holds its old copy while it doubles): a
     * 4 GiB table asked of a 6 GiB heap ran out of memory on Wiegleb after five minutes.
     */
    @Test
    void theFailureTableIsKeptToHalfTheHeap() {
        assertEquals(3L << 30, SolveCommand.tableBytes(4L << 30, 6L << 30));
        assertEquals(512L << 20, SolveCommand.tableBytes(512L << 20, 12L << 30));
        assertEquals(1L << 30, SolveCommand.tableBytes(1L << 30, 2L << 30));
    }

    @Test
    void badInputIsOneLine() {
        CliRun.of("solve", "--disable", "luck").assertOneLineError(ExitCode.USAGE, "unknown aid 'luck'");
        CliRun.of("solve", "--seconds", "soon").assertOneLineError(ExitCode.USAGE, "--seconds");
        CliRun.of("solve", "--memory", "lots").assertOneLineError(ExitCode.USAGE, "--memory");
        CliRun.of("solve", "--json", "--show-boards").assertOneLineError(ExitCode.USAGE, "drop --json");
        CliRun.of("solve", "--board", "english", "--start", "z9").assertOneLineError(ExitCode.USAGE, "z9");
    }

    @Test
    void helpListsEveryOption() {
        CliRun run = CliRun.of("solve", "--help");
        for (String option : new String[] {"--board", "--board-file", "--problem", "--start", "--goal", "--memory", "--seconds",
                "--disable", "--json", "--show-boards"}) {
            assertTrue(run.out().contains(option), option);
        }
    }
}
