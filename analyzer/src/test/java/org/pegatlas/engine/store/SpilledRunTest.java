package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

class SpilledRunTest {
    private static final Board FRENCH = Boards.byName("french");
    private static final PositionKeys CODEC = FRENCH.positionKeys();
    private static final int PEGS = 18;

    @TempDir
    Path dir;

    /** {@code size} distinct sorted keys of random French positions of {@value #PEGS} pegs in one class, with random counts. */
    private static Run randomRun(int size, int limbs, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        TreeSet<Long> keys = new TreeSet<>();
        int classBits = CODEC.classBits((1L << PEGS) - 1);
        while (keys.size() < size) {
            long position = 0;
            while (Long.bitCount(position) < PEGS) {
                position |= 1L << random.nextInt(CODEC.holes());
            }
            if (CODEC.classBits(position) == classBits) {
                keys.add(CODEC.key(position));
            }
        }
        CountVector counts = new CountVector(size, limbs);
        for (int i = 0; i < size; i++) {
            // mostly small counts, some using every bit of every limb
            boolean wide = random.nextInt(8) == 0;
            for (int l = 0; l < limbs; l++) {
                counts.data()[i * limbs + l] = wide ? random.nextLong() : l == 0 ? 1 + random.nextInt(1000) : 0;
            }
        }
        return new Run(keys.stream().mapToLong(Long::longValue).toArray(), counts);
    }

    /** Decodes batches ahead in the tests that read runs the way a merge on two threads does. */
    private static final ExecutorService READ_AHEAD = Executors.newFixedThreadPool(2);

    @AfterAll
    static void stopReadAhead() {
        READ_AHEAD.shutdownNow();
    }

    /** Every entry of {@code source}, read through its cursor on the calling thread, as a run. */
    private static Run readBack(RunSource source, int size) throws IOException {
        try (RunCursor cursor = source.open()) {
            return readBack(cursor, size);
        }
    }

    /** Every entry of {@code source}, read through a cursor that decodes ahead on two threads, as a run. */
    private static Run readBackAhead(RunSource source, int size) throws IOException {
        try (RunCursor cursor = source.open(READ_AHEAD)) {
            return readBack(cursor, size);
        }
    }

    private static Run readBack(RunCursor cursor, int size) throws IOException {
        long[] keys = new long[size];
        CountVector counts = new CountVector(size, cursor.limbs());
        for (int i = 0; i < size; i++) {
            assertTrue(cursor.advance(), "entry " + i + " of " + size);
            keys[i] = cursor.key();
            System.arraycopy(cursor.countData(), cursor.countAt(), counts.data(), i * cursor.limbs(), cursor.limbs());
        }
        assertFalse(cursor.advance());
        assertFalse(cursor.advance(), "the end stays the end");
        return new Run(keys, counts);
    }

    @ParameterizedTest
    @CsvSource({"0, 1", "1, 1", "1, 3", "4095, 1", "4096, 2", "4097, 2", "10000, 1", "10000, 3"})
    void roundTripAcrossBatchBoundaries(int size, int limbs) throws IOException {
        Run run = randomRun(size, limbs, 31L * size + limbs);
        SpilledRun spilled = SpilledRun.write(dir.resolve("run"), run, CODEC, PEGS);
        assertEquals(size, spilled.size());
        assertEquals(limbs, spilled.limbs());
        assertEquals(Files.size(spilled.keysFile()) + Files.size(spilled.countsFile()), spilled.bytes());
        for (Run back : List.of(readBack(spilled, size), readBackAhead(spilled, size))) {
            assertArrayEquals(run.keys(), back.keys());
            assertArrayEquals(run.counts().data(), back.counts().data());
        }
        SpilledRun inParts = SpilledRun.write(dir.resolve("run-parts"), parts(run, 7L * size + limbs), limbs, CODEC, PEGS);
        assertEquals(size, inParts.size());
        assertEquals(spilled.bytes(), inParts.bytes());
        assertArrayEquals(Files.readAllBytes(spilled.keysFile()), Files.readAllBytes(inParts.keysFile()),
                "a run written as consecutive parts gives the files of the run joined");
        assertArrayEquals(Files.readAllBytes(spilled.countsFile()), Files.readAllBytes(inParts.countsFile()));
        spilled.delete();
        assertFalse(Files.exists(spilled.keysFile()) || Files.exists(spilled.countsFile()));
    }

    /** {@code run} cut at random places into consecutive parts, some of them empty, as a level's partitions give its successors. */
    private static List<Run> parts(Run run, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int limbs = run.counts().limbs();
        List<Run> parts = new ArrayList<>();
        for (int from = 0; from <= run.size(); ) {
            int to = Math.min(run.size(), from + random.nextInt(3000));
            long[] data = Arrays.copyOfRange(run.counts().data(), from * limbs, to * limbs);
            parts.add(new Run(Arrays.copyOfRange(run.keys(), from, to), new CountVector(data, limbs)));
            if (to == run.size()) {
                break;
            }
            from = to;
        }
        return parts;
    }

    @Test
    void partsWhoseKeysDoNotAscendFromPartToPartAreRefusedAndLeaveNoFile() throws IOException {
        Run run = randomRun(5000, 1, 9);
        Run low = new Run(Arrays.copyOf(run.keys(), 2500), new CountVector(Arrays.copyOf(run.counts().data(), 2500), 1));
        Run high = new Run(Arrays.copyOfRange(run.keys(), 2500, 5000),
                new CountVector(Arrays.copyOfRange(run.counts().data(), 2500, 5000), 1));
        List<Run> swapped = List.of(high, low);
        Path base = dir.resolve("swapped");
        assertThrows(IllegalArgumentException.class, () -> SpilledRun.write(base, swapped, 1, CODEC, PEGS));
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @Test
    void spilledRunsMergeAsTheRunsInMemoryDo() throws IOException {
        List<Run> runs = List.of(randomRun(3000, 1, 1), randomRun(5000, 2, 2), randomRun(100, 1, 3), randomRun(0, 1, 4));
        List<RunCursor> cursors = new ArrayList<>();
        for (int r = 0; r < runs.size(); r++) {
            SpilledRun spilled = SpilledRun.write(dir.resolve("run-" + r), runs.get(r), CODEC, PEGS);
            cursors.add(r % 2 == 0 ? spilled.open() : spilled.open(READ_AHEAD)); // decoded on the merging thread or ahead of it
        }
        List<Long> keys = new ArrayList<>();
        List<Long> data = new ArrayList<>();
        List<Long> read = new ArrayList<>();
        RunMerger.merge(cursors, 3, 1, (key, count) -> {
            keys.add(key);
            for (long limb : count) {
                data.add(limb);
            }
        }, read::add);
        assertEquals(List.of(8100L), read, "the merge tells once, at the end, that all 8,100 entries were read");
        for (RunCursor cursor : cursors) {
            cursor.close();
        }
        Run expected = RunMerger.merge(runs, 3, 1);
        assertArrayEquals(expected.keys(), keys.stream().mapToLong(Long::longValue).toArray());
        assertArrayEquals(expected.counts().data(), data.stream().mapToLong(Long::longValue).toArray());
    }

    @Test
    void smallCountsOfADenseRunTakeAFewBytesAnEntry() throws IOException {
        Run run = randomRun(200_000, 1, 5);
        for (int i = 0; i < run.size(); i++) {
            run.counts().data()[i] = 1 + i % 7;
        }
        SpilledRun spilled = SpilledRun.write(dir.resolve("dense"), run, CODEC, PEGS);
        // a sparse run (gaps of hundreds of thousands of keys): 25.1 bits an entry, about 21 for its
        // key's gap (spilled runs code the gaps between keys, not between their dense ranks, each block's
        // packed in the bit length of its largest: 1.4 bits more than Rice coding took) and 4 for its count
        assertEquals(626_268, spilled.bytes());
    }

    @Test
    void aDamagedScratchFileIsAnIOExceptionNamingIt() throws IOException {
        SpilledRun spilled = SpilledRun.write(dir.resolve("run"), randomRun(5000, 2, 6), CODEC, PEGS);
        for (Path file : List.of(spilled.keysFile(), spilled.countsFile())) {
            byte[] bytes = Files.readAllBytes(file);
            byte[] damaged = bytes.clone();
            damaged[bytes.length / 2] ^= 0x10;
            Files.write(file, damaged);
            for (IOException e : List.of(assertThrows(IOException.class, () -> readBack(spilled, spilled.size())),
                    assertThrows(IOException.class, () -> readBackAhead(spilled, spilled.size())))) {
                assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
            }
            Files.write(file, bytes);
        }
        readBack(spilled, spilled.size());
    }

    @Test
    void aCursorClosedBeforeItsEndWaitsForItsDecodingAndCanBeOpenedAgain() throws IOException {
        Run run = randomRun(20_000, 2, 7);
        SpilledRun spilled = SpilledRun.write(dir.resolve("run"), run, CODEC, PEGS);
        for (int read = 0; read < 3; read++) {
            try (RunCursor cursor = spilled.open(READ_AHEAD)) {
                for (int i = 0; i <= read * 4096; i++) {
                    assertTrue(cursor.advance());
                    assertEquals(run.keys()[i], cursor.key());
                }
            }
        }
        assertArrayEquals(run.keys(), readBackAhead(spilled, run.size()).keys());
    }
}
