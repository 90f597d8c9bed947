package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * A check that needs no reference search: the jump sequences of length n+1 are those of length n
 * extended by one jump, so paths(n+1) = sum over canonical c of level n of T(c) times the number
 * of jumps from c (which is the same for every position of c's class).
 */
class PathCountConsistencyTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;

    static void assertPathsFollowFromTheLevelFiles(Problem problem, Path dir, List<LevelRow> rows, int fromLevel) throws IOException {
        Board board = problem.board();
        PositionKeys keys = new PositionKeys(board.holeCount());
        for (int n = fromLevel; n + 1 < rows.size(); n++) {
            long[] levelKeys = LevelSetFile.read(dir.resolve("levels").resolve(String.format(Locale.ROOT, "forward-%02d.roar", n)));
            CountVector t = CountFile.read(dir.resolve("levels").resolve(String.format(Locale.ROOT, "forward-%02d.counts", n)));
            BigInteger extended = BigInteger.ZERO;
            for (int i = 0; i < levelKeys.length; i++) {
                long position = keys.position(levelKeys[i], problem.startPegs() - n);
                extended = extended.add(t.get(i).multiply(BigInteger.valueOf(MoveTableTest.naiveJumps(board, position).size())));
            }
            assertEquals(extended, rows.get(n + 1).paths(), "paths of level " + (n + 1));
        }
    }

    @Test
    void pathsFollowFromTheLevelFilesOnTheTriangle() throws IOException {
        Problem problem = TestProblems.vacancy(org.pegatlas.board.TestBoards.triangle(5), "4", "4");
        Analysis.Outcome outcome = TestProblems.analyse(problem, tmp.resolve("t"), 2);
        assertPathsFollowFromTheLevelFiles(problem, tmp.resolve("t"), outcome.report().levels(), 0);
    }

    /**
     * English board less d4 and the top and bottom arms' end rows (26 pegs): paths reach 58 bits at
     * level 22, so level 23's counts get two limbs, but level 23's own total is below 2^57, so it
     * is expanded into one-limb counts. Regression: main before 6cc711e misread those counts and
     * reported 31061265868637072 (or 8380443403151956, depending on key order) paths at level 24.
     */
    @Test
    void pathsStayExactWhenALevelNeedsFewerLimbsThanTheOneBefore() throws IOException {
        Board english = Boards.byName("english");
        long start = english.fullMask() & ~TestProblems.pegs(english, "d4 c1 d1 e1 c7 d7 e7");
        Problem problem = new Problem(english, start, Goal.onePegOn(english.hole("d4")));
        Analysis.Outcome outcome = TestProblems.analyse(problem, tmp.resolve("e"), 2);
        List<LevelRow> rows = outcome.report().levels();
        assertEquals(58, rows.get(22).paths().bitLength());
        assertEquals(57, rows.get(23).paths().bitLength());
        assertEquals(new BigInteger("29467170892818252"), rows.get(24).paths());
        assertPathsFollowFromTheLevelFiles(problem, tmp.resolve("e"), rows, 19); // the levels around the crossing
    }
}
