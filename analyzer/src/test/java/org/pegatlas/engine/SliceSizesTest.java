package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.storage.OutputDirectory;

/**
 * A level expanded in slices sizes the slices after its first by what they held, and its first
 * by what the slices of the level before held when that level was expanded in slices too (see
 * {@link MemoryBudget#slicePositions}): they grow, never shrink below the first, and the levels
 * are the same, figure for figure and count for count, as those of a pass in memory.
 */
class SliceSizesTest {
    @TempDir
    Path tmp;

    /**
     * A forward pass's result and, per level expanded in slices, its slices' sizes in order and
     * the successors they spilled.
     */
    private record Pass(ForwardPass.Result result, Map<Integer, List<Long>> slices, Map<Integer, Long> spilled) {
    }

    @Test
    void slicesGrowFromTheFirstAndTheLevelsStayTheSame() throws IOException {
        Board board = Boards.byName("triangle-6");
        Pass inMemory = forwardPass(board, "memory", new MemoryBudget(1L << 30));
        Pass sliced = forwardPass(board, "sliced", new MemoryBudget(MemoryBudget.MINIMUM));
        assertTrue(inMemory.slices().isEmpty(), "1 GiB holds every level of triangle-6");
        boolean grew = false;
        for (Map.Entry<Integer, List<Long>> level : sliced.slices().entrySet()) {
            List<Long> sizes = level.getValue();
            for (int i = 1; i < sizes.size() - 1; i++) { // the last slice holds what is left
                assertTrue(sizes.get(i) >= sizes.get(0), "level " + level.getKey() + " slices " + sizes);
                grew |= sizes.get(i) > sizes.get(0);
            }
        }
        assertTrue(grew, "some slice must outgrow its level's first, or this test checks nothing: " + sliced.slices());
        MemoryBudget budget = new MemoryBudget(MemoryBudget.MINIMUM);
        int sizedByTheLevelBefore = 0;
        for (int n : sliced.slices().keySet()) {
            if (sliced.slices().containsKey(n - 1)) {
                ForwardPass.LevelFigures before = sliced.result().levels().get(n - 1);
                long fromBefore = budget.slicePositions(before.canonical(), before.jumps(), sliced.spilled().get(n - 1), 1);
                long first = sliced.slices().get(n).get(0);
                assertTrue(first >= Math.min(fromBefore, sliced.result().levels().get(n).canonical()),
                        "level " + n + "'s first slice, " + first + " positions, is sized by the level before: " + fromBefore);
                sizedByTheLevelBefore++;
            }
        }
        assertTrue(sizedByTheLevelBefore > 3, "levels after a level in slices: " + sizedByTheLevelBefore);
        assertEquals(searchFigures(inMemory), searchFigures(sliced));
        assertArrayEquals(inMemory.result().last().positions(), sliced.result().last().positions());
        assertArrayEquals(inMemory.result().last().counts().data(), sliced.result().last().counts().data());
    }

    /** Each level's figures of the search (not the bytes of its files, which only a level through disk records). */
    private static List<List<Object>> searchFigures(Pass pass) {
        return pass.result().levels().stream().map(level -> List.<Object>of(level.pegs(), level.canonical(), level.raw(),
                level.deadEndsCanonical(), level.deadEndsRaw(), level.paths(), level.gamesEnded(), level.jumps())).toList();
    }

    /** A forward pass from the apex within {@code budget}. */
    private Pass forwardPass(Board board, String name, MemoryBudget budget) throws IOException {
        long start = board.fullMask() & ~1L;
        SymmetryTables tables = new SymmetryTables(board, SymmetryGroup.of(board).stabilizer(start));
        Path out = tmp.resolve(name);
        SliceRecorder recording = new SliceRecorder();
        try (LevelFiles files = new LevelFiles(out, OutputDirectory.prepare(out, "test"), board.positionKeys(), 0);
             ParallelExpander expander = new ParallelExpander(board, tables, 2)) {
            ForwardPass.Result result = new ForwardPass(new PassContext(board, tables, expander, files, budget, recording, System.nanoTime()),
                    start, List.of()).run();
            return new Pass(result, recording.slices, recording.spilled);
        }
    }
}
