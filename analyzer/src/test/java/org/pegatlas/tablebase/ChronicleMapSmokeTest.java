package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import net.openhft.chronicle.map.ChronicleMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Proves that Chronicle Map works in this JVM: the add-opens/add-exports flags in the surefire
 * argLine are enough on Java 17, and the excluded analytics module is not needed.
 */
class ChronicleMapSmokeTest {
    @TempDir
    Path dir;

    @BeforeAll
    static void noAnalytics() {
        System.setProperty("chronicle.analytics.disable", "true");
    }

    @Test
    void persistedMapSurvivesCloseAndReopen() throws IOException {
        File file = dir.resolve("smoke.cm3").toFile();
        try (ChronicleMap<Long, Long> map = ChronicleMap.of(Long.class, Long.class).entries(1000).createPersistedTo(file)) {
            for (long k = 0; k < 500; k++) {
                map.put(k * 7919L, k * k);
            }
            map.put(Long.MAX_VALUE, -1L);
            assertEquals(501, map.size());
            assertEquals(49L, map.get(7 * 7919L));
        }
        assertTrue(file.length() > 0);
        try (ChronicleMap<Long, Long> map = ChronicleMap.of(Long.class, Long.class).entries(1000).createPersistedTo(file)) {
            assertEquals(501, map.size());
            for (long k = 0; k < 500; k++) {
                assertEquals(k * k, map.get(k * 7919L));
            }
            assertEquals(-1L, map.get(Long.MAX_VALUE));
            assertNull(map.get(1L));
        }
    }
}
