package org.pegatlas.search;

import org.pegatlas.storage.CountVector;

/** Distinct keys in ascending order, each with the exact sum of the counts that reached it. */
record Run(long[] keys, CountVector counts) {
    int size() {
        return keys.length;
    }
}
