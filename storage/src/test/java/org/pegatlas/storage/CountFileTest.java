package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

class CountFileTest {
    @TempDir
    Path dir;

    @Test
    void roundTripOfSeveralWidths() throws IOException {
        SplittableRandom random = new SplittableRandom(5);
        for (int limbs = 1; limbs <= 4; limbs++) {
            for (int size : new int[] {0, 1, 17, 5000}) {
                CountVector counts = new CountVector(size, limbs);
                for (int i = 0; i < counts.data().length; i++) {
                    counts.data()[i] = CountVectorTest.limb(random);
                }
                Path file = dir.resolve("c-" + limbs + "-" + size + ".counts");
                AtomicFiles.Written written = CountFile.write(file, counts, size);
                assertEquals(AtomicFiles.checksum(file), written);
                CountVector back = CountFile.read(file);
                assertEquals(size, back.size());
                assertEquals(limbs, back.limbs());
                assertArrayEquals(counts.data(), back.data());
                for (int i = 0; i < size; i++) {
                    assertEquals(counts.get(i), back.get(i));
                }
            }
        }
    }

    @Test
    void onlyTheFirstSizeEntriesAreWritten() throws IOException {
        CountVector counts = new CountVector(5, 2);
        for (int i = 0; i < 5; i++) {
            counts.set(i, 100 + i);
        }
        Path file = dir.resolve("prefix.counts");
        CountFile.write(file, counts, 3);
        CountVector back = CountFile.read(file);
        assertEquals(3, back.size());
        assertArrayEquals(Arrays.copyOf(counts.data(), 6), back.data());
    }

    @Test
    void everyTruncationIsDetectedAndNamesTheFile() throws IOException {
        CountVector counts = new CountVector(6, 2);
        for (int i = 0; i < 6; i++) {
            counts.set(i, i * 1_000_003L);
        }
        Path good = dir.resolve("good.counts");
        CountFile.write(good, counts, 6);
        byte[] bytes = Files.readAllBytes(good);
        Path damaged = dir.resolve("truncated.counts");
        for (int length = 0; length < bytes.length; length++) {
            Files.write(damaged, Arrays.copyOf(bytes, length));
            int n = length;
            IOException e = assertThrows(IOException.class, () -> CountFile.read(damaged), () -> "truncated to " + n);
            assertTrue(e.getMessage().contains(damaged.toString()), e::getMessage);
        }
    }

    @Test
    void damagedHeaderIsDetected() throws IOException {
        CountVector counts = new CountVector(4, 1);
        Path good = dir.resolve("good.counts");
        CountFile.write(good, counts, 4);
        byte[] bytes = Files.readAllBytes(good);
        Path damaged = dir.resolve("damaged.counts");
        for (int offset = 0; offset < 16; offset++) {
            byte[] copy = bytes.clone();
            copy[offset] ^= (byte) 0x01;
            Files.write(damaged, copy);
            int o = offset;
            IOException e = assertThrows(IOException.class, () -> CountFile.read(damaged), () -> "header byte " + o);
            assertTrue(e.getMessage().contains(damaged.toString()), e::getMessage);
        }
    }

    @Test
    void writtenAndReadInBatchesAsWhole() throws IOException {
        SplittableRandom random = new SplittableRandom(9);
        CountVector counts = new CountVector(100_000, 2);
        for (int i = 0; i < counts.data().length; i++) {
            counts.data()[i] = CountVectorTest.limb(random);
        }
        Path file = dir.resolve("batches.counts");
        try (CountFile.Writer writer = new CountFile.Writer(file, 2)) {
            for (int from = 0; from < 100_000; from += 30_000) {
                writer.add(counts.data(), from, Math.min(30_000, 100_000 - from));
            }
            writer.commit();
        }
        assertArrayEquals(counts.data(), CountFile.read(file).data());
        try (CountFile.Cursor cursor = new CountFile.Cursor(file)) {
            assertEquals(100_000, cursor.count());
            long[] back = new long[200_000];
            for (int from = 0; from < 100_000; from += 7_000) {
                cursor.next(back, from, Math.min(7_000, 100_000 - from));
            }
            assertArrayEquals(counts.data(), back);
            assertThrows(IOException.class, () -> cursor.next(back, 0, 1), "nothing left");
        }
    }

    @Test
    void uncommittedWriterLeavesNothing() throws IOException {
        Path file = dir.resolve("abandoned.counts");
        try (CountFile.Writer writer = new CountFile.Writer(file, 1)) {
            writer.add(new long[] {1, 2, 3}, 0, 3);
        }
        try (var left = java.nio.file.Files.list(dir)) {
            assertEquals(0, left.filter(f -> f.getFileName().toString().contains("abandoned")).count());
        }
    }

    @Test
    void smallCountsTakeTheirBitsOnly() throws IOException {
        CountVector counts = new CountVector(1000, 2);
        for (int i = 0; i < 1000; i++) {
            counts.set(i, 5);
        }
        Path file = dir.resolve("small.counts");
        CountFile.write(file, counts, 1000);
        // 16 blocks, each 13 + 4 header bits and two bits per count (5 = 0b101 below its leading one)
        long bits = 16 * 17 + 1000 * 2;
        assertEquals(12 + 8 * ((bits + 63) / 64) + 12, Files.size(file));
        assertArrayEquals(counts.data(), CountFile.read(file).data());
    }

    /** One limb (coded in one put and read in one get where they fit) and three. */
    @ParameterizedTest
    @ValueSource(ints = {1, 3})
    void countsOfEveryLengthRoundTripWithinAndAcrossBlocks(int limbs) throws IOException {
        CountVector counts = new CountVector(64 * limbs * 3 + 7, limbs);
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < counts.size(); i++) {
            int length = i % (64 * limbs + 1); // 0 (the count 0) to 64 * limbs bits, the top bit set
            for (int bit = 0; bit < length; bit++) {
                if (bit == length - 1 || random.nextBoolean()) {
                    counts.data()[i * limbs + bit / 64] |= 1L << (bit % 64);
                }
            }
        }
        Path file = dir.resolve("lengths.counts");
        CountFile.write(file, counts, counts.size());
        assertArrayEquals(counts.data(), CountFile.read(file).data());
    }

    @Test
    void damageBehindAValidChecksumIsAnIOExceptionNamingTheFile() throws IOException {
        CountVector counts = new CountVector(300, 2);
        SplittableRandom random = new SplittableRandom(6);
        for (int i = 0; i < counts.data().length; i++) {
            counts.data()[i] = random.nextInt(4) == 0 ? random.nextLong() : random.nextInt(1000);
        }
        Path good = dir.resolve("good.counts");
        CountFile.write(good, counts, counts.size());
        byte[] bytes = Files.readAllBytes(good);
        List<String> problems = DamagedFiles.readOtherwise(bytes, dir.resolve("rechecksummed.counts"), bytes.length - 4, 6, CountFile::read);
        assertTrue(problems.isEmpty(), problems.size() + " failed otherwise, e.g. " + problems.subList(0, Math.min(8, problems.size())));
    }

    @Test
    void aFileOfAnotherFormatVersionIsRefusedNamingBothVersions() throws IOException {
        Path file = dir.resolve("old.counts");
        CountFile.write(file, new CountVector(3, 1), 3);
        byte[] bytes = Files.readAllBytes(file);
        java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(4, 3);
        Files.write(file, DamagedFiles.withValidTrailer(bytes));
        IOException e = assertThrows(IOException.class, () -> CountFile.read(file));
        assertEquals(file + ": a count file of format 3; this pegatlas reads format 4", e.getMessage());
    }
}
