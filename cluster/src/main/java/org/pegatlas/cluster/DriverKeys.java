package org.pegatlas.cluster;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The keys of a pass's levels for the driver's own work after the pass (the sample solution and
 * the fewest moves read the solvable levels): a level that came to the driver when it was written
 * (whole, or in batches for its bytes) keeps its keys here, as long as all kept stay within a
 * budget; any other level is read from its dataset when asked for. This spares a Spark job per
 * level and per question on levels small enough to hold.
 */
final class DriverKeys {
    private final LevelStore store;
    private final String pass;
    private final long budgetKeys;
    private final Map<Integer, long[]> held = new HashMap<>();
    private long heldKeys;

    /**
     * @param pass the pass whose levels are held ({@link LevelStore#SOLVABLE})
     * @param budgetBytes bytes of keys held at most, over all levels
     */
    DriverKeys(LevelStore store, String pass, long budgetBytes) {
        this.store = store;
        this.pass = pass;
        this.budgetKeys = budgetBytes / Long.BYTES;
    }

    /** Whether a level of {@code size} positions would be kept if offered now. */
    boolean fits(long size) {
        return heldKeys + size <= budgetKeys;
    }

    /** Keeps the keys of a level brought to the driver (its chunks ascending), if they fit in the budget. */
    void offer(int level, List<KeyChunk> chunks) {
        long size = chunks.stream().mapToLong(KeyChunk::size).sum();
        if (!fits(size)) {
            return;
        }
        long[] keys = new long[(int) size];
        int at = 0;
        for (KeyChunk chunk : chunks) {
            System.arraycopy(chunk.keys(), 0, keys, at, chunk.size());
            at += chunk.size();
        }
        held.put(level, keys);
        heldKeys += size;
    }

    /** A level's keys, ascending. */
    long[] keys(int level) {
        long[] keys = held.get(level);
        return keys != null ? keys : store.keys(pass, level);
    }

    /** For each of {@code wanted}, whether the level holds it (negative keys never). */
    boolean[] contains(int level, long[] wanted) {
        long[] keys = held.get(level);
        if (keys == null) {
            return store.contains(pass, level, wanted);
        }
        boolean[] found = new boolean[wanted.length];
        for (int i = 0; i < wanted.length; i++) {
            found[i] = wanted[i] >= 0 && Arrays.binarySearch(keys, wanted[i]) >= 0;
        }
        return found;
    }
}
