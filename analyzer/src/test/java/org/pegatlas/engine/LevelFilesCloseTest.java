package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.Run;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/**
 * Closing level files writes the levels still queued: when a pass fails (say, a level stored at
 * once finds no room while earlier levels wait in the writer's queue), what was finished is kept
 * and recorded, however the failing pass and the writer thread raced. (Closing used to drop the
 * queued writes, so that a resume found more or fewer levels from one run to the next.)
 */
class LevelFilesCloseTest {
    @TempDir
    Path tmp;

    @Test
    void levelsQueuedWhenClosedAreWrittenAndRecorded() throws IOException {
        Board board = Boards.byName("english");
        long start = board.fullMask() & ~(1L << 16); // the centre, d4
        SymmetryTables tables = new SymmetryTables(board, SymmetryGroup.of(board).stabilizer(start));
        List<Level> levels = new ArrayList<>();
        try (ParallelExpander expander = new ParallelExpander(board, tables, 1)) {
            Level level = new Level(board.holeCount() - 1, new long[] {board.positionKeys().key(start)}, new long[] {start},
                    new CountVector(new long[] {1}, 1));
            for (int n = 0; n <= 12; n++) { // level 12: 1.2 million positions, long enough to write that closing finds some queued
                levels.add(level);
                Level from = level;
                Run successors = expander.expand(from, false).joined();
                level = new Level(from.pegs() - 1, successors.keys(), board.positionKeys().positions(successors.keys(), from.pegs() - 1),
                        successors.counts());
            }
        }
        Path out = tmp.resolve("queued");
        try (LevelFiles files = new LevelFiles(out, OutputDirectory.prepare(out, "test"), board.positionKeys(), 0)) {
            for (int n = levels.size() - 1; n >= 0; n--) { // the largest first, so that the others wait behind it
                files.writeLater(LevelFiles.FORWARD, n, levels.get(n));
            }
        }
        Manifest manifest = Manifest.load(out);
        for (int n = 0; n < levels.size(); n++) {
            String name = String.format("levels/forward-%02d", n);
            assertTrue(manifest.hasFile(name + ".roar") && manifest.hasFile(name + ".counts"), "level " + n + " recorded");
            assertArrayEquals(levels.get(n).keys(), LevelSetFile.read(out.resolve(name + ".roar")), "level " + n + " written");
        }
    }
}
