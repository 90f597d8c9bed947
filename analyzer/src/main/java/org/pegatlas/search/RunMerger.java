package org.pegatlas.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.pegatlas.storage.CountVector;

/**
 * Merges sorted runs into one, summing the counts of keys found in several runs. Large merges are
 * split into key ranges merged independently (in parallel when given an executor) and joined in
 * key order, so the result does not depend on the split.
 */
final class RunMerger {
    /** Below this many entries in all, a merge is not worth splitting. */
    private static final int SPLIT_THRESHOLD = 1 << 16;

    private RunMerger() {
    }

    /**
     * @param runs runs whose counts all have {@code limbs} limbs
     * @param parts how many key ranges to merge separately (1 or more)
     * @param executor runs the range merges; returns their results in the order given
     * @return the union of the runs' keys in ascending order with summed counts
     */
    static Run merge(List<Run> runs, int limbs, int parts, Function<List<Callable<Run>>, List<Run>> executor) {
        if (runs.size() == 1) {
            return runs.get(0);
        }
        long total = runs.stream().mapToLong(Run::size).sum();
        if (parts <= 1 || total < SPLIT_THRESHOLD) {
            return mergeRange(runs, limbs, startsOf(runs, Long.MIN_VALUE), startsOf(runs, Long.MAX_VALUE));
        }
        long[] splitters = splitters(runs, parts);
        List<Callable<Run>> tasks = new ArrayList<>();
        for (int p = 0; p <= splitters.length; p++) {
            int[] from = startsOf(runs, p == 0 ? Long.MIN_VALUE : splitters[p - 1]);
            int[] to = startsOf(runs, p == splitters.length ? Long.MAX_VALUE : splitters[p]);
            tasks.add(() -> mergeRange(runs, limbs, from, to));
        }
        return concatenate(executor.apply(tasks), limbs);
    }

    /** Single-threaded merge of whole runs. */
    static Run merge(List<Run> runs, int limbs) {
        return merge(runs, limbs, 1, null);
    }

    /** Keys splitting the largest run into {@code parts} roughly equal ranges, strictly ascending. */
    private static long[] splitters(List<Run> runs, int parts) {
        Run largest = runs.stream().max((a, b) -> Integer.compare(a.size(), b.size())).orElseThrow();
        long[] keys = new long[parts - 1];
        int n = 0;
        for (int p = 1; p < parts; p++) {
            long key = largest.keys()[(int) ((long) largest.size() * p / parts)];
            if (n == 0 || key > keys[n - 1]) {
                keys[n++] = key;
            }
        }
        return Arrays.copyOf(keys, n);
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
            CountVector.addLimbs(out, k * limbs, limbs, run.counts().data(), cursor[r] * limbs, limbs);
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

    private static Run concatenate(List<Run> parts, int limbs) {
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
