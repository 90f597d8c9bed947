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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class LevelSetFileTest {
    /** Bytes before the coded gaps: magic, version, holes, pegs, invariant count. */
    private static final int FIXED_HEADER = 20;

    @TempDir
    Path dir;

    /**
     * A codec for a row of {@code holes} holes whose jump lines are every three consecutive holes:
     * it has two class invariants (the holes 0, 1 and 2 modulo 3 have pegs of equal parity).
     */
    static PositionKeys rowCodec(int holes) {
        long[] lines = new long[holes - 2];
        for (int i = 0; i + 2 < holes; i++) {
            lines[i] = 7L << i;
        }
        return new PositionKeys(holes, lines);
    }

    /** {@code n} distinct sorted keys of random positions of {@code pegs} pegs in the class of {@code like}. */
    static long[] randomLevel(PositionKeys codec, int pegs, long like, int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        TreeSet<Long> keys = new TreeSet<>();
        int classBits = codec.classBits(like);
        while (keys.size() < n) {
            long position = PositionKeysTest.randomPosition(random, codec.holes(), pegs);
            if (codec.classBits(position) == classBits) {
                keys.add(codec.key(position));
            }
        }
        return keys.stream().mapToLong(Long::longValue).toArray();
    }

    /** Ranks chunks of keys for the writes that rank on other threads. */
    private static final ExecutorService RANKING = Executors.newFixedThreadPool(2);

    @AfterAll
    static void stopRanking() {
        RANKING.shutdownNow();
    }

    private long[] roundTrip(String name, PositionKeys codec, int pegs, long[] keys) throws IOException {
        Path file = dir.resolve(name);
        AtomicFiles.Written written = LevelSetFile.write(file, codec, pegs, keys, keys.length);
        assertEquals(Files.size(file), written.bytes());
        assertEquals(AtomicFiles.checksum(file), written);
        Path ranked = dir.resolve(name + ".ranked-ahead");
        assertEquals(written, LevelSetFile.write(ranked, codec, pegs, keys, keys.length, RANKING));
        assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(ranked), "keys ranked on other threads, a chunk at a time");
        long[] back = LevelSetFile.read(file);
        assertArrayEquals(keys, back, name);
        Path keyGaps = dir.resolve(name + ".key-gaps");
        AtomicFiles.Written keyGapsWritten = LevelSetFile.writeKeyGaps(keyGaps, codec, pegs, List.of(keys), AtomicFiles.Sync.NONE);
        assertEquals(AtomicFiles.checksum(keyGaps), keyGapsWritten);
        assertArrayEquals(keys, LevelSetFile.read(keyGaps), name + " numbered by keys");
        return back;
    }

    @Test
    void emptySet() throws IOException {
        roundTrip("empty.set", rowCodec(40), 12, new long[0]);
        assertEquals(FIXED_HEADER + 2 * 8 + 4 + 12, Files.size(dir.resolve("empty.set")), "header, two invariants, class bits, trailer");
    }

    @ParameterizedTest
    @CsvSource({"14, 0", "14, 7", "14, 14", "33, 1", "33, 32", "40, 20", "63, 0", "63, 31", "63, 63"})
    void singleKeysOfEveryKind(int holes, int pegs) throws IOException {
        PositionKeys codec = rowCodec(holes);
        long lowest = pegs == 0 ? 0 : (1L << pegs) - 1;
        long highest = lowest << (holes - pegs);
        for (long position : new long[] {lowest, highest}) {
            roundTrip("one.set", codec, pegs, new long[] {codec.key(position)});
        }
    }

    /** Every density from one position in ten thousand to every position of the class. */
    @ParameterizedTest
    @CsvSource({"14, 6, 3003", "14, 6, 200", "22, 9, 60000", "22, 9, 3000", "33, 16, 40000", "37, 18, 50000", "41, 20, 30000",
        "63, 30, 20000"})
    void randomLevelsRoundTrip(int holes, int pegs, int n) throws IOException {
        PositionKeys codec = rowCodec(holes);
        long like = (1L << pegs) - 1;
        LevelRanks ranks = new LevelRanks(codec, pegs, codec.classBits(like));
        int size = (int) Math.min(n, ranks.size());
        long[] keys = randomLevel(codec, pegs, like, size, holes * 31L + pegs);
        roundTrip("random-" + holes + "-" + pegs + "-" + size + ".set", codec, pegs, keys);
    }

    /**
     * Keys asked in ascending order of a level file numbered by ranks and of one numbered by keys:
     * every other key of the level, keys of its class it does not hold, and keys of another class
     * and of another peg count (never held), each answered as a set of the level's keys would;
     * and the same keys asked in descending order of the file's keys held ({@link LevelSetFile.KeySet}).
     */
    @ParameterizedTest
    @CsvSource({"22, 9, 3000", "33, 16, 40000", "40, 20, 20000"})
    void anAscendingLookupAnswersAsTheLevelsKeys(int holes, int pegs, int n) throws IOException {
        PositionKeys codec = rowCodec(holes);
        long like = (1L << pegs) - 1;
        long[] level = randomLevel(codec, pegs, like, n, holes + pegs);
        long otherClass = like ^ 3L << (pegs - 1); // the last peg moved on by one hole: another class
        assertTrue(codec.classBits(otherClass) != codec.classBits(like));
        TreeSet<Long> asked = new TreeSet<>();
        for (int i = 0; i < level.length; i += 2) {
            asked.add(level[i]);
        }
        for (long key : randomLevel(codec, pegs, like, n / 2, 7)) {
            asked.add(key);
        }
        for (long key : randomLevel(codec, pegs, otherClass, n / 10, 8)) {
            asked.add(key);
        }
        for (long key : randomLevel(codec, pegs - 1, (1L << (pegs - 1)) - 1, n / 10, 9)) {
            asked.add(key);
        }
        asked.add(level[level.length - 1] + 1);
        java.util.Set<Long> held = new java.util.HashSet<>();
        for (long key : level) {
            held.add(key);
        }
        Path ranked = dir.resolve("ranked.set");
        Path keyGaps = dir.resolve("key-gaps.set");
        LevelSetFile.write(ranked, codec, pegs, level, level.length);
        LevelSetFile.writeKeyGaps(keyGaps, codec, pegs, List.of(level), AtomicFiles.Sync.NONE);
        for (Path file : List.of(ranked, keyGaps)) {
            int found = 0;
            try (LevelSetFile.AscendingLookup lookup = new LevelSetFile.AscendingLookup(file)) {
                for (long key : asked) {
                    boolean contains = lookup.contains(key);
                    assertEquals(held.contains(key), contains, file.getFileName() + ": key " + Long.toHexString(key));
                    found += contains ? 1 : 0;
                }
            }
            assertTrue(found >= level.length / 2, "at least every other key found");
            LevelSetFile.KeySet set = LevelSetFile.KeySet.read(file);
            assertEquals(level.length, set.size());
            for (long key : asked.descendingSet()) { // any order
                assertEquals(held.contains(key), set.contains(key), file.getFileName() + ", held: key " + Long.toHexString(key));
            }
        }
    }

    @Test
    void aWholeClassTakesAFewBitsAndAnEmptyBitmapOfItsKeysNoMore() throws IOException {
        PositionKeys codec = rowCodec(14);
        LevelRanks ranks = new LevelRanks(codec, 6, 0);
        long[] keys = new long[(int) ranks.size()];
        int n = 0;
        for (long position = 0; position < 1 << 14; position++) {
            if (Long.bitCount(position) == 6 && codec.classBits(position) == 0) {
                keys[n++] = codec.key(position);
            }
        }
        assertEquals(keys.length, n);
        Arrays.sort(keys);
        roundTrip("whole.set", codec, 6, keys);
        // every gap is 0: one bit each, plus 6 bits per block of 64
        long bits = keys.length + 6L * ((keys.length + 63) / 64);
        assertEquals(FIXED_HEADER + 2 * 8 + 4 + 8 * ((bits + 63) / 64) + 12, Files.size(dir.resolve("whole.set")));
    }

    /** The largest keys of a class on a 63-hole board (62-bit keys), for a level of few, half and nearly all pegs. */
    @ParameterizedTest
    @CsvSource({"1", "31", "62"})
    void keysAtTheSixtyTwoBitLimit(int pegs) throws IOException {
        PositionKeys codec = rowCodec(63);
        assertEquals(62, codec.keyBits());
        long like = (1L << pegs) - 1;
        long[] sample = randomLevel(codec, pegs, like, pegs == 31 ? 5000 : (int) new LevelRanks(codec, pegs, codec.classBits(like)).size(), 62);
        long[] keys = Arrays.copyOfRange(sample, Math.max(0, sample.length - 50), sample.length);
        assertEquals(1, keys[keys.length - 1] >>> 61, "the largest key has the 62nd bit set");
        roundTrip("limit-" + pegs + ".set", codec, pegs, keys);
    }

    @Test
    void aCodecWithoutInvariantsStoresAnyPositionsOfThePegCount() throws IOException {
        PositionKeys codec = new PositionKeys(37);
        assertEquals(0, codec.invariants().length);
        roundTrip("no-invariants.set", codec, 20, randomLevel(codec, 20, 0, 5000, 8));
    }

    @Test
    void keysOfAnotherPegCountOrClassUnsortedOrDuplicateAreRefusedAndLeaveNoFile() throws IOException {
        PositionKeys codec = rowCodec(20);
        long a = codec.key(0b111_111L);
        long sameClass = codec.key(0b111_111L << 3);
        long otherClass = codec.key(0b111_110_1L);
        long otherPegs = codec.key(0b1111_111L);
        assertEquals(codec.classBits(0b111_111L), codec.classBits(0b111_111L << 3));
        assertTrue(codec.classBits(0b111_111L) != codec.classBits(0b111_110_1L));
        long[][] bads = {{Math.max(a, sameClass), Math.min(a, sameClass)}, {a, a}, {-1}, {Math.min(a, otherClass), Math.max(a, otherClass)},
            {otherPegs}};
        for (long[] keys : bads) {
            Path file = dir.resolve("bad.set");
            assertThrows(IllegalArgumentException.class, () -> LevelSetFile.write(file, codec, 6, keys, keys.length), Arrays.toString(keys));
            if (keys != bads[3] && keys != bads[4]) { // numbered by keys, neither the class nor the pegs are checked
                assertThrows(IllegalArgumentException.class, () -> LevelSetFile.writeKeyGaps(file, codec, 6, List.of(keys), AtomicFiles.Sync.NONE),
                        "numbered by keys: " + Arrays.toString(keys));
            }
            assertNoFileLeft();
        }
    }

    private void assertNoFileLeft() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.toList(), "no target and no temporary file remain");
        }
    }

    @Test
    void aBadKeyDeepInsideALevelRankedOnOtherThreadsIsRefusedAndLeavesNoFile() throws IOException {
        PositionKeys codec = rowCodec(33);
        long[] keys = randomLevel(codec, 16, 0xFFFF, 150_000, 5);
        Path file = dir.resolve("bad.set");
        for (int at : new int[] {1, 40_000, 149_999}) {
            long[] bad = keys.clone();
            bad[at] = bad[at - 1]; // a duplicate
            assertThrows(IllegalArgumentException.class, () -> LevelSetFile.write(file, codec, 16, bad, bad.length, RANKING));
            assertThrows(IllegalArgumentException.class, () -> LevelSetFile.write(file, codec, 16, bad, bad.length));
            assertNoFileLeft();
        }
    }

    @Test
    void onlyTheFirstCountKeysAreWritten() throws IOException {
        PositionKeys codec = rowCodec(20);
        long[] keys = randomLevel(codec, 8, 0xFF, 3, 4);
        Path file = dir.resolve("prefix.set");
        LevelSetFile.write(file, codec, 8, new long[] {keys[0], keys[1], keys[2], 0, 0}, 3);
        assertArrayEquals(keys, LevelSetFile.read(file));
    }

    private long[] sample(PositionKeys codec) {
        return randomLevel(codec, 18, (1L << 18) - 1, 300, 3);
    }

    private Path goodFile(long[] keys, PositionKeys codec) throws IOException {
        return goodFile(keys, codec, false);
    }

    /**
     * A file of key gaps packs each block of 64 gaps in the bit length of its largest: the words
     * after the header are, per block, that length (6 bits) and the gaps in it, so that two full
     * blocks and one of 3 gaps take exactly so many words.
     */
    @Test
    void keyGapsArePackedPerBlockInTheBitLengthOfTheLargest() throws IOException {
        PositionKeys codec = rowCodec(37);
        long[] keys = randomLevel(codec, 18, (1L << 18) - 1, 131, 8);
        long[] gaps = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            gaps[i] = keys[i] - (i == 0 ? -1 : keys[i - 1]) - 1;
        }
        long bits = 0;
        for (int from = 0; from < keys.length; from += LevelSetFile.BLOCK) {
            long any = 0;
            int to = Math.min(keys.length, from + LevelSetFile.BLOCK);
            for (int i = from; i < to; i++) {
                any |= gaps[i];
            }
            bits += 6 + (long) (to - from) * (64 - Long.numberOfLeadingZeros(any));
        }
        Path file = goodFile(keys, codec, true);
        int header = FIXED_HEADER + 8 * codec.invariants().length + 4;
        assertEquals(header + 8 * ((bits + 63) / 64) + 12, Files.size(file), "header, packed words, count and checksum");
        long firstWord = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN).getLong(header);
        int width = (int) (firstWord & 63);
        assertEquals(64 - Long.numberOfLeadingZeros(Arrays.stream(gaps, 0, 64).reduce(0, (a, b) -> a | b)), width);
        assertEquals(gaps[0], firstWord >>> 6 & ((1L << width) - 1), "the first gap follows its block's bit length");
        assertArrayEquals(keys, LevelSetFile.read(file));
    }

    private Path goodFile(long[] keys, PositionKeys codec, boolean keyGaps) throws IOException {
        Path good = dir.resolve("good.set");
        if (keyGaps) {
            LevelSetFile.writeKeyGaps(good, codec, 18, List.of(keys), AtomicFiles.Sync.NONE);
        } else {
            LevelSetFile.write(good, codec, 18, keys, keys.length);
        }
        return good;
    }

    /** For files numbered by ranks ({@code false}) and by keys ({@code true}). */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void everyTruncationIsDetectedAndNamesTheFile(boolean keyGaps) throws IOException {
        PositionKeys codec = rowCodec(37);
        byte[] bytes = Files.readAllBytes(goodFile(sample(codec), codec, keyGaps));
        assertTrue(bytes.length > 100);
        Path damaged = dir.resolve("truncated-level.set");
        for (int length = 0; length < bytes.length; length++) {
            Files.write(damaged, Arrays.copyOf(bytes, length));
            int n = length;
            IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(damaged), () -> "truncated to " + n + " bytes");
            assertTrue(e.getMessage().contains(damaged.toString()), () -> "message names the file: " + e.getMessage());
        }
    }

    @Test
    void trailingBytesAreDetected() throws IOException {
        PositionKeys codec = rowCodec(37);
        Path file = goodFile(sample(codec), codec);
        Files.write(file, new byte[] {0}, java.nio.file.StandardOpenOption.APPEND);
        IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(file));
        assertTrue(e.getMessage().contains(file.toString()));
    }

    @Test
    void everyFlippedByteIsDetected() throws IOException {
        PositionKeys codec = rowCodec(37);
        long[] keys = sample(codec);
        byte[] bytes = Files.readAllBytes(goodFile(keys, codec));
        Path damaged = dir.resolve("flipped-level.set");
        List<String> problems = new java.util.ArrayList<>();
        for (int offset = 0; offset < bytes.length; offset++) {
            for (int flip : new int[] {0x01, 0xFF}) {
                byte[] copy = bytes.clone();
                copy[offset] ^= (byte) flip;
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
        }
        assertTrue(problems.isEmpty(), problems.size() + " flips undetected, e.g. " + problems.subList(0, Math.min(8, problems.size())));
    }

    /** For files numbered by ranks ({@code false}) and by keys ({@code true}). */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void damageBehindAValidChecksumIsStillAnIOExceptionNamingTheFile(boolean keyGaps) throws IOException {
        PositionKeys codec = rowCodec(37);
        byte[] bytes = Files.readAllBytes(goodFile(sample(codec), codec, keyGaps));
        List<String> problems = DamagedFiles.readOtherwise(bytes, dir.resolve("rechecksummed.set"), 400, 12, LevelSetFile::read);
        assertTrue(problems.isEmpty(), problems.size() + " damaged files failed otherwise, e.g. " + problems.subList(0, Math.min(8, problems.size())));
    }

    @Test
    void hugeKeyCountInTheTrailerIsAnIOException() throws IOException {
        PositionKeys codec = rowCodec(37);
        byte[] bytes = Files.readAllBytes(goodFile(sample(codec), codec));
        ByteBuffer trailer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        trailer.putLong(bytes.length - 12, trailer.getLong(bytes.length - 12) | (1L << 30)); // about 2^30 keys claimed
        Path damaged = dir.resolve("huge-count.set");
        Files.write(damaged, DamagedFiles.withValidTrailer(bytes));
        try {
            IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(damaged));
            assertTrue(e.getMessage().contains(damaged.toString()));
        } catch (OutOfMemoryError e) {
            fail("a damaged key count made read() allocate more than the heap: " + e);
        }
    }

    @Test
    void aFileOfAnotherFormatVersionIsRefusedNamingBothVersions() throws IOException {
        PositionKeys codec = rowCodec(37);
        byte[] bytes = Files.readAllBytes(goodFile(sample(codec), codec));
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 2);
        Path old = dir.resolve("old.roar");
        Files.write(old, DamagedFiles.withValidTrailer(bytes));
        IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(old));
        assertEquals(old + ": a level file of format 2; this pegatlas reads format 3", e.getMessage());
    }

    @Test
    void notALevelFileAndMissingFile() throws IOException {
        Path text = dir.resolve("text.set");
        Files.writeString(text, "hello, this is not a level file at all");
        IOException e = assertThrows(IOException.class, () -> LevelSetFile.read(text));
        assertTrue(e.getMessage().contains(text.toString()));
        Path missing = dir.resolve("missing.set");
        IOException m = assertThrows(IOException.class, () -> LevelSetFile.read(missing));
        assertTrue(m.getMessage().contains(missing.toString()));
        assertFalse(Files.exists(missing));
    }

    @Test
    void cursorReadsKeysInAnyBatchSizeAcrossBlocksAndBuckets() throws IOException {
        PositionKeys codec = rowCodec(41);
        long[] keys = randomLevel(codec, 20, (1L << 20) - 1, 50_000, 21);
        Path file = dir.resolve("batches.set");
        LevelSetFile.Writer writer = new LevelSetFile.Writer(codec, 20);
        for (long key : keys) {
            writer.add(key);
        }
        assertEquals(keys.length, writer.count());
        assertTrue(writer.heldBytes() > 0 && writer.heldBytes() < 4L * keys.length, "holds the coded gaps only: " + writer.heldBytes());
        writer.write(file);
        for (int batch : new int[] {1, 63, 64, 65, 999, 1 << 16}) {
            try (LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(file)) {
                assertEquals(keys.length, cursor.count());
                long[] back = new long[keys.length];
                int filled = 0;
                for (int n; (n = cursor.next(back, filled, Math.min(batch, keys.length - filled))) > 0; ) {
                    filled += n;
                }
                assertEquals(0, cursor.next(back, 0, 1), "nothing after the last key");
                cursor.finish();
                assertArrayEquals(keys, back, "batches of " + batch);
            }
        }
    }

    /**
     * A file read through mappings of a few bytes each (as a file over 2 GiB is, by chunks of
     * 1 GiB) gives the same keys, words of the coded gaps and the trailer straddling chunks; a
     * flipped byte is still caught by the checksum.
     */
    @ParameterizedTest
    @ValueSource(longs = {64, 72, 1024})
    void aFileMappedInChunksReadsTheSame(long chunk) throws IOException {
        PositionKeys codec = rowCodec(41);
        long[] keys = randomLevel(codec, 12, (1L << 12) - 1, 20_000, 5);
        Path file = dir.resolve("chunked");
        LevelSetFile.write(file, codec, 12, keys, keys.length);
        long[] back = new long[keys.length];
        try (LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(file, chunk)) {
            int n = 0;
            for (int read; (read = cursor.next(back, n, Math.min(777, back.length - n))) > 0; ) {
                n += read;
            }
            cursor.finish();
            assertEquals(keys.length, n);
        }
        assertArrayEquals(keys, back);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 3] ^= 4;
        Files.write(file, bytes);
        IOException damaged = assertThrows(IOException.class, () -> new LevelSetFile.Cursor(file, chunk));
        assertTrue(damaged.getMessage().contains("checksum"), damaged.getMessage());
    }
}
