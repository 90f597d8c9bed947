package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.Run;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.OutputDirectory;

/**
 * A level's last slice spills its successors as two runs, cut between parts at about half of
 * them, when they are many ({@link SlicedExpansion#SPLIT_SUCCESSORS} or more), and as one run
 * otherwise; the levels merged from them are the published ones.
 */
class LastSliceSplitTest {
    @TempDir
    Path tmp;

    @Test
    void theCutFallsAtAboutHalfTheSuccessorsBetweenParts() {
        int big = SlicedExpansion.SPLIT_SUCCESSORS;
        assertEquals(0, SlicedExpansion.halfway(List.of()), "no parts");
        assertEquals(0, SlicedExpansion.halfway(parts(2 * big)), "one part is one run");
        assertEquals(0, SlicedExpansion.halfway(parts(big / 2 - 1, big / 2)), "too few successors to split");
        assertEquals(1, SlicedExpansion.halfway(parts(big / 2, big / 2)));
        assertEquals(2, SlicedExpansion.halfway(parts(big / 4, big / 4, big / 4, big / 4)));
        assertEquals(1, SlicedExpansion.halfway(parts(big, 1, 1)), "a first part of more than half");
        assertEquals(2, SlicedExpansion.halfway(parts(1, 1, big)), "a last part of more than half: the others before it");
    }

    /** The English central game within 1 GiB: its largest levels are cut into slices whose last ones are split. */
    @Test
    void englishLevelsWithSplitLastSlicesAreThePublishedOnes() throws IOException {
        Board board = Boards.byName("english");
        long start = board.fullMask() & ~(1L << 16); // the centre, d4
        SymmetryTables tables = new SymmetryTables(board, SymmetryGroup.of(board).stabilizer(start));
        SliceRecorder recording = new SliceRecorder();
        Path out = tmp.resolve("english");
        ForwardPass.Result result;
        try (LevelFiles files = new LevelFiles(out, OutputDirectory.prepare(out, "test"), board.positionKeys(), 0);
             ParallelExpander expander = new ParallelExpander(board, tables, 2)) {
            result = new ForwardPass(new PassContext(board, tables, expander, files, new MemoryBudget(1L << 30), recording, System.nanoTime()),
                    start, List.of()).run();
        }
        List<Integer> split = new ArrayList<>();
        for (int level : recording.runs.keySet()) {
            int slices = recording.slices.get(level).size();
            int extra = recording.runs.get(level) - slices;
            assertTrue(extra == 0 || extra == 1, "level " + level + ": " + recording.runs.get(level) + " runs of " + slices + " slices");
            if (extra == 1) {
                split.add(level);
            }
        }
        assertTrue(!split.isEmpty(), "no last slice was split: runs " + recording.runs + ", slices " + recording.slices);
        assertArrayEquals(EnglishCentralGameTest.A112737, result.levels().stream().mapToLong(ForwardPass.LevelFigures::canonical).toArray());
        assertEquals(187_636_299L, result.levels().stream().mapToLong(ForwardPass.LevelFigures::raw).sum(), "reachable positions, raw");
    }

    private static List<Run> parts(int... sizes) {
        List<Run> parts = new ArrayList<>();
        for (int size : sizes) {
            parts.add(new Run(new long[size], new CountVector(size, 1)));
        }
        return parts;
    }
}
