package org.pegatlas.engine.store;

import java.util.List;
import org.pegatlas.storage.CountVector;

/** Distinct keys in ascending order, each with the exact sum of the counts that reached it. */
public record Run(long[] keys, CountVector counts) {
    public int size() {
        return keys.length;
    }

    /** Joins runs whose key ranges are disjoint and ascending in list order. */
    public static Run concatenate(List<Run> parts, int limbs) {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        int keyCount = parts.stream().mapToInt(Run::size).sum();
        long[] keys = new long[keyCount];
        long[] data = new long[parts.stream().mapToInt(part -> part.counts().data().length).sum()];
        int keyAt = 0;
        int dataAt = 0;
        for (Run part : parts) {
            System.arraycopy(part.keys(), 0, keys, keyAt, part.size());
            System.arraycopy(part.counts().data(), 0, data, dataAt, part.counts().data().length);
            keyAt += part.size();
            dataAt += part.counts().data().length;
        }
        return new Run(keys, new CountVector(data, limbs));
    }
}
