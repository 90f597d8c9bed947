package org.pegatlas.storage;

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
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DenseLevelSetTest {
    @TempDir
    Path dir;

    /**
     * Keys added in a shuffled order, each twice, by two threads at once, come out as the level
     * file that {@link LevelSetFile#write} writes for them sorted, byte for byte; read back, the
     * set holds exactly them.
     */
    @ParameterizedTest
    @CsvSource({"20, 9, 0", "20, 9, 1", "33, 16, 5000", "41, 8, 20000", "45, 38, 3000"})
    void keysInAnyOrderMakeTheSortedLevelFile(int holes, int pegs, int n) throws Exception {
        PositionKeys codec = LevelSetFileTest.rowCodec(holes);
        long like = (1L << pegs) - 1;
        long[] keys = LevelSetFileTest.randomLevel(codec, pegs, like, n, 17 + holes);
        DenseLevelSet set = new DenseLevelSet(codec, pegs, codec.classBits(like));
        long[] shuffled = keys.clone();
        SplittableRandom random = new SplittableRandom(holes);
        for (int i = shuffled.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            long t = shuffled[i];
            shuffled[i] = shuffled[j];
            shuffled[j] = t;
        }
        List<Thread> adders = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            Thread adder = new Thread(() -> {
                DenseLevelSet.Adder toSet = set.adder();
                for (long key : shuffled) {
                    toSet.add(key);
                }
                toSet.flush();
            });
            adders.add(adder);
            adder.start();
        }
        for (Thread adder : adders) {
            adder.join();
        }
        assertEquals(keys.length, set.count());
        Path dense = dir.resolve("dense");
        Path sorted = dir.resolve("sorted");
        AtomicFiles.Written written = set.write(dense);
        assertEquals(LevelSetFile.write(sorted, codec, pegs, keys, keys.length), written);
        assertArrayEquals(Files.readAllBytes(sorted), Files.readAllBytes(dense));

        DenseLevelSet back = DenseLevelSet.read(dense);
        assertEquals(keys.length, back.count());
        assertEquals(pegs, back.pegs());
        DenseLevelSet.Access lookup = back.access();
        for (long key : keys) {
            assertTrue(lookup.contains(key));
        }
        long[] others = LevelSetFileTest.randomLevel(codec, pegs, like, Math.min(200, n + 50), 99);
        for (long other : others) {
            assertEquals(java.util.Arrays.binarySearch(keys, other) >= 0, lookup.contains(other));
        }
        long otherPegs = codec.key((1L << (pegs - 1)) - 1);
        assertFalse(lookup.contains(otherPegs), "a key of another level");

        assertEquals(keys.length, back.number());
        int[] numbers = new int[keys.length];
        lookup.indexesOf(shuffled, shuffled.length, numbers);
        for (int i = 0; i < shuffled.length; i++) {
            assertEquals(java.util.Arrays.binarySearch(keys, shuffled[i]), numbers[i], "the numbers follow the keys' order");
        }
        long[] mixed = java.util.stream.LongStream.concat(java.util.Arrays.stream(others), java.util.stream.LongStream.of(otherPegs)).toArray();
        int[] found = new int[mixed.length];
        lookup.indexesOf(mixed, mixed.length, found);
        for (int i = 0; i < mixed.length; i++) {
            assertEquals(Math.max(-1, java.util.Arrays.binarySearch(keys, mixed[i])), found[i], "absent keys are -1");
        }

        // keys and positions of uneven ranges of blocks, filled in any order, make the level's keys ascending
        long[] fromBlocks = new long[keys.length];
        long[] positions = new long[keys.length];
        int blocks = back.blocks();
        int[] cuts = {0, blocks / 7, blocks / 7, blocks / 2 + 1, blocks};
        for (int c = cuts.length - 2; c >= 0; c--) {
            back.keysOfBlocks(Math.min(cuts[c], blocks), Math.min(cuts[c + 1], blocks), fromBlocks, positions);
        }
        assertArrayEquals(keys, fromBlocks);
        assertArrayEquals(codec.positions(keys, pegs), positions);
    }

    /** Keeping what another set of the level holds leaves exactly the keys both hold; a set of another level is refused. */
    @Test
    void retainAllKeepsTheKeysBothHold() {
        PositionKeys codec = LevelSetFileTest.rowCodec(33);
        int pegs = 16;
        long like = (1L << pegs) - 1;
        long[] first = LevelSetFileTest.randomLevel(codec, pegs, like, 3000, 5);
        long[] others = LevelSetFileTest.randomLevel(codec, pegs, like, 3000, 6);
        long[] second = java.util.stream.LongStream.concat(java.util.stream.IntStream.range(0, first.length).filter(i -> i % 3 == 0)
                .mapToLong(i -> first[i]), java.util.Arrays.stream(others)).sorted().distinct().toArray();
        DenseLevelSet a = new DenseLevelSet(codec, pegs, codec.classBits(like));
        DenseLevelSet b = new DenseLevelSet(codec, pegs, codec.classBits(like));
        DenseLevelSet.Adder toA = a.adder();
        for (long key : first) {
            toA.add(key);
        }
        toA.flush();
        long both = 0;
        DenseLevelSet.Adder toB = b.adder();
        for (long key : second) {
            toB.add(key);
            both += java.util.Arrays.binarySearch(first, key) >= 0 ? 1 : 0;
        }
        toB.flush();
        assertTrue(both > 0 && both < first.length, "the two samples overlap in part");
        a.retainAll(b);
        assertEquals(both, a.count());
        DenseLevelSet.Access lookup = a.access();
        for (long key : first) {
            assertEquals(java.util.Arrays.binarySearch(second, key) >= 0, lookup.contains(key));
        }
        DenseLevelSet fewer = new DenseLevelSet(codec, pegs - 1, codec.classBits(like >>> 1));
        assertThrows(IllegalArgumentException.class, () -> a.retainAll(fewer));
    }

    @Test
    void aKeyOfAnotherLevelIsRefused() {
        PositionKeys codec = LevelSetFileTest.rowCodec(20);
        DenseLevelSet set = new DenseLevelSet(codec, 9, codec.classBits((1L << 9) - 1));
        long eight = codec.key((1L << 8) - 1);
        DenseLevelSet.Adder adder = set.adder();
        adder.add(eight);
        assertThrows(IllegalArgumentException.class, adder::flush);
    }

    @Test
    void sizeIsOneBitPerPossiblePosition() {
        PositionKeys codec = new PositionKeys(33);
        // no invariants: every position of 16 pegs among 33 holes is possible, C(33, 16) = 1,166,803,110
        assertEquals(8 * ((1_166_803_110L + 63) / 64), DenseLevelSet.bytesFor(codec, 16, 0));
        assertThrows(IllegalArgumentException.class, () -> new DenseLevelSet(new PositionKeys(63), 31, 0));
    }

    @Test
    void aFileOfKeysIsRefused() throws IOException {
        PositionKeys codec = LevelSetFileTest.rowCodec(20);
        long[] keys = LevelSetFileTest.randomLevel(codec, 9, (1L << 9) - 1, 100, 3);
        LevelSetFile.Writer writer = new LevelSetFile.Writer(codec, 9, LevelSetFile.Numbering.KEYS);
        for (long key : keys) {
            writer.add(key);
        }
        Path file = dir.resolve("keys");
        writer.write(file);
        IOException refused = assertThrows(IOException.class, () -> DenseLevelSet.read(file));
        assertTrue(refused.getMessage().startsWith(file.toString()), refused.getMessage());
    }
}
