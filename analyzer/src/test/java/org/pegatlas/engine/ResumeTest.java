package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/**
 * A run killed part-way (here: stopped by an exception thrown from its progress callback, at a
 * chosen level of a chosen pass) and then resumed gives exactly the results and level files of a
 * run that was never interrupted, whether its levels were in memory or went through disk.
 */
class ResumeTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path tmp;

    private static final Problem PROBLEM = TestProblems.englishPreset("diamond");
    private static Analysis.Outcome uninterrupted;

    /** Thrown to stop a run, as a kill would. */
    private static final class Killed extends RuntimeException {
        Killed() {
            super("killed", null, false, false);
        }
    }

    @BeforeAll
    static void runOnce() throws IOException {
        uninterrupted = TestProblems.analyse(PROBLEM, tmp.resolve("whole"), 2);
    }

    @ParameterizedTest(name = "killed after {0} level {1}, budget {2} bytes")
    @CsvSource({"forward,0,0", "forward,9,0", "forward,15,8388608", "forward,22,8388608", "backward,20,0", "backward,3,8388608",
            "backward,0,0"})
    void resumedRunMatchesAnUninterruptedOne(String pass, int level, long budgetBytes) throws IOException {
        MemoryBudget budget = budgetBytes == 0 ? MemoryBudget.ofJvm() : new MemoryBudget(budgetBytes);
        Path dir = tmp.resolve("killed-" + pass + "-" + level + "-" + budgetBytes);
        Progress killer = new Progress() {
            @Override
            public void level(String p, int n, int pegs, long canonical, long raw, long elapsedNanos) {
                if (p.equals(pass) && n == level) {
                    throw new Killed();
                }
            }
        };
        assertThrows(Killed.class, () -> Analysis.run(PROBLEM, dir, OutputDirectory.prepare(dir, PROBLEM.fingerprint()),
                new RunSettings(2, budget, killer), false));
        List<String> notes = new ArrayList<>();
        Analysis.Outcome resumed = Analysis.run(PROBLEM, dir, OutputDirectory.resume(dir, PROBLEM.fingerprint()),
                new RunSettings(1, budget, Notes.keptIn(notes)), true);
        assertTrue(notes.get(notes.size() - 1).startsWith("resuming"), notes.toString());
        if (!(pass.equals("forward") && level == 0)) {
            assertTrue(!notes.get(notes.size() - 1).contains("nothing usable"), "work was kept: " + notes);
        }
        assertSameResults(resumed, dir);
    }

    /**
     * A kill while a level is expanded in slices keeps the figures of the level before it, when
     * that one went through disk too: the resume goes on from the level being expanded and does
     * not expand its predecessor again (on a large board, an hour's work). What the killed run
     * left unrecorded (its spilled runs, a part-written file) is deleted.
     */
    @Test
    void killedWhileExpandingInSlicesLosesOnlyThatLevel() throws IOException {
        MemoryBudget budget = new MemoryBudget(8 << 20);
        Path dir = tmp.resolve("killed-in-slices");
        int[] killedAt = {-1};
        List<Integer> sliced = new ArrayList<>();
        Progress killer = new Progress() {
            @Override
            public void level(String pass, int n, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void slice(String pass, int level, long done, long total, long elapsedNanos) {
                if (pass.equals("forward") && !sliced.contains(level)) {
                    sliced.add(level);
                    if (sliced.contains(level - 1) && level >= 12) {
                        killedAt[0] = level;
                        throw new Killed();
                    }
                }
            }
        };
        assertThrows(Killed.class, () -> Analysis.run(PROBLEM, dir, OutputDirectory.prepare(dir, PROBLEM.fingerprint()),
                new RunSettings(2, budget, killer), false));
        Path stale = dir.resolve("levels/scratch/forward-" + killedAt[0] + "-99999.set");
        Files.createDirectories(stale.getParent());
        Files.write(stale, new byte[] {1, 2, 3}); // as a killed run leaves its spilled runs (close() did not run)
        Path partWritten = dir.resolve("levels/.forward-" + (killedAt[0] + 1) + ".counts.x.tmp");
        Files.write(partWritten, new byte[] {4, 5, 6});
        List<String> notes = new ArrayList<>();
        Analysis.Outcome resumed = Analysis.run(PROBLEM, dir, OutputDirectory.resume(dir, PROBLEM.fingerprint()),
                new RunSettings(2, budget, Notes.keptIn(notes)), true);
        assertEquals("resuming: forward levels 0-" + (killedAt[0] - 1) + " done; going on from level " + killedAt[0],
                notes.get(notes.size() - 1));
        assertTrue(!Files.exists(stale) && !Files.exists(partWritten), "what the killed run left unrecorded is gone");
        assertSameResults(resumed, dir);
    }

    /**
     * A kill while a solvable level's un-jumps are expanded in slices keeps that level's set, whose
     * files are recorded before its figures: the resume expands that level's un-jumps only, not
     * those of the level above it again.
     */
    @Test
    void killedWhileExpandingSolvableLevelInSlicesKeepsItsSet() throws IOException {
        MemoryBudget budget = new MemoryBudget(8 << 20);
        Path dir = tmp.resolve("killed-backward-in-slices");
        int[] killedAt = {-1};
        List<Integer> finished = new ArrayList<>();
        Progress killer = new Progress() {
            @Override
            public void level(String pass, int n, int pegs, long canonical, long raw, long elapsedNanos) {
                if (pass.equals("backward")) {
                    finished.add(n);
                }
            }

            @Override
            public void slice(String pass, int level, long done, long total, long elapsedNanos) {
                if (pass.equals("backward") && finished.contains(level + 1)) {
                    killedAt[0] = level;
                    throw new Killed();
                }
            }
        };
        assertThrows(Killed.class, () -> Analysis.run(PROBLEM, dir, OutputDirectory.prepare(dir, PROBLEM.fingerprint()),
                new RunSettings(2, budget, killer), false));
        int level = killedAt[0];
        List<String> notes = new ArrayList<>();
        Map<String, Integer> spilledRuns = new HashMap<>();
        Analysis.Outcome resumed = Analysis.run(PROBLEM, dir, OutputDirectory.resume(dir, PROBLEM.fingerprint()),
                new RunSettings(2, budget, Notes.keptIn(notes, spilledRuns)), true);
        assertEquals("resuming: forward pass done; backward pass going on below level " + (level + 1) + "; the solvable set of level "
                + level + " is kept", notes.get(notes.size() - 1));
        assertTrue(spilledRuns.containsKey("backward level " + level) && !spilledRuns.containsKey("backward level " + (level + 1)),
                "only the killed level is expanded again: " + spilledRuns);
        assertSameResults(resumed, dir);
    }

    @Test
    void damagedLevelFileIsNamedAndComputedAgain() throws IOException {
        Path dir = tmp.resolve("damaged");
        TestProblems.analyse(PROBLEM, dir, 2);
        Path counts = dir.resolve("levels/forward-12.counts");
        byte[] bytes = Files.readAllBytes(counts);
        bytes[bytes.length / 2] ^= 1;
        Files.write(counts, bytes);
        Files.delete(dir.resolve("levels/solvable-05.roar"));
        List<String> notes = new ArrayList<>();
        Analysis.Outcome resumed = Analysis.run(PROBLEM, dir, OutputDirectory.resume(dir, PROBLEM.fingerprint()),
                new RunSettings(2, MemoryBudget.ofJvm(), Notes.keptIn(notes)), true);
        assertTrue(notes.get(0).startsWith("levels/forward-12.counts is damaged"), notes.toString());
        assertEquals("resuming: forward levels 0-10 done; going on from level 11", notes.get(notes.size() - 1));
        assertSameResults(resumed, dir);
    }

    @Test
    void resumingAnotherProblemOrNothingIsRefused() throws IOException {
        Path dir = tmp.resolve("other");
        TestProblems.analyse(TestProblems.englishPreset("cross"), dir, 1);
        OutputDirectory.RefusedException e = assertThrows(OutputDirectory.RefusedException.class,
                () -> OutputDirectory.resume(dir, PROBLEM.fingerprint()));
        assertTrue(e.getMessage().contains("another problem"), e.getMessage());
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        e = assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.resume(empty, PROBLEM.fingerprint()));
        assertTrue(e.getMessage().contains("holds no pegatlas run"), e.getMessage());
        assertTrue(Manifest.load(empty) == null, "nothing written");
    }

    private static void assertSameResults(Analysis.Outcome resumed, Path dir) throws IOException {
        assertEquals(LevelsCsv.format(uninterrupted.report().levels()), LevelsCsv.format(resumed.report().levels()));
        assertEquals(uninterrupted.report().totals(), resumed.report().totals());
        assertEquals(uninterrupted.report().problem(), resumed.report().problem());
        assertEquals(uninterrupted.report().sampleSolution(), resumed.report().sampleSolution());
        Map<String, byte[]> want = EngineVsReferenceTest.levelFiles(tmp.resolve("whole"));
        Map<String, byte[]> got = EngineVsReferenceTest.levelFiles(dir);
        assertEquals(want.keySet(), got.keySet(), "the same level files and nothing else");
        want.forEach((name, bytes) -> assertArrayEquals(bytes, got.get(name), name));
    }
}
