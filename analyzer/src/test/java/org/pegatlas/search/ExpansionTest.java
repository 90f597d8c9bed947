package org.pegatlas.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/** One level's expansion against a naive one, for combinations of count widths in and out and of threads. */
class ExpansionTest {
    static final Board ENGLISH = Boards.byName("english");
    static final Problem CENTRE = Problem.centralGame(ENGLISH, ENGLISH.hole("d4"));

    /**
     * Expands {@code size} canonical 20-peg positions, whose counts have {@code inLimbs} limbs but
     * values that any sum of fits one limb, into {@code outLimbs}-limb counts.
     */
    static void expandAndCompare(int size, int inLimbs, int outLimbs, boolean backward, int threads) {
        SymmetryTables tables = new SymmetryTables(ENGLISH, CENTRE.symmetries());
        PositionKeys keys = new PositionKeys(33);
        SplittableRandom random = new SplittableRandom(size * 100L + inLimbs * 10L + outLimbs);
        TreeMap<Long, Long> level = new TreeMap<>(); // key -> canonical position
        while (level.size() < size) {
            long p = 0;
            while (Long.bitCount(p) < 20) {
                p |= 1L << random.nextInt(33);
            }
            long c = tables.canonical(p);
            level.put(keys.key(c), c);
        }
        long[] levelKeys = level.keySet().stream().mapToLong(Long::longValue).toArray();
        long[] positions = level.values().stream().mapToLong(Long::longValue).toArray();
        CountVector counts = new CountVector(levelKeys.length, inLimbs);
        for (int i = 0; i < levelKeys.length; i++) {
            counts.set(i, 1 + random.nextLong(1L << 40));
        }
        TreeMap<Long, BigInteger> expected = new TreeMap<>();
        long jumps = 0;
        for (int i = 0; i < positions.length; i++) {
            long p = positions[i];
            long pegs = backward ? ENGLISH.fullMask() & ~p : p;
            for (int line : SearchInternalsTest.naiveJumps(ENGLISH, pegs)) {
                expected.merge(keys.key(tables.canonical(p ^ ENGLISH.lineMask(line))), counts.get(i), BigInteger::add);
                jumps++;
            }
        }
        ParallelExpander.Expansion expansion;
        try (ParallelExpander expander = new ParallelExpander(ENGLISH, tables, Frames.single(), threads)) {
            expansion = expander.expand(new Level(20, levelKeys, positions, counts), backward, outLimbs);
        }
        Run run = expansion.successors();
        assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), run.keys());
        assertEquals(Math.max(outLimbs, inLimbs), run.counts().limbs(), "never narrower than the asked limbs or the sources'");
        int k = 0;
        for (BigInteger count : expected.values()) {
            assertEquals(count, run.counts().get(k), "count of key " + Long.toHexString(run.keys()[k]));
            k++;
        }
        assertEquals(size, expansion.tally().canonical);
        assertEquals(jumps, expansion.tally().jumps);
    }

    @ParameterizedTest(name = "{0} positions, {1} limbs in, {2} out, backward {3}, {4} threads")
    @CsvSource({"300,1,1,false,1", "300,1,1,true,2", "300,1,2,false,2", "300,1,2,true,1", "300,2,2,false,2", "300,2,3,true,2",
        "300,3,3,false,1", "20000,1,1,false,2", "20000,1,2,true,2", "20000,2,2,false,1"})
    void expansionSumsTheSourcesCountsPerCanonicalSuccessor(int size, int inLimbs, int outLimbs, boolean backward, int threads) {
        expandAndCompare(size, inLimbs, outLimbs, backward, threads);
    }

    @Test
    /** Regression: main before 6cc711e misread counts wider than the limbs asked for. */
    void countsWiderThanTheOutputKeepTheirValues() {
        expandAndCompare(300, 2, 1, false, 2);
    }

    @Test
    /** Regression: main before 6cc711e wrote past the last entry here. */
    void threeLimbCountsIntoTwoKeepTheirValues() {
        expandAndCompare(300, 3, 2, true, 2);
    }
}
