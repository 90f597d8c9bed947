package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How {@link MemoryBudget} sizes the slices after a level's first from what they held. */
class MemoryBudgetTest {
    /**
     * 1 GiB, of which a slice may take half; 1,000 positions made 10,000 jumps and 5,000 spilled
     * successors of one limb: 1.25 * (24 + 18 * 10 + 16 * 5) = 355 bytes a position.
     */
    @Test
    void sizesTheNextSliceByTheBytesAPositionTook() {
        MemoryBudget budget = new MemoryBudget(1L << 30);
        assertEquals((long) ((1L << 29) / 355.0), budget.slicePositions(1_000, 10_000, 5_000, 1));
    }

    @Test
    void fewerSuccessorsOrFewerLimbsMakeLargerSlices() {
        MemoryBudget budget = new MemoryBudget(1L << 30);
        long met = budget.slicePositions(1_000, 10_000, 2_000, 1);
        long unmet = budget.slicePositions(1_000, 10_000, 10_000, 1);
        long wide = budget.slicePositions(1_000, 10_000, 10_000, 3);
        assertTrue(met > unmet && unmet > wide, met + " > " + unmet + " > " + wide);
    }

    /** Beside a level held in memory, a slice has half a budget less what the level takes: 512 MiB - 128 MiB here. */
    @Test
    void aHeldLevelTakesItsBytesFromTheSlices() {
        MemoryBudget budget = new MemoryBudget(1L << 30);
        assertEquals(budget, budget.besides(0));
        assertEquals((long) ((384L << 20) / 355.0), budget.besides(128L << 20).slicePositions(1_000, 10_000, 5_000, 1));
        assertEquals(new MemoryBudget(MemoryBudget.MINIMUM), budget.besides(1L << 30), "never below the smallest budget");
        assertEquals(budget.bytes() * 15 / 100, budget.heldLevelBytes(), "a held level may take 15 % of the budget");
    }

    @Test
    void aSliceHoldsAtLeastOnePosition() {
        assertEquals(1, new MemoryBudget(MemoryBudget.MINIMUM).slicePositions(1, 1L << 40, 1L << 40, 64));
    }

    /**
     * Even when no two jumps of the first slice met (a successor per jump, as {@link
     * MemoryBudget#slices} predicts), the next slice is no smaller than the first: a spilled
     * successor is held once, where the prediction for the first counts it as joined too.
     */
    @Test
    void theNextSliceIsNoSmallerThanTheFirstWhenNoJumpsMet() {
        MemoryBudget budget = new MemoryBudget(64L << 20);
        long positions = 10_000_000;
        for (int limbs = 1; limbs <= 4; limbs++) {
            for (int jumpsPerPosition = 1; jumpsPerPosition <= 24; jumpsPerPosition++) {
                int slices = budget.slices(positions, limbs, jumpsPerPosition);
                long first = (positions + slices - 1) / slices;
                long jumps = first * jumpsPerPosition;
                assertTrue(budget.slicePositions(first, jumps, jumps, limbs) >= first,
                        limbs + " limbs, " + jumpsPerPosition + " jumps a position");
            }
        }
    }
}
