package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.Positions;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.PositionKeys;

class SuccessorJoinTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    static Stream<Arguments> problems() {
        Board triangle5 = Boards.byName("triangle-5");
        Board triangle4 = Boards.byName("triangle-4");
        Board english = Boards.byName("english");
        return Stream.of(
                Arguments.of("triangle-5 central", new Problem(triangle5, Positions.start(triangle5, "1"), Goal.onePegOn(0))),
                Arguments.of("triangle-4 at-most:2", new Problem(triangle4, Positions.start(triangle4, "2"), Goal.atMost(2))),
                Arguments.of("english fireplace", new Problem(english,
                        Positions.holes(english, "c1 d1 e1 c2 d2 e2 c3 d3 e3 c4 e4"), Goal.onePegOn(english.hole("d4")))));
    }

    /**
     * Every level of a small problem, joined with the next level as the brute force knows it, in
     * one block and in blocks of 5 positions in tasks of 2: the fewest pegs, orbit sizes and
     * movable holes of every position are the brute force's.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("problems")
    void givesEveryPositionsFewestPegsOrbitAndMovableHoles(String name, Problem problem) throws IOException {
        BruteForce truth = new BruteForce(problem);
        Board board = problem.board();
        SymmetryTables symmetries = new SymmetryTables(board, problem.symmetries());
        LegalJumps legalJumps = new LegalJumps(board);
        PositionKeys keys = board.positionKeys();
        boolean onePegGoal = problem.goal().maximumPegs() == 1;
        TreeMap<Integer, long[]> levels = canonicalLevels(truth, keys);
        SuccessorJoin whole = new SuccessorJoin(Path.of("test"), symmetries, legalJumps, keys, pool, 2);
        SuccessorJoin small = new SuccessorJoin(Path.of("test"), symmetries, legalJumps, keys, pool, 2, 5, 2);
        FewestPegsLevel next = FewestPegsLevel.empty(keys.keyBits());
        int multiBlockLevels = 0;
        for (int pegs : levels.keySet()) { // fewest pegs first: each level's next is already known
            long[] levelKeys = levels.get(pegs);
            long[] solvableKeys = Arrays.stream(levelKeys)
                    .filter(key -> truth.solutions(keys.position(key, pegs)).compareTo(BigInteger.ZERO) > 0).toArray();
            int level = problem.startPegs() - pegs;
            SuccessorJoin.Joined joined = whole.join(levelKeys, pegs, solvableKeys, onePegGoal, next, level);
            SuccessorJoin.Joined inBlocks = small.join(levelKeys, pegs, solvableKeys, onePegGoal, next, level);
            byte[] fewest = new byte[levelKeys.length];
            for (int i = 0; i < levelKeys.length; i++) {
                long position = keys.position(levelKeys[i], pegs);
                fewest[i] = (byte) truth.fewestPegs(position);
                assertEquals(truth.fewestPegs(position), joined.fewest()[i], () -> name + " " + Long.toHexString(position));
                assertEquals(symmetries.orbitSize(position), joined.orbit()[i]);
                assertEquals(legalJumps.movable(position), joined.movable()[i]);
            }
            assertArrayEquals(joined.fewest(), inBlocks.fewest());
            assertArrayEquals(joined.orbit(), inBlocks.orbit());
            assertArrayEquals(joined.movable(), inBlocks.movable());
            multiBlockLevels += levelKeys.length > 5 ? 1 : 0;
            next = new FewestPegsLevel(levelKeys.clone(), fewest, keys.keyBits());
        }
        assertTrue(multiBlockLevels > 2, "levels of several blocks must be joined");
    }

    /** A successor missing from the next level is an error, not a position with fewer jumps. */
    @Test
    void refusesASuccessorMissingFromTheNextLevel() {
        Board board = Boards.byName("triangle-4");
        Problem problem = new Problem(board, Positions.start(board, "2"), Goal.atMost(2));
        PositionKeys keys = board.positionKeys();
        SymmetryTables symmetries = new SymmetryTables(board, problem.symmetries());
        SuccessorJoin join = new SuccessorJoin(Path.of("dir"), symmetries, new LegalJumps(board), keys, pool, 2);
        int pegs = problem.startPegs();
        long[] start = {keys.key(symmetries.canonical(problem.start()))};
        TablebaseException e = assertThrows(TablebaseException.class,
                () -> join.join(start, pegs, new long[0], false, FewestPegsLevel.empty(keys.keyBits()), 0));
        assertEquals("dir: a successor of a position of level 0 is missing from level 1", e.getMessage());
    }

    /** The brute force's reachable positions, canonical, as ascending keys by their pegs, fewest pegs first. */
    private static TreeMap<Integer, long[]> canonicalLevels(BruteForce truth, PositionKeys keys) {
        TreeMap<Integer, long[]> levels = new TreeMap<>();
        truth.ways.keySet().stream().map(truth::canonical).distinct()
                .forEach(p -> levels.merge(Long.bitCount(p), new long[] {keys.key(p)}, SuccessorJoinTest::concat));
        levels.replaceAll((pegs, levelKeys) -> Arrays.stream(levelKeys).sorted().toArray());
        return levels;
    }

    private static long[] concat(long[] a, long[] b) {
        long[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
