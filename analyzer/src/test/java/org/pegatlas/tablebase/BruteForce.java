package org.pegatlas.tablebase;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import org.pegatlas.board.Board;
import org.pegatlas.engine.ChainBfs;
import org.pegatlas.problem.Problem;

/**
 * Every value of a small problem by the plainest means, independent of the engine and the
 * builder: raw positions only, ways to reach them counted level by level, solutions and fewest
 * pegs by memoised recursion over every jump line, fewest moves left by {@link ChainBfs} (a search
 * over whole chains run from each position).
 */
final class BruteForce {
    final Problem problem;
    final Board board;
    /** Every reachable raw position with its number of jump sequences from the start. */
    final Map<Long, BigInteger> ways = new HashMap<>();
    private final Map<Long, BigInteger> solutions = new HashMap<>();
    private final Map<Long, Integer> fewest = new HashMap<>();
    private final ChainBfs chains;

    BruteForce(Problem problem) {
        this.problem = problem;
        this.board = problem.board();
        this.chains = new ChainBfs(problem);
        Map<Long, BigInteger> level = Map.of(problem.start(), BigInteger.ONE);
        while (!level.isEmpty()) {
            ways.putAll(level);
            Map<Long, BigInteger> next = new HashMap<>();
            level.forEach((p, count) -> {
                for (int line = 0; line < board.lineCount(); line++) {
                    if (legal(p, line)) {
                        next.merge(p ^ board.lineMask(line), count, BigInteger::add);
                    }
                }
            });
            level = next;
        }
    }

    private boolean legal(long p, int line) {
        int[] l = board.line(line);
        return (p & 1L << l[0]) != 0 && (p & 1L << l[1]) != 0 && (p & 1L << l[2]) == 0;
    }

    /** Jump sequences from {@code p} to a goal position (a goal position itself counts once). */
    BigInteger solutions(long p) {
        BigInteger known = solutions.get(p);
        if (known != null) {
            return known;
        }
        BigInteger total = problem.goal().test(p) ? BigInteger.ONE : BigInteger.ZERO;
        for (int line = 0; line < board.lineCount(); line++) {
            if (legal(p, line)) {
                total = total.add(solutions(p ^ board.lineMask(line)));
            }
        }
        solutions.put(p, total);
        return total;
    }

    /** The fewest pegs {@code p} can be reduced to. */
    int fewestPegs(long p) {
        Integer known = fewest.get(p);
        if (known != null) {
            return known;
        }
        int best = Long.bitCount(p);
        for (int line = 0; line < board.lineCount(); line++) {
            if (legal(p, line)) {
                best = Math.min(best, fewestPegs(p ^ board.lineMask(line)));
            }
        }
        fewest.put(p, best);
        return best;
    }

    /** The value the tablebase must hold for raw position {@code p}. */
    PositionValue value(long p) {
        BigInteger count = ways.get(p);
        return count == null ? PositionValue.OFF_GRAPH : new PositionValue(true, fewestPegs(p), solutions(p), count,
                chains.movesLeft(p), chains.firstMoveHoles(p));
    }

    /** The smallest image of {@code p} under the problem's symmetries. */
    long canonical(long p) {
        long min = Long.MAX_VALUE;
        for (int g = 0; g < problem.symmetries().order(); g++) {
            min = Math.min(min, problem.symmetries().apply(g, p));
        }
        return min;
    }
}
