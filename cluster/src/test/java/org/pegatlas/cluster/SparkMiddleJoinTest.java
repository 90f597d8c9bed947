package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.PositionKeys;
import scala.Tuple2;

/**
 * The middle join's kernel without Spark, against sums over raw positions: random orbit totals
 * (several limbs) on made-up levels of triangle-5 (15 holes, through a jump) and triangle-4 (10
 * holes), the starts' and ends' entries made, summed per range and joined for every end of every
 * end class, as {@code solutions(s, e) = Σ_p paths_s(p) · paths_e(~p)} sums them directly.
 */
class SparkMiddleJoinTest {
    @Test
    void groupProductsComposeAsTheirPermutations() {
        SymmetryGroup group = SymmetryGroup.of(Boards.byName("english"));
        int[] products = group.products();
        long x = 0x1_2345_6789L & Boards.byName("english").fullMask();
        for (int a = 0; a < group.order(); a++) {
            for (int b = 0; b < group.order(); b++) {
                assertEquals(group.apply(a, group.apply(b, x)), group.apply(products[a * group.order() + b], x));
            }
        }
    }

    @Test
    void divideExactlyByHalves() {
        BigInteger big = BigInteger.ONE.shiftLeft(130).add(BigInteger.valueOf(12345)).multiply(BigInteger.valueOf(6));
        long[] limbs = Counts.fromBytes(big.toByteArray());
        long[] quotient = new long[limbs.length];
        Counts.divideExactly(limbs, 0, limbs.length, 6, quotient);
        assertEquals(big.divide(BigInteger.valueOf(6)), Counts.toBigInteger(quotient));
        assertThrows(IllegalStateException.class, () -> Counts.divideExactly(limbs, 0, limbs.length, 7, quotient));
    }

    @Test
    void keyedSumsWidenAndSortLikeAMapOfSums() {
        Random random = new Random(5);
        KeyedSums sums = new KeyedSums(2);
        TreeMap<Long, BigInteger> expected = new TreeMap<>();
        for (int i = 0; i < 20_000; i++) {
            long key = random.nextInt(3_000);
            long[] count = i < 10_000 ? new long[] {random.nextLong()} : new long[] {random.nextLong(), random.nextLong()};
            if (count.length >= sums.width()) {
                sums.widen(count.length + 1);
            }
            sums.add(key, count, 0, count.length);
            expected.merge(key, Counts.toBigInteger(count), BigInteger::add);
        }
        KeyChunk chunk = sums.drain();
        assertEquals(0, sums.size());
        assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), chunk.keys());
        for (int i = 0; i < chunk.size(); i++) {
            assertEquals(expected.get(chunk.keys()[i]), Counts.toBigInteger(chunk.count(i)));
        }
    }

    @Test
    void joinsLikeSumsOverRawPositionsThroughAJump() {
        checkAgainstRawSums(Boards.byName("triangle-5"), 15);
    }

    @Test
    void joinsLikeSumsOverRawPositionsOnAnEvenBoard() {
        checkAgainstRawSums(Boards.byName("triangle-4"), 4);
    }

    private static void checkAgainstRawSums(Board board, long seed) {
        Random random = new Random(seed);
        int n = board.holeCount();
        int middle = (n - 2) / 2;
        int pegs = n - 1 - middle;
        SymmetryGroup whole = SymmetryGroup.of(board);
        SparkMiddleJoin.JoinKeys keys = SparkMiddleJoin.JoinKeys.of(board, whole, new LevelPartitioning(4, 1), 1 << 20);
        Map<Integer, Level> levels = new HashMap<>();
        for (int hole = 0; hole < n; hole++) {
            int classHole = classHole(whole, hole);
            levels.computeIfAbsent(classHole, h -> Level.random(board, whole, h, pegs, random));
        }
        Map<Integer, List<KeyChunk>> endSides = new HashMap<>();
        levels.forEach((hole, level) -> endSides.put(hole,
                byRange(SparkMiddleJoin.endEntries(board, level.symmetries, keys, pegs, level.chunks(board).iterator()), keys)));
        for (Level start : levels.values()) {
            List<KeyChunk> startSide = byRange(
                    SparkMiddleJoin.startEntries(board, start.symmetries, keys, pegs, start.chunks(board).iterator()), keys);
            for (int end = 0; end < n; end++) {
                int classHole = classHole(whole, end);
                int inverse = elementMapping(whole, end, classHole);
                BigInteger joined = BigInteger.ZERO;
                for (int range = 0; range < startSide.size(); range++) {
                    joined = joined.add(SparkMiddleJoin.productSums(keys, new int[] {end}, new int[] {inverse}, startSide.get(range),
                            endSides.get(classHole).get(range))[0]);
                }
                assertEquals(rawSum(board, whole, start, levels.get(classHole), inverse), joined,
                        board.name() + ": start " + start.hole + ", end " + end);
            }
        }
    }

    /** {@code Σ_p paths_s(p) · Σ_{p → p'} paths_e(~p')} (through no jump with {@code n} even), {@code paths_e(x) = paths_t(g⁻¹ x)}. */
    private static BigInteger rawSum(Board board, SymmetryGroup whole, Level start, Level end, int inverse) {
        BigInteger sum = BigInteger.ZERO;
        for (Map.Entry<Long, BigInteger> p : start.raw.entrySet()) {
            List<Long> after = new ArrayList<>();
            if (board.holeCount() % 2 == 0) {
                after.add(p.getKey());
            }
            for (int line = 0; board.holeCount() % 2 == 1 && line < board.lineCount(); line++) {
                if (board.canJump(p.getKey(), line)) {
                    after.add(p.getKey() ^ board.lineMask(line));
                }
            }
            for (long q : after) {
                BigInteger paths = end.raw.get(whole.apply(inverse, board.fullMask() ^ q));
                if (paths != null) {
                    sum = sum.add(p.getValue().multiply(paths));
                }
            }
        }
        return sum;
    }

    /** The entries summed per key range, one chunk per range. */
    private static List<KeyChunk> byRange(Iterator<Tuple2<Integer, KeyChunk>> pieces, SparkMiddleJoin.JoinKeys keys) {
        List<List<KeyChunk>> ranges = new ArrayList<>();
        for (int range = 0; range < keys.ranges().numPartitions(); range++) {
            ranges.add(new ArrayList<>());
        }
        pieces.forEachRemaining(piece -> ranges.get(piece._1()).add(piece._2()));
        return ranges.stream().map(KeyChunk::sum).toList();
    }

    private static int classHole(SymmetryGroup whole, int hole) {
        int first = hole;
        for (int g = 0; g < whole.order(); g++) {
            first = Math.min(first, whole.permutation(g)[hole]);
        }
        return first;
    }

    /** An element mapping {@code from} onto {@code to}. */
    private static int elementMapping(SymmetryGroup whole, int from, int to) {
        for (int g = 0; g < whole.order(); g++) {
            if (whole.permutation(g)[from] == to) {
                return g;
            }
        }
        throw new AssertionError(from + " and " + to + " are not in one class");
    }

    /**
     * A made-up level of the pass from the start vacating {@code hole}: random positions, canonical under the
     * start's stabiliser, each raw image with the same random paths (up to 2^80), the canonical ones with their orbit totals.
     */
    private record Level(int hole, SymmetryGroup symmetries, Map<Long, BigInteger> raw, TreeMap<Long, BigInteger> totals, int pegs) {
        static Level random(Board board, SymmetryGroup whole, int hole, int pegs, Random random) {
            SymmetryGroup symmetries = whole.stabilizer(board.fullMask() & ~(1L << hole));
            SymmetryTables tables = new SymmetryTables(board, symmetries);
            PositionKeys keys = board.positionKeys();
            Map<Long, BigInteger> raw = new HashMap<>();
            TreeMap<Long, BigInteger> totals = new TreeMap<>();
            long[] images = new long[symmetries.order()];
            for (int i = 0; i < 400; i++) {
                long position = randomPosition(board.holeCount(), pegs, random);
                long canonical = tables.canonical(position);
                if (totals.containsKey(keys.key(canonical))) {
                    continue;
                }
                BigInteger paths = new BigInteger(80, random).add(BigInteger.ONE);
                tables.images(canonical, images);
                int orbit = 0;
                for (long image : images) {
                    if (raw.put(image, paths) == null) {
                        orbit++;
                    }
                }
                totals.put(keys.key(canonical), paths.multiply(BigInteger.valueOf(orbit)));
            }
            return new Level(hole, symmetries, raw, totals, pegs);
        }

        /** The level as two chunks (its keys cut in two), counts in two limbs. */
        List<KeyChunk> chunks(Board board) {
            List<KeyChunk> chunks = new ArrayList<>();
            List<Map.Entry<Long, BigInteger>> entries = new ArrayList<>(totals.entrySet());
            int half = entries.size() / 2;
            for (List<Map.Entry<Long, BigInteger>> part : List.of(entries.subList(0, half), entries.subList(half, entries.size()))) {
                long[] keys = new long[part.size()];
                long[] counts = new long[2 * part.size()];
                for (int i = 0; i < part.size(); i++) {
                    keys[i] = part.get(i).getKey();
                    counts[2 * i] = part.get(i).getValue().longValue();
                    counts[2 * i + 1] = part.get(i).getValue().shiftRight(64).longValue();
                }
                chunks.add(new KeyChunk(keys, counts, 2));
            }
            return chunks;
        }

        private static long randomPosition(int holes, int pegs, Random random) {
            long position = 0;
            while (Long.bitCount(position) < pegs) {
                position |= 1L << random.nextInt(holes);
            }
            return position;
        }
    }
}
