package org.pegatlas.search;

import java.util.Arrays;
import java.util.List;
import org.pegatlas.storage.CountVector;

/** Merges sorted runs into one, summing the counts of keys found in several runs. */
final class RunMerger {
    private RunMerger() {
    }

    /**
     * @param runs runs whose counts have at most {@code limbs} limbs each
     * @param limbs limbs of the merged counts, enough for every sum
     * @return the union of their keys in ascending order with summed counts
     */
    static Run merge(List<Run> runs, int limbs) {
        if (runs.size() == 1 && runs.get(0).counts().limbs() == limbs) {
            return runs.get(0);
        }
        return mergeRange(runs, limbs, startsOf(runs, Long.MIN_VALUE), startsOf(runs, Long.MAX_VALUE));
    }

    /** For each run, the index of its first key not below {@code bound}. */
    private static int[] startsOf(List<Run> runs, long bound) {
        int[] starts = new int[runs.size()];
        for (int r = 0; r < runs.size(); r++) {
            long[] keys = runs.get(r).keys();
            int at = Arrays.binarySearch(keys, bound);
            starts[r] = at >= 0 ? at : -at - 1;
        }
        return starts;
    }

    /** Merges run {@code r}'s entries {@code [from[r], to[r])} for every run. */
    private static Run mergeRange(List<Run> runs, int limbs, int[] from, int[] to) {
        int count = runs.size();
        int total = 0;
        for (int r = 0; r < count; r++) {
            total = Math.addExact(total, to[r] - from[r]);
        }
        long[] keys = new long[total];
        long[] out = new long[total * limbs];
        int[] cursor = from.clone();
        // a binary min-heap of run indices, ordered by their current key (kept in head[])
        long[] head = new long[count];
        int[] heap = new int[count];
        int heapSize = 0;
        for (int r = 0; r < count; r++) {
            if (cursor[r] < to[r]) {
                head[r] = runs.get(r).keys()[cursor[r]];
                heap[heapSize++] = r;
            }
        }
        for (int i = heapSize / 2 - 1; i >= 0; i--) {
            siftDown(heap, heapSize, i, head);
        }
        int k = -1;
        long previous = Long.MIN_VALUE;
        while (heapSize > 0) {
            int r = heap[0];
            Run run = runs.get(r);
            long key = head[r];
            if (k < 0 || key != previous) {
                keys[++k] = key;
                previous = key;
            }
            int runLimbs = run.counts().limbs();
            CountVector.addLimbs(out, k * limbs, limbs, run.counts().data(), cursor[r] * runLimbs, runLimbs);
            if (++cursor[r] < to[r]) {
                head[r] = run.keys()[cursor[r]];
            } else {
                heap[0] = heap[--heapSize];
            }
            if (heapSize > 0) {
                siftDown(heap, heapSize, 0, head);
            }
        }
        int distinct = k + 1;
        return new Run(Arrays.copyOf(keys, distinct), new CountVector(Arrays.copyOf(out, distinct * limbs), limbs));
    }

    private static void siftDown(int[] heap, int size, int at, long[] head) {
        int item = heap[at];
        long key = head[item];
        while (true) {
            int child = 2 * at + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && head[heap[child + 1]] < head[heap[child]]) {
                child++;
            }
            if (head[heap[child]] >= key) {
                break;
            }
            heap[at] = heap[child];
            at = child;
        }
        heap[at] = item;
    }
}
