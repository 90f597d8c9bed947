package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/**
 * The backward pass by {@link ComplementDuality} against the un-jump pass, on problems whose goal
 * is the start's complement: the same solvable files, byte for byte, the same figures and
 * solutions; and a run killed in the middle of the pass resumes to the same files.
 */
class ComplementDualityTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    /** A named problem. */
    record Case(String name, Supplier<Problem> problem) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Case> complementProblems() {
        Board triangle5 = TestBoards.triangle(5);
        Board triangle6 = TestBoards.triangle(6);
        Board pentagon = Boards.byName("pentagon");
        Board square = TestBoards.rectangle(4, 4);
        Board rectangle = TestBoards.rectangle(3, 6);
        long twoPegs = TestProblems.pegs(triangle5, "1 4");
        return Stream.of(
                new Case("triangle-5 1 to 1", () -> TestProblems.vacancy(triangle5, "1", "1")),
                new Case("triangle-5 5 to 5", () -> TestProblems.vacancy(triangle5, "5", "5")),
                new Case("triangle-5 less 1 4 to exactly 1 4", () -> new Problem(triangle5, triangle5.fullMask() & ~twoPegs,
                        Goal.exactly(twoPegs))),
                new Case("triangle-6 1 to 1", () -> TestProblems.vacancy(triangle6, "1", "1")),
                new Case("triangle-6 13 to 13", () -> TestProblems.vacancy(triangle6, "13", "13")),
                new Case("pentagon H to H", () -> TestProblems.vacancy(pentagon, "H", "H")),
                new Case("4x4 b2 to b2", () -> TestProblems.vacancy(square, "b2", "b2")),
                new Case("3x6 c3 to c3", () -> TestProblems.vacancy(rectangle, "c3", "c3")),
                new Case("english d4 to d4", () -> TestProblems.vacancy(Boards.byName("english"), "d4", "d4")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("complementProblems")
    void dualityGivesTheUnJumpPassesFilesAndFigures(Case c) throws IOException {
        Problem problem = c.problem().get();
        Path dual = tmp.resolve("dual");
        Path unJumps = tmp.resolve("un-jumps");
        BackwardPass.Result byComplements = forwardThenBackward(problem, dual, true);
        BackwardPass.Result byUnJumps = forwardThenBackward(problem, unJumps, false);
        assertEquals(byUnJumps.solutions(), byComplements.solutions());
        assertEquals(byUnJumps.levels(), byComplements.levels());
        assertSameSolvableFiles(unJumps, dual, byComplements.levels().size());
    }

    /** Runs the forward pass, checks whether the duality fits, and runs the backward pass by it or by un-jumps. */
    private static BackwardPass.Result forwardThenBackward(Problem problem, Path dir, boolean byComplements) throws IOException {
        Manifest manifest = OutputDirectory.prepare(dir, problem.fingerprint());
        SymmetryTables symmetries = new SymmetryTables(problem.board(), problem.symmetries());
        MemoryBudget budget = MemoryBudget.ofJvm();
        try (LevelFiles files = new LevelFiles(dir, manifest, problem.board().positionKeys(), budget.keyCacheBytes());
             ParallelExpander expander = new ParallelExpander(problem.board(), symmetries, 2)) {
            List<ForwardPass.LevelFigures> forward = new ForwardPass(new PassContext(problem.board(), symmetries,
                    expander, files, budget, Progress.silent(), System.nanoTime()), problem.start(), List.of()).run().levels();
            assertTrue(new ComplementDuality(problem, symmetries, expander, files, forward.size()).fits(forward, budget),
                    "the duality is used");
            return new BackwardPass(problem, new PassContext(problem.board(), symmetries, expander, files, budget, Progress.silent(),
                    System.nanoTime()), byComplements).run(forward, List.of(), false).written();
        }
    }

    /** Thrown to stop a run, as a kill would. */
    private static final class Killed extends RuntimeException {
        Killed() {
            super("killed", null, false, false);
        }
    }

    /**
     * Killed above the middle level, the solvable levels found early with their partners are lost
     * and found again; killed below it, the pass goes on from the recorded levels. Either way the
     * files are those of an uninterrupted run.
     */
    @ParameterizedTest(name = "killed after backward level {0}")
    @CsvSource({"14", "11", "9", "3"})
    void resumedDualPassMatchesAnUninterruptedOne(int killedAfter) throws IOException {
        Problem problem = TestProblems.vacancy(TestBoards.triangle(6), "1", "1");
        Path whole = tmp.resolve("whole");
        Analysis.Outcome uninterrupted = TestProblems.analyse(problem, whole, 2);
        Path dir = killedAfterBackwardLevel(problem, killedAfter);
        Analysis.Outcome resumed = Analysis.run(problem, dir, OutputDirectory.resume(dir, problem.fingerprint()),
                new RunSettings(1, MemoryBudget.ofJvm(), Progress.silent()), true);
        assertEquals(uninterrupted.report().levels(), resumed.report().levels());
        assertEquals(uninterrupted.report().totals(), resumed.report().totals());
        assertSameSolvableFiles(whole, dir, uninterrupted.report().levels().size());
    }

    /** A directory where an analysis of {@code problem} was killed just after backward level {@code level}. */
    private Path killedAfterBackwardLevel(Problem problem, int level) throws IOException {
        Path dir = tmp.resolve("killed");
        Progress killer = new Progress() {
            @Override
            public void level(String pass, int n, int pegs, long canonical, long raw, long elapsedNanos) {
                if (pass.equals("backward") && n == level) {
                    throw new Killed();
                }
            }
        };
        assertThrows(Killed.class, () -> Analysis.run(problem, dir, OutputDirectory.prepare(dir, problem.fingerprint()),
                new RunSettings(2, MemoryBudget.ofJvm(), killer), false));
        return dir;
    }

    /** Asserts that the solvable set and count files of levels {@code [0, levels)} are the same bytes in both directories. */
    private static void assertSameSolvableFiles(Path expected, Path actual, int levels) throws IOException {
        for (int n = 0; n < levels; n++) {
            for (String extension : List.of("roar", "counts")) {
                Path file = EngineVsReferenceTest.levelFile(actual, "solvable", n, extension);
                assertArrayEquals(Files.readAllBytes(EngineVsReferenceTest.levelFile(expected, "solvable", n, extension)),
                        Files.readAllBytes(file), file.getFileName().toString());
            }
        }
    }

    /**
     * Killed after a solvable level's files were written but before its figures were recorded,
     * the resume keeps that level's files (it reads them back for its figures) and goes on below.
     */
    @Test
    void aSolvableLevelWrittenBeforeItsFiguresIsKept() throws IOException {
        Problem problem = TestProblems.vacancy(TestBoards.triangle(6), "1", "1");
        Path whole = tmp.resolve("whole");
        Analysis.Outcome uninterrupted = TestProblems.analyse(problem, whole, 2);
        Path dir = killedAfterBackwardLevel(problem, 9);
        // as if killed between the files and the figures of the lowest level whose files and
        // figures, and those of every level above it, the manifest records
        Path manifest = dir.resolve("manifest.txt");
        List<String> lines = new ArrayList<>(Files.readAllLines(manifest));
        int kept = uninterrupted.report().levels().size();
        while (kept > 0 && recorded(lines, "figures.solvable-%02d=", kept - 1) && recorded(lines, "file.levels/solvable-%02d.roar=", kept - 1)
                && recorded(lines, "file.levels/solvable-%02d.counts=", kept - 1)) {
            kept--;
        }
        assertTrue(kept < uninterrupted.report().levels().size() - 1, "a level below the last one: " + kept);
        String figures = String.format(Locale.ROOT, "figures.solvable-%02d=", kept);
        lines.removeIf(line -> line.startsWith(figures) || line.startsWith("# crc32c=")); // as written by a pegatlas without its checksum
        Files.write(manifest, lines);
        List<String> notes = new ArrayList<>();
        Analysis.Outcome resumed = Analysis.run(problem, dir, OutputDirectory.resume(dir, problem.fingerprint()),
                new RunSettings(2, MemoryBudget.ofJvm(), Notes.keptIn(notes)), true);
        assertTrue(notes.get(notes.size() - 1).endsWith("the solvable set of level " + kept + " is kept"), notes.toString());
        assertEquals(uninterrupted.report().levels(), resumed.report().levels());
        assertEquals(uninterrupted.report().totals(), resumed.report().totals());
    }

    private static boolean recorded(List<String> manifestLines, String format, int level) {
        String start = String.format(Locale.ROOT, format, level);
        return manifestLines.stream().anyMatch(line -> line.startsWith(start));
    }

    @Test
    void onlyAGoalOfExactlyTheStartsComplementIsDual() {
        Board english = Boards.byName("english");
        int d4 = english.hole("d4");
        assertTrue(Problem.centralGame(english, d4).goalIsStartComplement());
        assertFalse(TestProblems.vacancy(english, "d4", "d1").goalIsStartComplement(), "another hole");
        assertFalse(new Problem(english, english.fullMask() & ~(1L << d4), Goal.onePegAnywhere()).goalIsStartComplement(),
                "a goal of many positions, the complement among them");
        assertFalse(new Problem(english, english.fullMask() & ~(1L << d4), Goal.atMost(1)).goalIsStartComplement());
        long plus = TestProblems.englishPreset("plus").start();
        assertTrue(new Problem(english, english.fullMask() & ~plus, Goal.exactly(plus)).goalIsStartComplement());
        assertTrue(new Problem(english, plus, Goal.exactly(english.fullMask() & ~plus)).goalIsStartComplement(),
                "also with more pegs on the goal than on the start (then no level has a partner)");
    }
}
