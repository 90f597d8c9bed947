package org.pegatlas.engine;

import java.util.Arrays;
import org.pegatlas.storage.PositionKeys;

/**
 * Turns a chunk of a level into its jumps (or, backward, un-jumps), each canonicalised and packed
 * into one {@code long}: the successor's key, then (when positions carry a count per image of the
 * start, see {@link StartImages}) the index of the symmetry that canonicalised it, then the index
 * of the position it came from. The jumps come out grouped by partition (the top bits of the
 * key), so that each partition can later be sorted on its own. Holds per-thread scratch; not
 * thread-safe.
 */
final class EdgeGenerator {
    /** A chunk's jumps, grouped by partition: partition {@code p} at {@code [offsets[p], offsets[p+1])}. */
    record ChunkEdges(long[] edges, int[] offsets) {
    }

    private final MoveTable moves;
    private final SymmetryTables symmetries;
    private final StartImages startImages;
    private final long[] images;
    private long[] scratch = new long[1 << 16];
    /** A position's legal lines. */
    private final int[] lines;

    EdgeGenerator(MoveTable moves, SymmetryTables symmetries, StartImages startImages) {
        this.moves = moves;
        this.symmetries = symmetries;
        this.startImages = startImages;
        this.images = new long[symmetries.order];
        this.lines = new int[moves.maxJumps];
    }

    /**
     * Generates the jumps of {@code level} positions {@code [from, to)}.
     *
     * @param backward un-jumps (towards more pegs) instead of jumps
     * @param base sources are named relative to this index
     * @param sourceBits bits holding a source index: {@code to - base <= 2^sourceBits}; the
     *     symmetry's index, if any, takes the {@link StartImages#symmetryBits()} bits above them
     * @param partitionShift a jump's partition is its key shifted right by this
     * @param partitions number of partitions
     * @param keys the key codec (scrambles canonical positions)
     * @param tally receives the chunk's figures
     */
    ChunkEdges generate(Level level, int base, int from, int to, boolean backward, int sourceBits, int partitionShift, int partitions,
            PositionKeys keys, LevelTally tally) {
        long[] positions = level.positions();
        int order = symmetries.order;
        boolean perImage = startImages.count() > 1;
        int keyShift = sourceBits + startImages.symmetryBits();
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
            }
            long[] out = scratch;
            int before = n;
            int count = moves.legalLines(p, backward, lines);
            for (int j = 0; j < count; j++) {
                int line = lines[j];
                long canonical = symmetries.canonicalAfterJump(images, line);
                long edge = keys.key(canonical) << keyShift | (i - base);
                if (perImage) {
                    edge |= (long) symmetries.elementGiving(images, line, canonical) << sourceBits;
                }
                out[n++] = edge;
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
        return partition(scratch, n, keyShift + partitionShift, partitions);
    }

    /**
     * Counting sort of {@code values[0, n)} by partition {@code value >>> shift} (below
     * {@code partitions}), into a new array: stable within each partition.
     */
    static ChunkEdges partition(long[] values, int n, int shift, int partitions) {
        int[] offsets = new int[partitions + 1];
        for (int i = 0; i < n; i++) {
            offsets[(int) (values[i] >>> shift) + 1]++;
        }
        for (int p = 0; p < partitions; p++) {
            offsets[p + 1] += offsets[p];
        }
        int[] next = Arrays.copyOf(offsets, partitions);
        long[] grouped = new long[n];
        for (int i = 0; i < n; i++) {
            long value = values[i];
            grouped[next[(int) (value >>> shift)]++] = value;
        }
        return new ChunkEdges(grouped, offsets);
    }
}
