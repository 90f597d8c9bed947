package org.pegatlas.engine;

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
