package org.pegatlas.engine.store;

/**
 * What the slices of the last level a pass expanded in slices held: its positions, their jumps and
 * the successors its slices spilled. The first slice of the next level is sized from it (see
 * {@link MemoryBudget#slicePositions}), as the later slices of a level are sized from the slices
 * before them; a pass that has expanded no level in slices yet sizes its first slice by the
 * conservative prediction of {@link MemoryBudget#slices}. One per pass; not thread-safe.
 */
public final class SliceHistory {
    private long positions;
    private long jumps;
    private long spilled;

    /** No level expanded in slices yet. */
    public SliceHistory() {
    }

    /**
     * Positions the first slice of a level may take by what the last level's slices held, at
     * least 1; 0 when no level has been expanded in slices yet.
     *
     * @param limbs limbs per count of the level's successors, at least
     */
    public long firstSlice(MemoryBudget budget, int limbs) {
        return positions == 0 ? 0 : budget.slicePositions(positions, jumps, spilled, limbs);
    }

    /** Records a level expanded in slices: its {@code positions}, their {@code jumps} and the {@code spilled} successors. */
    public void record(long positions, long jumps, long spilled) {
        this.positions = positions;
        this.jumps = jumps;
        this.spilled = spilled;
    }

    /** Whether a level expanded in slices has been recorded. */
    public boolean isEmpty() {
        return positions == 0;
    }

    /** The last recorded level as one manifest value, {@code positions;jumps;spilled} (see {@link #restore}). */
    public String encode() {
        return positions + ";" + jumps + ";" + spilled;
    }

    /**
     * Records the level that {@link #encode} wrote, so that a resumed pass sizes its first slice as
     * the interrupted one would have.
     *
     * @throws IllegalArgumentException if {@code text} is not such a value
     */
    public void restore(String text) {
        String[] f = text.split(";");
        if (f.length != 3) {
            throw new IllegalArgumentException("bad slice history '" + text + "'");
        }
        record(Long.parseLong(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2]));
    }
}
