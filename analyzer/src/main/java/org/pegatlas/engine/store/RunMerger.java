package org.pegatlas.engine.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.function.LongConsumer;
import org.pegatlas.storage.Background;
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
        List<Future<Run>> merged = new ArrayList<>();
        int[] from = new int[runs.size()];
        for (int part = 1; part <= parts; part++) {
            int[] to = new int[runs.size()];
            for (int r = 0; r < runs.size(); r++) {
                to[r] = part == parts ? runs.get(r).size()
                        : lowerBound(runs.get(r).keys(), largest.keys()[(int) ((long) largest.size() * part / parts)]);
            }
            int[] partFrom = from;
            merged.add(Background.start(() -> mergeRanges(runs, partFrom, to, limbs, images), executor));
            from = to;
        }
        List<Run> joined = new ArrayList<>();
        try {
            for (Future<Run> part : merged) {
                joined.add(Background.await(part)); // an ArithmeticException of a part (a sum needs wider counts) as thrown
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e); // in-memory merges throw none: only an interrupt while waiting
        } finally {
            merged.forEach(Background::settle); // none still runs when this returns or throws
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
        RunCursor[] runs = cursors.toArray(new RunCursor[0]);
        LoserTree tree = new LoserTree(runs.length);
        for (int r = 0; r < runs.length; r++) {
            tree.setHead(r, headKey(runs[r]));
        }
        tree.build();
        long[] sum = new long[limbs];
        long distinct = 0;
        long current = 0;
        long read = 0;
        for (int r = tree.winner(); r >= 0; r = tree.replay(r, headKey(runs[r]))) {
            if ((++read & (PROGRESS_ENTRIES - 1)) == 0) {
                entriesRead.accept(read);
            }
            RunCursor cursor = runs[r];
            long key = cursor.key();
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
        }
        if (distinct > 0) {
            out.accept(current, sum);
        }
        entriesRead.accept(read);
        return distinct;
    }

    /** Advances {@code cursor} and returns its new key, or {@link LoserTree#EXHAUSTED} after its last entry. */
    private static long headKey(RunCursor cursor) throws IOException {
        if (!cursor.advance()) {
            return LoserTree.EXHAUSTED;
        }
        long key = cursor.key();
        if (key < 0 || key == LoserTree.EXHAUSTED) {
            throw new IllegalArgumentException("run keys must be non-negative and below " + LoserTree.EXHAUSTED + ": " + key);
        }
        return key;
    }
}
