package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.storage.PositionKeys;

/**
 * {@link MovesLevel}'s two layouts (values packed beside the keys, or moves and masks in arrays of
 * their own) and {@link KeptLevels}' files, on random positions: every position is found with its
 * moves and mask, every other position is not.
 */
class MovesLevelTest {
    @TempDir
    Path tmp;

    /** Random distinct canonical positions with their keys (ascending), moves and masks within their pegs. */
    private record Sample(int holes, PositionKeys codec, int pegs, long[] keys, long[] positions, byte[] moves, long[] masks) {
        static Sample of(int holes, int pegs, int size, long seed) {
            SplittableRandom random = new SplittableRandom(seed);
            PositionKeys codec = new PositionKeys(holes);
            long[] keys = random.longs(size).map(r -> codec.key(randomPosition(new SplittableRandom(r), holes, pegs))).sorted().distinct()
                    .toArray();
            long[] positions = codec.positions(keys, pegs);
            byte[] moves = new byte[keys.length];
            long[] masks = new long[keys.length];
            for (int i = 0; i < keys.length; i++) {
                moves[i] = (byte) random.nextInt(MovesLevel.MAX_MOVES + 1);
                masks[i] = positions[i] & random.nextLong();
            }
            return new Sample(holes, codec, pegs, keys, positions, moves, masks);
        }

        private static long randomPosition(SplittableRandom random, int holes, int pegs) {
            long position = 0;
            while (Long.bitCount(position) < pegs) {
                position |= 1L << random.nextInt(holes);
            }
            return position;
        }

        void assertHeldBy(MovesLevel level, long seed) {
            assertEquals(keys.length, level.size());
            for (int i = 0; i < keys.length; i++) {
                assertEquals(i, level.find(positions[i]));
                assertEquals(keys[i], level.key(i));
                assertEquals(moves[i], level.moves(i));
                assertEquals(masks[i], level.mask(i));
                for (int hole = 0; hole < 64; hole++) {
                    assertEquals((masks[i] >>> hole & 1) != 0, level.maskHas(i, positions[i], hole), "hole " + hole);
                }
            }
            SplittableRandom random = new SplittableRandom(seed);
            for (int k = 0; k < 2000; k++) {
                long other = randomPosition(random, holes, pegs);
                assertEquals(Math.max(-1, Arrays.binarySearch(keys, codec.key(other))), level.find(other));
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"15, 7, 1000, true", "33, 24, 5000, true", "33, 25, 5000, false", "41, 30, 3000, false", "63, 40, 2000, false",
            "36, 18, 1, true"})
    void findsEveryPositionWithItsMovesAndMaskInEitherLayout(int holes, int pegs, int size, boolean packed) {
        Sample sample = Sample.of(holes, pegs, size, holes * 1000L + pegs);
        assertEquals(packed, MovesLevel.packs(sample.codec(), pegs));
        long[] keys = sample.keys().clone();
        MovesLevel level = MovesLevel.of(pegs, keys, sample.positions(), sample.codec(), sample.moves().clone(), sample.masks().clone());
        sample.assertHeldBy(level, pegs);
        if (packed) {
            assertTrue(Arrays.equals(sample.keys(), keys), "the keys given are copied, not changed");
        }
    }

    @Test
    void aValueHoldsTheMovesAndOneBitPerPeg() {
        long position = 0b1011_0110L;
        long mask = 0b0010_0100L;
        long value = MovesLevel.value(93, mask, position);
        assertEquals(0b1010L | 93L << 5, value, "pegs 1, 2, 4, 5, 7: holes 2 and 5 are the second and fourth pegs");
        assertEquals(93, MovesLevel.movesOfValue(value, 5));
        assertEquals(mask, MovesLevel.maskOfValue(value, position));
        assertThrows(IllegalArgumentException.class, () -> MovesLevel.value(1, 0b1, position), "hole 0 has no peg");
        assertThrows(IllegalArgumentException.class, () -> MovesLevel.value(MovesLevel.MAX_MOVES + 1, mask, position));
        for (PositionKeys codec : new PositionKeys[] {new PositionKeys(40), new PositionKeys(63)}) {
            assertThrows(IllegalArgumentException.class, () -> MovesLevel.of(5, new long[] {codec.key(position)}, new long[] {position}, codec, new byte[] {0},
                    new long[] {1L << 39}), "a mask beyond the pegs is refused, packed or not");
        }
    }

    @ParameterizedTest
    @CsvSource({"15, 7, 1000, 1", "15, 7, 1000, 333", "33, 25, 5000, 4096", "36, 18, 3000, 70000", "63, 56, 500, 100"})
    void aKeptLevelReadsBackAsItWasWrittenInSlices(int holes, int pegs, int size, int slice) throws IOException {
        Sample sample = Sample.of(holes, pegs, size, holes * 7L + pegs + slice);
        try (KeptLevels.Writer writer = new KeptLevels.Writer(tmp, 3, pegs)) {
            for (int from = 0; from < sample.keys().length; from += slice) {
                int to = Math.min(sample.keys().length, from + slice);
                writer.add(Arrays.copyOfRange(sample.positions(), from, to), Arrays.copyOfRange(sample.moves(), from, to),
                        Arrays.copyOfRange(sample.masks(), from, to));
            }
        }
        MovesPass.SolvableKeys keys = level -> sample.keys().clone();
        try (MovesPass.KeyReader reader = keys.reader(3)) {
            sample.assertHeldBy(KeptLevels.read(tmp, 3, reader, pegs, sample.codec()), slice);
        }
        MovesPass.SolvableKeys oneMore = level -> Arrays.copyOf(sample.keys(), sample.keys().length + 1);
        try (MovesPass.KeyReader reader = oneMore.reader(3)) {
            assertThrows(IOException.class, () -> KeptLevels.read(tmp, 3, reader, pegs, sample.codec()), "a file of another size");
        }
        KeptLevels.deleteAll(tmp, 4);
        assertFalse(Files.exists(tmp.resolve("moves-03.bin")));
    }

    @Test
    void aKeptLevelRefusesPositionsWhoseValuesDoNotFitEightBytes() {
        assertThrows(IllegalArgumentException.class, () -> new KeptLevels.Writer(tmp, 0, KeptLevels.MAX_PEGS + 1));
    }
}
