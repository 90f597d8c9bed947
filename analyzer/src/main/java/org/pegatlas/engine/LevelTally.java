package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.List;
import org.pegatlas.storage.WideSum;

/**
 * Figures gathered while expanding a set of canonical positions; tallies of disjoint chunks add
 * up exactly, so the totals do not depend on how the work was split.
 *
 * <p>A pass from several sources at once (a pairs pass over a position class, see
 * {@link StartImages}) keeps each source's own figures: this tally holds the first source's
 * (source 0, the only one of every other pass), {@link #source(int)} the others'. The jumps
 * belong to the pass as a whole and are kept here only.
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
    /** Sources 1, 2, ...: created as they are first tallied. */
    private final List<LevelTally> others = new ArrayList<>();

    /** The figures of source {@code index} ({@code 0}: this tally), created empty when first asked for. */
    public LevelTally source(int index) {
        if (index == 0) {
            return this;
        }
        while (others.size() < index) {
            others.add(new LevelTally());
        }
        return others.get(index - 1);
    }

    /** The number of sources tallied so far: 1 plus the highest source index asked for. */
    public int sources() {
        return 1 + others.size();
    }

    void add(LevelTally other) {
        canonical += other.canonical;
        raw += other.raw;
        deadEndsCanonical += other.deadEndsCanonical;
        deadEndsRaw += other.deadEndsRaw;
        jumps += other.jumps;
        deadEndCountTotal.add(other.deadEndCountTotal);
        for (int s = 1; s < other.sources(); s++) {
            source(s).add(other.source(s));
        }
    }
}
