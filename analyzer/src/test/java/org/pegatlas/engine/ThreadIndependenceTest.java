package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.reports.Totals;
import org.pegatlas.storage.OutputDirectory;

/**
 * The English "diamond" preset has levels of up to about 200 000 canonical positions, so one and
 * two threads cut them into different chunks, and a small memory budget makes its larger levels
 * go through disk in slices; the results must not depend on either.
 */
class ThreadIndependenceTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    @Test
    void diamondPresetGivesIdenticalResultsWithOneAndTwoThreadsAndThroughDisk() throws IOException {
        Problem problem = TestProblems.englishPreset("diamond");
        Analysis.Outcome one = TestProblems.analyse(problem, tmp.resolve("one"), 1);
        Analysis.Outcome two = TestProblems.analyse(problem, tmp.resolve("two"), 2);
        AtomicInteger slices = new AtomicInteger();
        AtomicInteger backwardSlices = new AtomicInteger();
        Progress countingSlices = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void slice(String pass, int level, long done, long total, long elapsedNanos) {
                slices.incrementAndGet();
                if (pass.equals("backward")) {
                    backwardSlices.incrementAndGet();
                }
            }
        };
        Path slicedDir = tmp.resolve("sliced");
        Analysis.Outcome sliced = Analysis.run(problem, slicedDir, OutputDirectory.prepare(slicedDir, problem.fingerprint()),
                new RunSettings(2, new MemoryBudget(8 << 20), countingSlices), false);
        assertTrue(slices.get() > 20, "the largest levels went through disk in slices: " + slices.get());
        assertTrue(backwardSlices.get() > 2, "so did the largest solvable levels: " + backwardSlices.get());

        long largest = one.report().levels().stream().mapToLong(LevelRow::reachableCanonical).max().orElseThrow();
        assertTrue(largest > 2 * 4 * 4096, "levels large enough to be chunked differently: " + largest);

        assertEquals(LevelsCsv.format(one.report().levels()), LevelsCsv.format(two.report().levels()));
        assertEquals(one.report().totals(), two.report().totals());
        assertEquals(one.report().sampleSolution(), two.report().sampleSolution());
        Map<String, byte[]> filesOne = EngineVsReferenceTest.levelFiles(tmp.resolve("one"));
        Map<String, byte[]> filesTwo = EngineVsReferenceTest.levelFiles(tmp.resolve("two"));
        assertEquals(filesOne.keySet(), filesTwo.keySet());
        filesOne.forEach((name, bytes) -> assertArrayEquals(bytes, filesTwo.get(name), name));
        assertEquals(LevelsCsv.format(one.report().levels()), LevelsCsv.format(sliced.report().levels()));
        assertEquals(one.report().totals(), sliced.report().totals());
        assertEquals(one.report().sampleSolution(), sliced.report().sampleSolution());
        Map<String, byte[]> filesSliced = EngineVsReferenceTest.levelFiles(tmp.resolve("sliced"));
        assertEquals(filesOne.keySet(), filesSliced.keySet(), "no scratch file left behind");
        filesOne.forEach((name, bytes) -> assertArrayEquals(bytes, filesSliced.get(name), name));

        // computed once by ReferenceBfs (a minute of raw search, too slow to repeat here)
        Totals t = two.report().totals();
        assertEquals(24, two.report().levels().size());
        assertEquals(BigInteger.valueOf(9_172_387L), t.reachableRaw());
        assertEquals(BigInteger.valueOf(51_986_959_602_344L), t.solutions());
        assertEquals(new BigInteger("10186605341378432"), t.games());
    }
}
