package org.pegatlas.engine.store;

/**
 * Room for a batch of a run's entries passed between threads: {@code size} keys in
 * {@code keys[0, size)} and their counts, {@code limbs} limbs each, in
 * {@code counts[0, size * limbs)}.
 */
final class EntryBatch {
    final long[] keys;
    final long[] counts;
    int size;

    /** An empty batch with room for {@code entries} entries of {@code limbs} limbs. */
    EntryBatch(int entries, int limbs) {
        keys = new long[entries];
        counts = new long[entries * limbs];
    }
}
