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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/**
 * Problems whose goal no reachable position meets leave every solvable level empty. Below the
 * goal's level the backward pass then knows each level is empty from the one above, and must not
 * read the forward levels there, by un-jumps or by the complement duality (on the French centre
 * game that reading took about 9 of its 150 seconds).
 */
class UnreachableGoalTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    /** One peg on c3 from the English "diamond" preset: c3 is not in the start's position class. */
    private static Problem englishDiamondToC3() {
        Board english = Boards.byName("english");
        return new Problem(english, TestProblems.englishPreset("diamond").start(), Goal.onePegOn(english.hole("c3")));
    }

    /** Triangle-5 from hole 5 back to a single peg on hole 5: a central game without a solution. */
    private static Problem triangleFiveToFive() {
        return TestProblems.vacancy(TestBoards.triangle(5), "5", "5");
    }

    @ParameterizedTest(name = "{0}, by complements: {1}")
    @CsvSource({"english diamond to c3, false", "triangle-5 5 to 5, true", "triangle-5 5 to 5, false"})
    void backwardPassReadsNoForwardLevelBelowAnEmptySolvableLevel(String name, boolean byComplements) throws IOException {
        Problem problem = name.startsWith("english") ? englishDiamondToC3() : triangleFiveToFive();
        Path dir = tmp.resolve(name.replace(' ', '-') + "-" + byComplements);
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        SymmetryTables symmetries = new SymmetryTables(problem.board(), problem.symmetries());
        MemoryBudget budget = new MemoryBudget(1L << 30);
        // no key cache: every forward level the backward pass reads comes from its file
        try (LevelFiles files = new LevelFiles(dir, manifest, problem.board().positionKeys(), 0);
             ParallelExpander expander = new ParallelExpander(problem.board(), symmetries, 2)) {
            List<ForwardPass.LevelFigures> forward = new ForwardPass(new PassContext(problem.board(), symmetries,
                    expander, files, budget, Progress.silent(), System.nanoTime()), problem.start(), List.of()).run().levels();
            files.awaitWrites();
            int top = forward.size() - 1;
            assertTrue(top > 8, "levels: " + forward.size());
            assertEquals(byComplements, byComplements && new ComplementDuality(problem, symmetries, expander, files, forward.size())
                    .fits(forward, budget), "the duality is used when asked for");
            int holes = problem.board().holeCount();
            int topPegs = forward.get(top).pegs();
            // read: level 0 for the solutions, the last level for its goals, and by complements its partner
            for (int n = 1; n < top; n++) {
                if (!(byComplements && forward.get(n).pegs() + topPegs == holes)) {
                    Files.delete(files.path(LevelFiles.FORWARD, n, "roar"));
                }
            }
            BackwardPass.Result result = new BackwardPass(problem, new PassContext(problem.board(), symmetries, expander, files, budget,
                    Progress.silent(), System.nanoTime()), byComplements).run(forward, List.of(), false).written();
            assertEquals(BigInteger.ZERO, result.solutions());
            assertEquals(forward.size(), result.levels().size());
            result.levels().forEach(level -> assertEquals(0, level.canonical()));
        }
    }

    @Test
    void emptySolvableLevelsAreTheSameInMemoryAndThroughDisk() throws IOException {
        Problem problem = englishDiamondToC3();
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
