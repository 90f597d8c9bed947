package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.SplittableRandom;
import net.openhft.chronicle.map.ChronicleMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pins {@link MapFile#segmentOf} to where Chronicle Map really files a key, for a map sized as the
 * tablebase builder sizes it (a power-of-two number of segments) and for a map with three
 * segments (the other rule): every entry is found by iterating its predicted segment.
 */
class MapFileTest {
    @TempDir
    Path dir;

    @Test
    void segmentOfNamesTheSegmentOfATablebaseSizedMap() throws IOException {
        try (ChronicleMap<Long, byte[]> map = MapFile.create(dir.resolve("sized.cm3"), 200_000, 5.5)) {
            assertTrue(map.segments() > 1 && Integer.bitCount(map.segments()) == 1, map.segments() + " segments");
            assertEveryEntryInItsSegment(map, 200_000);
        }
    }

    @Test
    void segmentOfNamesTheSegmentOfAMapWithoutPowerOfTwoSegments() throws IOException {
        try (ChronicleMap<Long, byte[]> map = ChronicleMap.of(Long.class, byte[].class).entries(30_000).averageValueSize(4)
                .actualSegments(3).createPersistedTo(dir.resolve("three.cm3").toFile())) {
            assertEquals(3, map.segments());
            assertEveryEntryInItsSegment(map, 30_000);
        }
    }

    private static void assertEveryEntryInItsSegment(ChronicleMap<Long, byte[]> map, int entries) {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < entries; i++) {
            map.put(random.nextLong() >>> random.nextInt(64), new byte[] {(byte) i});
        }
        long[] seen = {0};
        for (int segment = 0; segment < map.segments(); segment++) {
            int expected = segment;
            try (var context = map.segmentContext(segment)) {
                context.forEachSegmentEntry(entry -> {
                    assertEquals(expected, MapFile.segmentOf(entry.key().get(), map.segments()), "segment of " + entry.key().get());
                    seen[0]++;
                });
            }
        }
        assertEquals(map.longSize(), seen[0]);
    }
}
