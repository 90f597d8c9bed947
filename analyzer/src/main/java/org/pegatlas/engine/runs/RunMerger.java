package org.pegatlas.engine.runs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.LongConsumer;
import org.pegatlas.storage.CountVector;

/**
 * Merges sorted runs into one, summing the counts of keys found in several runs. A key's count
 * may be a vector of {@code images} counts of equal width, summed image by image (see
 * {@code org.pegatlas.engine.StartImages}).
 */
public final class RunMerger {
    /** Entries read between two calls of a merge's progress. */
    static final int PROGRESS_ENTRIES = 1 << 22;
    /** Fewest entries of the largest run per range for a merge in ranges to be worth its tasks. */
    private static final int MIN_PART = 1 << 16;

    private RunMerger() {
    }

    /**
     * Merges in-memory runs.
     *
     * @param runs runs whose counts have at most {@code limbs} limbs each
     * @param limbs limbs of the merged counts, enough for every sum
     * @param images counts per key: {@code limbs} and every run's limbs are multiples of it
     * @return the union of their keys in ascending order with summed counts
     * @throws ArithmeticException if a sum does not fit in {@code limbs} limbs
     */
    public static Run merge(List<Run> runs, int limbs, int images) {
        if (runs.size() == 1 && runs.get(0).counts().limbs() == limbs) {
            return runs.get(0);
        }
        int[] from = new int[runs.size()];
        int[] to = runs.stream().mapToInt(Run::size).toArray();
        return mergeRanges(runs, from, to, limbs, images);
    }

    /**
     * As {@link #merge(List, int, int)}, in {@code parts} disjoint key ranges merged at once on
     * {@code executor} and then joined (the same run for any {@code parts}). The ranges are cut at
     * keys of the largest run, so they hold about equal shares of it.
     *
     * @param parts ranges to merge separately, at least 1 (1 merges on the calling thread)
     * @throws ArithmeticException if a sum does not fit in {@code limbs} limbs
     */
    public static Run merge(List<Run> runs, int limbs, int images, Executor executor, int parts) {
        Run largest = runs.stream().max(Comparator.comparingInt(Run::size)).orElse(null);
        if (parts <= 1 || largest == null || largest.size() < MIN_PART * parts || runs.size() == 1 && largest.counts().limbs() == limbs) {
            return merge(runs, limbs, images);
        }
        List<CompletableFuture<Run>> merged = new ArrayList<>();
        int[] from = new int[runs.size()];
        for (int part = 1; part <= parts; part++) {
            int[] to = new int[runs.size()];
            for (int r = 0; r < runs.size(); r++) {
                to[r] = part == parts ? runs.get(r).size()
                        : lowerBound(runs.get(r).keys(), largest.keys()[(int) ((long) largest.size() * part / parts)]);
            }
            int[] partFrom = from;
            merged.add(CompletableFuture.supplyAsync(() -> mergeRanges(runs, partFrom, to, limbs, images), executor));
            from = to;
        }
        List<Run> joined = new ArrayList<>();
        Throwable failure = null;
        for (CompletableFuture<Run> part : merged) { // every part is awaited, so none still runs when this returns or throws
            try {
                joined.add(part.join());
            } catch (CompletionException e) {
                failure = failure != null ? failure : e.getCause();
            }
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime; // an ArithmeticException: a sum needs wider counts
        }
        if (failure instanceof Error error) {
            throw error;
        }
        return Run.concatenate(joined, limbs);
    }

    /** Merges the entries {@code [from[r], to[r])} of each run {@code r}. */
    private static Run mergeRanges(List<Run> runs, int[] from, int[] to, int limbs, int images) {
        int total = 0;
        List<RunCursor> cursors = new ArrayList<>();
        for (int r = 0; r < runs.size(); r++) {
            total = Math.addExact(total, to[r] - from[r]);
            cursors.add(RunCursor.of(runs.get(r), from[r], to[r]));
        }
        long[] keys = new long[total];
        long[] data = new long[Math.multiplyExact(total, limbs)];
        int[] size = {0};
        try {
            merge(cursors, limbs, images, (key, count) -> {
                keys[size[0]] = key;
                System.arraycopy(count, 0, data, size[0] * limbs, limbs);
                size[0]++;
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e); // in-memory cursors and outputs never throw
        }
        return new Run(Arrays.copyOf(keys, size[0]), new CountVector(Arrays.copyOf(data, size[0] * limbs), limbs));
    }

    /** The index of the first of the ascending {@code keys} that is at least {@code key}. */
    private static int lowerBound(long[] keys, long key) {
        int found = Arrays.binarySearch(keys, key);
        return found >= 0 ? found : -found - 1;
    }

    /**
     * Merges the runs of {@code cursors} (each positioned before its first entry) into {@code out}.
     *
     * @param limbs limbs of the merged counts; every cursor's count must have at most this many
     * @param images counts per key: {@code limbs} and every cursor's limbs are multiples of it
     * @return the number of distinct keys passed to {@code out}
     * @throws ArithmeticException if a sum does not fit in {@code limbs} limbs (per image)
     */
    public static long merge(List<RunCursor> cursors, int limbs, int images, RunOutput out) throws IOException {
        return merge(cursors, limbs, images, out, read -> { });
    }

    /**
     * As {@link #merge(List, int, int, RunOutput)}, telling {@code entriesRead} how many of the
     * runs' entries have been read: every {@value #PROGRESS_ENTRIES} entries and once at the end.
     */
    public static long merge(List<RunCursor> cursors, int limbs, int images, RunOutput out, LongConsumer entriesRead)
            throws IOException {
        int count = cursors.size();
        // a binary min-heap of cursor indices, ordered by their current key (kept in head[])
        long[] head = new long[count];
        int[] heap = new int[count];
        int heapSize = 0;
        for (int r = 0; r < count; r++) {
            if (cursors.get(r).advance()) {
                head[r] = cursors.get(r).key();
                heap[heapSize++] = r;
            }
        }
        for (int i = heapSize / 2 - 1; i >= 0; i--) {
            siftDown(heap, heapSize, i, head);
        }
        long[] sum = new long[limbs];
        long distinct = 0;
        long current = 0;
        long read = 0;
        while (heapSize > 0) {
            if ((++read & (PROGRESS_ENTRIES - 1)) == 0) {
                entriesRead.accept(read);
            }
            int r = heap[0];
            RunCursor cursor = cursors.get(r);
            long key = head[r];
            if (distinct == 0 || key != current) {
                if (distinct > 0) {
                    out.accept(current, sum);
                    for (int i = 0; i < limbs; i++) {
                        sum[i] = 0;
                    }
                }
                current = key;
                distinct++;
            }
            if (limbs == 1) { // the common case: one plain unsigned sum, still checked for overflow
                long value = cursor.countData()[cursor.countAt()];
                long total = sum[0] + value;
                if (Long.compareUnsigned(total, value) < 0) {
                    throw new ArithmeticException("count does not fit in 64 bits");
                }
                sum[0] = total;
            } else {
                int width = limbs / images;
                int cursorWidth = cursor.limbs() / images;
                for (int j = 0; j < images; j++) {
                    CountVector.addLimbs(sum, j * width, width, cursor.countData(), cursor.countAt() + j * cursorWidth, cursorWidth);
                }
            }
            if (cursor.advance()) {
                head[r] = cursor.key();
            } else {
                heap[0] = heap[--heapSize];
            }
            if (heapSize > 0) {
                siftDown(heap, heapSize, 0, head);
            }
        }
        if (distinct > 0) {
            out.accept(current, sum);
        }
        entriesRead.accept(read);
        return distinct;
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
