package org.pegatlas.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.Problem;

/**
 * A deliberately simple, independent analysis to check the engine against: breadth-first over
 * raw positions in memory, one {@link HashMap} of exact path counts per level, trying every jump
 * line on every position; canonical forms by brute force over the problem's symmetries. Only for
 * problems small enough to hold every reachable raw position in memory.
 */
final class ReferenceBfs {
    /** The figures of one level, as defined for {@code levels.csv}. */
    record Figures(int level, int pegs, long reachableRaw, long reachableCanonical, long solvableRaw, long solvableCanonical,
            long deadEndsRaw, long deadEndsCanonical, BigInteger paths, BigInteger gamesEnded, long jumpsCanonical) {
    }

    final Problem problem;
    final Board board;
    final SymmetryGroup symmetries;
    /** Per level: every reachable raw position with its number of jump sequences from the start. */
    final List<Map<Long, BigInteger>> pathCounts = new ArrayList<>();
    /** Per level: every reachable raw position that can reach a goal, with its number of ways to do so. */
    final List<Map<Long, BigInteger>> finishCounts = new ArrayList<>();
    final List<Figures> levels = new ArrayList<>();
    BigInteger solutions;
    BigInteger games = BigInteger.ZERO;
    int shortestGame = -1;
    int longestGame = -1;

    private ReferenceBfs(Problem problem) {
        this.problem = problem;
        this.board = problem.board();
        this.symmetries = problem.symmetries();
    }

    static ReferenceBfs run(Problem problem) {
        ReferenceBfs r = new ReferenceBfs(problem);
        r.forward();
        r.backward();
        r.figures();
        return r;
    }

    /** The positions one jump away from {@code p}, one entry per legal jump (in line order). */
    List<Long> successors(long p) {
        List<Long> next = new ArrayList<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            boolean from = (p & (1L << l[0])) != 0;
            boolean over = (p & (1L << l[1])) != 0;
            boolean to = (p & (1L << l[2])) != 0;
            if (from && over && !to) {
                next.add((p & ~(1L << l[0]) & ~(1L << l[1])) | (1L << l[2]));
            }
        }
        return next;
    }

    /** The smallest image of {@code p} under the problem's symmetries. */
    long canonical(long p) {
        long min = Long.MAX_VALUE;
        for (int g = 0; g < symmetries.order(); g++) {
            min = Math.min(min, symmetries.apply(g, p));
        }
        return min;
    }

    /** The distinct images of {@code p}. */
    Set<Long> orbit(long p) {
        Set<Long> images = new HashSet<>();
        for (int g = 0; g < symmetries.order(); g++) {
            images.add(symmetries.apply(g, p));
        }
        return images;
    }

    private void forward() {
        Map<Long, BigInteger> level = new HashMap<>();
        level.put(problem.start(), BigInteger.ONE);
        while (!level.isEmpty()) {
            pathCounts.add(level);
            Map<Long, BigInteger> next = new HashMap<>();
            for (Map.Entry<Long, BigInteger> e : level.entrySet()) {
                for (long q : successors(e.getKey())) {
                    next.merge(q, e.getValue(), BigInteger::add);
                }
            }
            level = next;
        }
    }

    private void backward() {
        int levelCount = pathCounts.size();
        for (int n = 0; n < levelCount; n++) {
            finishCounts.add(null);
        }
        Map<Long, BigInteger> above = Map.of();
        for (int n = levelCount - 1; n >= 0; n--) {
            Map<Long, BigInteger> here = new HashMap<>();
            for (long p : pathCounts.get(n).keySet()) {
                BigInteger ways = problem.goal().test(p) ? BigInteger.ONE : BigInteger.ZERO;
                for (long q : successors(p)) {
                    ways = ways.add(above.getOrDefault(q, BigInteger.ZERO));
                }
                if (ways.signum() > 0) {
                    here.put(p, ways);
                }
            }
            finishCounts.set(n, here);
            above = here;
        }
        solutions = finishCounts.get(0).getOrDefault(problem.start(), BigInteger.ZERO);
        // the same number counted from the other end: paths into goal positions
        BigInteger intoGoals = BigInteger.ZERO;
        for (Map<Long, BigInteger> level : pathCounts) {
            for (Map.Entry<Long, BigInteger> e : level.entrySet()) {
                if (problem.goal().test(e.getKey())) {
                    intoGoals = intoGoals.add(e.getValue());
                }
            }
        }
        if (!intoGoals.equals(solutions)) {
            throw new AssertionError("reference is inconsistent: " + solutions + " vs " + intoGoals);
        }
    }

    private void figures() {
        for (int n = 0; n < pathCounts.size(); n++) {
            Map<Long, BigInteger> level = pathCounts.get(n);
            Set<Long> canonical = new HashSet<>();
            Set<Long> deadCanonical = new HashSet<>();
            long deadRaw = 0;
            BigInteger paths = BigInteger.ZERO;
            BigInteger ended = BigInteger.ZERO;
            for (Map.Entry<Long, BigInteger> e : level.entrySet()) {
                long p = e.getKey();
                canonical.add(canonical(p));
                paths = paths.add(e.getValue());
                if (successors(p).isEmpty()) {
                    deadRaw++;
                    deadCanonical.add(canonical(p));
                    ended = ended.add(e.getValue());
                }
            }
            long jumps = 0;
            for (long c : canonical) {
                jumps += successors(c).size();
            }
            Set<Long> solvableCanonical = new HashSet<>();
            for (long p : finishCounts.get(n).keySet()) {
                solvableCanonical.add(canonical(p));
            }
            levels.add(new Figures(n, Long.bitCount(problem.start()) - n, level.size(), canonical.size(), finishCounts.get(n).size(),
                    solvableCanonical.size(), deadRaw, deadCanonical.size(), paths, ended, jumps));
            games = games.add(ended);
            if (deadRaw > 0) {
                shortestGame = shortestGame < 0 ? n : shortestGame;
                longestGame = n;
            }
        }
    }

    /** Canonical reachable positions of level {@code n} with their orbit totals {@code T(c)} of path counts. */
    Map<Long, BigInteger> orbitTotalsForward(int n) {
        return orbitTotals(pathCounts.get(n));
    }

    /** Canonical solvable positions of level {@code n} with {@code B(c)}: orbit totals of ways to finish. */
    Map<Long, BigInteger> orbitTotalsSolvable(int n) {
        return orbitTotals(finishCounts.get(n));
    }

    private Map<Long, BigInteger> orbitTotals(Map<Long, BigInteger> raw) {
        Map<Long, BigInteger> totals = new HashMap<>();
        for (Map.Entry<Long, BigInteger> e : raw.entrySet()) {
            totals.merge(canonical(e.getKey()), e.getValue(), BigInteger::add);
        }
        return totals;
    }
}
