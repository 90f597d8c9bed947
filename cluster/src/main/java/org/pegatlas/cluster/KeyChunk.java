package org.pegatlas.cluster;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pegatlas.engine.ChunkExpander;
import org.pegatlas.storage.CountVector;
import scala.Tuple2;

/**
 * A run of a level as the Spark job carries it: strictly ascending position keys, each with an
 * exact count, packed in two arrays (the counts as one {@link CountVector}'s data of {@code limbs}
 * limbs each) instead of one object per position. A level is one chunk per key-range partition
 * (an empty chunk where a range holds no position); expanded chunks are split by target range and
 * the pieces of one range are summed by {@link #sum}, so a shuffle moves one record per (source
 * partition, target range).
 *
 * @param keys strictly ascending keys; never modified once the chunk is made
 * @param counts {@code keys.length * limbs} limbs, least significant first per count
 * @param limbs limbs per count, at least 1; a count may use fewer (its top limbs zero)
 */
record KeyChunk(long[] keys, long[] counts, int limbs) implements Serializable {
    /** A chunk of no position. */
    static final KeyChunk EMPTY = new KeyChunk(new long[0], new long[0], 1);

    KeyChunk {
        if (limbs < 1 || counts.length != keys.length * limbs) {
            throw new IllegalArgumentException(keys.length + " keys with " + counts.length + " limbs of counts at " + limbs + " each");
        }
    }

    /** A chunk of the successors of an expansion (ascending, summed). */
    static KeyChunk of(ChunkExpander.Successors successors) {
        return new KeyChunk(successors.keys(), successors.counts().data(), successors.counts().limbs());
    }

    /** Positions in the chunk. */
    int size() {
        return keys.length;
    }

    /** The counts as a vector (sharing this chunk's array). */
    CountVector countVector() {
        return new CountVector(counts, limbs);
    }

    /** Count {@code i} as its own array of {@link #limbs} limbs. */
    long[] count(int i) {
        return Arrays.copyOfRange(counts, i * limbs, (i + 1) * limbs);
    }

    /**
     * The chunk cut into its key ranges: one (partition, piece) pair per range the chunk has keys
     * in, ascending; none for an empty chunk.
     */
    List<Tuple2<Integer, KeyChunk>> split(KeyRangePartitioner partitioner) {
        List<Tuple2<Integer, KeyChunk>> pieces = new ArrayList<>();
        int from = 0;
        while (from < keys.length) {
            int partition = partitioner.partitionOf(keys[from]);
            int to = from + 1;
            while (to < keys.length && partitioner.partitionOf(keys[to]) == partition) {
                to++;
            }
            pieces.add(new Tuple2<>(partition, slice(from, to)));
            from = to;
        }
        return pieces;
    }

    private KeyChunk slice(int from, int to) {
        if (from == 0 && to == keys.length) {
            return this;
        }
        return new KeyChunk(Arrays.copyOfRange(keys, from, to), Arrays.copyOfRange(counts, from * limbs, to * limbs), limbs);
    }

    /**
     * The chunks merged into one, the counts of a key found in several summed (exactly: the counts
     * widen by a limb when a sum carries out of the widest input). The result does not depend on
     * the chunks' order. No chunks give {@link #EMPTY}.
     */
    static KeyChunk sum(Iterable<KeyChunk> chunks) {
        List<KeyChunk> round = new ArrayList<>();
        chunks.forEach(round::add);
        if (round.isEmpty()) {
            return EMPTY;
        }
        while (round.size() > 1) {
            List<KeyChunk> next = new ArrayList<>((round.size() + 1) / 2);
            for (int i = 0; i + 1 < round.size(); i += 2) {
                next.add(sum(round.get(i), round.get(i + 1)));
            }
            if (round.size() % 2 == 1) {
                next.add(round.get(round.size() - 1));
            }
            round = next;
        }
        return round.get(0);
    }

    /** Two chunks merged, counts of a key in both summed. */
    static KeyChunk sum(KeyChunk a, KeyChunk b) {
        int limbs = Math.max(a.limbs, b.limbs);
        try {
            return merge(a, b, limbs);
        } catch (ArithmeticException carriedOut) {
            return merge(a, b, limbs + 1);
        }
    }

    /** @throws ArithmeticException if a sum needs more than {@code limbs} limbs */
    private static KeyChunk merge(KeyChunk a, KeyChunk b, int limbs) {
        if (limbs == 1) {
            return mergeOneLimb(a, b);
        }
        long[] keys = new long[a.size() + b.size()];
        long[] counts = new long[keys.length * limbs];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.size() || j < b.size()) {
            boolean takeA = j == b.size() || (i < a.size() && a.keys[i] <= b.keys[j]);
            boolean takeB = i == a.size() || (j < b.size() && b.keys[j] <= a.keys[i]);
            if (takeA) {
                keys[n] = a.keys[i];
                System.arraycopy(a.counts, i * a.limbs, counts, n * limbs, a.limbs);
                i++;
                if (takeB) {
                    CountVector.addLimbs(counts, n * limbs, limbs, b.counts, j * b.limbs, b.limbs);
                    j++;
                }
            } else {
                keys[n] = b.keys[j];
                System.arraycopy(b.counts, j * b.limbs, counts, n * limbs, b.limbs);
                j++;
            }
            n++;
        }
        return n == keys.length ? new KeyChunk(keys, counts, limbs)
                : new KeyChunk(Arrays.copyOf(keys, n), Arrays.copyOf(counts, n * limbs), limbs);
    }

    /**
     * {@link #merge} of two one-limb chunks into one limb, a count copied or added as one {@code
     * long} (most levels' counts; the shuffle's reducers merge every piece of a range this way).
     *
     * @throws ArithmeticException if a sum needs a second limb
     */
    private static KeyChunk mergeOneLimb(KeyChunk a, KeyChunk b) {
        long[] aKeys = a.keys;
        long[] bKeys = b.keys;
        long[] aCounts = a.counts;
        long[] bCounts = b.counts;
        long[] keys = new long[aKeys.length + bKeys.length];
        long[] counts = new long[keys.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < aKeys.length && j < bKeys.length) {
            long x = aKeys[i];
            long y = bKeys[j];
            if (x < y) {
                keys[n] = x;
                counts[n++] = aCounts[i++];
            } else if (y < x) {
                keys[n] = y;
                counts[n++] = bCounts[j++];
            } else {
                long sum = aCounts[i] + bCounts[j];
                if (Long.compareUnsigned(sum, aCounts[i]) < 0) {
                    throw new ArithmeticException("count does not fit in 64 bits");
                }
                keys[n] = x;
                counts[n++] = sum;
                i++;
                j++;
            }
        }
        int restA = aKeys.length - i;
        System.arraycopy(aKeys, i, keys, n, restA);
        System.arraycopy(aCounts, i, counts, n, restA);
        n += restA;
        int restB = bKeys.length - j;
        System.arraycopy(bKeys, j, keys, n, restB);
        System.arraycopy(bCounts, j, counts, n, restB);
        n += restB;
        return n == keys.length ? new KeyChunk(keys, counts, 1) : new KeyChunk(Arrays.copyOf(keys, n), Arrays.copyOf(counts, n), 1);
    }
}
