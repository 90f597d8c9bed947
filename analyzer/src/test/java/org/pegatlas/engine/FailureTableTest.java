package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The failure table holds what it was given, grows up to its bound and then forgets, never invents. */
class FailureTableTest {
    @Test
    void holdsWhatItWasGivenWhileThereIsRoom() {
        FailureTable table = new FailureTable(1 << 24);
        Random random = new Random(1);
        Set<Long> added = new HashSet<>();
        for (int i = 0; i < 200_000; i++) {
            long p = random.nextLong() >>> 1 | 1;
            table.add(p);
            added.add(p);
        }
        for (long p : added) {
            assertTrue(table.contains(p));
        }
        assertEquals(added.size(), table.size() + table.replaced());
        assertTrue(table.bytes() <= table.maxBytes());
    }

    @Test
    void atItsBoundItForgetsButNeverAnswersYesForANewPosition() {
        FailureTable table = new FailureTable(1 << 12);
        Random random = new Random(2);
        Set<Long> added = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            long p = random.nextLong() >>> 1 | 1;
            table.add(p);
            added.add(p);
        }
        assertEquals(1 << 12, table.bytes());
        assertTrue(table.replaced() > 0);
        for (int i = 0; i < 10_000; i++) {
            long p = random.nextLong() >>> 1 | 1;
            if (!added.contains(p)) {
                assertFalse(table.contains(p));
            }
        }
    }

    @Test
    void refusesABoundTooSmallForOneProbeWindow() {
        assertThrows(IllegalArgumentException.class, () -> new FailureTable(64));
    }
}
