package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.Run;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/** One level's expansion against a naive one, for combinations of count widths in and out and of threads. */
class ExpansionTest {
    static final Board ENGLISH = Boards.byName("english");
    static final Problem CENTRE = Problem.centralGame(ENGLISH, ENGLISH.hole("d4"));

    /**
     * Expands {@code size} canonical 20-peg positions whose counts have {@code inLimbs} limbs;
     * {@code wide} counts lie in [2^63, 2^64), so sums of them outgrow one limb; others are below
     * 2^20 or 2^40 at random, so that one-limb jumps carry some counts and name the sources of
     * others (see {@link EdgeLayout}).
     */
    static void expandAndCompare(int size, int inLimbs, boolean wide, boolean backward, int threads) {
        SymmetryTables tables = new SymmetryTables(ENGLISH, CENTRE.symmetries());
        PositionKeys keys = new PositionKeys(33);
        SplittableRandom random = new SplittableRandom(size * 100L + inLimbs * 10L + (wide ? 1 : 0));
        TreeMap<Long, Long> level = randomLevel(tables, keys, random, size);
        long[] levelKeys = level.keySet().stream().mapToLong(Long::longValue).toArray();
        long[] positions = level.values().stream().mapToLong(Long::longValue).toArray();
        CountVector counts = new CountVector(levelKeys.length, inLimbs);
        for (int i = 0; i < levelKeys.length; i++) {
            if (wide) {
                counts.data()[i * inLimbs] = Long.MIN_VALUE | random.nextLong(Long.MAX_VALUE);
            } else {
                counts.set(i, 1 + random.nextLong(1L << (random.nextBoolean() ? 20 : 40)));
            }
        }
        TreeMap<Long, BigInteger> expected = new TreeMap<>();
        long jumps = 0;
        for (int i = 0; i < positions.length; i++) {
            long p = positions[i];
            long pegs = backward ? ENGLISH.fullMask() & ~p : p;
            for (int line : MoveTableTest.naiveJumps(ENGLISH, pegs)) {
                expected.merge(keys.key(tables.canonical(p ^ ENGLISH.lineMask(line))), counts.get(i), BigInteger::add);
                jumps++;
            }
        }
        ParallelExpander.Expansion expansion;
        try (ParallelExpander expander = new ParallelExpander(ENGLISH, tables, threads)) {
            expansion = expander.expand(new Level(20, levelKeys, positions, counts), backward);
        }
        Run run = expansion.joined();
        assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), run.keys());
        int expectedLimbs = wide && inLimbs == 1 && expected.values().stream().anyMatch(v -> v.bitLength() > 64) ? 2 : inLimbs;
        assertEquals(expectedLimbs, run.counts().limbs(), "as wide as the sources' counts, one limb more where sums outgrow them");
        int k = 0;
        for (BigInteger count : expected.values()) {
            assertEquals(count, run.counts().get(k), "count of key " + Long.toHexString(run.keys()[k]));
            k++;
        }
        assertEquals(size, expansion.tally().canonical);
        assertEquals(jumps, expansion.tally().jumps);
    }

    /** {@code size} random canonical 20-peg English positions, by key. */
    static TreeMap<Long, Long> randomLevel(SymmetryTables tables, PositionKeys keys, SplittableRandom random, int size) {
        TreeMap<Long, Long> level = new TreeMap<>(); // key -> canonical position
        while (level.size() < size) {
            long p = 0;
            while (Long.bitCount(p) < 20) {
                p |= 1L << random.nextInt(33);
            }
            long c = tables.canonical(p);
            level.put(keys.key(c), c);
        }
        return level;
    }

    /**
     * A complementing expansion with a count per image (the English pass {@code c1+c4+f4}, as a
     * join expands a middle level) that keeps only some successors' keys gives exactly those
     * successors of the expansion that keeps all, with the same counts.
     */
    @ParameterizedTest(name = "{0} positions, {1} threads")
    @CsvSource({"300,1", "20000,2"})
    void keptSuccessorsAreTheUnfilteredExpansionRestricted(int size, int threads) {
        StartClassPass pass = StartClassPass.of(ENGLISH, new int[] {ENGLISH.hole("c1"), ENGLISH.hole("c4"), ENGLISH.hole("f4")});
        int images = pass.images().count();
        PositionKeys keys = ENGLISH.positionKeys();
        SplittableRandom random = new SplittableRandom(size);
        TreeMap<Long, Long> level = randomLevel(pass.tables(), keys, random, size);
        long[] levelKeys = level.keySet().stream().mapToLong(Long::longValue).toArray();
        long[] positions = level.values().stream().mapToLong(Long::longValue).toArray();
        CountVector counts = new CountVector(levelKeys.length, images);
        for (int i = 0; i < counts.data().length; i++) {
            counts.data()[i] = random.nextLong(1L << 40);
        }
        Level source = new Level(20, levelKeys, positions, counts);
        Run all;
        Run kept;
        try (ParallelExpander every = ParallelExpander.complementing(ENGLISH, pass.tables(), pass.images(), threads);
             ParallelExpander some = ParallelExpander.complementing(ENGLISH, pass.tables(), pass.images(), threads, key -> key % 3 == 0)) {
            all = every.expand(source, false).joined();
            kept = some.expand(source, false).joined();
        }
        int width = all.counts().limbs();
        assertEquals(width, kept.counts().limbs());
        int k = 0;
        for (int i = 0; i < all.size(); i++) {
            if (all.keys()[i] % 3 == 0) {
                assertEquals(all.keys()[i], kept.keys()[k]);
                assertArrayEquals(Arrays.copyOfRange(all.counts().data(), i * width, (i + 1) * width),
                        Arrays.copyOfRange(kept.counts().data(), k * width, (k + 1) * width), "counts of key " + all.keys()[i]);
                k++;
            }
        }
        assertEquals(k, kept.size(), "no other key kept");
        assertTrue(k > 0 && k < all.size(), "the filter kept some successors and dropped others");
    }

    @ParameterizedTest(name = "{0} positions, {1} limbs in, wide values {2}, backward {3}, {4} threads")
    @CsvSource({"300,1,false,false,1", "300,1,false,true,2", "300,1,true,false,2", "300,1,true,true,1", "300,2,false,false,2",
        "300,2,true,true,2", "300,3,false,false,1", "20000,1,false,false,2", "20000,1,true,true,2", "20000,2,false,false,1"})
    void expansionSumsTheSourcesCountsPerCanonicalSuccessor(int size, int inLimbs, boolean wide, boolean backward, int threads) {
        expandAndCompare(size, inLimbs, wide, backward, threads);
    }
}
