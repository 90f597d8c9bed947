package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.pegatlas.board.Board;
import org.pegatlas.engine.MoveTable;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/**
 * A search for one solution that looks at few positions per level: level by level from the start
 * (level n = the positions after n jumps), each level's positions expanded with the engine's
 * {@link MoveTable}, their successors deduplicated by key (canonical form) and the best
 * {@code width} of them by {@link BeamScore} kept as the next level ({@link BeamCandidates}).
 * A successor is not kept when the caller's {@code admit} cuts it (the depth-first search's own
 * cuts: peg count, pagoda functions, failure table, end-game table).
 *
 * <p>It only ever finds solutions: the beam drops positions that may well reach the goal, so a
 * beam that empties (every kept position of a level a dead end or cut) proves nothing, and
 * {@link #search} then returns {@code null}, as it does when the deadline passes. The first goal
 * position met among a level's successors ends the search; its jumps are found back through each
 * level's links (the index of the parent in the level before, and the jump), and the caller
 * replays them. Deterministic: single-threaded, the same problem, width and {@code admit} give
 * the same solution.
 */
final class BeamSearch {
    /** Positions examined between two looks at the clock. */
    private static final long CLOCK_EVERY = 1 << 14;

    private final Problem problem;
    private final Board board;
    private final Goal goal;
    private final MoveTable moves;
    private final BeamScore score;
    private final LongUnaryOperator admit;
    private final int[] jumps;
    /** Positions examined by every search so far: each jump's result. */
    private long examined;

    /**
     * @param admit the key (a canonical form, not 0) under which a successor, not a goal position,
     *     may be kept, or {@link DepthFirstSearch#CUT} when it cannot reach the goal
     */
    BeamSearch(Problem problem, BeamScore score, LongUnaryOperator admit) {
        this.problem = problem;
        this.board = problem.board();
        this.goal = problem.goal();
        this.moves = new MoveTable(board);
        this.score = score;
        this.admit = admit;
        this.jumps = new int[board.lineCount()];
    }

    /** Positions examined by all searches so far (the results of the jumps looked at). */
    long examined() {
        return examined;
    }

    /**
     * The jumps of a solution found with at most {@code width} positions per level (at most
     * 2^30 / the board's lines, so that a link fits an int), or {@code null} when the beam empties
     * or {@link System#nanoTime} passes {@code deadline} first. The start must not be a goal
     * position itself.
     */
    List<Integer> search(int width, long deadline) {
        int lines = board.lineCount();
        BeamCandidates next = new BeamCandidates(width);
        if ((long) next.selectedRoom() * lines > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("beam width " + width + " too large for " + lines + " lines");
        }
        long[] level = new long[next.selectedRoom()];
        long[] following = new long[next.selectedRoom()];
        int[] linksOut = new int[next.selectedRoom()];
        level[0] = problem.start();
        int size = 1;
        List<int[]> links = new ArrayList<>();
        while (size > 0) {
            for (int i = 0; i < size; i++) {
                long p = level[i];
                int count = moves.legalLines(p, false, jumps);
                for (int j = 0; j < count; j++) {
                    long child = p ^ board.lineMask(jumps[j]);
                    examined++;
                    if ((examined & (CLOCK_EVERY - 1)) == 0 && System.nanoTime() > deadline) {
                        return null;
                    }
                    if (goal.test(child)) {
                        return path(links, i, jumps[j]);
                    }
                    int s = score.of(child);
                    if (next.mayKeep(s)) {
                        long key = admit.applyAsLong(child);
                        if (key != DepthFirstSearch.CUT) {
                            next.offer(key, child, s, i * lines + jumps[j]);
                        }
                    }
                }
            }
            size = next.select(following, linksOut);
            links.add(Arrays.copyOf(linksOut, size));
            long[] emptied = level;
            level = following;
            following = emptied;
        }
        return null;
    }

    /** The jumps from the start to the successor by {@code line} of position {@code index} of the last level. */
    private List<Integer> path(List<int[]> links, int index, int line) {
        int lines = board.lineCount();
        List<Integer> path = new ArrayList<>();
        path.add(line);
        for (int level = links.size() - 1; level >= 0; level--) {
            int link = links.get(level)[index];
            path.add(link % lines);
            index = link / lines;
        }
        Collections.reverse(path);
        return path;
    }
}
