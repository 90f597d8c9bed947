package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
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
                assertEquals(12 + 8L * size * limbs + 8 + 4, written.bytes(), "header, limbs, entry count and CRC-32 trailer");
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
}
