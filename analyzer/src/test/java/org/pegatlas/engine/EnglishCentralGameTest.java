package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Jumps;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.FewestMoves;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.Totals;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * The English board's centre game, analysed once with two threads, against the published figures
 * (Bell, Durango Bill, OEIS A112737 and A112738).
 */
class EnglishCentralGameTest {
    /** Canonical reachable positions per level, n = 0 .. 31 (OEIS A112737). */
    static final long[] A112737 = {1, 1, 2, 8, 39, 171, 719, 2757, 9751, 31312, 89927, 229614, 517854, 1022224, 1753737,
        2598215, 3312423, 3626632, 3413313, 2765623, 1930324, 1160977, 600372, 265865, 100565, 32250, 8688, 1917, 348, 50, 7, 2};
    /** Canonical positions on a solution path per level, n = 0 .. 31 (OEIS A112738). */
    static final long[] A112738 = {1, 1, 2, 8, 38, 164, 635, 2089, 6174, 16020, 35749, 68326, 112788, 162319, 204992, 230230,
        230230, 204992, 162319, 112788, 68326, 35749, 16020, 6174, 2089, 635, 164, 38, 8, 2, 1, 1};

    @TempDir
    static Path dir;
    static Board board;
    static Problem problem;
    static Analysis.Outcome outcome;

    @BeforeAll
    static void analyse() throws IOException {
        board = Boards.byName("english");
        problem = Problem.centralGame(board, board.hole("d4"));
        outcome = TestProblems.analyse(problem, dir, 2);
    }

    static Path levelFile(String kind, int level, String extension) {
        return dir.resolve("levels").resolve(String.format(Locale.ROOT, "%s-%02d.%s", kind, level, extension));
    }

    @Test
    void everySymmetryOfTheSquareIsUsed() {
        assertEquals(8, outcome.report().problem().boardSymmetries());
        assertEquals(8, outcome.report().problem().symmetriesUsed());
        assertEquals(32, outcome.report().problem().startPegs());
    }

    @Test
    void canonicalReachablePositionsPerLevelAreA112737() {
        List<LevelRow> levels = outcome.report().levels();
        assertEquals(32, levels.size());
        long[] got = levels.stream().mapToLong(LevelRow::reachableCanonical).toArray();
        assertArrayEquals(A112737, got);
        for (LevelRow row : levels) {
            assertEquals(32 - row.level(), row.pegs());
        }
    }

    @Test
    void canonicalSolvablePositionsPerLevelAreA112738() {
        long[] got = outcome.report().levels().stream().mapToLong(LevelRow::solvableCanonical).toArray();
        assertArrayEquals(A112738, got);
    }

    /**
     * The start is the complement of the goal, so a solution reversed, with pegs and holes swapped,
     * is a solution again: the solvable positions of level n (32 - n pegs) and of level 31 - n
     * (n + 1 pegs) are complements of each other, raw and canonical alike.
     */
    @Test
    void solvablePositionsPerLevelReadTheSameForwardsAndBackwards() {
        List<LevelRow> levels = outcome.report().levels();
        assertEquals(32, levels.size());
        for (LevelRow row : levels) {
            LevelRow mirror = levels.get(31 - row.level());
            assertEquals(row.solvableRaw(), mirror.solvableRaw(), "level " + row.level() + " raw");
            assertEquals(row.solvableCanonical(), mirror.solvableCanonical(), "level " + row.level() + " canonical");
        }
        assertTrue(levels.get(15).solvableRaw() > levels.get(5).solvableRaw(), "not a constant sequence");
    }

    @Test
    void totalsAreThePublishedFigures() {
        Totals t = outcome.report().totals();
        assertEquals(BigInteger.valueOf(187_636_299L), t.reachableRaw(), "reachable positions, raw");
        assertEquals(BigInteger.valueOf(23_475_688L), t.reachableCanonical(), "reachable positions, canonical");
        assertEquals(BigInteger.valueOf(Arrays.stream(A112737).sum()), t.reachableCanonical());
        assertEquals(BigInteger.valueOf(1_679_072L), t.solvableCanonical(), "positions on a solution path, canonical");
        assertEquals(new BigInteger("40861647040079968"), t.solutions(), "solutions");
        assertEquals(new BigInteger("577116156815309849672"), t.games(), "complete games");
        assertEquals(6, t.shortestGame(), "shortest game");
        assertEquals(31, t.longestGame());
    }

    @Test
    void levelRowsAreConsistentWithTheTotals() {
        Totals t = outcome.report().totals();
        List<LevelRow> levels = outcome.report().levels();
        assertEquals(t.games(), levels.stream().map(LevelRow::gamesEnded).reduce(BigInteger.ZERO, BigInteger::add));
        assertEquals(t.reachableRaw(), BigInteger.valueOf(levels.stream().mapToLong(LevelRow::reachableRaw).sum()));
        for (LevelRow row : levels) {
            assertTrue(row.level() < 6 ? row.deadEndsRaw() == 0 : true, "no game ends before 6 jumps");
            assertTrue(row.solvableRaw() <= row.reachableRaw() && row.deadEndsRaw() <= row.reachableRaw());
            assertTrue(row.reachableCanonical() <= row.reachableRaw() && row.reachableRaw() <= 8 * row.reachableCanonical());
        }
        assertTrue(levels.get(6).deadEndsRaw() > 0, "a game ends after 6 jumps");
        assertEquals(BigInteger.ONE, levels.get(0).paths());
        assertEquals(BigInteger.valueOf(4), levels.get(1).paths());
        assertEquals(4, levels.get(1).reachableRaw());
        // every 31-jump sequence ends on a single peg with no jump left
        assertEquals(levels.get(31).paths(), levels.get(31).gamesEnded());
        assertTrue(levels.get(31).paths().compareTo(t.solutions()) > 0, "other one-peg finishes exist too");
    }

    @Test
    void theOnePegFinishesAreD4D1A4G4AndD7() throws IOException {
        PositionKeys keys = new PositionKeys(33);
        SymmetryGroup group = SymmetryGroup.of(board);
        TreeSet<String> finishes = new TreeSet<>();
        for (long key : LevelSetFile.read(levelFile("forward", 31, "roar"))) {
            long position = keys.position(key, 1);
            assertEquals(1, Long.bitCount(position));
            for (int g = 0; g < group.order(); g++) {
                finishes.add(board.holeNames(group.apply(g, position)));
            }
        }
        assertEquals(new TreeSet<>(List.of("d4", "d1", "a4", "g4", "d7")), finishes);
        // the position-class check agrees: exactly these one-peg positions share the start's class
        PositionClasses classes = PositionClasses.of(board);
        TreeSet<String> sameClass = new TreeSet<>();
        for (int hole = 0; hole < board.holeCount(); hole++) {
            if (classes.sameClass(board.fullMask() & ~(1L << board.hole("d4")), 1L << hole)) {
                sameClass.add(board.holeName(hole));
            }
        }
        assertEquals(finishes, sameClass);
    }

    @Test
    void sampleSolutionPlaysThirtyOneJumpsToD4() {
        SampleSolution sample = outcome.sampleSolution();
        assertNotNull(sample);
        assertEquals(31, sample.lines().size());
        long current = problem.start();
        for (int line : sample.lines()) {
            int[] l = board.line(line);
            assertTrue((current >>> l[0] & 1) == 1 && (current >>> l[1] & 1) == 1 && (current >>> l[2] & 1) == 0);
            current = current & ~(1L << l[0]) & ~(1L << l[1]) | (1L << l[2]);
        }
        assertEquals(1L << board.hole("d4"), current);
        assertEquals(sample.positions().get(31), current);
        assertEquals(sample.jumpNames(board), outcome.report().sampleSolution());
    }

    /**
     * Eighteen moves, the published minimum (Bergholt's solution of 1912, shown to be the fewest by
     * Beasley; see his The Ins and Outs of Peg Solitaire); the solution shown plays its moves
     * legally into d4.
     */
    @Test
    void fewestMovesAreEighteen() {
        FewestMoves moves = outcome.report().fewestMoves();
        assertEquals(18, moves.moves());
        long current = problem.start();
        for (String move : moves.solution()) {
            String[] holes = move.split("-");
            for (int i = 1; i < holes.length; i++) {
                int line = Jumps.parseLegal(board, current, holes[i - 1] + "-" + holes[i]);
                current ^= board.lineMask(line);
            }
        }
        assertEquals(1L << board.hole("d4"), current);
    }

    /** The free self-test on every level: sum of T(c) B(c) / |O(c)| over solvable c is the solution count. */
    @Test
    void solutionsThroughEveryLevelAddUpToAllSolutions() throws IOException {
        PositionKeys keys = new PositionKeys(33);
        SymmetryGroup group = problem.symmetries();
        BigInteger solutions = outcome.report().totals().solutions();
        for (int n = 0; n < 32; n++) {
            long[] forward = LevelSetFile.read(levelFile("forward", n, "roar"));
            CountVector t = CountFile.read(levelFile("forward", n, "counts"));
            long[] solvable = LevelSetFile.read(levelFile("solvable", n, "roar"));
            CountVector b = CountFile.read(levelFile("solvable", n, "counts"));
            assertEquals(A112738[n], solvable.length);
            assertEquals(A112737[n], forward.length);
            BigInteger sum = BigInteger.ZERO;
            long[] images = new long[group.order()];
            for (int k = 0; k < solvable.length; k++) {
                int i = Arrays.binarySearch(forward, solvable[k]);
                assertTrue(i >= 0);
                long position = keys.position(solvable[k], 32 - n);
                for (int g = 0; g < images.length; g++) {
                    images[g] = group.apply(g, position);
                }
                long orbit = Arrays.stream(images).distinct().count();
                sum = sum.add(t.get(i).multiply(b.get(k)).divide(BigInteger.valueOf(orbit)));
            }
            assertEquals(solutions, sum, "solutions through level " + n);
        }
    }
}
