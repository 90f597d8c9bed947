package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.reports.PairsCsv;
import org.pegatlas.reports.PairsMarkdown;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.storage.Manifest;

/**
 * A pairs table killed inside a pass whose levels go through disk in slices, then resumed, gives
 * the table of a run never interrupted, and redoes at most the level that was being expanded. Kills
 * are exceptions thrown from the progress callbacks of the table's one pass (the five start classes
 * of triangle-6 share a position class), after a level or after a slice of a level.
 */
class PairsResumeTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path tmp;

    private static final Board BOARD = TestBoards.triangle(6);
    /** The pass of every start class. */
    private static final String PASS = "start 1+2+4+5+8";
    /** Small enough that the pass's levels 5 to 15 are expanded in slices. */
    private static final MemoryBudget BUDGET = new MemoryBudget(1 << 20);
    private static PairsReport uninterrupted;
    /** Runs spilled by each level of the uninterrupted table, as {@link Notes} keeps them. */
    private static final Map<String, Integer> UNINTERRUPTED_RUNS = new HashMap<>();

    /** Thrown to stop a run, as a kill would. */
    private static final class Killed extends RuntimeException {
        Killed() {
            super("killed", null, false, false);
        }
    }

    @BeforeAll
    static void runOnce() throws IOException {
        uninterrupted = PairsTable.compute(BOARD, new RunSettings(2, BUDGET, Notes.keptIn(new ArrayList<>(), UNINTERRUPTED_RUNS)),
                tmp.resolve("whole"), PairsTable.Checkpoint.none(), false, false);
    }

    @ParameterizedTest(name = "killed after {0} {2} of level {1}, resumed from level {3}")
    @CsvSource({"slice,6,1,6", "level,9,1,10", "slice,11,3,11", "level,12,1,13"})
    void resumedTableMatchesAnUninterruptedOne(String event, int level, int occurrence, int resumedFrom) throws IOException {
        Path scratch = tmp.resolve("killed-" + event + "-" + level).resolve("scratch");
        InMemoryCheckpoint checkpoint = new InMemoryCheckpoint(() -> { });
        int[] seen = {0};
        Progress killer = new Progress() {
            @Override
            public void level(String pass, int n, int pegs, long canonical, long raw, long elapsedNanos) {
                killAt("level", pass, n);
            }

            @Override
            public void slice(String pass, int n, long done, long total, long elapsedNanos) {
                killAt("slice", pass, n);
            }

            private void killAt(String what, String pass, int n) {
                if (what.equals(event) && pass.equals(PASS) && n == level && ++seen[0] == occurrence) {
                    throw new Killed();
                }
            }
        };
        assertThrows(Killed.class, () -> PairsTable.compute(BOARD, new RunSettings(2, BUDGET, killer), scratch, checkpoint, false, false));
        assertEquals(List.of(), List.copyOf(checkpoint.recorded.keySet()), "no class is recorded before its pass ends");
        List<String> kept = Manifest.load(scratch).entries().keySet().stream().filter(k -> k.endsWith(".roar")).toList();
        assertTrue(kept.size() <= 2, "only the levels a resume can use are kept: " + kept);
        List<String> notes = new ArrayList<>();
        Map<String, Integer> resumedRuns = new HashMap<>();
        Progress noting = Notes.keptIn(notes, resumedRuns);
        PairsReport resumed = PairsTable.compute(BOARD, new RunSettings(1, BUDGET, noting), scratch, checkpoint, true, false);
        String first = PASS + " level " + resumedFrom;
        assertTrue(UNINTERRUPTED_RUNS.containsKey(first), "the level the resume goes on from goes through disk");
        assertEquals(UNINTERRUPTED_RUNS.get(first), resumedRuns.get(first),
                "the level the resume goes on from is cut into as many slices as in the uninterrupted run");
        assertEquals(List.of(PASS + ": resuming: forward levels 0-" + (resumedFrom - 1) + " done; going on from level " + resumedFrom),
                notes);
        assertEquals(PairsCsv.pairs(uninterrupted), PairsCsv.pairs(resumed));
        assertEquals(PairsCsv.starts(uninterrupted), PairsCsv.starts(resumed));
        assertEquals(PairsMarkdown.format(uninterrupted), PairsMarkdown.format(resumed));
        assertFalse(Files.exists(scratch), "scratch removed once the table is done");
    }
}
