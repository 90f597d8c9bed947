package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Problem;

/**
 * An independent brute force for fewest moves: a plain breadth-first search over raw positions
 * where one edge is a whole move (a chain of one or more jumps by the same peg, stopped anywhere),
 * with no symmetry, no levels and no masks carried from position to position. Also which raw
 * positions can still reach the goal, by a memoised depth-first search over single jumps, and the
 * fewest moves left from them, by a memoised search over whole chains run from each position.
 * Public for the tablebase's tests.
 */
public final class ChainBfs {
    /** Fewest moves from the start to every reachable raw position. */
    final Map<Long, Integer> moves = new HashMap<>();
    /** For every reachable raw position, the holes where the last move of a path in the fewest moves ends. */
    final Map<Long, Long> lastLandings = new HashMap<>();
    private final Map<Long, Boolean> solvable = new HashMap<>();
    /** For every raw position asked about, its fewest moves left (index 0, -1 when unsolvable) and first-move holes (index 1). */
    private final Map<Long, long[]> left = new HashMap<>();
    private final Problem problem;
    private final Board board;

    public ChainBfs(Problem problem) {
        this.problem = problem;
        this.board = problem.board();
        List<Long> frontier = List.of(problem.start());
        moves.put(problem.start(), 0);
        lastLandings.put(problem.start(), 0L);
        for (int m = 1; !frontier.isEmpty(); m++) {
            Map<Long, Long> reached = new HashMap<>();
            for (long position : frontier) {
                for (int line = 0; line < board.lineCount(); line++) {
                    if (board.canJump(position, line)) {
                        chains(position ^ board.lineMask(line), board.line(line)[2], reached);
                    }
                }
            }
            List<Long> next = new ArrayList<>();
            for (Map.Entry<Long, Long> e : reached.entrySet()) {
                if (!moves.containsKey(e.getKey())) {
                    moves.put(e.getKey(), m);
                    lastLandings.put(e.getKey(), e.getValue());
                    next.add(e.getKey());
                }
            }
            frontier = next;
        }
    }

    /** Records {@code position}, where a move's peg stands on {@code peg}, and every longer chain of that peg. */
    private void chains(long position, int peg, Map<Long, Long> reached) {
        reached.merge(position, 1L << peg, (a, b) -> a | b);
        for (int line = 0; line < board.lineCount(); line++) {
            if (board.line(line)[0] == peg && board.canJump(position, line)) {
                chains(position ^ board.lineMask(line), board.line(line)[2], reached);
            }
        }
    }

    /** Whether a goal position can be reached from raw position {@code position}. */
    public boolean solvable(long position) {
        Boolean known = solvable.get(position);
        if (known != null) {
            return known;
        }
        boolean can = problem.goal().test(position);
        for (int line = 0; line < board.lineCount() && !can; line++) {
            can = board.canJump(position, line) && solvable(position ^ board.lineMask(line));
        }
        solvable.put(position, can);
        return can;
    }

    /** The fewest moves from the start to a goal position, -1 when none is reachable. */
    int fewestToGoal() {
        return moves.entrySet().stream().filter(e -> problem.goal().test(e.getKey())).mapToInt(Map.Entry::getValue).min().orElse(-1);
    }

    /** The fewest moves from raw position {@code position} to a goal position, -1 when it cannot reach one (0 on a goal position). */
    public int movesLeft(long position) {
        return (int) left(position)[0];
    }

    /**
     * The holes from which the first move of a path from raw position {@code position} to a goal
     * position in {@link #movesLeft} moves starts (0 on a goal position or when there is none).
     */
    public long firstMoveHoles(long position) {
        return left(position)[1];
    }

    private long[] left(long position) {
        long[] known = left.get(position);
        if (known != null) {
            return known;
        }
        long[] value = {-1, 0};
        if (problem.goal().test(position)) {
            value[0] = 0;
        } else if (solvable(position)) {
            for (int line = 0; line < board.lineCount(); line++) {
                if (board.canJump(position, line)) {
                    Map<Long, Long> reached = new HashMap<>();
                    chains(position ^ board.lineMask(line), board.line(line)[2], reached);
                    for (long after : reached.keySet()) {
                        long rest = left(after)[0];
                        if (rest < 0) {
                            continue;
                        }
                        if (value[0] < 0 || rest + 1 < value[0]) {
                            value[0] = rest + 1;
                            value[1] = 0;
                        }
                        if (rest + 1 == value[0]) {
                            value[1] |= 1L << board.line(line)[0];
                        }
                    }
                }
            }
        }
        left.put(position, value);
        return value;
    }

    /**
     * The fewest moves left from raw position {@code position} when the jump before landed on
     * {@code hole}, a first move that starts from {@code hole} continuing that jump's move (free):
     * the least of {@link #movesLeft} and the moves left after every chain from {@code hole}; -1
     * when the position cannot reach the goal.
     */
    public int movesLeftAfter(long position, int hole) {
        int best = movesLeft(position);
        Map<Long, Long> reached = new HashMap<>();
        for (int line = 0; line < board.lineCount() && best > 0; line++) {
            if (board.line(line)[0] == hole && board.canJump(position, line)) {
                chains(position ^ board.lineMask(line), board.line(line)[2], reached);
            }
        }
        for (long after : reached.keySet()) {
            int rest = movesLeft(after);
            if (rest >= 0 && rest < best) {
                best = rest;
            }
        }
        return best;
    }
}
