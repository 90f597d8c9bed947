package org.pegatlas.search;

import java.util.List;
import org.pegatlas.storage.CountVector;

/** Distinct keys in ascending order, each with the exact sum of the counts that reached it. */
record Run(long[] keys, CountVector counts) {
    int size() {
        return keys.length;
    }

    /** Joins runs whose key ranges are disjoint and ascending in list order. */
    static Run concatenate(List<Run> parts, int limbs) {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        int total = parts.stream().mapToInt(Run::size).sum();
        long[] keys = new long[total];
        long[] data = new long[total * limbs];
        int at = 0;
        for (Run part : parts) {
            System.arraycopy(part.keys(), 0, keys, at, part.size());
            System.arraycopy(part.counts().data(), 0, data, at * limbs, part.size() * limbs);
            at += part.size();
        }
        return new Run(keys, new CountVector(data, limbs));
    }
}
