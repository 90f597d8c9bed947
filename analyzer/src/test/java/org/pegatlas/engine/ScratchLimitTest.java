package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.SpilledRun;
import org.pegatlas.storage.OutputDirectory;

/**
 * Spilled runs merged early to keep a level's scratch under a limit (see {@code
 * SlicedExpansion}): the levels are the same, figure for figure and count for count, whatever
 * the limit, and the early merges do happen.
 */
class ScratchLimitTest {
    @TempDir
    Path tmp;

    /** What a forward pass found and how many early merges it made. */
    private record Pass(ForwardPass.Result result, List<String> earlyMerges) {
    }

    @ParameterizedTest(name = "scratch limit {0} bytes")
    @ValueSource(longs = {1, 20_000, 200_000})
    void levelsThroughDiskAreTheSameWithAnyScratchLimit(long limit) throws IOException {
        Board board = Boards.byName("triangle-6");
        Pass unlimited = forwardPass(board, "unlimited", 0);
        Pass limited = forwardPass(board, "limited-" + limit, limit);
        assertTrue(unlimited.earlyMerges().isEmpty(), "no early merge without a limit on a large disk");
        assertTrue(!limited.earlyMerges().isEmpty(), "the limit must make runs merge early, or this test checks nothing");
        assertEquals(unlimited.result().levels(), limited.result().levels());
        Level expected = unlimited.result().last();
        Level actual = limited.result().last();
        assertArrayEquals(expected.positions(), actual.positions());
        assertArrayEquals(expected.counts().data(), actual.counts().data());
        try (Stream<Path> left = Files.list(tmp.resolve("limited-" + limit))) {
            assertTrue(left.noneMatch(path -> path.getFileName().toString().equals("scratch")), "scratch removed");
        }
    }

    /** A forward pass from the apex through disk (1 MiB of memory: levels in slices of a few hundred positions). */
    private Pass forwardPass(Board board, String name, long scratchLimit) throws IOException {
        long start = board.fullMask() & ~1L;
        SymmetryTables tables = new SymmetryTables(board, SymmetryGroup.of(board).stabilizer(start));
        Path out = tmp.resolve(name);
        List<String> earlyMerges = new ArrayList<>();
        Progress recording = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void mergedEarly(String pass, int level, List<SpilledRun> runs, SpilledRun merged, long elapsedNanos) {
                long entries = runs.stream().mapToLong(SpilledRun::size).sum();
                assertTrue(runs.size() >= 2 && merged.size() <= entries && merged.size() > 0, "early merge of level " + level);
                earlyMerges.add(pass + " " + level);
            }
        };
        try (LevelFiles files = new LevelFiles(out, OutputDirectory.prepare(out, "test"), board.positionKeys(), 0);
             ParallelExpander expander = new ParallelExpander(board, tables, 2)) {
            if (scratchLimit > 0) {
                files.limitScratch(scratchLimit);
            }
            ForwardPass.Result result = new ForwardPass(new PassContext(board, tables, expander, files, new MemoryBudget(MemoryBudget.MINIMUM),
                    recording, System.nanoTime()), start, List.of()).run();
            return new Pass(result, earlyMerges);
        }
    }
}
