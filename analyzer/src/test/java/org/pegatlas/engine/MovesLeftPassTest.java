package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.FewestMoves;
import org.pegatlas.storage.LevelSetFile;

/**
 * The {@link MovesLeftPass} against {@link ChainBfs} run from each position, position by position
 * (the fewest moves left and the holes first moves start from, of every raw position that can reach
 * the goal), the formula for a continued chain against the brute force, and the fewest moves left
 * from the start against {@link MovesPass}'s fewest moves to the goal, on the problems of
 * {@link MovesPassTest}.
 */
class MovesLeftPassTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path tmp;

    /** An analysed problem, its mirror pass run over the solvable files (levels by index), and the brute force. */
    record Analysed(Problem problem, Analysis.Outcome outcome, MovesLeftPass pass, List<MovesLevel> levels, ChainBfs bfs) {
        /** The fewest moves left from reachable raw position {@code position}, -1 when it cannot reach the goal. */
        int movesLeft(long position) {
            return pass.movesLeft(levels.get(problem.startPegs() - Long.bitCount(position)), position);
        }

        /** The first-jump holes of reachable raw position {@code position}, -1 when it cannot reach the goal. */
        long firstJumpHoles(long position) {
            return pass.firstJumpHoles(levels.get(problem.startPegs() - Long.bitCount(position)), position);
        }
    }

    private static final Map<String, Analysed> ANALYSED = new ConcurrentHashMap<>();

    private static Analysed analysed(MovesPassTest.Case c) {
        return ANALYSED.computeIfAbsent(c.name(), name -> {
            try {
                Problem problem = c.problem().get();
                Path dir = tmp.resolve(name.replace(' ', '-'));
                Analysis.Outcome outcome = TestProblems.analyse(problem, dir, 2);
                MovesLeftPass pass = new MovesLeftPass(problem, new SymmetryTables(problem.board(), problem.symmetries()));
                return new Analysed(problem, outcome, pass, levels(problem, pass, dir, outcome.report().levels().size(), 1), new ChainBfs(problem));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The pass over the solvable files of {@code dir}, from the last of {@code count} levels back to the start, on {@code threads} threads. */
    private static List<MovesLevel> levels(Problem problem, MovesLeftPass pass, Path dir, int count, int threads) throws IOException {
        List<MovesLevel> levels = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            MovesLevel next = null;
            for (int level = count - 1; level >= 0; level--) {
                long[] solvable = LevelSetFile.read(dir.resolve("levels").resolve(String.format(Locale.ROOT, "solvable-%02d.roar", level)));
                next = pass.level(solvable, problem.startPegs() - level, next, pool);
                levels.add(next);
            }
        } finally {
            pool.shutdownNow();
        }
        Collections.reverse(levels);
        return levels;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.pegatlas.engine.MovesPassTest#cases")
    void everyPositionThatCanReachTheGoalHasTheFewestMovesLeftAndFirstJumpHolesOfTheBruteForce(MovesPassTest.Case c) {
        Analysed a = analysed(c);
        long compared = 0;
        for (long position : a.bfs().moves.keySet()) {
            String what = a.problem().board().holeNames(position);
            if (a.bfs().solvable(position)) {
                assertEquals(a.bfs().movesLeft(position), a.movesLeft(position), what);
                assertEquals(a.bfs().firstMoveHoles(position), a.firstJumpHoles(position), what);
                compared++;
            } else {
                assertEquals(-1, a.movesLeft(position), "not in the solvable sets: " + what);
            }
        }
        assertEquals(a.outcome().report().totals().solvableRaw().longValueExact(), compared);
    }

    /** m(q) - [h ∈ F(q)] for every hole h against the brute force's moves left when a first move from h is free. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("org.pegatlas.engine.MovesPassTest#cases")
    void continuingAChainFromAHoleSavesAMoveExactlyWhenTheHoleIsAFirstJumpHole(MovesPassTest.Case c) {
        Analysed a = analysed(c);
        Board board = a.problem().board();
        for (long position : a.bfs().moves.keySet()) {
            if (!a.bfs().solvable(position)) {
                continue;
            }
            int fresh = a.movesLeft(position);
            long first = a.firstJumpHoles(position);
            for (int hole = 0; hole < board.holeCount(); hole++) {
                assertEquals(a.bfs().movesLeftAfter(position, hole), fresh - (int) (first >>> hole & 1),
                        board.holeNames(position) + " after a jump to " + board.holeName(hole));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.pegatlas.engine.MovesPassTest#cases")
    void fewestMovesLeftFromTheStartAreTheMovesPasssFewestMovesToTheGoal(MovesPassTest.Case c) {
        Analysed a = analysed(c);
        FewestMoves toGoal = a.outcome().report().fewestMoves();
        assertEquals(c.fewest(), a.movesLeft(a.problem().start()));
        if (c.fewest() < 0) {
            assertNull(toGoal);
        } else {
            assertEquals(toGoal.moves(), a.movesLeft(a.problem().start()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.pegatlas.engine.MovesPassTest#cases")
    void theSameWithTwoThreadsAsWithOne(MovesPassTest.Case c) throws IOException {
        Analysed a = analysed(c);
        Path dir = tmp.resolve(c.name().replace(' ', '-'));
        List<MovesLevel> two = levels(a.problem(), a.pass(), dir, a.levels().size(), 2);
        for (int level = 0; level < two.size(); level++) {
            MovesLevel one = a.levels().get(level);
            assertEquals(one.size(), two.get(level).size());
            for (int i = 0; i < one.size(); i++) {
                assertEquals(one.moves(i), two.get(level).moves(i));
                assertEquals(one.mask(i), two.get(level).mask(i));
            }
        }
    }

    /**
     * The mask of a canonical position fixed by a symmetry is closed under it; the problems here
     * have such positions (the count is pinned, so this cannot pass on none).
     */
    @Test
    void masksOfPositionsFixedBySymmetriesAreClosedUnderThem() {
        long fixed = 0;
        for (MovesPassTest.Case c : MovesPassTest.cases().toList()) {
            Analysed a = analysed(c);
            fixed += MovesPassTest.fixedPositionsWithClosedMasks(a.problem(), a.bfs(), a::firstJumpHoles);
        }
        assertEquals(260, fixed);
    }
}
