package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.TestBoards;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.storage.OutputDirectory;

/** Running a problem again into its own output directory replaces the results with identical ones. */
class RerunTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    @Test
    void rerunIntoTheSameDirectoryGivesIdenticalFilesAndOtherProblemsAreRefused() throws IOException {
        Board triangle = TestBoards.triangle(5);
        Problem problem = TestProblems.vacancy(triangle, "1", "1");
        Path dir = tmp.resolve("out");
        Analysis.Outcome first = TestProblems.analyse(problem, dir, 2);
        Map<String, byte[]> before = EngineVsReferenceTest.levelFiles(dir);
        Analysis.Outcome second = TestProblems.analyse(TestProblems.vacancy(TestBoards.triangle(5), "1", "1"), dir, 1);
        assertEquals(LevelsCsv.format(first.report().levels()), LevelsCsv.format(second.report().levels()));
        Map<String, byte[]> after = EngineVsReferenceTest.levelFiles(dir);
        assertEquals(before.keySet(), after.keySet());
        before.forEach((name, bytes) -> assertArrayEquals(bytes, after.get(name), name));

        Problem other = TestProblems.vacancy(triangle, "1", "13");
        assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.prepare(dir, other.fingerprint()));
        Map<String, byte[]> untouched = EngineVsReferenceTest.levelFiles(dir);
        before.forEach((name, bytes) -> assertArrayEquals(bytes, untouched.get(name), name));
    }
}
