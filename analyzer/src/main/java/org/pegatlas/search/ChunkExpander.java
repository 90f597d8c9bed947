package org.pegatlas.search;

import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/**
 * Expands a chunk of one level into a {@link Run} of the next: every jump (or, backward, every
 * un-jump) from every position of the chunk, canonicalised, its source's count carried along,
 * then sorted and summed per canonical position. Holds per-thread scratch; not thread-safe.
 *
 * <p>Each jump becomes one {@code long}: the successor's key shifted left by
 * {@link #SOURCE_BITS} bits, or-ed with the source's index within the chunk. Sorting those by the
 * key bits and summing the sources' counts per key gives the run; the sources' counts of a chunk
 * are few enough to stay in cache while they are read in sorted-key order.
 */
final class ChunkExpander {
    /** Bits for a source index within a chunk: chunks hold at most {@code 2^SOURCE_BITS} positions. */
    static final int SOURCE_BITS = 20;

    private final MoveTable moves;
    private final SymmetryTables symmetries;
    private final long keyMask;
    private final int keyBits;
    private final long[] images;
    private long[] edges = new long[1 << 16];
    private long[] scratch = new long[1 << 16];

    ChunkExpander(MoveTable moves, SymmetryTables symmetries, PositionKeys keys, long fullMask) {
        if (keys.keyBits() + SOURCE_BITS > 63) {
            throw new IllegalArgumentException("boards of more than " + (64 - SOURCE_BITS) + " holes are not supported yet");
        }
        this.moves = moves;
        this.symmetries = symmetries;
        this.keyMask = keys.key(-1L) & fullMask;
        this.keyBits = keys.keyBits();
        this.images = new long[symmetries.order];
    }

    /**
     * Expands {@code level} positions {@code [from, to)} (at most {@code 2^SOURCE_BITS} of them).
     *
     * @param backward expand by un-jumps (towards more pegs) instead of jumps
     * @param outLimbs limbs of the run's counts, enough for any sum of the chunk's counts times
     *     the number of jump lines
     * @param tally receives the chunk's figures
     */
    Run expand(Level level, int from, int to, boolean backward, int outLimbs, LevelTally tally) {
        long[] positions = level.positions();
        int order = symmetries.order;
        long[] lineImage = symmetries.lineImage;
        int groups = moves.groups;
        long layoutFull = moves.layoutFull;
        long[] fromMask = moves.fromMask;
        int[] overRight = moves.overRight;
        int[] overLeft = moves.overLeft;
        int[] toRight = moves.toRight;
        int[] toLeft = moves.toLeft;
        int[] lineAt = moves.lineAt;
        long raw = 0;
        long deadEnds = 0;
        long deadEndsRaw = 0;
        int n = 0;
        for (int i = from; i < to; i++) {
            long p = positions[i];
            symmetries.images(p, images);
            int orbit = order / SymmetryTables.stabiliser(p, images);
            long layout = moves.layout(p);
            long pegs = backward ? ~layout & layoutFull : layout;
            if (n + moves.maxJumps > edges.length) {
                grow();
            }
            long[] out = edges;
            int before = n;
            for (int g = 0; g < groups; g++) {
                long legal = fromMask[g] & pegs & ((pegs >>> overRight[g]) << overLeft[g]) & ~((pegs >>> toRight[g]) << toLeft[g]);
                int lineBase = g * 64;
                while (legal != 0) {
                    int at = lineAt[lineBase + Long.numberOfTrailingZeros(legal)] * order;
                    legal &= legal - 1;
                    long canonical = Long.MAX_VALUE;
                    for (int s = 0; s < order; s++) {
                        canonical = Math.min(canonical, images[s] ^ lineImage[at + s]);
                    }
                    out[n++] = (canonical & keyMask) << SOURCE_BITS | (i - from);
                }
            }
            raw += orbit;
            if (n == before) {
                deadEnds++;
                deadEndsRaw += orbit;
                tally.deadEndCountTotal.add(level.counts(), i);
            }
        }
        tally.canonical += to - from;
        tally.raw += raw;
        tally.deadEndsCanonical += deadEnds;
        tally.deadEndsRaw += deadEndsRaw;
        tally.jumps += n;
        return aggregate(level.counts(), from, n, outLimbs);
    }

    private Run aggregate(CountVector sourceCounts, int from, int n, int outLimbs) {
        long[] sorted = RadixSort.sort(edges, scratch, n, SOURCE_BITS, keyBits);
        int distinct = 0;
        long previous = -1;
        for (int i = 0; i < n; i++) {
            long key = sorted[i] >>> SOURCE_BITS;
            if (key != previous) {
                distinct++;
                previous = key;
            }
        }
        long[] keys = new long[distinct];
        CountVector counts = new CountVector(distinct, outLimbs);
        long[] out = counts.data();
        long[] in = sourceCounts.data();
        int inLimbs = sourceCounts.limbs();
        long sourceMask = (1L << SOURCE_BITS) - 1;
        int k = -1;
        previous = -1;
        if (outLimbs == 1) {
            // the common case, one limb in and out: a plain unsigned sum with an overflow check
            for (int i = 0; i < n; i++) {
                long edge = sorted[i];
                long key = edge >>> SOURCE_BITS;
                if (key != previous) {
                    keys[++k] = key;
                    previous = key;
                }
                long value = in[from + (int) (edge & sourceMask)];
                long sum = out[k] + value;
                if (Long.compareUnsigned(sum, value) < 0) {
                    throw new ArithmeticException("count does not fit in 64 bits");
                }
                out[k] = sum;
            }
            return new Run(keys, counts);
        }
        for (int i = 0; i < n; i++) {
            long edge = sorted[i];
            long key = edge >>> SOURCE_BITS;
            if (key != previous) {
                keys[++k] = key;
                previous = key;
            }
            int source = from + (int) (edge & sourceMask);
            CountVector.addLimbs(out, k * outLimbs, outLimbs, in, source * inLimbs, inLimbs);
        }
        return new Run(keys, counts);
    }

    private void grow() {
        edges = java.util.Arrays.copyOf(edges, edges.length * 2);
        scratch = new long[edges.length];
    }
}
