package org.pegatlas.search;

import org.pegatlas.storage.WideSum;

/**
 * Figures gathered while expanding a set of canonical positions; tallies of disjoint chunks add
 * up exactly, so the totals do not depend on how the work was split.
 */
final class LevelTally {
    long canonical;
    long raw;
    long deadEndsCanonical;
    long deadEndsRaw;
    /** Jumps made from the canonical representatives (each jump counted once). */
    long jumps;
    /** Sum of the counts of the dead ends. */
    final WideSum deadEndCountTotal = new WideSum();

    void add(LevelTally other) {
        canonical += other.canonical;
        raw += other.raw;
        deadEndsCanonical += other.deadEndsCanonical;
        deadEndsRaw += other.deadEndsRaw;
        jumps += other.jumps;
        deadEndCountTotal.add(other.deadEndCountTotal);
    }
}
