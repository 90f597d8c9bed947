package org.pegatlas.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/** One chunk's expansion against a naive one, for every combination of count widths in and out. */
class ChunkExpanderTest {
    static final Board ENGLISH = Boards.byName("english");
    static final Problem CENTRE = Problem.centralGame(ENGLISH, ENGLISH.hole("d4"));

    /** Expands a few hundred canonical 20-peg positions whose counts have {@code inLimbs} limbs, into {@code outLimbs}. */
    static void expandAndCompare(int inLimbs, int outLimbs, boolean backward) {
        SymmetryTables tables = new SymmetryTables(ENGLISH, CENTRE.symmetries());
        PositionKeys keys = new PositionKeys(33);
        SplittableRandom random = new SplittableRandom(inLimbs * 10L + outLimbs);
        TreeMap<Long, Long> level = new TreeMap<>(); // key -> canonical position
        while (level.size() < 300) {
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
        // values small enough that any sum fits one limb, stored in inLimbs limbs
        for (int i = 0; i < levelKeys.length; i++) {
            counts.set(i, 1 + random.nextLong(1L << 40));
        }
        TreeMap<Long, BigInteger> expected = new TreeMap<>();
        ChunkExpander expander = new ChunkExpander(new MoveTable(ENGLISH), tables, keys, ENGLISH.fullMask());
        LevelTally tally = new LevelTally();
        Level input = new Level(20, levelKeys, positions, counts);
        int from = 7;
        int to = positions.length - 5;
        for (int i = from; i < to; i++) {
            long p = positions[i];
            long pegs = backward ? ENGLISH.fullMask() & ~p : p;
            for (int line : SearchInternalsTest.naiveJumps(ENGLISH, pegs)) {
                long next = p ^ ENGLISH.lineMask(line);
                expected.merge(keys.key(tables.canonical(next)), counts.get(i), BigInteger::add);
            }
        }
        Run run = expander.expand(input, from, to, backward, outLimbs, tally);
        assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), run.keys());
        assertEquals(outLimbs, run.counts().limbs());
        int k = 0;
        for (BigInteger count : expected.values()) {
            assertEquals(count, run.counts().get(k), "count of key " + Long.toHexString(run.keys()[k]));
            k++;
        }
        assertEquals(to - from, tally.canonical);
    }

    @ParameterizedTest(name = "{0} limbs in, {1} out, backward {2}")
    @CsvSource({"1,1,false", "1,1,true", "1,2,false", "1,2,true", "2,2,false", "2,3,true", "3,3,false"})
    void expansionSumsTheSourcesCountsPerCanonicalSuccessor(int inLimbs, int outLimbs, boolean backward) {
        expandAndCompare(inLimbs, outLimbs, backward);
    }

    @Test
    @Disabled("bug: ChunkExpander.aggregate's one-limb path reads in[from + source], ignoring the input's limb count, so "
            + "counts wider than outLimbs are misread (and the multi-limb path overruns the output with addLimbs); "
            + "ForwardPass picks outLimbs from the level's path total, which can need fewer limbs than the level's counts have")
    void countsWiderThanTheOutputKeepTheirValues() {
        expandAndCompare(2, 1, false);
    }

    @Test
    @Disabled("bug: same as countsWiderThanTheOutputKeepTheirValues, multi-limb path: addLimbs with more source than "
            + "destination limbs writes past the entry")
    void threeLimbCountsIntoTwoKeepTheirValues() {
        expandAndCompare(3, 2, true);
    }
}
