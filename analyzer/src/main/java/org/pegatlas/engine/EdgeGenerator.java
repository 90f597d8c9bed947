package org.pegatlas.engine;

import java.util.Arrays;
import java.util.function.LongPredicate;
import org.pegatlas.engine.store.Level;
import org.pegatlas.storage.PositionKeys;

/**
 * Turns a chunk of a level into its jumps (or, backward, un-jumps), each canonicalised and packed
 * into one {@code long} as its {@link EdgeLayout} says: the successor's key below its partition,
 * then where the jump's count comes from. The jumps come out grouped by partition (the top bits of
 * the key), so that each partition can later be sorted on its own. Holds per-thread scratch; not
 * thread-safe.
 */
final class EdgeGenerator {
    /** A chunk's jumps, grouped by partition: partition {@code p} at {@code [offsets[p], offsets[p+1])}. */
    record ChunkEdges(long[] edges, int[] offsets) {
    }

    private final MoveTable moves;
    private final SymmetryTables symmetries;
    private final StartImages startImages;
    /** Xored into every successor before it is canonicalised: 0, or the full board to take the successors' complements. */
    private final long flip;
    private final long[] images;
    /** The images xored with {@link #flip}, when it is not 0. */
    private final long[] flipped;
    /** The successors' keys kept, or {@code null} for all. */
    private final LongPredicate keep;
    private long[] scratch = new long[1 << 16];
    /** The partition of each jump in {@link #scratch}. */
    private int[] partitionOf = new int[1 << 16];
    /** A position's legal lines. */
    private final int[] lines;

    /**
     * @param flip 0 for the successors themselves; the full board for their complements (a jump's
     *     successor {@code y} comes out as the canonical form of {@code ~y}, its counts permuted by
     *     the element that canonicalised {@code ~y})
     * @param keep the successors' keys kept (the others are not generated), or {@code null} for all;
     *     the chunk's tally then counts only the kept jumps
     */
    EdgeGenerator(MoveTable moves, SymmetryTables symmetries, StartImages startImages, long flip, LongPredicate keep) {
        this.moves = moves;
        this.keep = keep;
        this.symmetries = symmetries;
        this.startImages = startImages;
        this.flip = flip;
        this.images = new long[symmetries.order];
        this.flipped = new long[symmetries.order];
        this.lines = new int[moves.maxJumps];
    }

    /**
     * Generates the jumps of {@code level} positions {@code [from, to)}.
     *
     * @param backward un-jumps (towards more pegs) instead of jumps
     * @param base sources are named relative to this index ({@code to - base <= 2^sourceBits})
     * @param layout how a jump is packed; when it carries counts, the level's counts have one limb
     * @param keys the key codec (scrambles canonical positions)
     * @param tally receives the chunk's figures
     */
    ChunkEdges generate(Level level, int base, int from, int to, boolean backward, EdgeLayout layout, PositionKeys keys,
            LevelTally tally) {
        long[] positions = level.positions();
        long[] counts = level.counts().data();
        int order = symmetries.order;
        boolean perImage = startImages.count() > 1;
        int sourceBits = layout.sourceBits();
        long raw = 0;
        long deadEnds = 0;
        long deadEndsRaw = 0;
        int n = 0;
        for (int i = from; i < to; i++) {
            long p = positions[i];
            symmetries.images(p, images);
            int fixing = SymmetryTables.stabiliser(p, images);
            if (n + moves.maxJumps > scratch.length) {
                scratch = Arrays.copyOf(scratch, scratch.length * 2);
                partitionOf = Arrays.copyOf(partitionOf, scratch.length);
            }
            long[] out = scratch;
            int[] outPartition = partitionOf;
            int before = n;
            long payload = layout.payload(layout.carriesCounts() ? counts[i] : 0, i - base);
            int count = moves.legalLines(p, backward, lines);
            long[] targets = images;
            if (flip != 0) { // g(~y) = ~g(y): the images of a successor's complement
                for (int g = 0; g < order; g++) {
                    flipped[g] = images[g] ^ flip;
                }
                targets = flipped;
            }
            for (int j = 0; j < count; j++) {
                int line = lines[j];
                long canonical = symmetries.canonicalAfterJump(targets, line);
                long key = keys.key(canonical);
                if (keep != null && !keep.test(key)) {
                    continue;
                }
                long jump = payload;
                if (perImage) {
                    jump |= (long) symmetries.elementGiving(targets, line, canonical) << sourceBits;
                }
                outPartition[n] = layout.partition(key);
                out[n++] = layout.edge(key, jump);
            }
            if (perImage) {
                startImages.tally(level, i, images, fixing, n == before, tally);
                continue;
            }
            int orbit = order / fixing;
            raw += orbit;
            if (n == before) {
                deadEnds++;
                deadEndsRaw += orbit;
                tally.deadEndCountTotal.add(level.counts(), i);
            }
        }
        tally.canonical += perImage ? 0 : to - from;
        tally.raw += raw;
        tally.deadEndsCanonical += deadEnds;
        tally.deadEndsRaw += deadEndsRaw;
        tally.jumps += n;
        return partition(scratch, partitionOf, n, 1 << layout.partitionBits());
    }

    /**
     * Counting sort of {@code values[0, n)} by their partitions {@code partitionOf[0, n)} (each
     * below {@code partitions}), into a new array: stable within each partition.
     */
    static ChunkEdges partition(long[] values, int[] partitionOf, int n, int partitions) {
        int[] offsets = new int[partitions + 1];
        for (int i = 0; i < n; i++) {
            offsets[partitionOf[i] + 1]++;
        }
        for (int p = 0; p < partitions; p++) {
            offsets[p + 1] += offsets[p];
        }
        int[] next = Arrays.copyOf(offsets, partitions);
        long[] grouped = new long[n];
        for (int i = 0; i < n; i++) {
            grouped[next[partitionOf[i]]++] = values[i];
        }
        return new ChunkEdges(grouped, offsets);
    }
}
