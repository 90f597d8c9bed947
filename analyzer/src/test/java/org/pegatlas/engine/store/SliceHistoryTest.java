package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SliceHistoryTest {
    private static final MemoryBudget BUDGET = new MemoryBudget(64L << 20);

    @Test
    void sizesNoFirstSliceBeforeALevelInSlicesThenAsTheBudgetAllowsByIt() {
        SliceHistory history = new SliceHistory();
        assertTrue(history.isEmpty());
        assertEquals(0, history.firstSlice(BUDGET, 1));
        history.record(1_000_000, 9_000_000, 3_000_000);
        assertEquals(BUDGET.slicePositions(1_000_000, 9_000_000, 3_000_000, 1), history.firstSlice(BUDGET, 1));
        assertTrue(history.firstSlice(BUDGET, 2) < history.firstSlice(BUDGET, 1), "wider counts, fewer positions");
    }

    @Test
    void restoresWhatItEncodes() {
        SliceHistory history = new SliceHistory();
        history.record(53_371_113, 517_740_467, 156_372_216);
        SliceHistory resumed = new SliceHistory();
        resumed.restore(history.encode());
        assertEquals("53371113;517740467;156372216", resumed.encode());
        assertEquals(history.firstSlice(BUDGET, 1), resumed.firstSlice(BUDGET, 1));
    }

    @Test
    void refusesAValueItDidNotWrite() {
        assertThrows(IllegalArgumentException.class, () -> new SliceHistory().restore("53371113;517740467"));
        assertThrows(IllegalArgumentException.class, () -> new SliceHistory().restore("a;b;c"));
    }
}
