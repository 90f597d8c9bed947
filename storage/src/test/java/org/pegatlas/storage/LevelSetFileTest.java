package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelSetFileTest {
    @TempDir
    Path dir;

    private long[] roundTrip(String name, long[] keys) throws IOException {
        Path file = dir.resolve(name);
        AtomicFiles.Written written = LevelSetFile.write(file, keys, keys.length);
        assertEquals(Files.size(file), written.bytes());
        assertEquals(AtomicFiles.checksum(file), written);
        long[] back = LevelSetFile.read(file);
        assertArrayEquals(keys, back, name);
        return back;
    }

    @Test
    void emptySet() throws IOException {
        roundTrip("empty.roar", new long[0]);
    }

    @Test
    void singleKeys() throws IOException {
        roundTrip("zero.roar", new long[] {0L});
        roundTrip("one.roar", new long[] {1L});
        roundTrip("max32.roar", new long[] {0xFFFF_FFFFL});
    }

    @Test
    void oneChunkOfRandomKeys() throws IOException {
        SplittableRandom random = new SplittableRandom(1);
        TreeSet<Long> set = new TreeSet<>();
        while (set.size() < 100_000) {
            set.add(random.nextLong(1L << 31));
        }
        // a dense run too, so run and bitmap containers are used
        for (long k = 5_000_000; k < 5_200_000; k++) {
            set.add(k);
        }
        roundTrip("one-chunk.roar", set.stream().mapToLong(Long::longValue).toArray());
    }

    @Test
    void keysWithBit31Set() throws IOException {
        long[] keys = {0x7FFF_FFFFL, 0x8000_0000L, 0x8000_0001L, 0xC000_0000L, 0xFFFF_FFFEL, 0xFFFF_FFFFL};
        roundTrip("bit31.roar", keys);
        long[] mixed = {3L, 0x8000_0000L, (5L << 32) | 0x8000_0000L, (5L << 32) | 0xFFFF_FFFFL, (0x7FFF_FFFFL << 32) | 0x8000_0000L,
            Long.MAX_VALUE - 1, Long.MAX_VALUE};
        roundTrip("bit31-chunks.roar", mixed);
    }

    @Test
    void keysSpanningSeveralChunks() throws IOException {
        SplittableRandom random = new SplittableRandom(2);
        TreeSet<Long> set = new TreeSet<>();
        long[] chunks = {0, 1, 2, 7, 1L << 12, (1L << 30), (1L << 31) - 2, (1L << 31) - 1};
        for (long chunk : chunks) {
            for (int i = 0; i < 3000; i++) {
                set.add(chunk << 32 | random.nextLong(1L << 32));
            }
            set.add(chunk << 32);
            set.add(chunk << 32 | 0xFFFF_FFFFL);
        }
        long[] keys = set.stream().mapToLong(Long::longValue).toArray();
        roundTrip("chunks.roar", keys);
    }

    @Test
    void writingUnsortedDuplicateOrNegativeKeysIsRefusedAndLeavesNoFile() throws IOException {
        for (long[] bad : List.of(new long[] {5, 3}, new long[] {5, 5}, new long[] {-1})) {
            Path file = dir.resolve("bad.roar");
            assertThrows(IllegalArgumentException.class, () -> LevelSetFile.write(file, bad, bad.length));
            try (Stream<Path> files = Files.list(dir)) {
                assertEquals(List.of(), files.toList(), "no target and no temporary file remain");
            }
        }
    }

    @Test
    void keysDescendingAcrossChunksAreRefused() throws IOException {
        Path file = dir.resolve("descending.roar");
        long[] keys = {1L << 32, 3L};
        assertThrows(IllegalArgumentException.class, () -> LevelSetFile.write(file, keys, 2));
        assertFalse(Files.exists(file));
    }

    @Test
    void onlyTheFirstCountKeysAreWritten() throws IOException {
        Path file = dir.resolve("prefix.roar");
        LevelSetFile.write(file, new long[] {1, 2, 3, 0, 0}, 3);
        assertArrayEquals(new long[] {1, 2, 3}, LevelSetFile.read(file));
    }

    private long[] sample() {
        SplittableRandom random = new SplittableRandom(3);
        TreeSet<Long> set = new TreeSet<>();
        while (set.size() < 60) {
            set.add(random.nextLong(1L << 20));
        }
        for (int i = 0; i < 40; i++) {
            set.add(1L << 32 | random.nextLong(1L << 32));
        }
        for (long k = 900_000; k < 900_100; k++) {
            set.add(k); // a run container
        }
        return set.stream().mapToLong(Long::longValue).toArray();
    }

    @Test
    void everyTruncationIsDetectedAndNamesTheFile() throws IOException {
        Path good = dir.resolve("good.roar");
        LevelSetFile.write(good, sample(), sample().length);
        byte[] bytes = Files.readAllBytes(good);
        assertTrue(bytes.length > 100);
        Path damaged = dir.resolve("truncated-level.roar");
        for (int length = 0; length < bytes.length; length++) {
            Files.write(damaged, Arrays.copyOf(bytes, length));
            int n = length;
            IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(damaged), () -> "truncated to " + n + " bytes");
            assertTrue(e.getMessage().contains(damaged.toString()), () -> "message names the file: " + e.getMessage());
        }
    }

    @Test
    void trailingBytesAreDetected() throws IOException {
        Path file = dir.resolve("trailing.roar");
        LevelSetFile.write(file, sample(), sample().length);
        Files.write(file, new byte[] {0}, java.nio.file.StandardOpenOption.APPEND);
        IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(file));
        assertTrue(e.getMessage().contains(file.toString()));
    }

    @Test
    void flippedHeaderAndChunkHeaderBytesAreDetected() throws IOException {
        long[] keys = sample();
        Path good = dir.resolve("good.roar");
        LevelSetFile.write(good, keys, keys.length);
        byte[] bytes = Files.readAllBytes(good);
        Path damaged = dir.resolve("flipped-level.roar");
        // magic, version, count (the low bytes: a huge count is a separate test), chunk count,
        // and the first chunk's number and size
        int[] offsets = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27};
        for (int offset : offsets) {
            byte[] copy = bytes.clone();
            copy[offset] ^= (byte) 0xFF;
            Files.write(damaged, copy);
            IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(damaged), () -> "byte " + offset + " flipped");
            assertTrue(e.getMessage().contains(damaged.toString()), () -> "message names the file: " + e.getMessage());
        }
    }

    @Test
    void damagedBitmapCookieIsReportedWithTheFileName() throws IOException {
        long[] keys = sample();
        Path good = dir.resolve("good.roar");
        LevelSetFile.write(good, keys, keys.length);
        byte[] bytes = Files.readAllBytes(good);
        Path damaged = dir.resolve("bad-cookie.roar");
        bytes[28] ^= 0x01; // first byte of the first chunk's serialized bitmap (its cookie)
        Files.write(damaged, bytes);
        IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(damaged));
        assertTrue(e.getMessage().contains(damaged.toString()), () -> "message names the file: " + e.getMessage());
    }

    @Test
    void everyFlippedByteIsDetected() throws IOException {
        long[] keys = sample();
        Path good = dir.resolve("good.roar");
        LevelSetFile.write(good, keys, keys.length);
        byte[] bytes = Files.readAllBytes(good);
        Path damaged = dir.resolve("flipped-level.roar");
        List<String> problems = new java.util.ArrayList<>();
        for (int offset = 0; offset < bytes.length; offset++) {
            byte[] copy = bytes.clone();
            copy[offset] ^= (byte) 0x01;
            Files.write(damaged, copy);
            try {
                long[] read = LevelSetFile.read(damaged);
                problems.add("byte " + offset + ": read without error, keys " + (Arrays.equals(read, keys) ? "unchanged" : "changed"));
            } catch (IOException e) {
                if (!e.getMessage().contains(damaged.toString())) {
                    problems.add("byte " + offset + ": " + e + " does not name the file");
                }
            } catch (RuntimeException e) {
                problems.add("byte " + offset + ": " + e);
            }
        }
        assertTrue(problems.isEmpty(), problems.size() + " of " + bytes.length + " one-bit flips undetected, e.g. "
                + problems.subList(0, Math.min(8, problems.size())));
    }

    @Test
    void hugeKeyCountInTheHeaderIsAnIOException() throws IOException {
        long[] keys = sample();
        Path good = dir.resolve("good.roar");
        LevelSetFile.write(good, keys, keys.length);
        byte[] bytes = Files.readAllBytes(good);
        ByteBuffer header = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        header.putLong(8, header.getLong(8) | (1L << 30)); // one flipped bit: about 2^30 keys claimed
        Path damaged = dir.resolve("huge-count.roar");
        Files.write(damaged, bytes);
        try {
            IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(damaged));
            assertTrue(e.getMessage().contains(damaged.toString()));
        } catch (OutOfMemoryError e) {
            // the failed allocation did not happen, so it is safe to carry on
            fail("a damaged key count made read() allocate more than the heap: " + e);
        }
    }

    @Test
    void notALevelFileAndMissingFile() throws IOException {
        Path text = dir.resolve("text.roar");
        Files.writeString(text, "hello, this is not a level file at all");
        IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(text));
        assertTrue(e.getMessage().contains(text.toString()));
        Path missing = dir.resolve("missing.roar");
        IOException m = assertThrows(IOException.class, () -> LevelSetFile.read(missing));
        assertTrue(m.getMessage().contains(missing.toString()));
        assertFalse(Files.exists(missing));
    }

    @Test
    void cursorReadsKeysAcrossChunksInAnyBatchSize() throws IOException {
        SplittableRandom random = new SplittableRandom(21);
        long[] keys = random.longs(50_000, 0, 1L << 36).sorted().distinct().toArray();
        Path file = dir.resolve("chunks.roar");
        LevelSetFile.Writer writer = new LevelSetFile.Writer();
        for (long key : keys) {
            writer.add(key);
        }
        assertEquals(keys.length, writer.count());
        writer.write(file);
        for (int batch : new int[] {1, 999, 1 << 16}) {
            try (LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(file)) {
                assertEquals(keys.length, cursor.count());
                long[] back = new long[keys.length];
                int filled = 0;
                for (int n; (n = cursor.next(back, filled, Math.min(batch, keys.length - filled))) > 0; ) {
                    filled += n;
                }
                cursor.finish();
                assertArrayEquals(keys, back, "batches of " + batch);
            }
        }
    }
}
