package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;

/**
 * A merge that may hold the level it writes keeps exactly what its files hold: read back in
 * slices from memory, the level is the same as read from its files; a level larger than the
 * limit is not held.
 */
class HeldMergeTest {
    private static final int HOLES = 40;
    private static final int PEGS = 20;

    @TempDir
    Path tmp;

    @Test
    void theHeldLevelIsTheLevelItsFilesHold() throws IOException {
        PositionKeys keys = new PositionKeys(HOLES);
        List<RunSource> runs = runs(keys, 3, 600_000, new SplittableRandom(2026));
        Path out = tmp.resolve("out");
        try (LevelFiles files = new LevelFiles(out, OutputDirectory.prepare(out, "test"), keys, 0)) {
            LevelFiles.Merged merged = files.writeMerged(LevelFiles.FORWARD, 1, PEGS, new LevelFiles.Merge(runs, 1, 1, null, Runnable::run,
                    read -> { }, Long.MAX_VALUE));
            assertNotNull(merged.held(), "no limit to speak of");
            assertEquals(merged.size(), merged.held().size());
            assertEquals(true, merged.size() > HeldLevel.CHUNK, "the level spans chunks: " + merged.size());
            try (LevelSlices fromFiles = files.slices(LevelFiles.FORWARD, 1, PEGS);
                 LevelSlices fromMemory = LevelSlices.of(merged.held(), PEGS, keys)) {
                assertEquals(fromFiles.size(), fromMemory.size());
                assertEquals(fromFiles.limbs(), fromMemory.limbs());
                for (int slice = 0; ; slice++) {
                    int max = 1 + 333_333 * (slice % 3);
                    Level a = fromFiles.next(max);
                    Level b = fromMemory.next(max);
                    if (a == null) {
                        assertNull(b, "slice " + slice);
                        break;
                    }
                    assertArrayEquals(a.keys(), b.keys(), "slice " + slice);
                    assertArrayEquals(a.positions(), b.positions(), "slice " + slice);
                    assertArrayEquals(a.counts().data(), b.counts().data(), "slice " + slice);
                }
            }
            LevelFiles.Merged tooLarge = files.writeMerged(LevelFiles.FORWARD, 2, PEGS, new LevelFiles.Merge(runs, 1, 1, null, Runnable::run,
                    read -> { }, HeldLevel.bytes(merged.size() - 1, 1)));
            assertNull(tooLarge.held(), "one entry over the limit");
            assertEquals(merged.size(), tooLarge.size());
        }
    }

    /** {@code count} sorted runs of random positions of {@link #PEGS} pegs, overlapping in their keys, with counts 1 to 1000. */
    private static List<RunSource> runs(PositionKeys keys, int count, int size, SplittableRandom random) {
        List<RunSource> runs = new ArrayList<>();
        for (int r = 0; r < count; r++) {
            long[] runKeys = new long[size];
            for (int i = 0; i < size; i++) {
                long position = 0;
                while (Long.bitCount(position) < PEGS) {
                    position |= 1L << random.nextInt(HOLES);
                }
                runKeys[i] = keys.key(position);
            }
            runKeys = Arrays.stream(runKeys).sorted().distinct().toArray();
            long[] counts = random.longs(runKeys.length, 1, 1001).toArray();
            runs.add(RunSource.of(new Run(runKeys, new CountVector(counts, 1))));
        }
        return runs;
    }
}
