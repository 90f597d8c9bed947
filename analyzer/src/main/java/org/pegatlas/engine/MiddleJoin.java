package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongConsumer;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.Run;
import org.pegatlas.engine.store.RunCursor;
import org.pegatlas.engine.store.RunMerger;
import org.pegatlas.engine.store.RunSource;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/**
 * The solutions between the starts of two pairs-table passes, by complement duality at one level
 * of each (see docs/algorithms.md, "The table by meeting in the middle").
 *
 * <p>A jump from {@code p} to {@code p'} is also a jump from {@code ~p'} to {@code ~p} (pegs and
 * holes swapped), so the jump sequences from start {@code s} to one peg on {@code e} through
 * position {@code p} after {@code a} jumps are the paths {@code s -> p} times the paths from the
 * full board less {@code e} to {@code ~p}, which lies {@code n - 2 - a} jumps from that start
 * ({@code n} holes):
 * {@code solutions(s, e) = Σ_p paths(s -> p) · paths(e -> ~p)}, over the raw positions {@code p}
 * of level {@code a} of {@code s}. Here {@code s} ranges over the images of one pass (the starts'
 * side, level {@code a}) and {@code e} over those of the pass holding the complements ({@link Side}
 * {@code ends}, level {@code n - 2 - a}); both passes are canonical under the same group
 * {@code G} (the symmetries keeping a position class keep its complement's).
 *
 * <p>Take a canonical position {@code c} of the starts' side with the per-image counts {@code D}
 * of {@link StartImages} (the paths from image {@code s_j} to {@code c} are
 * {@code Σ_{f fixing c} D_{f^-1 s_j}(c) / |S_j|}, {@code S_j} the stabiliser of {@code s_j}), and
 * {@code d = h ~c} the canonical form of its complement. In {@code d}'s frame its counts are
 * {@code E_j(d) = D_{h^-1 s_j}(c)}. Summing over the orbit of {@code c} by every {@code u} in
 * {@code G} cancels the sum over the elements fixing {@code c}:
 * {@code solutions(s, e) · |S_s| · |S_e| = Σ_d Σ_u E_{u s}(d) · W_{u e}(d)}, with
 * {@code W_i(d) = Σ_{f fixing d} D_{f^-1 i}(d)} on the ends' side. The sums are exact; the
 * division is checked to leave no remainder.
 *
 * <p>The starts' side comes in parts, each either canonical positions of its level ({@link #add}:
 * each complement is canonicalised, matched with the ends' keys by {@link ComplementMatch} or, when
 * key and index do not fit in one {@code long} together, looked up, and its counts permuted into
 * {@code d}'s frame), or a complementing expansion of part of the level before
 * ({@link #addComplemented}: its successors already are the canonical complements, with their
 * counts in their frame, keys ascending, merged with the ends' keys). A position may be in several
 * parts, each with part of its counts: the sum is linear in them. Each part is matched with the
 * ends' level a chunk at a time (see {@link MiddleLevel}): held in memory it is one chunk, on disk
 * it is read once for each part.
 */
final class MiddleJoin {
    /** Positions of a part per task. */
    private static final int CHUNK = 1 << 15;

    /** One side of the ends: a level of a pass, its canonical positions with a count per image of the pass's starts. */
    record Side(MiddleLevel level, StartImages images) {
    }

    private final StartImages startImages;
    private final Side ends;
    private final int[] rows;
    private final ProductSums sums;
    private final SymmetryTables symmetries;
    private final PositionKeys keys;
    private final ParallelExpander expander;
    private final long full;
    /** The most positions of the ends' level read at once when it is on disk. */
    private final int endChunk;
    /** Positions of the ends' level that the last {@link #addMerged} matched. */
    private long matchedEnds;

    /**
     * A join with no part of the starts' side yet.
     *
     * @param starts the pass whose positions {@code p} are summed over: its images, and its
     *     symmetries, which both passes are canonical under
     * @param rows the indices, among those images, of the starts whose solutions are wanted
     * @param ends the level holding their complements, keys ascending
     * @param expander whose threads do the work
     * @param endChunk the most positions of the ends' level read at once when it is on disk (at least 1)
     */
    MiddleJoin(StartClassPass starts, int[] rows, Side ends, ParallelExpander expander, int endChunk) {
        this.startImages = starts.images();
        this.rows = rows;
        this.ends = ends;
        this.sums = new ProductSums(rows.length, ends.images().count());
        this.symmetries = starts.tables();
        this.keys = starts.board().positionKeys();
        this.expander = expander;
        this.full = starts.board().fullMask();
        this.endChunk = endChunk;
    }

    /** Adds the sums over the positions of {@code part}, canonical positions of the starts' level with their counts. */
    void add(Level part) throws IOException {
        int size = part.size();
        boolean matched = ComplementMatch.fits(keys, size);
        ends.level().forEachChunk(endChunk, chunk -> {
            int[] matches = matched
                    ? new ComplementMatch(symmetries, keys, expander, full).join(part.keys(), part.pegs(), chunk.keys(), false)
                    : null;
            List<Callable<ProductSums>> tasks = new ArrayList<>();
            for (int from = 0; from < size; from += CHUNK) {
                int start = from;
                tasks.add(() -> sumCanonical(part, matches, new Kernel(chunk), start, Math.min(size, start + CHUNK)));
            }
            addAll(tasks);
        });
    }

    /**
     * Adds the sums over {@code part}, the successors of a complementing expansion (see
     * {@link ParallelExpander#complementing}): canonical complements, keys ascending, each with its
     * counts in its own frame.
     */
    void addComplemented(Run part) throws IOException {
        long[] partKeys = part.keys();
        if (partKeys.length == 0) {
            return;
        }
        ends.level().forEachChunk(endChunk, chunk -> {
            long[] chunkKeys = chunk.keys();
            int first = lowerBound(partKeys, chunkKeys[0]);
            int end = lowerBound(partKeys, chunkKeys[chunkKeys.length - 1] + 1); // the part's keys in the chunk's range
            List<Callable<ProductSums>> tasks = new ArrayList<>();
            for (int from = first; from < end; from += CHUNK) {
                int start = from;
                tasks.add(() -> sumComplemented(part, new Kernel(chunk), start, Math.min(end, start + CHUNK)));
            }
            addAll(tasks);
        });
    }

    /**
     * Adds the sums over the ends' level given, for each of its positions in key order, the
     * starts' counts {@code E} summed in its frame: {@code summed[at * k + j]} for image {@code j}
     * of the {@code k} images of the starts, one limb each (as {@link NumberedSums} sums them
     * with the complementing flip). The ends' level must be held (one chunk).
     */
    void addSummed(long[] summed) throws IOException {
        int count = startImages.count();
        ends.level().forEachChunk(Integer.MAX_VALUE, chunk -> {
            List<Callable<ProductSums>> tasks = new ArrayList<>();
            for (int from = 0; from < chunk.size(); from += CHUNK) {
                int start = from;
                tasks.add(() -> {
                    Kernel kernel = new Kernel(chunk);
                    for (int at = start; at < Math.min(chunk.size(), start + CHUNK); at++) {
                        if (!isZero(summed, at * count, count)) {
                            kernel.add(summed, at * count, 1, at);
                        }
                    }
                    return kernel.sums;
                });
            }
            addAll(tasks);
        });
    }

    /**
     * Adds the sums over the entries of {@code runs}, complemented successors as {@link
     * #addComplemented} takes them (each run's keys ascending; a key may be in several runs, each
     * with part of its counts): the runs are merged, and the merged entries joined with the ends'
     * level read once, a chunk at a time, in key order. A sum of counts too wide for the runs'
     * limbs is merged again, wider.
     *
     * @param entriesRead told how many of the runs' entries have been merged, as the merge goes
     */
    void addMerged(List<? extends RunSource> runs, LongConsumer entriesRead) throws IOException {
        int images = startImages.count();
        int limbs = runs.stream().mapToInt(RunSource::limbs).max().orElse(images);
        sums.addAll(LevelFiles.widening(limbs, images, width -> mergeOnce(runs, width, entriesRead)));
    }

    /** Positions of the ends' level matched by the complements of the last {@link #addMerged}: those on a path to a single-peg finish from a start of the starts' side. */
    long matchedEnds() {
        return matchedEnds;
    }

    private ProductSums mergeOnce(List<? extends RunSource> runs, int limbs, LongConsumer entriesRead) throws IOException {
        ProductSums merged = new ProductSums(rows.length, ends.images().count());
        List<RunCursor> cursors = new ArrayList<>();
        try (MiddleLevel.Chunks chunks = ends.level().chunks(endChunk)) {
            for (RunSource run : runs) {
                cursors.add(run.open(expander.beside()));
            }
            int width = limbs / startImages.count();
            Level[] chunk = {chunks.next()};
            Kernel[] kernel = {chunk[0] == null ? null : new Kernel(chunk[0])};
            int[] at = {0};
            long[] matched = {0};
            RunMerger.merge(cursors, limbs, startImages.count(), (key, count) -> {
                while (chunk[0] != null && key > chunk[0].keys()[chunk[0].size() - 1]) { // past this chunk: its sums are done
                    merged.addAll(kernel[0].sums);
                    chunk[0] = chunks.next();
                    kernel[0] = chunk[0] == null ? null : new Kernel(chunk[0]);
                    at[0] = 0;
                }
                if (chunk[0] == null) {
                    return;
                }
                long[] endKeys = chunk[0].keys();
                while (endKeys[at[0]] < key) {
                    at[0]++;
                }
                if (endKeys[at[0]] == key) {
                    kernel[0].add(count, 0, width, at[0]);
                    matched[0]++;
                }
            }, entriesRead);
            if (kernel[0] != null) {
                merged.addAll(kernel[0].sums);
            }
            matchedEnds = matched[0];
            return merged;
        } finally {
            for (RunCursor cursor : cursors) {
                cursor.close();
            }
        }
    }

    private void addAll(List<Callable<ProductSums>> tasks) {
        for (ProductSums task : expander.runAll(tasks)) {
            sums.addAll(task);
        }
    }

    /**
     * The solutions from each start image of {@code rows} to one peg on the hole vacant in each
     * image of the ends' side, {@code result[r][i]}, over the parts added so far.
     *
     * @throws IllegalStateException if a sum does not divide exactly (the levels are not a pair of dual levels)
     */
    BigInteger[][] solutions() {
        StartImages endImages = ends.images();
        int order = symmetries.order();
        BigInteger[][] result = new BigInteger[rows.length][endImages.count()];
        for (int r = 0; r < rows.length; r++) {
            long startFixing = order / symmetries.orbitSize(startImages.start(rows[r]));
            for (int i = 0; i < result[r].length; i++) {
                long endFixing = order / symmetries.orbitSize(endImages.start(i));
                BigInteger[] quotient = sums.get(r, i).divideAndRemainder(BigInteger.valueOf(startFixing * endFixing));
                if (quotient[1].signum() != 0) {
                    throw new IllegalStateException("the middle join's sum for start image " + rows[r] + " and end image " + i
                            + " is not a multiple of its stabilisers' orders");
                }
                result[r][i] = quotient[0];
            }
        }
        return result;
    }

    /**
     * The sums over the canonical positions {@code [from, to)} of {@code part} whose complements
     * are in the kernel's chunk.
     *
     * @param matches for each position of {@code part}, the index of its canonical complement
     *     among the chunk's positions, -1 when absent; {@code null}: look each one up
     */
    private ProductSums sumCanonical(Level part, int[] matches, Kernel kernel, int from, int to) {
        int count = startImages.count();
        int limbs = part.counts().limbs() / count;
        long[] data = part.counts().data();
        int[] pull = startImages.pull();
        long[] positions = part.positions();
        long[] endKeys = kernel.chunk.keys();
        long[] images = new long[symmetries.order()];
        long[] framed = new long[count * limbs];
        for (int x = from; x < to; x++) {
            if (matches != null && matches[x] < 0) {
                continue;
            }
            int h = symmetries.canonicalising(full & ~positions[x], images);
            int at = matches != null ? matches[x] : Arrays.binarySearch(endKeys, keys.key(images[h]));
            if (at < 0) {
                continue;
            }
            for (int j = 0; j < count; j++) { // E_j(d) = D_{h^-1 s_j}(c)
                System.arraycopy(data, (x * count + pull[h * count + j]) * limbs, framed, j * limbs, limbs);
            }
            kernel.add(framed, 0, limbs, at);
        }
        return kernel.sums;
    }

    /** The sums over the complemented successors {@code [from, to)} of {@code part}, merged with the keys of the kernel's chunk. */
    private ProductSums sumComplemented(Run part, Kernel kernel, int from, int to) {
        int limbs = part.counts().limbs() / startImages.count();
        long[] data = part.counts().data();
        long[] partKeys = part.keys();
        long[] endKeys = kernel.chunk.keys();
        int at = lowerBound(endKeys, partKeys[from]);
        for (int x = from; x < to && at < endKeys.length; ) {
            if (partKeys[x] < endKeys[at]) {
                x++;
            } else if (partKeys[x] > endKeys[at]) {
                at++;
            } else {
                kernel.add(data, x * startImages.count() * limbs, limbs, at);
                x++;
                at++;
            }
        }
        return kernel.sums;
    }

    /** The index of the first of the ascending {@code keys} that is at least {@code key}. */
    private static int lowerBound(long[] keys, long key) {
        int found = Arrays.binarySearch(keys, key);
        return found >= 0 ? found : -found - 1;
    }

    /**
     * Adds the products of one position's counts in its complement's frame with the counts of that
     * complement in a chunk of the ends' level.
     */
    private final class Kernel {
        final ProductSums sums;
        private final Level chunk;
        private final StartImages endImages;
        private final int endCount;
        private final int endLimbs;
        private final long[] endData;
        private final int[] endPull;
        private final long[] images = new long[symmetries.order()];
        private final int summedLimbs;
        private final long[] summed;

        Kernel(Level chunk) {
            this.chunk = chunk;
            this.endImages = ends.images();
            this.endCount = endImages.count();
            this.sums = new ProductSums(rows.length, endCount);
            this.endLimbs = chunk.counts().limbs() / endCount;
            this.endData = chunk.counts().data();
            this.endPull = endImages.pull();
            this.summedLimbs = endLimbs + 1;
            this.summed = new long[endCount * summedLimbs];
        }

        /**
         * @param data where the counts {@code E} in the frame of the chunk's position {@code at} start,
         *     {@code limbs} per image of the starts
         */
        void add(long[] data, int from, int limbs, int at) {
            long dual = chunk.positions()[at];
            symmetries.images(dual, images);
            long[] w = endData;
            int wAt = at * endCount * endLimbs;
            int wLimbs = endLimbs;
            if (SymmetryTables.stabiliser(dual, images) > 1) { // W_i(d) = Σ_{f fixing d} D_{f^-1 i}(d)
                Arrays.fill(summed, 0);
                for (int f = 0; f < images.length; f++) {
                    if (images[f] == dual) {
                        for (int i = 0; i < endCount; i++) {
                            CountVector.addLimbs(summed, i * summedLimbs, summedLimbs, endData, wAt + endPull[f * endCount + i] * endLimbs,
                                    endLimbs);
                        }
                    }
                }
                w = summed;
                wAt = 0;
                wLimbs = summedLimbs;
            }
            for (int u = 0; u < images.length; u++) {
                for (int r = 0; r < rows.length; r++) {
                    int a = from + startImages.image(u, rows[r]) * limbs;
                    if (isZero(data, a, limbs)) {
                        continue;
                    }
                    for (int i = 0; i < endCount; i++) {
                        sums.addProduct(r, i, data, a, limbs, w, wAt + endImages.image(u, i) * wLimbs, wLimbs);
                    }
                }
            }
        }
    }

    private static boolean isZero(long[] data, int at, int limbs) {
        for (int l = 0; l < limbs; l++) {
            if (data[at + l] != 0) {
                return false;
            }
        }
        return true;
    }
}
