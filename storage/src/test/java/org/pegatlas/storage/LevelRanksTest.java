package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LevelRanksTest {
    /**
     * Enumerates every position of the level (all positions of {@code pegs} pegs with the parities
     * of {@code like}): their keys, sorted, must have ranks 0, 1, 2, ... and come back from them.
     */
    @ParameterizedTest
    @CsvSource({"14, 0", "14, 1", "14, 6", "14, 14", "20, 9", "34, 2", "34, 32", "36, 3", "36, 33", "63, 1", "63, 62"})
    void ranksAreDenseAndOrderPreserving(int holes, int pegs) {
        PositionKeys codec = LevelSetFileTest.rowCodec(holes);
        long like = pegs == 0 ? 0 : (1L << pegs) - 1;
        int classBits = codec.classBits(like);
        long[] keys = positionsOf(holes, pegs).filter(p -> codec.classBits(p) == classBits).map(codec::key).sorted().toArray();
        LevelRanks ranks = new LevelRanks(codec, pegs, classBits);
        assertEquals(keys.length, ranks.size(), "every rank is used once");
        LevelRanks.AscendingRanks ascending = ranks.new AscendingRanks();
        LevelRanks.AscendingKeys keysOfRanks = ranks.new AscendingKeys();
        int bucket = 0;
        for (int i = 0; i < keys.length; i++) {
            assertEquals(i, ranks.rank(keys[i]), "rank of key " + Long.toHexString(keys[i]));
            assertEquals(i, ascending.rank(keys[i]), "rank of key " + Long.toHexString(keys[i]) + " after the one below it");
            while (i >= ranks.bucketStart(bucket + 1)) {
                bucket++;
            }
            assertEquals(keys[i], ranks.key(bucket, i), "key of rank " + i);
            assertEquals(keys[i], keysOfRanks.key(bucket, i), "key of rank " + i + " after the one below it");
        }
        long[] otherClass = positionsOf(holes, pegs).filter(p -> codec.classBits(p) != classBits).limit(100).toArray();
        for (long position : otherClass) {
            assertEquals(-1, ranks.rank(codec.key(position)), "a position of another class has no rank");
        }
        if (pegs < holes - 1) {
            assertEquals(-1, ranks.rank(codec.key(like | 1L << pegs)), "a position of one peg more has no rank");
        }
    }

    /**
     * The ranks (and keys) of a sequence found each from the last one's are the ranks (and keys)
     * found alone, in any order: shuffled (seeded), with repeats, and with keys of other levels
     * between (ascending order is checked on whole levels above).
     */
    @ParameterizedTest
    @CsvSource({"20, 9, 1", "20, 9, 2", "36, 33, 3", "63, 62, 4"})
    void ranksAndKeysOfASequenceAreTheOnesFoundAlone(int holes, int pegs, long seed) {
        PositionKeys codec = LevelSetFileTest.rowCodec(holes);
        long like = (1L << pegs) - 1;
        int classBits = codec.classBits(like);
        long[] level = positionsOf(holes, pegs).filter(p -> codec.classBits(p) == classBits).map(codec::key).sorted().toArray();
        long[] others = positionsOf(holes, pegs).filter(p -> codec.classBits(p) != classBits).map(codec::key).limit(200).toArray();
        LevelRanks ranks = new LevelRanks(codec, pegs, classBits);
        java.util.Random random = new java.util.Random(seed);
        long[] sequence = new long[3 * level.length];
        for (int i = 0; i < sequence.length; i++) {
            int pick = random.nextInt(4);
            sequence[i] = pick == 0 && others.length > 0 ? others[random.nextInt(others.length)]
                    : pick == 1 && i > 0 ? sequence[i - 1] : level[random.nextInt(level.length)];
        }
        LevelRanks.AscendingRanks ascending = ranks.new AscendingRanks();
        LevelRanks.AscendingKeys keysOfRanks = ranks.new AscendingKeys();
        for (long key : sequence) {
            long rank = ranks.rank(key);
            assertEquals(rank, ascending.rank(key), "rank of key " + Long.toHexString(key));
            if (rank >= 0) {
                int bucket = (int) (key >>> (codec.keyBits() - codec.lowBits()));
                assertEquals(key, keysOfRanks.key(bucket, rank), "key of rank " + rank);
            }
        }
    }

    /** Every position of {@code holes} holes with {@code pegs} pegs (few of them: up to 2 or from holes-3 pegs on large boards). */
    private static java.util.stream.LongStream positionsOf(int holes, int pegs) {
        if (holes <= 20) {
            return java.util.stream.LongStream.range(0, 1L << holes).filter(p -> Long.bitCount(p) == pegs);
        }
        long full = (1L << holes) - 1;
        int missing = holes - pegs;
        boolean few = pegs <= 3;
        int chosen = few ? pegs : missing;
        long[] out = combinations(holes, chosen);
        return Arrays.stream(out).map(c -> few ? c : full & ~c);
    }

    private static long[] combinations(int n, int k) {
        java.util.List<Long> all = new java.util.ArrayList<>();
        collect(n, k, 0, 0L, all);
        return all.stream().mapToLong(Long::longValue).toArray();
    }

    private static void collect(int n, int k, int from, long chosen, java.util.List<Long> out) {
        if (k == 0) {
            out.add(chosen);
            return;
        }
        for (int i = from; i <= n - k; i++) {
            collect(n, k - 1, i + 1, chosen | 1L << i, out);
        }
    }
}
