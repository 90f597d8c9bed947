package org.pegatlas.engine.store;

import java.util.Arrays;
import org.pegatlas.storage.CountVector;

/**
 * Canonical positions of one level with one exact count each, in ascending key order (see
 * {@link org.pegatlas.storage.PositionKeys}). What the count means depends on the pass: orbit
 * totals of path counts in the forward pass, orbit totals of ways to reach the goal backward.
 *
 * @param pegs pegs of every position on the level
 * @param keys sort keys, strictly ascending
 * @param positions the positions of those keys
 * @param counts one count per position, aligned with {@code keys}
 */
public record Level(int pegs, long[] keys, long[] positions, CountVector counts) {
    public int size() {
        return keys.length;
    }

    /** The positions {@code [from, to)} of this level, with their counts, as a level of their own (copied). */
    Level part(int from, int to) {
        int limbs = counts.limbs();
        return new Level(pegs, Arrays.copyOfRange(keys, from, to), Arrays.copyOfRange(positions, from, to),
                new CountVector(Arrays.copyOfRange(counts.data(), from * limbs, to * limbs), limbs));
    }
}
