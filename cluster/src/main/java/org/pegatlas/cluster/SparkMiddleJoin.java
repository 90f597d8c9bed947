package org.pegatlas.cluster;

import java.io.Serializable;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.PositionKeys;
import scala.Tuple2;

/**
 * The solutions of one start of a pairs table searched to the middle ({@code pegatlas-spark pairs}
 * without {@code --full}), by complement duality, as one Spark job: if {@code P → Q} is a jump,
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
 * has {@code T(c) / |orbit(c)|} paths (a division checked to be exact). An end {@code e} is
 * {@code g t} for the first hole {@code t} of its class and an element {@code g} of the board's
 * group: {@code paths_e(q) = paths_t(g⁻¹ q)}, looked up as the canonical form of {@code g⁻¹ q} under
 * {@code t}'s symmetries on {@code t}'s level {@code M}. The starts' side becomes records keyed by
 * (end hole, that key), summed per key, joined with the ends' levels keyed the same way, and the
 * products summed per end, exactly ({@code BigInteger}: counts outgrow 64 bits on large boards).
 */
final class SparkMiddleJoin {
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
     * The solutions from the start of {@code starts} into each end hole, by hole index (0 where no
     * end of {@code ends} is that hole).
     *
     * @param whole the board's symmetry group, whose elements {@link End#inverse} names
     * @param middle the level {@code M} both sides are at
     * @param ends the ends to join with, each with its pass in {@code endSides} (by class hole)
     * @param partitions the join's shuffle partitions
     */
    static BigInteger[] solutions(Board board, SymmetryGroup whole, int middle, Side starts, List<End> ends, Map<Integer, Side> endSides,
            int partitions) {
        BigInteger[] row = new BigInteger[board.holeCount()];
        Arrays.fill(row, BigInteger.ZERO);
        if (ends.isEmpty()) {
            return row;
        }
        int pegs = board.holeCount() - 1 - middle;
        HashPartitioner byKey = new HashPartitioner(Math.max(1, partitions));
        Map<Integer, SymmetryGroup> endGroups = new HashMap<>();
        endSides.forEach((hole, side) -> endGroups.put(hole, side.symmetries()));
        SymmetryGroup startGroup = starts.symmetries();
        List<End> shipped = List.copyOf(ends);
        JavaPairRDD<Tuple2<Integer, Long>, BigInteger> startSide = starts.level()
                .mapPartitionsToPair(chunks -> new StartsSide(board, whole, startGroup, endGroups, shipped, pegs).records(chunks))
                .reduceByKey(byKey, BigInteger::add);
        JavaPairRDD<Tuple2<Integer, Long>, BigInteger> endSide = null;
        for (Map.Entry<Integer, Side> pass : endSides.entrySet()) {
            int classHole = pass.getKey();
            int[] holes = ends.stream().filter(e -> e.classHole() == classHole).mapToInt(End::hole).toArray();
            SymmetryGroup symmetries = pass.getValue().symmetries();
            JavaPairRDD<Tuple2<Integer, Long>, BigInteger> one = pass.getValue().level()
                    .flatMapToPair(chunk -> endRecords(board, symmetries, pegs, holes, chunk));
            endSide = endSide == null ? one : endSide.union(one);
        }
        if (endSide == null) {
            return row;
        }
        Map<Integer, BigInteger> sums = startSide.join(endSide, byKey)
                .mapToPair(joined -> new Tuple2<>(joined._1()._1(), joined._2()._1().multiply(joined._2()._2())))
                .reduceByKey(BigInteger::add)
                .collectAsMap();
        sums.forEach((hole, sum) -> row[hole] = sum);
        return row;
    }

    /** The paths into each raw position of a canonical one: {@code T(c) / |orbit(c)|}, checked exact. */
    private static BigInteger perRaw(long[] count, int orbit) {
        BigInteger[] split = Counts.toBigInteger(count).divideAndRemainder(BigInteger.valueOf(orbit));
        if (split[1].signum() != 0) {
            throw new IllegalStateException("internal error: an orbit total of " + Counts.toBigInteger(count) + " over " + orbit
                    + " positions does not divide evenly");
        }
        return split[0];
    }

    /** An ends' level as records ((end hole, key), paths into each raw position of the key's orbit), one per end of {@code holes}. */
    private static Iterator<Tuple2<Tuple2<Integer, Long>, BigInteger>> endRecords(Board board, SymmetryGroup symmetries, int pegs,
            int[] holes, KeyChunk chunk) {
        PositionKeys keys = board.positionKeys();
        SymmetryTables tables = new SymmetryTables(board, symmetries);
        List<Tuple2<Tuple2<Integer, Long>, BigInteger>> out = new ArrayList<>(chunk.size() * holes.length);
        for (int i = 0; i < chunk.size(); i++) {
            long key = chunk.keys()[i];
            BigInteger paths = perRaw(chunk.count(i), tables.orbitSize(keys.position(key, pegs)));
            for (int hole : holes) {
                out.add(new Tuple2<>(new Tuple2<>(hole, key), paths));
            }
        }
        return out.iterator();
    }

    /**
     * The starts' side of one partition: every raw position of its canonical positions (the
     * distinct images under the start's symmetries), with {@code n} odd each jump from it, the
     * complement of what that gives mapped into each end's pass and canonicalised there, with its
     * paths: records made lazily, a canonical position's at a time, and summed per (end hole, key)
     * by the shuffle's own combining (which spills to disk when a partition's sums outgrow memory).
     */
    private static final class StartsSide {
        private final Board board;
        private final PositionKeys keys;
        private final int pegs;
        private final boolean throughAJump;
        private final SymmetryTables own;
        private final SymmetryTables whole;
        private final List<End> ends;
        private final SymmetryTables[] endTables;
        private final long[] ownImages;
        private final long[] wholeImages;
        /** The records of the canonical position being turned into records. */
        private List<Tuple2<Tuple2<Integer, Long>, BigInteger>> records = new ArrayList<>();

        StartsSide(Board board, SymmetryGroup whole, SymmetryGroup own, Map<Integer, SymmetryGroup> endGroups, List<End> ends, int pegs) {
            this.board = board;
            this.keys = board.positionKeys();
            this.pegs = pegs;
            this.throughAJump = board.holeCount() % 2 == 1;
            this.own = new SymmetryTables(board, own);
            this.whole = new SymmetryTables(board, whole);
            this.ends = ends;
            Map<Integer, SymmetryTables> byHole = new HashMap<>();
            endGroups.forEach((hole, group) -> byHole.put(hole, new SymmetryTables(board, group)));
            this.endTables = ends.stream().map(e -> byHole.get(e.classHole())).toArray(SymmetryTables[]::new);
            this.ownImages = new long[this.own.order()];
            this.wholeImages = new long[this.whole.order()];
        }

        Iterator<Tuple2<Tuple2<Integer, Long>, BigInteger>> records(Iterator<KeyChunk> chunks) {
            return new Iterator<>() {
                private KeyChunk chunk = KeyChunk.EMPTY;
                private int next;
                private Iterator<Tuple2<Tuple2<Integer, Long>, BigInteger>> pending = Collections.emptyIterator();

                @Override
                public boolean hasNext() {
                    while (!pending.hasNext()) {
                        while (next == chunk.size()) {
                            if (!chunks.hasNext()) {
                                return false;
                            }
                            chunk = chunks.next();
                            next = 0;
                        }
                        records = new ArrayList<>();
                        add(keys.position(chunk.keys()[next], pegs), chunk.count(next));
                        next++;
                        pending = records.iterator();
                    }
                    return true;
                }

                @Override
                public Tuple2<Tuple2<Integer, Long>, BigInteger> next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    return pending.next();
                }
            };
        }

        private void add(long canonical, long[] count) {
            own.images(canonical, ownImages);
            long[] raw = Arrays.stream(ownImages, 0, own.order()).distinct().toArray();
            BigInteger paths = perRaw(count, raw.length);
            for (long p : raw) {
                if (!throughAJump) {
                    addComplementOf(p, paths);
                    continue;
                }
                for (int line = 0; line < board.lineCount(); line++) {
                    if (board.canJump(p, line)) {
                        addComplementOf(p ^ board.lineMask(line), paths);
                    }
                }
            }
        }

        /** Adds {@code paths} for each end at the key of {@code g⁻¹ ~p} in that end's pass. */
        private void addComplementOf(long p, BigInteger paths) {
            whole.images(board.fullMask() ^ p, wholeImages);
            for (int i = 0; i < ends.size(); i++) {
                End end = ends.get(i);
                long key = keys.key(endTables[i].canonical(wholeImages[end.inverse()]));
                records.add(new Tuple2<>(new Tuple2<>(end.hole(), key), paths));
            }
        }
    }
}
