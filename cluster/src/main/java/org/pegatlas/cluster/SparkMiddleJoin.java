package org.pegatlas.cluster;

import java.io.Serializable;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.storage.StorageLevel;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.MoveTable;
import org.pegatlas.engine.ProductSums;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.PositionKeys;
import scala.Tuple2;

/**
 * The solutions of one start of a pairs table searched to the middle ({@code pegatlas-spark pairs}
 * without {@code --full}), by complement duality, as Spark jobs: if {@code P → Q} is a jump,
 * {@code ~Q → ~P} is one too, so with {@code n} holes
 * {@code solutions(s, e) = Σ_p paths_s(p) · paths_e(~p)} over the raw positions {@code p} a level
 * {@code a} of the search from the start vacating {@code s} holds, {@code ~p} lying on level
 * {@code n - 2 - a} of the search from the start vacating {@code e}. Every pass stops at level
 * {@code M = ⌊(n - 2)/2⌋}: with {@code n} even {@code a = M}; with {@code n} odd the starts' side is
 * level {@code M} expanded by one jump here ({@code a = M + 1}: a sum over the jumps from each raw
 * position of level {@code M}, linear in the counts, so a position reached by several jumps needs
 * no merging), and {@code ~p} lies on level {@code M} of the ends' passes.
 *
 * <p>Each pass is canonical under the symmetries fixing its own start and carries orbit totals
 * {@code T(c)} (see {@link SparkAnalysis}), so a raw position {@code p} of canonical form {@code c}
 * has {@code T(c) / |orbit(c)|} paths (a division checked to be exact). Both sides are keyed by
 * canonical forms {@code d} under the board's whole group {@code G}, with a vector indexed by
 * {@code G}'s elements, so that neither depends on the end:
 * <ul>
 *   <li>the starts' side {@code E(d)[h]}: the paths of {@code s} into the complements
 *       {@code x = ~p} with {@code x = h·d} ({@code h} the inverse of the element that canonicalises
 *       {@code x}; any {@code h} with {@code h·d = x} would do), summed;</li>
 *   <li>the ends' side of the first hole {@code t} of an end class, {@code V_t(d)[u] = paths_t(u·d)}
 *       for every {@code u} of {@code G} (made once per end class, kept for every start that needs it).</li>
 * </ul>
 * An end {@code e = g·t} has {@code paths_e(x) = paths_t(g⁻¹·x)}, so
 * {@code solutions(s, e) = Σ_d Σ_h E(d)[h] · V_t(d)[g⁻¹ ∘ h]}. Entry {@code [u]} of
 * {@code d}'s vector is the record keyed {@code key(d) << bits | u} of a {@link KeyChunk} (see
 * {@link JoinKeys}): each side is summed per key map-side ({@link KeyedSums}) and by the
 * shuffle's ranges, the two sides of a range are merged by key, and the products summed exactly
 * in multi-limb arithmetic ({@link ProductSums}).
 */
final class SparkMiddleJoin {
    /**
     * Keys a map task sums before it hands them on as pieces of the shuffle: its table then has
     * 2^21 slots, 8 bytes each and 8 per limb of their sums (48 MiB with one-limb counts).
     */
    private static final int HELD_KEYS = 3 << 18;

    private SparkMiddleJoin() {
    }

    /**
     * An end hole of the join and how it is read: from the pass of {@code classHole}, the first hole
     * of its class, through the board's element {@code inverse} ({@code g⁻¹}, where {@code g} maps
     * {@code classHole} to {@code hole}).
     */
    record End(int hole, int classHole, int inverse) implements Serializable {
    }

    /** A pass's level {@code M} and the symmetries its positions are canonical under. */
    record Side(SymmetryGroup symmetries, JavaRDD<KeyChunk> level) {
    }

    /**
     * The join's keys: entry {@code u} of position {@code d}'s vector is {@code key(d) << bits | u},
     * {@code bits} enough for an element of the board's group {@code whole}, cut into the key ranges
     * of {@code ranges} (at least {@code 2^bits} keys each, so a vector is never split).
     */
    record JoinKeys(SymmetryGroup whole, int bits, KeyRangePartitioner ranges) implements Serializable {
        /**
         * The keys of a board's joins, in ranges for about {@code entries} entries of a side.
         *
         * @throws IllegalArgumentException if a position's key and an element do not fit in 63 bits together
         */
        static JoinKeys of(Board board, SymmetryGroup whole, LevelPartitioning partitioning, long entries) {
            int bits = 32 - Integer.numberOfLeadingZeros(whole.order() - 1);
            int keyBits = board.positionKeys().keyBits() + bits;
            if (keyBits > 63 || bits > KeyRangePartitioner.MIN_SHIFT) {
                throw new IllegalArgumentException("board " + board.name() + ": the middle join's keys would need " + keyBits
                        + " bits (a position's and one of " + whole.order() + " symmetries), more than 63");
            }
            return new JoinKeys(whole, bits, partitioning.forPositions(keyBits, entries));
        }

        long of(long key, int element) {
            return key << bits | element;
        }
    }

    /**
     * The ends' side of an end class: {@code V_t(d)[u] = paths_t(u·d)} over the canonical forms
     * {@code d} under the whole group of the positions of {@code t}'s level {@code M}, one chunk per
     * key range (not persisted).
     */
    static JavaRDD<KeyChunk> endsSide(Board board, int middle, Side ends, JoinKeys keys) {
        int pegs = board.holeCount() - 1 - middle;
        SymmetryGroup own = ends.symmetries();
        return ChunkShuffle.sumByRange(ends.level().mapPartitionsToPair(chunks -> endEntries(board, own, keys, pegs, chunks)),
                keys.ranges());
    }

    /**
     * The starts' side's entries {@code E(d)[h]} from canonical positions of {@code pegs} pegs under
     * {@code own} with their orbit totals, as (key range, piece) pairs: the pieces of a range sum to its part of the side.
     */
    static Iterator<Tuple2<Integer, KeyChunk>> startEntries(Board board, SymmetryGroup own, JoinKeys keys, int pegs,
            Iterator<KeyChunk> chunks) {
        return new StartEntries(board, own, keys, pegs).pieces(chunks);
    }

    /** The ends' side's entries {@code V_t(d)[u]}, as {@link #startEntries} gives the starts'. */
    static Iterator<Tuple2<Integer, KeyChunk>> endEntries(Board board, SymmetryGroup own, JoinKeys keys, int pegs,
            Iterator<KeyChunk> chunks) {
        return new EndEntries(board, own, keys, pegs).pieces(chunks);
    }

    /**
     * The solutions from the start of {@code starts} into each end hole, by hole index (0 where no
     * end of {@code ends} is that hole).
     *
     * @param middle the level {@code M} both sides are at
     * @param ends the ends to join with, each with its {@link #endsSide} in {@code endSides} (by class hole)
     */
    static BigInteger[] solutions(Board board, int middle, Side starts, List<End> ends, Map<Integer, JavaRDD<KeyChunk>> endSides,
            JoinKeys keys) {
        BigInteger[] row = new BigInteger[board.holeCount()];
        Arrays.fill(row, BigInteger.ZERO);
        if (ends.isEmpty()) {
            return row;
        }
        int pegs = board.holeCount() - 1 - middle;
        SymmetryGroup own = starts.symmetries();
        JavaRDD<KeyChunk> startSide = ChunkShuffle.sumByRange(
                starts.level().mapPartitionsToPair(chunks -> startEntries(board, own, keys, pegs, chunks)), keys.ranges())
                .persist(StorageLevel.MEMORY_AND_DISK());
        try {
            for (Map.Entry<Integer, JavaRDD<KeyChunk>> endSide : endSides.entrySet()) {
                List<End> ofClass = ends.stream().filter(e -> e.classHole() == endSide.getKey()).toList();
                if (ofClass.isEmpty()) {
                    continue;
                }
                int[] holes = ofClass.stream().mapToInt(End::hole).toArray();
                int[] inverses = ofClass.stream().mapToInt(End::inverse).toArray();
                BigInteger[] sums = startSide.zipPartitions(endSide.getValue(),
                                (e, v) -> Collections.singletonList(productSums(keys, holes, inverses, e.next(), v.next())).iterator())
                        .reduce(SparkMiddleJoin::plus);
                for (int i = 0; i < holes.length; i++) {
                    row[holes[i]] = row[holes[i]].add(sums[i]);
                }
            }
        } finally {
            startSide.unpersist();
        }
        return row;
    }

    /**
     * {@code Σ_d Σ_h E(d)[h] · V(d)[g⁻¹ ∘ h]} for each end {@code i}, {@code g⁻¹} its {@code inverses[i]},
     * over the positions {@code d} of one key range, both sides' chunks of that range.
     */
    static BigInteger[] productSums(JoinKeys keys, int[] holes, int[] inverses, KeyChunk e, KeyChunk v) {
        int order = keys.whole().order();
        int[] products = keys.whole().products();
        int bits = keys.bits();
        ProductSums sums = new ProductSums(1, holes.length);
        int[] eAt = new int[order];
        int[] vAt = new int[order];
        int i = 0;
        int j = 0;
        while (i < e.size() && j < v.size()) {
            long d = e.keys()[i] >>> bits;
            long dv = v.keys()[j] >>> bits;
            if (d != dv) {
                if (d < dv) {
                    i = entries(e, i, bits, null);
                } else {
                    j = entries(v, j, bits, null);
                }
                continue;
            }
            i = entries(e, i, bits, eAt);
            j = entries(v, j, bits, vAt);
            for (int end = 0; end < holes.length; end++) {
                int row = inverses[end] * order;
                for (int h = 0; h < order; h++) {
                    int u = products[row + h];
                    if (eAt[h] >= 0 && vAt[u] >= 0) {
                        sums.addProduct(0, end, e.counts(), eAt[h] * e.limbs(), e.limbs(), v.counts(), vAt[u] * v.limbs(), v.limbs());
                    }
                }
            }
        }
        BigInteger[] out = new BigInteger[holes.length];
        for (int end = 0; end < holes.length; end++) {
            out[end] = sums.get(0, end);
        }
        return out;
    }

    /**
     * The end of the entries of {@code chunk} from {@code from} sharing its position; with
     * {@code at}, each element's entry index written there (-1 for an element with none).
     */
    private static int entries(KeyChunk chunk, int from, int bits, int[] at) {
        long[] keys = chunk.keys();
        long d = keys[from] >>> bits;
        if (at != null) {
            Arrays.fill(at, -1);
        }
        int to = from;
        for (; to < keys.length && keys[to] >>> bits == d; to++) {
            if (at != null) {
                at[(int) (keys[to] & ((1L << bits) - 1))] = to;
            }
        }
        return to;
    }

    private static BigInteger[] plus(BigInteger[] a, BigInteger[] b) {
        BigInteger[] sum = new BigInteger[a.length];
        for (int i = 0; i < a.length; i++) {
            sum[i] = a[i].add(b[i]);
        }
        return sum;
    }

    /**
     * A side's entries from one partition of its level, made lazily a canonical position at a time,
     * summed per key in a {@link KeyedSums} and handed on, cut by key range, whenever it holds
     * {@link #HELD_KEYS} keys and at the end.
     */
    private abstract static class Entries {
        final Board board;
        final JoinKeys keys;
        final PositionKeys positionKeys;
        final int pegs;
        final SymmetryTables own;
        final SymmetryTables whole;
        /** The positions' images under their own pass's symmetries, then the distinct ones first, ascending. */
        final long[] raw;
        final long[] wholeImages;
        long[] paths = new long[1];
        private final KeyedSums sums = new KeyedSums(2);

        Entries(Board board, SymmetryGroup own, JoinKeys keys, int pegs) {
            this.board = board;
            this.keys = keys;
            this.positionKeys = board.positionKeys();
            this.pegs = pegs;
            this.own = new SymmetryTables(board, own);
            this.whole = new SymmetryTables(board, keys.whole());
            this.raw = new long[this.own.order()];
            this.wholeImages = new long[this.whole.order()];
        }

        /** Adds the entries of canonical position {@code position}, of {@code raw[0, rawCount)} raw positions with {@link #paths} each. */
        abstract void add(long position, int rawCount);

        /** Adds {@link #paths} to the entry {@code key}. */
        final void put(long key) {
            sums.add(key, paths, 0, paths.length);
        }

        final Iterator<Tuple2<Integer, KeyChunk>> pieces(Iterator<KeyChunk> chunks) {
            return new Iterator<>() {
                private KeyChunk chunk = KeyChunk.EMPTY;
                private int next;
                private Iterator<Tuple2<Integer, KeyChunk>> pending = Collections.emptyIterator();

                @Override
                public boolean hasNext() {
                    while (!pending.hasNext()) {
                        while (next == chunk.size() && sums.size() < HELD_KEYS) {
                            if (!chunks.hasNext()) {
                                if (sums.size() == 0) {
                                    return false;
                                }
                                break;
                            }
                            chunk = chunks.next();
                            next = 0;
                        }
                        if (next < chunk.size() && sums.size() < HELD_KEYS) {
                            addCanonical(chunk, next++);
                        } else {
                            pending = sums.drain().split(keys.ranges()).iterator();
                        }
                    }
                    return true;
                }

                @Override
                public Tuple2<Integer, KeyChunk> next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    return pending.next();
                }
            };
        }

        private void addCanonical(KeyChunk chunk, int i) {
            int limbs = chunk.limbs();
            if (limbs >= sums.width()) {
                sums.widen(limbs + 1);
            }
            long position = positionKeys.position(chunk.keys()[i], pegs);
            own.images(position, raw);
            Arrays.sort(raw);
            int rawCount = 0;
            for (int k = 0; k < raw.length; k++) {
                if (k == 0 || raw[k] != raw[k - 1]) {
                    raw[rawCount++] = raw[k];
                }
            }
            if (paths.length != limbs) {
                paths = new long[limbs];
            }
            Counts.divideExactly(chunk.counts(), i * limbs, limbs, rawCount, paths);
            add(position, rawCount);
        }
    }

    /** The starts' side: {@code E(d)[h]}, from every raw position of the level (with {@code n} odd, every jump from it). */
    private static final class StartEntries extends Entries {
        private final boolean throughAJump;
        private final int[] inverse;
        private final MoveTable moves;
        private final int[] lines;

        StartEntries(Board board, SymmetryGroup own, JoinKeys keys, int pegs) {
            super(board, own, keys, pegs);
            this.throughAJump = board.holeCount() % 2 == 1;
            this.moves = new MoveTable(board);
            this.lines = new int[board.lineCount()];
            this.inverse = keys.whole().inverses();
        }

        @Override
        void add(long position, int rawCount) {
            for (int k = 0; k < rawCount; k++) {
                long p = raw[k];
                if (!throughAJump) {
                    complementOf(p);
                    continue;
                }
                int count = moves.legalLines(p, false, lines);
                for (int j = 0; j < count; j++) {
                    complementOf(p ^ board.lineMask(lines[j]));
                }
            }
        }

        /** The entry of {@code x = ~p}: {@code d = g·x} canonical, {@code x = g⁻¹·d}. */
        private void complementOf(long p) {
            int g = whole.canonicalising(board.fullMask() ^ p, wholeImages);
            put(keys.of(positionKeys.key(wholeImages[g]), inverse[g]));
        }
    }

    /** The ends' side: {@code V_t(d)[u] = paths_t(u·d)}, set for the elements {@code u} that map {@code d} into the position's orbit. */
    private static final class EndEntries extends Entries {
        private final int[] products;

        EndEntries(Board board, SymmetryGroup own, JoinKeys keys, int pegs) {
            super(board, own, keys, pegs);
            this.products = keys.whole().products();
        }

        @Override
        void add(long position, int rawCount) {
            int order = whole.order();
            int g = whole.canonicalising(position, wholeImages); // d = g·c, so u·d = (u ∘ g)·c
            long key = positionKeys.key(wholeImages[g]);
            for (int u = 0; u < order; u++) {
                if (Arrays.binarySearch(raw, 0, rawCount, wholeImages[products[u * order + g]]) >= 0) {
                    put(keys.of(key, u));
                }
            }
        }
    }
}
