package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/**
 * A goal that no reachable position meets (one peg on c3 from the English "diamond" preset: c3 is
 * not in the start's position class) leaves every solvable level empty. Below the goal's level the
 * backward pass then has no candidate at all, and must not read the forward levels there (on the
 * French centre game that reading was about 9 of its 150 seconds).
 */
class UnreachableGoalTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    private static Problem problem() {
        Board english = Boards.byName("english");
        return new Problem(english, TestProblems.englishPreset("diamond").start(), Goal.onePegOn(english.hole("c3")));
    }

    @Test
    void backwardPassReadsNoForwardLevelBelowTheGoalsWhenNothingAboveIsSolvable() throws IOException {
        Problem problem = problem();
        Path dir = tmp.resolve("run");
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        SymmetryTables symmetries = new SymmetryTables(problem.board(), problem.symmetries());
        MemoryBudget budget = new MemoryBudget(MemoryBudget.MINIMUM); // a key cache of a fifth of a MiB: levels are read from files
        try (LevelFiles files = new LevelFiles(dir, manifest, problem.board().positionKeys(), budget.keyCacheBytes());
             ParallelExpander expander = new ParallelExpander(problem.board(), symmetries, 2)) {
            List<ForwardPass.LevelFigures> forward = new ForwardPass(problem.board(), problem.start(), expander, symmetries, files, true,
                    budget, Progress.silent(), System.nanoTime(), List.of()).run().levels();
            int top = forward.size() - 1;
            assertTrue(top > 10, "levels: " + forward.size());
            // level 0 is read for the solutions, the last level for its goal positions; the others must not be
            for (int n = 1; n < top; n++) {
                Files.delete(files.path(LevelFiles.FORWARD, n, "roar"));
            }
            BackwardPass.Result result = new BackwardPass(problem, expander, symmetries, files, budget, Progress.silent(), System.nanoTime())
                    .run(forward, List.of(), false).written();
            assertEquals(BigInteger.ZERO, result.solutions());
            assertEquals(forward.size(), result.levels().size());
            result.levels().forEach(level -> assertEquals(0, level.canonical()));
        }
    }

    @Test
    void emptySolvableLevelsAreTheSameInMemoryAndThroughDisk() throws IOException {
        Problem problem = problem();
        Analysis.Outcome inMemory = TestProblems.analyse(problem, tmp.resolve("memory"), 2);
        Analysis.Outcome throughDisk = TestProblems.analyse(problem, tmp.resolve("disk"), 2, new MemoryBudget(MemoryBudget.MINIMUM));
        assertEquals(BigInteger.ZERO, inMemory.report().totals().solutions());
        assertTrue(inMemory.report().levels().stream().mapToLong(LevelRow::solvableCanonical).allMatch(c -> c == 0));
        assertEquals(LevelsCsv.format(inMemory.report().levels()), LevelsCsv.format(throughDisk.report().levels()));
        Map<String, byte[]> memoryFiles = EngineVsReferenceTest.levelFiles(tmp.resolve("memory"));
        Map<String, byte[]> diskFiles = EngineVsReferenceTest.levelFiles(tmp.resolve("disk"));
        assertEquals(memoryFiles.keySet(), diskFiles.keySet());
        memoryFiles.forEach((name, bytes) -> assertArrayEquals(bytes, diskFiles.get(name), name));
    }
}
