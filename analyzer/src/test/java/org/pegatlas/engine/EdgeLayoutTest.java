package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How a jump is packed: keys split into partition and sort bits, counts carried or named by their source. */
class EdgeLayoutTest {
    @Test
    void aKeyComesBackFromItsPartitionAndEdge() {
        EdgeLayout layout = new EdgeLayout(12, 20, 22, 0, true);
        long key = 0xFEDCBA98L;
        long edge = layout.edge(key, 12345);
        assertEquals(0xFED, layout.partition(key));
        assertEquals(key, layout.key(layout.partition(key), edge));
        assertEquals(12345, edge & layout.payloadMask());
        assertEquals(0, edge >>> 63, "the top bit stays clear");
    }

    @Test
    void countsBelowTheLimitAreCarriedAndOthersNameTheirSource() {
        EdgeLayout layout = new EdgeLayout(12, 20, 22, 0, true);
        assertEquals(43, layout.payloadBits());
        assertEquals(1L << 42, layout.countLimit());
        assertEquals((1L << 42) - 1, layout.payload((1L << 42) - 1, 7), "the largest count carried as it is");
        assertEquals(1L << 42 | 7, layout.payload(1L << 42, 7), "the smallest count named by its source");
        assertEquals(1L << 42 | 7, layout.payload(-1L, 7), "counts are unsigned");
        assertEquals(7, new EdgeLayout(12, 20, 22, 0, false).payload(5, 7), "without carrying, always the source");
    }

    @Test
    void aLayoutWithoutRoomForItsSourcesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new EdgeLayout(0, 40, 24, 0, false));
        assertThrows(IllegalArgumentException.class, () -> new EdgeLayout(0, 30, 20, 3, true), "carried counts have one image");
        assertThrows(IllegalArgumentException.class, () -> new EdgeLayout(0, 40, 23, 0, true), "a source index below the flag bit");
    }

    @Test
    void aSixtyThreeHoleBoardsKeysLeaveOnePayloadBitForTheSourceAndNoneToCarry() {
        EdgeLayout layout = new EdgeLayout(0, 62, 1, 0, false);
        assertEquals(1, layout.payloadBits());
        assertEquals(0, layout.edge(0, 1) >>> 63, "the top bit stays clear");
        assertFalse(EdgeLayout.canCarry(62, 1, 0));
        assertTrue(EdgeLayout.canCarry(20, 22, 0));
        assertTrue(EdgeLayout.canCarry(20, 42, 0), "the source index just below the flag bit");
        assertFalse(EdgeLayout.canCarry(20, 43, 0), "the source index reaches the flag bit");
    }
}
