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
 * positions can still reach the goal, by a memoised depth-first search over single jumps.
 */
final class ChainBfs {
    /** Fewest moves from the start to every reachable raw position. */
    final Map<Long, Integer> moves = new HashMap<>();
    /** For every reachable raw position, the holes where the last move of a path in the fewest moves ends. */
    final Map<Long, Long> lastLandings = new HashMap<>();
    private final Map<Long, Boolean> solvable = new HashMap<>();
    private final Problem problem;
    private final Board board;

    ChainBfs(Problem problem) {
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
    boolean solvable(long position) {
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
}
