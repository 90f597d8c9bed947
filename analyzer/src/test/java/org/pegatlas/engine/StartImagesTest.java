package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.Run;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;

/**
 * The search of a whole class of starts with a count per image of the start (see
 * {@link StartImages}) against the plain searches it replaces: the pairs table against one pass
 * per start class under the symmetries fixing its start, every position's counts against a raw
 * search, and one expansion with wide counts against a naive one.
 */
class StartImagesTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    static Stream<Board> boards() {
        return Stream.of(Boards.byName("triangle-4"), Boards.byName("triangle-5"), Boards.byName("triangle-6"),
                Boards.byName("pentagon"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void pairsTableEqualsTheTableOfPassesUnderEachStartsStabiliser(Board board) throws IOException {
        PairsReport images = PairsTable.compute(board, new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), tmp.resolve("scratch"),
                PairsTable.Checkpoint.none(), false, false);
        PairsReport throughDisk = PairsTable.compute(board, new RunSettings(2, new MemoryBudget(1 << 20), Progress.silent()),
                tmp.resolve("scratch"), PairsTable.Checkpoint.none(), false, false);
        PairsReport stabiliser = PairsTable.compute(board, 2, (hole, fixingStart) -> stabiliserPass(board, hole, fixingStart),
                PairsTable.Checkpoint.none(), Progress.silent());
        assertEquals(stabiliser.solutions(), images.solutions(), board.name() + ": solutions of every pair");
        assertEquals(stabiliser.starts(), images.starts(), board.name() + ": reachable raw and canonical positions, games, per start");
        assertEquals(images.solutions(), throughDisk.solutions(), board.name() + ": through disk");
        assertEquals(images.starts(), throughDisk.starts(), board.name() + ": through disk");
    }

    /** The pass the image search replaces: canonical under the symmetries fixing the start, one count per position. */
    private ClassFigures stabiliserPass(Board board, int hole, SymmetryGroup fixingStart) throws IOException {
        long start = board.fullMask() & ~(1L << hole);
        SymmetryTables tables = new SymmetryTables(board, fixingStart);
        Path out = tmp.resolve("stabiliser-" + hole);
        ForwardPass.Result result;
        try (LevelFiles files = new LevelFiles(out, OutputDirectory.prepare(out, "test"), new PositionKeys(board.holeCount()), 0);
             ParallelExpander expander = new ParallelExpander(board, tables, 2)) {
            result = new ForwardPass(new PassContext(board, tables, expander, files, MemoryBudget.ofJvm(), Progress.silent(), System.nanoTime()),
                    start, List.of()).run();
        }
        Level last = result.last();
        BigInteger[] counts = new BigInteger[last.size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = last.counts().get(i);
        }
        return ClassFigures.of(result.levels(),
                StartClasses.finishes(last.pegs(), last.positions(), counts, fixingStart, board.holeCount()));
    }

    static Stream<Board> smallBoards() {
        return Stream.of(Boards.byName("triangle-5"), TestBoards.rectangle(3, 5), TestBoards.rectangle(4, 4));
    }

    /**
     * Level by level from every start: each image's count on a canonical position, symmetrised
     * and divided by the start's stabiliser order, is the raw search's count of the position of
     * its class that the image's symmetry maps there; every raw position is met; the level's
     * figures are the raw search's.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("smallBoards")
    void everyPositionsCountPerImageIsTheRawSearchsCount(Board board) {
        SymmetryGroup group = SymmetryGroup.of(board);
        SymmetryGroup identity = group.subgroup(StartImagesTest::isIdentity);
        PositionKeys keys = new PositionKeys(board.holeCount());
        SymmetryTables tables = new SymmetryTables(board, group);
        SymmetryTables none = new SymmetryTables(board, identity);
        for (int hole = 0; hole < board.holeCount(); hole++) {
            long start = board.fullMask() & ~(1L << hole);
            StartImages images = StartImages.of(group, start);
            SymmetryTables fixingStart = new SymmetryTables(board, group.stabilizer(start));
            try (ParallelExpander imageExpander = new ParallelExpander(board, tables, images, 2);
                 ParallelExpander rawExpander = new ParallelExpander(board, none, 2)) {
                Level image = images.startLevel(start, 1, tables, keys);
                Level raw = StartImages.single().startLevel(start, 1, none, keys);
                while (raw.size() > 0) {
                    String at = board.name() + ", start " + board.holeName(hole) + ", " + raw.pegs() + " pegs";
                    assertSameCounts(group, images, image, raw, at);
                    ParallelExpander.Expansion imageNext = imageExpander.expand(image, false);
                    ParallelExpander.Expansion rawNext = rawExpander.expand(raw, false);
                    LevelTally i = imageNext.tally();
                    LevelTally r = rawNext.tally();
                    assertEquals(r.raw, i.raw, at + ": raw positions");
                    assertEquals(r.deadEndsRaw, i.deadEndsRaw, at + ": raw dead ends");
                    assertEquals(r.deadEndCountTotal.value(), i.deadEndCountTotal.value(), at + ": games ended");
                    Set<Long> classes = new HashSet<>();
                    for (long p : raw.positions()) {
                        classes.add(fixingStart.canonical(p));
                    }
                    assertEquals(classes.size(), i.canonical, at + ": positions up to the symmetries fixing the start");
                    image = next(keys, image.pegs() - 1, imageNext.joined());
                    raw = next(keys, raw.pegs() - 1, rawNext.joined());
                }
                assertEquals(0, image.size());
            }
        }
    }

    private static boolean isIdentity(int[] permutation) {
        for (int h = 0; h < permutation.length; h++) {
            if (permutation[h] != h) {
                return false;
            }
        }
        return true;
    }

    private static Level next(PositionKeys keys, int pegs, Run run) {
        return new Level(pegs, run.keys(), keys.positions(run.keys(), pegs), run.counts());
    }

    private static void assertSameCounts(SymmetryGroup group, StartImages images, Level image, Level raw, String at) {
        Map<Long, BigInteger> rawCounts = new HashMap<>();
        for (int i = 0; i < raw.size(); i++) {
            rawCounts.put(raw.positions()[i], raw.counts().get(i));
        }
        int k = images.count();
        int limbs = images.limbsPerImage(image.counts());
        BigInteger stabiliserOrder = BigInteger.valueOf(group.order() / k);
        Set<Long> met = new HashSet<>();
        for (int i = 0; i < image.size(); i++) {
            long c = image.positions()[i];
            BigInteger[] sym = new BigInteger[k];
            java.util.Arrays.fill(sym, BigInteger.ZERO);
            for (int g = 0; g < group.order(); g++) {
                if (group.apply(g, c) == c) {
                    for (int j = 0; j < k; j++) {
                        int from = (i * k + images.pull()[g * k + j]) * limbs;
                        sym[j] = sym[j].add(new CountVector(java.util.Arrays.copyOfRange(image.counts().data(), from, from + limbs), limbs)
                                .get(0));
                    }
                }
            }
            for (int g = 0; g < group.order(); g++) {
                long x = preimage(group, g, c);
                BigInteger[] v = sym[images.image(g, 0)].divideAndRemainder(stabiliserOrder);
                assertEquals(BigInteger.ZERO, v[1], at + ": the symmetrised count is a multiple of the stabiliser's order");
                assertEquals(rawCounts.getOrDefault(x, BigInteger.ZERO), v[0], at + ": position " + Long.toHexString(x));
                if (v[0].signum() > 0) {
                    met.add(x);
                }
            }
        }
        assertEquals(rawCounts.keySet(), met, at + ": every raw position is in a class of the level");
    }

    /** The position {@code x} with {@code g x = c}. */
    private static long preimage(SymmetryGroup group, int g, long c) {
        int[] p = group.permutation(g);
        long x = 0;
        for (int h = 0; h < p.length; h++) {
            if ((c >>> p[h] & 1) != 0) {
                x |= 1L << h;
            }
        }
        return x;
    }

    /**
     * One expansion of random English positions whose eight counts (for the images of start
     * {@code c1}) may be wide, against a naive one: each jump adds its source's counts permuted by
     * the first symmetry that canonicalises its successor.
     */
    @ParameterizedTest(name = "{0} positions, {1} limbs in, wide values {2}, {3} threads")
    @CsvSource({"300,1,false,1", "300,1,true,2", "300,2,false,2", "3000,2,true,2", "5000,1,false,2"})
    void expansionAddsThePermutedCountsPerImage(int size, int inLimbs, boolean wide, int threads) {
        Board english = Boards.byName("english");
        SymmetryGroup group = SymmetryGroup.of(english);
        StartImages images = StartImages.of(group, english.fullMask() & ~(1L << english.hole("c1")));
        int k = images.count();
        assertEquals(8, k);
        SymmetryTables tables = new SymmetryTables(english, group);
        PositionKeys keys = new PositionKeys(33);
        SplittableRandom random = new SplittableRandom(size * 10L + inLimbs + (wide ? 5 : 0));
        TreeMap<Long, Long> level = ExpansionTest.randomLevel(tables, keys, random, size);
        long[] levelKeys = level.keySet().stream().mapToLong(Long::longValue).toArray();
        long[] positions = level.values().stream().mapToLong(Long::longValue).toArray();
        CountVector counts = new CountVector(levelKeys.length, k * inLimbs);
        for (int i = 0; i < levelKeys.length * k; i++) {
            counts.data()[i * inLimbs] = wide ? Long.MIN_VALUE | random.nextLong(Long.MAX_VALUE) : random.nextLong(1L << 40);
        }
        TreeMap<Long, BigInteger[]> expected = new TreeMap<>();
        for (int i = 0; i < positions.length; i++) {
            long p = positions[i];
            for (int line : MoveTableTest.naiveJumps(english, p)) {
                long y = p ^ english.lineMask(line);
                long c = tables.canonical(y);
                int sigma = 0;
                while (group.apply(sigma, y) != c) {
                    sigma++;
                }
                BigInteger[] sum = expected.computeIfAbsent(keys.key(c), key -> zeros(k));
                for (int j = 0; j < k; j++) {
                    int from = (i * k + images.pull()[sigma * k + j]) * inLimbs;
                    sum[j] = sum[j].add(new CountVector(java.util.Arrays.copyOfRange(counts.data(), from, from + inLimbs), inLimbs).get(0));
                }
            }
        }
        Run run;
        try (ParallelExpander expander = new ParallelExpander(english, tables, images, threads)) {
            run = expander.expand(new Level(20, levelKeys, positions, counts), false).joined();
        }
        assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), run.keys());
        int outLimbs = images.limbsPerImage(run.counts());
        boolean outgrows = expected.values().stream().flatMap(Stream::of).anyMatch(v -> v.bitLength() > 64 * inLimbs);
        assertEquals(outgrows ? inLimbs + 1 : inLimbs, outLimbs, "one limb more per image where sums outgrow them");
        int e = 0;
        for (BigInteger[] want : expected.values()) {
            for (int j = 0; j < k; j++) {
                int from = (e * k + j) * outLimbs;
                assertEquals(want[j], new CountVector(java.util.Arrays.copyOfRange(run.counts().data(), from, from + outLimbs), outLimbs)
                        .get(0), "image " + j + " of key " + Long.toHexString(run.keys()[e]));
            }
            e++;
        }
    }

    private static BigInteger[] zeros(int k) {
        BigInteger[] z = new BigInteger[k];
        java.util.Arrays.fill(z, BigInteger.ZERO);
        return z;
    }
}
