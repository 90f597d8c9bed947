package org.pegatlas.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.board.TestBoards;
import org.pegatlas.storage.CountVector;

/** The engine's building blocks against naive versions, on seeded random data. */
class SearchInternalsTest {

    @Test
    void radixSortOrdersByTheFieldAndIsStable() {
        SplittableRandom random = new SplittableRandom(31);
        for (int trial = 0; trial < 200; trial++) {
            int low = random.nextInt(20);
            int width = 1 + random.nextInt(63 - low);
            int count = random.nextInt(trial < 10 ? 3 : 5000);
            long[] values = new long[count];
            for (int i = 0; i < count; i++) {
                // few distinct fields, so stability matters; the low bits tell the original order
                long field = random.nextLong(1 + random.nextInt(50)) * (random.nextBoolean() ? 1 : 0x5DEECE66DL);
                values[i] = (field << low | (i & ((1L << low) - 1))) & (width + low == 64 ? -1L : (1L << (width + low)) - 1);
            }
            long fieldMask = width == 64 ? -1L : (1L << width) - 1;
            Long[] expected = Arrays.stream(values).boxed().toArray(Long[]::new);
            Arrays.sort(expected, (a, b) -> Long.compareUnsigned(a >>> low & fieldMask, b >>> low & fieldMask));
            long[] sorted = RadixSort.sort(values.clone(), new long[count], count, low, width);
            assertArrayEquals(Arrays.stream(expected).mapToLong(Long::longValue).toArray(), Arrays.copyOf(sorted, count),
                    "trial " + trial + ": low " + low + ", width " + width);
        }
    }

    @Test
    void runMergerUnitesKeysAndAddsCountsExactly() {
        SplittableRandom random = new SplittableRandom(32);
        for (int trial = 0; trial < 100; trial++) {
            int limbs = 1 + random.nextInt(3);
            int runCount = 1 + random.nextInt(6);
            List<Run> runs = new ArrayList<>();
            TreeMap<Long, BigInteger> expected = new TreeMap<>();
            for (int r = 0; r < runCount; r++) {
                long[] keys = random.longs(random.nextInt(300), 0, 1000).distinct().sorted().toArray();
                CountVector counts = new CountVector(keys.length, limbs);
                for (int i = 0; i < keys.length; i++) {
                    counts.set(i, random.nextLong(limbs == 1 ? 1L << 58 : Long.MAX_VALUE)); // sums fit the limbs
                    if (limbs > 1 && random.nextBoolean()) {
                        counts.data()[i * limbs + 1] = random.nextLong(1L << 40);
                    }
                    expected.merge(keys[i], counts.get(i), BigInteger::add);
                }
                runs.add(new Run(keys, counts));
            }
            Run merged = RunMerger.merge(runs, limbs);
            assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), merged.keys());
            int i = 0;
            for (BigInteger count : expected.values()) {
                assertEquals(count, merged.counts().get(i++));
            }
        }
    }

    @Test
    void moveTableFindsExactlyTheLegalJumps() {
        SplittableRandom random = new SplittableRandom(33);
        for (Board board : List.of(Boards.byName("english"), TestBoards.triangle(5), TestBoards.rectangle(3, 6))) {
            MoveTable moves = new MoveTable(board);
            for (int trial = 0; trial < 2000; trial++) {
                long p = random.nextLong() & board.fullMask();
                List<Integer> naive = new ArrayList<>();
                for (int i = 0; i < board.lineCount(); i++) {
                    int[] l = board.line(i);
                    if ((p >>> l[0] & 1) == 1 && (p >>> l[1] & 1) == 1 && (p >>> l[2] & 1) == 0) {
                        naive.add(i);
                    }
                }
                List<Integer> fast = new ArrayList<>();
                for (int g = 0; g < moves.groups; g++) {
                    for (long legal = moves.legalFrom(g, p); legal != 0; legal &= legal - 1) {
                        fast.add(moves.lineAt[g * moves.holes + Long.numberOfTrailingZeros(legal)]);
                    }
                }
                fast.sort(null);
                assertEquals(naive, fast, board.name() + " position " + Long.toHexString(p));
            }
        }
    }

    @Test
    void symmetryTablesAgreeWithTheGroup() {
        SplittableRandom random = new SplittableRandom(34);
        for (Board board : List.of(Boards.byName("english"), TestBoards.triangle(5), TestBoards.rectangle(4, 4))) {
            SymmetryGroup group = SymmetryGroup.of(board);
            SymmetryTables tables = new SymmetryTables(board, group);
            long[] images = new long[group.order()];
            for (int trial = 0; trial < 2000; trial++) {
                long p = random.nextLong() & board.fullMask();
                tables.images(p, images);
                long min = Long.MAX_VALUE;
                java.util.Set<Long> orbit = new java.util.HashSet<>();
                for (int g = 0; g < group.order(); g++) {
                    assertEquals(group.apply(g, p), images[g]);
                    min = Math.min(min, images[g]);
                    orbit.add(images[g]);
                }
                assertEquals(min, tables.canonical(p));
                assertEquals(orbit.size(), tables.orbitSize(p));
                for (int line = 0; line < board.lineCount(); line++) {
                    for (int g = 0; g < group.order(); g++) {
                        assertEquals(group.apply(g, board.lineMask(line)), tables.lineImage[line * group.order() + g]);
                    }
                }
            }
        }
    }

    @Test
    void problemKeepsOnlySymmetriesFixingStartAndGoal() {
        Board english = Boards.byName("english");
        int d4 = english.hole("d4");
        assertEquals(8, Problem.centralGame(english, d4).symmetries().order());
        Problem towardsD1 = new Problem(english, english.fullMask() & ~(1L << d4), Goal.onePegOn(english.hole("d1")));
        assertEquals(2, towardsD1.symmetries().order());
        assertEquals(8, towardsD1.boardSymmetries().order());
        Problem cornerish = Problem.centralGame(english, english.hole("c1"));
        assertEquals(1, cornerish.symmetries().order());
        assertThrows(IllegalArgumentException.class, () -> new Problem(english, 0L, Goal.onePegOn(d4)));
        assertThrows(IllegalArgumentException.class, () -> new Problem(english, 1L << 33, Goal.onePegOn(d4)));
    }

    @Test
    void fingerprintsTellProblemsApart() {
        Board english = Boards.byName("english");
        int d4 = english.hole("d4");
        Problem centre = Problem.centralGame(english, d4);
        assertEquals(centre.fingerprint(), Problem.centralGame(Boards.byName("english"), d4).fingerprint());
        Map<String, Problem> others = Map.of(
                "other goal", new Problem(english, centre.start(), Goal.onePegOn(english.hole("d1"))),
                "other start", Problem.centralGame(english, english.hole("d1")),
                "other board", Problem.centralGame(TestBoards.rectangle(3, 6), 1));
        others.forEach((what, p) -> assertNotEquals(centre.fingerprint(), p.fingerprint(), what));
        assertEquals("full board less d4", centre.describeStart());
        assertEquals("pegs on d4", new Problem(english, 1L << d4, Goal.onePegOn(d4)).describeStart());
        assertEquals("one peg on d4", centre.goal().describe(english));
    }

    @Test
    void onePegGoal() {
        Goal goal = Goal.onePegOn(5);
        assertEquals(true, goal.test(1L << 5));
        assertEquals(false, goal.test(1L << 4));
        assertEquals(false, goal.test((1L << 5) | 1));
        assertEquals(false, goal.test(0));
        int[] swap = {0, 1, 2, 3, 4, 6, 5};
        assertEquals(false, goal.isFixedBy(swap));
        assertEquals(true, goal.isFixedBy(new int[] {1, 0, 2, 3, 4, 5, 6}));
    }
}
