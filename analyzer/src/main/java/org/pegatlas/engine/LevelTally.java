package org.pegatlas.engine;

import org.pegatlas.storage.WideSum;

/**
 * Figures gathered while expanding a set of canonical positions; tallies of disjoint chunks add
 * up exactly, so the totals do not depend on how the work was split.
 */
public final class LevelTally {
    public long canonical;
    public long raw;
    public long deadEndsCanonical;
    public long deadEndsRaw;
    /** Jumps made from the canonical representatives (each jump counted once). */
    public long jumps;
    /** Sum of the counts of the dead ends. */
    public final WideSum deadEndCountTotal = new WideSum();

    void add(LevelTally other) {
        canonical += other.canonical;
        raw += other.raw;
        deadEndsCanonical += other.deadEndsCanonical;
        deadEndsRaw += other.deadEndsRaw;
        jumps += other.jumps;
        deadEndCountTotal.add(other.deadEndCountTotal);
    }
}
