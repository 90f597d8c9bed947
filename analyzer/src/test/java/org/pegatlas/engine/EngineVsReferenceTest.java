package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.board.TestBoards;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.LevelsCsv;
import org.pegatlas.reports.Totals;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;

/**
 * Compares every figure of the engine with {@link ReferenceBfs} on problems small enough for a
 * raw in-memory search, with one and with two worker threads.
 */
class EngineVsReferenceTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path tmp;

    /** A named problem. */
    record Case(String name, Supplier<Problem> problem) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** The reference and two engine runs of one problem, computed once per class. */
    record Result(Problem problem, ReferenceBfs reference, Analysis.Outcome one, Path dirOne, Analysis.Outcome two, Path dirTwo) {
    }

    private static final Map<String, Result> RESULTS = new ConcurrentHashMap<>();

    static Stream<Case> cases() {
        Board triangle = TestBoards.triangle(5);
        Board square = TestBoards.rectangle(4, 4);
        Board rectangle = TestBoards.rectangle(3, 6);
        List<Case> cases = new ArrayList<>(List.of(
                new Case("triangle-5 1 to 1", () -> TestProblems.vacancy(triangle, "1", "1")),
                new Case("triangle-5 2 to 2", () -> TestProblems.vacancy(triangle, "2", "2")),
                new Case("triangle-5 4 to 4", () -> TestProblems.vacancy(triangle, "4", "4")),
                new Case("triangle-5 5 to 5", () -> TestProblems.vacancy(triangle, "5", "5")),
                new Case("triangle-5 4 to 1", () -> TestProblems.vacancy(triangle, "4", "1")),
                new Case("triangle-5 1 to 13", () -> TestProblems.vacancy(triangle, "1", "13")),
                new Case("4x4 b2 to b2", () -> TestProblems.vacancy(square, "b2", "b2")),
                new Case("4x4 b1 to b1", () -> TestProblems.vacancy(square, "b1", "b1")),
                new Case("4x4 a1 to a1", () -> TestProblems.vacancy(square, "a1", "a1")),
                new Case("3x6 b1 to b1", () -> TestProblems.vacancy(rectangle, "b1", "b1")),
                new Case("3x6 c3 to c3", () -> TestProblems.vacancy(rectangle, "c3", "c3")),
                new Case("3x6 a2 to a2", () -> TestProblems.vacancy(rectangle, "a2", "a2")),
                new Case("3x6 c1 to d3", () -> TestProblems.vacancy(rectangle, "c1", "d3"))));
        cases.addAll(englishPresets().toList());
        Board english = org.pegatlas.board.Boards.byName("english");
        int d4 = english.hole("d4");
        cases.add(new Case("english start is the goal", () -> new Problem(english, 1L << d4, Goal.onePegOn(d4))));
        cases.add(new Case("english one jump to the goal", () -> new Problem(english, TestProblems.pegs(english, "e4 f4"),
                Goal.onePegOn(d4))));
        cases.add(new Case("english no jump at the start", () -> new Problem(english, TestProblems.pegs(english, "a3 g5 d1"),
                Goal.onePegOn(d4))));
        Board triangle4 = TestBoards.triangle(4);
        Board triangle6 = TestBoards.triangle(6);
        Board pentagon = org.pegatlas.board.Boards.byName("pentagon");
        cases.add(new Case("triangle-4 5 to 5", () -> TestProblems.vacancy(triangle4, "5", "5")));
        cases.add(new Case("triangle-4 1 to any one peg", () -> new Problem(triangle4, triangle4.fullMask() & ~1L, Goal.onePegAnywhere())));
        cases.add(new Case("triangle-6 1 to 1", () -> TestProblems.vacancy(triangle6, "1", "1")));
        cases.add(new Case("triangle-6 4 to any one peg", () -> new Problem(triangle6,
                triangle6.fullMask() & ~(1L << triangle6.hole("4")), Goal.onePegAnywhere())));
        cases.add(new Case("triangle-5 1 to at most 3 pegs", () -> new Problem(triangle, triangle.fullMask() & ~1L, Goal.atMost(3))));
        cases.add(new Case("triangle-5 5 to exactly 7 13", () -> new Problem(triangle,
                triangle.fullMask() & ~(1L << triangle.hole("5")), Goal.exactly(TestProblems.pegs(triangle, "7 13")))));
        cases.add(new Case("pentagon H to H", () -> TestProblems.vacancy(pentagon, "H", "H")));
        cases.add(new Case("pentagon A to A", () -> TestProblems.vacancy(pentagon, "A", "A")));
        cases.add(new Case("pentagon E to at most 2 pegs", () -> new Problem(pentagon,
                pentagon.fullMask() & ~(1L << pentagon.hole("E")), Goal.atMost(2))));
        cases.add(new Case("english plus to at most 2 pegs", () -> new Problem(english, TestProblems.englishPreset("plus").start(),
                Goal.atMost(2))));
        Board french = TestBoards.french();
        cases.add(new Case("french (37) pyramid", () -> new Problem(french,
                TestProblems.pegs(french, "d2 c3 d3 e3 b4 c4 d4 e4 f4 a5 b5 c5 d5 e5 f5 g5"), Goal.onePegOn(french.hole("d4")))));
        Board diamond = TestBoards.diamond41();
        cases.add(new Case("diamond (41) ring of 12", () -> new Problem(diamond,
                TestProblems.pegs(diamond, "e3 d4 e4 f4 c5 d5 f5 g5 d6 e6 f6 e7"), Goal.onePegOn(diamond.hole("e5")))));
        return cases.stream();
    }

    static Stream<Case> englishPresets() {
        return Stream.of("cross", "plus", "fireplace", "up-arrow", "pyramid")
                .map(name -> new Case("english " + name, () -> TestProblems.englishPreset(name)));
    }

    static Result result(Case c) {
        return RESULTS.computeIfAbsent(c.name(), name -> {
            try {
                Problem problem = c.problem().get();
                String dirName = name.replaceAll("[^A-Za-z0-9]+", "-");
                Path one = tmp.resolve(dirName + "-t1");
                Path two = tmp.resolve(dirName + "-t2");
                return new Result(problem, ReferenceBfs.run(problem), TestProblems.analyse(problem, one, 1), one,
                        TestProblems.analyse(problem, two, 2), two);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    static Path levelFile(Path dir, String kind, int level, String extension) {
        return dir.resolve("levels").resolve(String.format(Locale.ROOT, "%s-%02d.%s", kind, level, extension));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyLevelFigureMatchesTheReference(Case c) throws IOException {
        Result r = result(c);
        for (Analysis.Outcome outcome : List.of(r.one(), r.two())) {
            Path dir = outcome == r.one() ? r.dirOne() : r.dirTwo();
            List<LevelRow> rows = outcome.report().levels();
            assertEquals(r.reference().levels.size(), rows.size(), "number of levels");
            for (int n = 0; n < rows.size(); n++) {
                ReferenceBfs.Figures want = r.reference().levels.get(n);
                LevelRow got = rows.get(n);
                String at = c + ", level " + n;
                assertEquals(n, got.level(), at);
                assertEquals(want.pegs(), got.pegs(), at + ": pegs");
                assertEquals(want.reachableRaw(), got.reachableRaw(), at + ": reachable raw");
                assertEquals(want.reachableCanonical(), got.reachableCanonical(), at + ": reachable canonical");
                assertEquals(want.solvableRaw(), got.solvableRaw(), at + ": solvable raw");
                assertEquals(want.solvableCanonical(), got.solvableCanonical(), at + ": solvable canonical");
                assertEquals(want.deadEndsRaw(), got.deadEndsRaw(), at + ": dead ends raw");
                assertEquals(want.deadEndsCanonical(), got.deadEndsCanonical(), at + ": dead ends canonical");
                assertEquals(want.paths(), got.paths(), at + ": paths");
                assertEquals(want.gamesEnded(), got.gamesEnded(), at + ": games ended");
                assertEquals(want.jumpsCanonical(), got.jumpsCanonical(), at + ": jumps from canonical positions");
                assertEquals(Files.size(levelFile(dir, "forward", n, "roar")), got.levelFileBytes(), at + ": level file bytes");
                long diskBytes = 0;
                for (String kind : new String[] {"forward", "solvable"}) {
                    for (String extension : new String[] {"roar", "counts"}) {
                        diskBytes += Files.size(levelFile(dir, kind, n, extension));
                    }
                }
                assertEquals(diskBytes, got.diskBytes(), at + ": bytes of the level's files");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void totalsMatchTheReference(Case c) {
        Result r = result(c);
        ReferenceBfs ref = r.reference();
        for (Analysis.Outcome outcome : List.of(r.one(), r.two())) {
            Totals t = outcome.report().totals();
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::reachableRaw).sum()), t.reachableRaw());
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::reachableCanonical).sum()),
                    t.reachableCanonical());
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::solvableRaw).sum()), t.solvableRaw());
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::solvableCanonical).sum()),
                    t.solvableCanonical());
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::deadEndsRaw).sum()), t.deadEndsRaw());
            assertEquals(BigInteger.valueOf(ref.levels.stream().mapToLong(ReferenceBfs.Figures::deadEndsCanonical).sum()),
                    t.deadEndsCanonical());
            assertEquals(ref.solutions, t.solutions(), "solutions");
            assertEquals(ref.games, t.games(), "games");
            assertEquals(ref.shortestGame, t.shortestGame(), "shortest game");
            assertEquals(ref.longestGame, t.longestGame(), "longest game");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void problemInfoDescribesTheProblem(Case c) {
        Result r = result(c);
        Problem problem = r.problem();
        Board board = problem.board();
        AnalysisReport report = r.one().report();
        SymmetryGroup full = SymmetryGroup.of(board);
        int fixing = 0;
        for (int g = 0; g < full.order(); g++) {
            if (full.apply(g, problem.start()) == problem.start() && problem.goal().isFixedBy(full.permutation(g))) {
                fixing++;
            }
        }
        assertEquals(board.name(), report.problem().board());
        assertEquals(board.holeCount(), report.problem().holes());
        assertEquals(board.lineCount(), report.problem().jumpLines());
        assertEquals(full.order(), report.problem().boardSymmetries());
        assertEquals(fixing, report.problem().symmetriesUsed(), "symmetries fixing start and goal");
        assertEquals(fixing, problem.symmetries().order());
        assertEquals(Long.bitCount(problem.start()), report.problem().startPegs());
        String expectedGoal = problem.goal() instanceof Goal.OnePegOn on ? "one peg on " + board.holeName(on.hole())
                : problem.goal().describe(board);
        assertEquals(expectedGoal, report.problem().goal());
        assertFalse(report.problem().start().isBlank());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void oneAndTwoThreadsGiveByteIdenticalResults(Case c) throws IOException {
        Result r = result(c);
        assertEquals(LevelsCsv.format(r.one().report().levels()), LevelsCsv.format(r.two().report().levels()));
        assertEquals(r.one().report().totals(), r.two().report().totals());
        assertEquals(r.one().report().sampleSolution(), r.two().report().sampleSolution());
        Map<String, byte[]> one = levelFiles(r.dirOne());
        Map<String, byte[]> two = levelFiles(r.dirTwo());
        assertEquals(one.keySet(), two.keySet());
        one.forEach((name, bytes) -> assertArrayEquals(bytes, two.get(name), name));
    }

    static Map<String, byte[]> levelFiles(Path dir) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> list = Files.list(dir.resolve("levels"))) {
            for (Path p : list.toList()) {
                files.put(p.getFileName().toString(), Files.readAllBytes(p));
            }
        }
        return files;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void levelFilesHoldTheCanonicalSetsWithExactOrbitTotals(Case c) throws IOException {
        Result r = result(c);
        ReferenceBfs ref = r.reference();
        PositionKeys keys = new PositionKeys(r.problem().board().holeCount());
        int levels = ref.levels.size();
        for (int n = 0; n < levels; n++) {
            compare(levelFile(r.dirTwo(), "forward", n, "roar"), levelFile(r.dirTwo(), "forward", n, "counts"),
                    ref.orbitTotalsForward(n), keys, c + " forward level " + n);
            compare(levelFile(r.dirTwo(), "solvable", n, "roar"), levelFile(r.dirTwo(), "solvable", n, "counts"),
                    ref.orbitTotalsSolvable(n), keys, c + " solvable level " + n);
        }
        assertEquals(4 * levels, levelFiles(r.dirTwo()).size(), "four files per level and no others");
    }

    private static void compare(Path set, Path countFile, Map<Long, BigInteger> expected, PositionKeys keys, String what)
            throws IOException {
        TreeMap<Long, BigInteger> byKey = new TreeMap<>();
        expected.forEach((position, count) -> byKey.put(keys.key(position), count));
        long[] stored = LevelSetFile.read(set);
        CountVector counts = CountFile.read(countFile);
        assertArrayEquals(byKey.keySet().stream().mapToLong(Long::longValue).toArray(), stored, what + ": keys");
        assertEquals(stored.length, counts.size(), what + ": one count per key");
        int i = 0;
        for (BigInteger count : byKey.values()) {
            assertEquals(count, counts.get(i), what + ": count of key " + Long.toHexString(stored[i]));
            i++;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sampleSolutionReplaysLegallyAndExistsExactlyWhenThereAreSolutions(Case c) {
        Result r = result(c);
        Problem problem = r.problem();
        Board board = problem.board();
        for (Analysis.Outcome outcome : List.of(r.one(), r.two())) {
            SampleSolution sample = outcome.sampleSolution();
            boolean solvable = outcome.report().totals().solutions().signum() > 0;
            assertEquals(r.reference().solutions.signum() > 0, solvable);
            if (!solvable) {
                assertNull(sample, "no sample solution without solutions");
                assertEquals(List.of(), outcome.report().sampleSolution());
                continue;
            }
            assertNotNull(sample, "a sample solution when there are solutions");
            List<Integer> lines = sample.lines();
            List<Long> positions = sample.positions();
            assertEquals(lines.size() + 1, positions.size());
            assertEquals(problem.start(), positions.get(0));
            long current = problem.start();
            for (int i = 0; i < lines.size(); i++) {
                int[] l = board.line(lines.get(i));
                assertTrue((current >>> l[0] & 1) == 1 && (current >>> l[1] & 1) == 1 && (current >>> l[2] & 1) == 0,
                        "jump " + i + " (" + board.jumpName(lines.get(i)) + ") is legal");
                current = current & ~(1L << l[0]) & ~(1L << l[1]) | (1L << l[2]);
                assertEquals(current, positions.get(i + 1), "position after jump " + i);
                assertTrue(r.reference().finishCounts.get(i + 1).containsKey(current), "still solvable after jump " + i);
            }
            assertTrue(problem.goal().test(current), "ends on a goal position");
            assertEquals(sample.jumpNames(board), outcome.report().sampleSolution());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void manifestRecordsEveryLevelFileWithItsChecksum(Case c) throws IOException {
        Result r = result(c);
        Manifest manifest = Manifest.load(r.dirOne());
        assertEquals(r.problem().fingerprint(), manifest.get(OutputDirectory.PROBLEM_KEY));
        for (String name : levelFiles(r.dirOne()).keySet()) {
            AtomicFiles.Written actual = AtomicFiles.checksum(r.dirOne().resolve("levels").resolve(name));
            assertEquals("bytes=" + actual.bytes() + ",crc32c=" + Long.toHexString(actual.crc32c()),
                    manifest.get("file.levels/" + name), name);
        }
    }

    /**
     * The free self-test of the level files: a solution passes through every level up to the one
     * it ends on, so on each level the solutions through a canonical class,
     * {@code T(c) B(c) / |O(c)|}, add up to the solutions ending on that level or later (all of
     * them when every goal position has the same number of pegs).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void solutionsThroughEveryLevelAddUpToAllSolutions(Case c) throws IOException {
        Result r = result(c);
        Problem problem = r.problem();
        PositionKeys keys = new PositionKeys(problem.board().holeCount());
        int levels = r.two().report().levels().size();
        for (int n = 0; n < levels; n++) {
            int pegs = problem.startPegs() - n;
            long[] forwardKeys = LevelSetFile.read(levelFile(r.dirTwo(), "forward", n, "roar"));
            CountVector t = CountFile.read(levelFile(r.dirTwo(), "forward", n, "counts"));
            long[] solvableKeys = LevelSetFile.read(levelFile(r.dirTwo(), "solvable", n, "roar"));
            CountVector b = CountFile.read(levelFile(r.dirTwo(), "solvable", n, "counts"));
            BigInteger sum = BigInteger.ZERO;
            for (int k = 0; k < solvableKeys.length; k++) {
                int i = java.util.Arrays.binarySearch(forwardKeys, solvableKeys[k]);
                assertTrue(i >= 0, "a solvable position is reachable");
                long position = keys.position(solvableKeys[k], pegs);
                BigInteger orbit = BigInteger.valueOf(r.reference().orbit(position).size());
                BigInteger[] q = t.get(i).multiply(b.get(k)).divideAndRemainder(orbit);
                assertEquals(BigInteger.ZERO, q[1], "T(c) B(c) is a multiple of |O(c)|");
                sum = sum.add(q[0]);
            }
            BigInteger endingHereOrLater = BigInteger.ZERO;
            for (int m = n; m < r.reference().pathCounts.size(); m++) {
                for (var entry : r.reference().pathCounts.get(m).entrySet()) {
                    if (problem.goal().test(entry.getKey())) {
                        endingHereOrLater = endingHereOrLater.add(entry.getValue());
                    }
                }
            }
            assertEquals(endingHereOrLater, sum, c + ": solutions through level " + n);
        }
    }

    @Test
    void boardsOfMoreThanThirtyThreeHolesStoreKeysBeyondThirtyTwoBits() throws IOException {
        for (String name : List.of("french (37) pyramid", "diamond (41) ring of 12")) {
            Case c = cases().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
            Result r = result(c);
            long highest = 0;
            for (int n = 0; n < r.reference().levels.size(); n++) {
                for (long key : LevelSetFile.read(levelFile(r.dirOne(), "forward", n, "roar"))) {
                    highest = Math.max(highest, key);
                }
            }
            assertTrue(highest >= 1L << 32, name + ": a level file holds keys of several 32-bit chunks");
        }
    }

    /** Regression values of the reference itself, so that it cannot drift along with the engine. */
    @Test
    void referenceKnownValues() {
        Board triangle = TestBoards.triangle(5);
        ReferenceBfs corner = ReferenceBfs.run(TestProblems.vacancy(triangle, "1", "1"));
        assertEquals(BigInteger.valueOf(6816), corner.solutions);
        assertEquals(BigInteger.valueOf(568630), corner.games);
        assertEquals(14, corner.levels.size());
        assertEquals(BigInteger.ZERO, ReferenceBfs.run(TestProblems.vacancy(triangle, "5", "5")).solutions);
        assertEquals(BigInteger.valueOf(51452), ReferenceBfs.run(TestProblems.vacancy(triangle, "4", "4")).solutions);
        assertEquals(BigInteger.ZERO, ReferenceBfs.run(TestProblems.vacancy(TestBoards.rectangle(4, 4), "b2", "b2")).solutions);
        ReferenceBfs plus = ReferenceBfs.run(TestProblems.englishPreset("plus"));
        assertEquals(BigInteger.valueOf(16), plus.solutions);
        assertEquals(BigInteger.valueOf(304), plus.games);
        assertEquals(BigInteger.valueOf(5071224), ReferenceBfs.run(TestProblems.englishPreset("pyramid")).solutions);
        assertEquals(BigInteger.valueOf(1942100), ReferenceBfs.run(TestProblems.englishPreset("up-arrow")).solutions);
    }
}
