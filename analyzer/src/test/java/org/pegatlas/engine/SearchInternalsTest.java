package org.pegatlas.engine;

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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.runs.Run;
import org.pegatlas.engine.runs.RunMerger;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
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
            long[] sorted = new RadixSort().sort(values.clone(), new long[count], count, low, width);
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
            Run merged = RunMerger.merge(runs, limbs, 1);
            assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), merged.keys());
            int i = 0;
            for (BigInteger count : expected.values()) {
                assertEquals(count, merged.counts().get(i++));
            }
        }
    }

    @Test
    void runMergerInKeyRangesGivesTheSameRunForAnyNumberOfRanges() {
        SplittableRandom random = new SplittableRandom(33);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            for (int trial = 0; trial < 6; trial++) {
                int limbs = 1 + trial % 2;
                List<Run> runs = new ArrayList<>();
                for (int r = 0; r < 2 + trial; r++) {
                    // one large run (so that ranges are cut), the others smaller and denser or sparser
                    long[] keys = random.longs(r == 0 ? 300_000 : random.nextInt(120_000), 0, r % 2 == 0 ? 1L << 22 : 1L << 40)
                            .distinct().sorted().toArray();
                    CountVector counts = new CountVector(keys.length, limbs);
                    for (int i = 0; i < keys.length; i++) {
                        counts.set(i, random.nextLong(1L << 50));
                    }
                    runs.add(new Run(keys, counts));
                }
                Run expected = RunMerger.merge(runs, limbs, 1);
                for (int parts = 1; parts <= 4; parts++) {
                    Run merged = RunMerger.merge(runs, limbs, 1, pool, parts);
                    assertArrayEquals(expected.keys(), merged.keys(), "trial " + trial + ", " + parts + " ranges");
                    assertArrayEquals(expected.counts().data(), merged.counts().data(), "trial " + trial + ", " + parts + " ranges");
                }
            }
            // a sum that overflows one limb in the last range is still an ArithmeticException
            long[] keys = LongStream.range(0, 300_000).toArray();
            CountVector big = new CountVector(keys.length, 1);
            big.data()[keys.length - 1] = -1L;
            List<Run> overflowing = List.of(new Run(keys, big), new Run(keys, big));
            assertThrows(ArithmeticException.class, () -> RunMerger.merge(overflowing, 1, 1, pool, 3));
        } finally {
            pool.shutdownNow();
        }
    }

    /** The jump lines legal in {@code p}, naively. */
    static List<Integer> naiveJumps(Board board, long p) {
        List<Integer> jumps = new ArrayList<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            if ((p >>> l[0] & 1) == 1 && (p >>> l[1] & 1) == 1 && (p >>> l[2] & 1) == 0) {
                jumps.add(i);
            }
        }
        return jumps;
    }

    /** The jump lines the move table finds from {@code pegs} (a move layout or its complement). */
    static List<Integer> tableJumps(MoveTable moves, long pegs) {
        List<Integer> jumps = new ArrayList<>();
        for (int g = 0; g < moves.groups; g++) {
            long legal = moves.fromMask[g] & pegs & ((pegs >>> moves.overRight[g]) << moves.overLeft[g])
                    & ~((pegs >>> moves.toRight[g]) << moves.toLeft[g]);
            for (; legal != 0; legal &= legal - 1) {
                jumps.add(moves.lineAt[g * 64 + Long.numberOfTrailingZeros(legal)]);
            }
        }
        jumps.sort(null);
        return jumps;
    }

    @Test
    void moveTableFindsExactlyTheLegalJumpsAndUnJumps() {
        SplittableRandom random = new SplittableRandom(33);
        List<Board> boards = List.of(Boards.byName("english"), TestBoards.triangle(5), TestBoards.rectangle(3, 6),
                org.pegatlas.board.Board.fromGrid("8x8 less a1", java.util.stream.IntStream.range(0, 8)
                        .mapToObj(r -> r == 0 ? ".ooooooo" : "oooooooo").toList(),
                        org.pegatlas.board.Directions.ORTHOGONAL, org.pegatlas.board.HoleNaming.GRID_LETTER_NUMBER), org.pegatlas.board.Board.fromGrid("wiegleb", List.of("...ooo...", "...ooo...", "...ooo...", "ooooooooo", "ooooooooo",
                        "ooooooooo", "...ooo...", "...ooo...", "...ooo..."), org.pegatlas.board.Directions.ORTHOGONAL,
                        org.pegatlas.board.HoleNaming.GRID_LETTER_NUMBER), TestBoards.triangle(8),
                org.pegatlas.board.Board.fromGrid("diagonal", List.of("ooooo", "ooooo", "ooooo", "ooooo"),
                        org.pegatlas.board.Directions.ORTHOGONAL_DIAGONAL, org.pegatlas.board.HoleNaming.GRID_LETTER_NUMBER));
        for (Board board : boards) {
            MoveTable moves = new MoveTable(board);
            assertEquals(Long.bitCount(moves.layoutFull), board.holeCount(), board.name() + ": one layout bit per hole");
            assertEquals(moves.layoutFull, moves.layout(board.fullMask()));
            for (int trial = 0; trial < 2000; trial++) {
                long p = random.nextLong() & board.fullMask();
                long layout = moves.layout(p);
                assertEquals(Long.bitCount(p), Long.bitCount(layout));
                assertEquals(naiveJumps(board, p), tableJumps(moves, layout), board.name() + " position " + Long.toHexString(p));
                // un-jumps of p are the jumps of its complement
                long complement = board.fullMask() & ~p;
                assertEquals(naiveJumps(board, complement), tableJumps(moves, ~layout & moves.layoutFull),
                        board.name() + " un-jumps of " + Long.toHexString(p));
            }
        }
    }

    @Test
    void symmetryTablesAgreeWithTheGroup() {
        SplittableRandom random = new SplittableRandom(34);
        Board english = Boards.byName("english");
        List<Board> boards = new ArrayList<>(List.of(english, TestBoards.triangle(5), TestBoards.rectangle(4, 4),
                Boards.byName("pentagon"), Boards.byName("wiegleb")));
        List<SymmetryGroup> groups = new ArrayList<>(boards.stream().map(SymmetryGroup::of).toList());
        // subgroups of the English board's: of order 2 (towards d1) and 1 (from c1)
        boards.add(english);
        groups.add(new Problem(english, english.fullMask() & ~(1L << english.hole("d4")), Goal.onePegOn(english.hole("d1"))).symmetries());
        boards.add(english);
        groups.add(Problem.centralGame(english, english.hole("c1")).symmetries());
        assertEquals(List.of(8, 6, 8, 10, 8, 2, 1), groups.stream().map(SymmetryGroup::order).toList());
        for (int k = 0; k < groups.size(); k++) {
            Board board = boards.get(k);
            SymmetryGroup group = groups.get(k);
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
                    long after = Long.MAX_VALUE;
                    for (int g = 0; g < group.order(); g++) {
                        assertEquals(group.apply(g, board.lineMask(line)), tables.lineImage[line * group.order() + g]);
                        after = Math.min(after, group.apply(g, p ^ board.lineMask(line)));
                    }
                    assertEquals(after, tables.canonicalAfterJump(images, line), board.name() + " line " + line);
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
