package org.pegatlas.search;

import java.util.Arrays;
import java.util.List;
import org.pegatlas.storage.CountVector;

/** Merges sorted runs into one, summing the counts of keys found in several runs. */
final class RunMerger {
    private RunMerger() {
    }

    /**
     * @param runs runs whose counts all have {@code limbs} limbs
     * @return the union of their keys in ascending order with summed counts
     */
    static Run merge(List<Run> runs, int limbs) {
        if (runs.size() == 1) {
            return runs.get(0);
        }
        int total = 0;
        for (Run run : runs) {
            total = Math.addExact(total, run.size());
        }
        long[] keys = new long[total];
        CountVector counts = new CountVector(total, limbs);
        long[] out = counts.data();
        // a binary min-heap of run indices ordered by their current key
        int[] heap = new int[runs.size()];
        int[] cursor = new int[runs.size()];
        int heapSize = 0;
        for (int r = 0; r < runs.size(); r++) {
            if (runs.get(r).size() > 0) {
                heap[heapSize++] = r;
            }
        }
        for (int i = heapSize / 2 - 1; i >= 0; i--) {
            siftDown(heap, heapSize, i, runs, cursor);
        }
        int k = -1;
        long previous = -1;
        while (heapSize > 0) {
            int r = heap[0];
            Run run = runs.get(r);
            long key = run.keys()[cursor[r]];
            if (key != previous) {
                keys[++k] = key;
                previous = key;
            }
            CountVector.addLimbs(out, k * limbs, limbs, run.counts().data(), cursor[r] * limbs, limbs);
            if (++cursor[r] == run.size()) {
                heap[0] = heap[--heapSize];
            }
            if (heapSize > 0) {
                siftDown(heap, heapSize, 0, runs, cursor);
            }
        }
        int distinct = k + 1;
        return new Run(Arrays.copyOf(keys, distinct), new CountVector(Arrays.copyOf(out, distinct * limbs), limbs));
    }

    private static void siftDown(int[] heap, int size, int at, List<Run> runs, int[] cursor) {
        int item = heap[at];
        long key = keyOf(item, runs, cursor);
        while (true) {
            int child = 2 * at + 1;
            if (child >= size) {
                break;
            }
            long childKey = keyOf(heap[child], runs, cursor);
            if (child + 1 < size) {
                long rightKey = keyOf(heap[child + 1], runs, cursor);
                if (rightKey < childKey) {
                    child++;
                    childKey = rightKey;
                }
            }
            if (childKey >= key) {
                break;
            }
            heap[at] = heap[child];
            at = child;
        }
        heap[at] = item;
    }

    private static long keyOf(int run, List<Run> runs, int[] cursor) {
        return runs.get(run).keys()[cursor[run]];
    }
}
