package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongUnaryOperator;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.board.TestBoards;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.FewestMoves;
import org.pegatlas.reports.MovesRow;

/**
 * The {@link MovesPass} against {@link ChainBfs}, a plain search over moves on raw positions,
 * position by position: the fewest moves and the mask of last landings of every raw position
 * that can reach the goal, on small boards.
 */
class MovesPassTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path tmp;

    /** A named problem with its fewest moves to the goal (-1: no solution). */
    record Case(String name, Supplier<Problem> problem, int fewest) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** An analysed problem, its moves pass run again from the solvable files, and the brute force. */
    record Analysed(Problem problem, Analysis.Outcome outcome, MovesPass pass, MovesPass.Result result, ChainBfs bfs) {
    }

    private static final Map<String, Analysed> ANALYSED = new ConcurrentHashMap<>();

    static Stream<Case> cases() {
        return Stream.of(
                new Case("triangle-4 1 to 1", () -> TestProblems.vacancy(TestBoards.triangle(4), "1", "1"), -1),
                new Case("triangle-4 2 to 7", () -> TestProblems.vacancy(TestBoards.triangle(4), "2", "7"), -1),
                new Case("triangle-5 1 to 1", () -> TestProblems.vacancy(TestBoards.triangle(5), "1", "1"), 10),
                new Case("triangle-5 1 to 13", () -> TestProblems.vacancy(TestBoards.triangle(5), "1", "13"), 10),
                new Case("triangle-5 4 to 4", () -> TestProblems.vacancy(TestBoards.triangle(5), "4", "4"), 9),
                new Case("triangle-5 1 to one peg anywhere", () -> fromTriangle5Corner(Goal.onePegAnywhere()), 10),
                new Case("triangle-5 1 to at most 3 pegs", () -> fromTriangle5Corner(Goal.atMost(3)), 7),
                new Case("triangle-5 1 to at most 14 pegs: the start", () -> fromTriangle5Corner(Goal.atMost(14)), 0),
                new Case("4x4 b2 to b2", () -> TestProblems.vacancy(TestBoards.rectangle(4, 4), "b2", "b2"), -1),
                new Case("english cross", () -> TestProblems.englishPreset("cross"), 5),
                new Case("english plus", () -> TestProblems.englishPreset("plus"), 6),
                new Case("english fireplace", () -> TestProblems.englishPreset("fireplace"), 8),
                new Case("english up-arrow", () -> TestProblems.englishPreset("up-arrow"), 9),
                new Case("english pyramid", () -> TestProblems.englishPreset("pyramid"), 8));
    }

    /** Triangle-5 less its corner hole 1, to {@code goal}. */
    private static Problem fromTriangle5Corner(Goal goal) {
        Board triangle = TestBoards.triangle(5);
        return new Problem(triangle, triangle.fullMask() & ~(1L << triangle.hole("1")), goal);
    }

    private static Analysed analysed(Case c) {
        return ANALYSED.computeIfAbsent(c.name(), name -> {
            try {
                Problem problem = c.problem().get();
                Path dir = tmp.resolve(name.replace(' ', '-'));
                Analysis.Outcome outcome = TestProblems.analyse(problem, dir, 2);
                MovesPass pass = new MovesPass(problem, new SymmetryTables(problem.board(), problem.symmetries()), 1);
                MovesPass.Result result = pass.run(outcome.report().levels().size(), solvableKeys(dir), null, Progress.silent(), 0);
                return new Analysed(problem, outcome, pass, result, new ChainBfs(problem));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyPositionThatCanReachTheGoalHasTheFewestMovesAndLastLandingsOfTheBruteForce(Case c) {
        Analysed a = analysed(c);
        long compared = 0;
        for (Map.Entry<Long, Integer> e : a.bfs().moves.entrySet()) {
            long position = e.getKey();
            if (a.bfs().solvable(position)) {
                String what = a.problem().board().holeNames(position);
                assertEquals(e.getValue(), a.pass().movesTo(position), what);
                assertEquals(a.bfs().lastLandings.get(position), a.pass().landingsOf(position), what);
                compared++;
            } else {
                assertEquals(-1, a.pass().movesTo(position), "not in the solvable sets: " + a.problem().board().holeNames(position));
            }
        }
        assertEquals(a.result().rows().stream().mapToLong(MovesRow::solvableRaw).sum(), compared, "the rows count every solvable raw position");
        assertEquals(a.outcome().report().totals().solvableRaw().longValueExact(), compared);
    }

    /** The solvable keys of the analysis in {@code dir}, level by level. */
    private static MovesPass.SolvableKeys solvableKeys(Path dir) {
        return MovesPass.SolvableKeys.in(level -> dir.resolve("levels").resolve(String.format(Locale.ROOT, "solvable-%02d.roar", level)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void holdingOneLevelAtATimeFindsWhatHoldingEveryLevelFinds(Case c) throws IOException {
        Analysed a = analysed(c);
        Path dir = tmp.resolve(c.name().replace(' ', '-'));
        Path scratch = Files.createDirectories(tmp.resolve("kept-" + c.name().replace(' ', '-')));
        for (int slice : new int[] {1 << 22, 7, 1}) {
            MovesPass.Result kept = new MovesPass(a.problem(), new SymmetryTables(a.problem().board(), a.problem().symmetries()), 2)
                    .slicesOf(slice).run(a.outcome().report().levels().size(), solvableKeys(dir), scratch, Progress.silent(), 0);
            assertEquals(a.result(), kept, "fewest moves, solution, rows and one-peg figures, slices of " + slice);
        }
        try (Stream<Path> left = Files.list(scratch)) {
            assertEquals(List.of(), left.toList(), "the kept levels' files are deleted");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void fewestMovesToTheGoalWithASolutionPlayingThemLegally(Case c) {
        Analysed a = analysed(c);
        assertEquals(c.fewest(), a.bfs().fewestToGoal(), "the brute force");
        assertEquals(c.fewest(), a.result().fewest());
        FewestMoves reported = a.outcome().report().fewestMoves();
        if (c.fewest() < 0) {
            assertNull(reported);
            assertEquals(List.of(), a.outcome().report().moves());
            return;
        }
        assertEquals(a.result().fewestMoves(a.problem().board()), reported);
        assertEquals(a.result().rows(), a.outcome().report().moves());
        Board board = a.problem().board();
        long current = a.problem().start();
        int moves = 0;
        for (String move : reported.solution()) {
            String[] holes = move.split("-");
            assertTrue(holes.length >= 2, move);
            for (int i = 1; i < holes.length; i++) {
                current ^= board.lineMask(Jumps.parseLegal(board, current, holes[i - 1] + "-" + holes[i]));
            }
            moves++;
        }
        assertEquals(c.fewest(), moves);
        assertTrue(a.problem().goal().test(current), "ends on a goal position");
        assertEquals(reported.solution(), Jumps.moveNames(board, a.result().lines()));
    }

    /**
     * The mask of a canonical position fixed by a symmetry is closed under it; the problems
     * here have such positions (the count is pinned, so this cannot pass on none).
     */
    @Test
    void masksOfPositionsFixedBySymmetriesAreClosedUnderThem() {
        long fixed = 0;
        for (Case c : cases().toList()) {
            Analysed a = analysed(c);
            fixed += fixedPositionsWithClosedMasks(a.problem(), a.bfs(), a.pass()::landingsOf);
        }
        assertEquals(260, fixed);
    }

    /**
     * Asserts that the mask {@code maskOf} gives each canonical position of {@code bfs} that a
     * symmetry fixes (-1: none) is closed under those symmetries.
     *
     * @return the canonical positions with a mask and a non-trivial stabiliser
     */
    static long fixedPositionsWithClosedMasks(Problem problem, ChainBfs bfs, LongUnaryOperator maskOf) {
        SymmetryTables tables = new SymmetryTables(problem.board(), problem.symmetries());
        long[] images = new long[tables.order()];
        long fixed = 0;
        for (long position : bfs.moves.keySet()) {
            long mask = maskOf.applyAsLong(position);
            tables.images(position, images);
            if (mask < 0 || tables.canonical(position) != position || SymmetryTables.stabiliser(position, images) == 1) {
                continue;
            }
            fixed++;
            for (int g = 0; g < images.length; g++) {
                if (images[g] == position) {
                    assertEquals(mask, problem.symmetries().apply(g, mask), problem.board().holeNames(position));
                }
            }
        }
        return fixed;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theSameWithOneThreadAsWithTwo(Case c) {
        Analysed a = analysed(c);
        assertEquals(a.result().rows(), a.outcome().report().moves(), "the analysis ran it with two threads");
        assertEquals(a.result().fewestMoves(a.problem().board()), a.outcome().report().fewestMoves());
    }

    /**
     * Within a heap too small for the solvable sets the pass holds one level at a time when it has a
     * scratch directory and its largest level fits, and is skipped with a note otherwise (a whole
     * analysis on such a heap cannot run in a test JVM: the pass is told of more positions than the
     * levels hold).
     */
    @Test
    void withinTheHeapEveryLevelOrOneAtATimeOrNone() throws IOException {
        Case c = cases().filter(k -> k.name().equals("english up-arrow")).findFirst().orElseThrow();
        Analysed a = analysed(c);
        Path dir = tmp.resolve(c.name().replace(' ', '-'));
        Path scratch = Files.createDirectories(tmp.resolve("within-heap"));
        int levels = a.outcome().report().levels().size();
        long heap = Runtime.getRuntime().maxMemory();
        // 10 to 20 bytes a position: one level of a small share fits half the heap, all levels do not; one of a large share does not
        long small = heap / 80;
        long large = heap / 8;
        List<String> notes = new java.util.ArrayList<>();
        Progress progress = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void note(String message) {
                notes.add(message);
            }
        };
        long[] smallLevels = new long[levels];
        Arrays.fill(smallLevels, small);
        assertEquals(a.result(), pass(a).runWithinHeap(smallLevels, solvableKeys(dir), scratch, progress, 0));
        assertEquals(1, notes.size());
        assertTrue(notes.get(0).endsWith("one level is held at a time, the others' moves kept in scratch files"), notes.get(0));

        MovesPass.SolvableKeys unread = level -> {
            throw new AssertionError("no level is read");
        };
        assertEquals(MovesPass.Result.NOT_COMPUTED, pass(a).runWithinHeap(smallLevels, unread, null, progress, 0));
        long[] largeLevels = new long[levels];
        Arrays.fill(largeLevels, large);
        MovesPass.Result result = pass(a).runWithinHeap(largeLevels, unread, scratch, progress, 0);
        assertEquals(MovesPass.Result.NOT_COMPUTED, result);
        assertEquals(FewestMoves.NOT_COMPUTED, result.fewestMoves(a.problem().board()));
        assertEquals(3, notes.size());
        assertTrue(notes.get(1).startsWith("fewest moves not computed: the " + small * levels + " canonical positions that can reach the goal need "),
                notes.get(1));
        assertTrue(notes.get(2).contains(" for their largest level, more than half the JVM's maximum heap"), notes.get(2));
    }

    private static MovesPass pass(Analysed a) {
        return new MovesPass(a.problem(), new SymmetryTables(a.problem().board(), a.problem().symmetries()), 1);
    }

    @Test
    void movesAreMaximalChains() {
        Board english = org.pegatlas.board.Boards.byName("english");
        List<Integer> lines = List.of(line(english, "d2-d4"), line(english, "d4-f4"), line(english, "b4-d4"), line(english, "f4-d4"));
        assertEquals(List.of("d2-d4-f4", "b4-d4", "f4-d4"), Jumps.moveNames(english, lines));
        assertEquals(List.of(), Jumps.moveNames(english, List.of()));
    }

    private static int line(Board board, String jump) {
        String[] holes = jump.split("-");
        for (int line = 0; line < board.lineCount(); line++) {
            if (board.holeName(board.line(line)[0]).equals(holes[0]) && board.holeName(board.line(line)[2]).equals(holes[1])) {
                return line;
            }
        }
        throw new IllegalArgumentException(jump);
    }
}
