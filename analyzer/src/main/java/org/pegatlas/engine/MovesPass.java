package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.ByteSize;
import org.pegatlas.reports.FewestMoves;
import org.pegatlas.reports.MovesRow;
import org.pegatlas.storage.PositionKeys;

/**
 * The fewest moves from the start to every position that can still reach the goal, and so to the
 * goal: a move is a chain of one or more jumps by the same peg (see docs/algorithms.md, "Fewest
 * moves"). Runs after the backward pass, level by level over its solvable sets only: every
 * position on a path from the start to a solvable position is itself solvable, so the minima
 * found there are the minima over all paths.
 *
 * <p>Each solvable canonical position {@code c} gets {@code m(c)}, the fewest moves from the start
 * to {@code c}, and {@code L(c)}, the mask of holes where the last jump of a path reaching
 * {@code c} in {@code m(c)} moves can have landed. A jump from a hole of {@code L(c)} continues that
 * path's last move ({@code +0}), any other jump starts a new one ({@code +1}); a path reaching
 * {@code c} in more moves can never do better, since it pays at least one more already. The pass
 * pulls, level {@code n+1} from level {@code n}, by {@link ChainStep} from the start: each position
 * looks at all of its raw predecessors (see there why the masks are closed under the symmetries
 * fixing a position).
 *
 * <p>Holds the keys, minima and masks of every solvable level in memory, with the index and filter
 * that find its keys (up to 27 bytes per solvable canonical position), to write one solution back
 * from the goal. When they do not fit, a pass given a scratch directory holds two levels at a time:
 * each level's minima and masks go to a scratch file once the next level is found, and the
 * solution is written back by reading them again, level by level, with the level's keys from the
 * solvable sets.
 */
public final class MovesPass {
    /** The backward pass's solvable sets. */
    public interface SolvableKeys {
        /** The keys (see {@link PositionKeys}), ascending, of the canonical positions of level {@code level} that can reach the goal. */
        long[] of(int level) throws IOException;
    }

    /**
     * What the pass finds.
     *
     * @param fewest the fewest moves from the start to a goal position, -1 when the start cannot reach the goal
     * @param lines the jump lines of one solution in {@code fewest} moves, empty when there is none
     * @param rows the solvable positions of each level by the fewest moves reaching them (level,
     *     then moves, ascending; none for a level with no solvable position)
     * @param onePeg by hole, the fewest moves from the start to one peg on that hole, -1 where that
     *     position is not in the solvable sets (so all but the goal hole for a one-peg-on goal;
     *     every hole the last peg can reach for one peg anywhere); empty for {@link #NOT_COMPUTED}
     */
    public record Result(int fewest, List<Integer> lines, List<MovesRow> rows, List<Integer> onePeg) {
        /** The pass did not run: the solvable sets did not fit in memory (see {@link #runWithinHeap}). */
        public static final Result NOT_COMPUTED = new Result(-2, List.of(), List.of(), List.of());

        /** Whether the pass ran (this is not {@link #NOT_COMPUTED}). */
        public boolean computed() {
            return fewest != NOT_COMPUTED.fewest;
        }

        /**
         * The fewest moves with the solution as moves; {@code null} when the start cannot reach the
         * goal, {@link FewestMoves#NOT_COMPUTED} when the pass did not run.
         */
        public FewestMoves fewestMoves(Board board) {
            return !computed() ? FewestMoves.NOT_COMPUTED : fewest < 0 ? null
                    : new FewestMoves(fewest, Jumps.moveNames(board, lines));
        }
    }

    /** A level of the pass, held or read back. */
    private interface LevelSource {
        MovesLevel level(int n) throws IOException;
    }

    /** Bytes the pass holds per solvable canonical position, at most: key, moves, mask, index and filter. */
    private static final long BYTES_PER_POSITION = 27;

    private final Problem problem;
    private final Board board;
    private final SymmetryTables tables;
    private final PositionKeys keys;
    private final int threads;
    private final ChainStep step;
    /** The solvable levels of the last {@link #run}, for {@link #movesTo} and {@link #landingsOf}. */
    private List<MovesLevel> levels = List.of();

    /**
     * @param tables the images under the problem's symmetries ({@link Problem#symmetries()}), all of which fix the start
     * @param threads worker threads, at least 1
     */
    public MovesPass(Problem problem, SymmetryTables tables, int threads) {
        this.problem = problem;
        this.board = problem.board();
        this.tables = tables;
        this.keys = board.positionKeys();
        this.threads = threads;
        this.step = new ChainStep(board, tables, problem.symmetries(), ChainStep.Direction.FROM_START);
    }

    /**
     * {@link #run}, when what it holds fits in half the JVM's maximum heap (whatever the search's
     * memory budget, so that the results do not depend on {@code --memory}): every level when they
     * all fit, else two consecutive levels at a time with the others in {@code scratch}; otherwise
     * {@link Result#NOT_COMPUTED}, with a note to {@code progress} saying so, rather than running
     * out of memory at the end of a long analysis.
     *
     * @param solvablePerLevel the solvable canonical positions of each level; their number is the
     *     levels the pass covers
     * @param scratch a directory for the levels not held, or {@code null} to hold every level or none
     */
    public Result runWithinHeap(long[] solvablePerLevel, SolvableKeys solvable, Path scratch, Progress progress, long startNanos)
            throws IOException {
        long all = 0;
        long twoLevels = 0;
        for (int n = 0; n < solvablePerLevel.length; n++) {
            all += solvablePerLevel[n];
            twoLevels = Math.max(twoLevels, solvablePerLevel[n] + (n == 0 ? 0 : solvablePerLevel[n - 1]));
        }
        long heap = Runtime.getRuntime().maxMemory();
        if (BYTES_PER_POSITION * all <= heap / 2) {
            return run(solvablePerLevel.length, solvable, null, progress, startNanos);
        }
        if (scratch != null && BYTES_PER_POSITION * twoLevels <= heap / 2) {
            progress.note("fewest moves: the " + all + " canonical positions that can reach the goal need " + ByteSize.of(BYTES_PER_POSITION
                    * all, 1) + ", more than half the JVM's maximum heap (" + ByteSize.of(heap, 0)
                    + "); two levels are held at a time, the others' moves kept in scratch files");
            return run(solvablePerLevel.length, solvable, scratch, progress, startNanos);
        }
        progress.note("fewest moves not computed: the " + all + " canonical positions that can reach the goal need "
                + ByteSize.of(BYTES_PER_POSITION * (scratch == null ? all : twoLevels), 1) + (scratch == null ? "" : " for two levels at a time")
                + ", more than half the JVM's maximum heap (" + ByteSize.of(heap, 0) + "); give it more with -Xmx");
        return Result.NOT_COMPUTED;
    }

    /**
     * Runs the pass over the solvable sets of levels {@code 0 .. levels - 1}, reporting each level
     * to {@code progress} as pass {@code moves} (its solvable positions).
     *
     * @param scratch {@code null} to hold every level in memory; else a directory where each level's
     *     moves and masks are kept once the next level is found (two levels are held at a time, and
     *     afterwards only the last one: {@link #movesTo} and {@link #landingsOf} then know only
     *     positions of that level); the files are deleted before the pass returns
     * @param startNanos when the analysis started, for the progress lines
     */
    public Result run(int levels, SolvableKeys solvable, Path scratch, Progress progress, long startNanos) throws IOException {
        long[] startKeys = solvable.of(0);
        if (startKeys.length == 0) {
            this.levels = List.of();
            return new Result(-1, List.of(), List.of(), onePeg());
        }
        List<MovesLevel> done = new ArrayList<>();
        List<MovesRow> rows = new ArrayList<>();
        int[] goal = {-1, -1, Integer.MAX_VALUE}; // level, index and moves of the goal position reached in the fewest moves
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            for (int n = 0; n < levels; n++) {
                MovesLevel level = n == 0 ? new MovesLevel(problem.startPegs(), startKeys, keys.keyBits(), new byte[] {0}, new long[] {0})
                        : step.level(done.get(n - 1), solvable.of(n), problem.startPegs() - n, position -> false, pool);
                if (scratch != null && n > 0) {
                    KeptLevels.write(scratch, n - 1, done.get(n - 1));
                    done.set(n - 1, null);
                }
                done.add(level);
                long raw = tally(n, level, rows, goal);
                progress.level("moves", n, level.pegs(), level.size(), raw, System.nanoTime() - startNanos);
            }
            this.levels = done;
            if (goal[0] < 0) {
                throw new IllegalStateException("solvable sets without a goal position");
            }
            List<Integer> lines = solution(n -> done.get(n) != null ? done.get(n)
                    : KeptLevels.read(scratch, n, solvable.of(n), problem.startPegs() - n, keys.keyBits()), goal[0], goal[1]);
            return new Result(goal[2], lines, List.copyOf(rows), onePeg());
        } finally {
            pool.shutdownNow();
            if (scratch != null) {
                KeptLevels.deleteAll(scratch, levels);
            }
        }
    }

    /** By hole, the fewest moves to one peg on it as the last {@link #run} found them (see {@link Result#onePeg}). */
    private List<Integer> onePeg() {
        List<Integer> moves = new ArrayList<>();
        for (int hole = 0; hole < board.holeCount(); hole++) {
            moves.add(movesTo(1L << hole));
        }
        return List.copyOf(moves);
    }

    /**
     * Adds level {@code n}'s rows of positions by moves to {@code rows}, and keeps in {@code goal}
     * (level, index, moves) its goal position reached in the fewest moves if it needs fewer than
     * the one kept (the first in key order among equals).
     *
     * @return the level's raw positions
     */
    private long tally(int n, MovesLevel level, List<MovesRow> rows, int[] goal) {
        long[] positions = keys.positions(level.keys(), level.pegs());
        long[] raw = new long[board.holeCount() + 1];
        long[] canonical = new long[board.holeCount() + 1];
        for (int i = 0; i < level.size(); i++) {
            int m = level.moves(i);
            canonical[m]++;
            raw[m] += tables.orbitSize(positions[i]);
            if (m < goal[2] && problem.goal().test(positions[i])) {
                goal[0] = n;
                goal[1] = i;
                goal[2] = m;
            }
        }
        long total = 0;
        for (int m = 0; m < canonical.length; m++) {
            if (canonical[m] > 0) {
                rows.add(new MovesRow(n, level.pegs(), m, raw[m], canonical[m]));
                total += raw[m];
            }
        }
        return total;
    }

    /**
     * The fewest moves from the start to raw position {@code position}, as the last {@link #run}
     * found them; -1 when it is not in the solvable sets.
     */
    int movesTo(long position) {
        MovesLevel level = levelOf(position);
        return level == null ? -1 : step.movesOf(level, position);
    }

    /**
     * The mask of holes where the last jump of a path reaching raw position {@code position} in
     * the fewest moves can have landed, as the last {@link #run} found it (0 for the start); -1
     * when it is not in the solvable sets.
     */
    long landingsOf(long position) {
        MovesLevel level = levelOf(position);
        return level == null ? -1 : step.maskOf(level, position);
    }

    /** The solvable level of the last {@link #run} with {@code position}'s pegs, or {@code null} when there is none or it is not held. */
    private MovesLevel levelOf(long position) {
        int level = problem.startPegs() - Long.bitCount(position);
        return level < 0 || level >= levels.size() ? null : levels.get(level);
    }

    /**
     * The jump lines of one path in the fewest moves from the start to position {@code index} of
     * level {@code last}: walking back, at each raw position the first un-jump (in line order)
     * that keeps the count: to a predecessor reached in one move fewer (its jump starting a move),
     * or in as many moves with the jump's from hole in its mask (the jump continuing its last move,
     * whose path must then land on that hole).
     */
    private List<Integer> solution(LevelSource levels, int last, int index) throws IOException {
        List<Integer> lines = new ArrayList<>();
        MovesLevel lastLevel = levels.level(last);
        long position = keys.position(lastLevel.key(index), lastLevel.pegs());
        int moves = lastLevel.moves(index);
        int landing = -1; // the hole the path to position must land its last jump on; -1 for any
        long[] images = new long[tables.order()];
        for (int n = last; n > 0; n--) {
            MovesLevel previous = levels.level(n - 1);
            tables.images(position, images);
            int chosen = -1;
            for (int line = 0; line < board.lineCount() && chosen < 0; line++) {
                int[] l = board.line(line);
                if (!step.takes(position, line) || (landing >= 0 && l[2] != landing)) {
                    continue;
                }
                int g = step.canonicalisingAfterJump(images, line);
                int at = step.findAfterJump(previous, images, line, g);
                if (at < 0) {
                    continue;
                }
                if (previous.moves(at) == moves && step.chains(previous, at, g, l[0])) {
                    chosen = line;
                    landing = l[0];
                } else if (previous.moves(at) == moves - 1) {
                    chosen = line;
                    landing = -1;
                    moves--;
                }
            }
            if (chosen < 0) {
                throw new IllegalStateException("no predecessor keeps the fewest moves at level " + n);
            }
            lines.add(chosen);
            position ^= board.lineMask(chosen);
        }
        Collections.reverse(lines);
        return List.copyOf(lines);
    }
}
