package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntFunction;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.ByteSize;
import org.pegatlas.reports.FewestMoves;
import org.pegatlas.reports.MovesRow;
import org.pegatlas.storage.LevelSetFile;
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
 * that find its keys (about 10 bytes per solvable canonical position on large levels, see
 * {@link MovesLevel}), to write one solution back from the goal. When they do not fit, a pass
 * given a scratch directory holds one level at a time: the next level is found a slice at a time,
 * each slice's minima and masks going straight to a scratch file, and then read back as the level
 * held (with its keys from the solvable sets); the solution is written back by reading the levels
 * again, one at a time.
 */
public final class MovesPass {
    /** The backward pass's solvable sets. */
    @FunctionalInterface
    public interface SolvableKeys {
        /** The keys (see {@link PositionKeys}), ascending, of the canonical positions of level {@code level} that can reach the goal. */
        long[] of(int level) throws IOException;

        /** The same keys from their first, a few at a time; by default read whole by {@link #of} and handed out from memory. */
        default KeyReader reader(int level) throws IOException {
            long[] keys = of(level);
            return new KeyReader() {
                private int next;

                @Override
                public long count() {
                    return keys.length;
                }

                @Override
                public int next(long[] into, int offset, int max) {
                    int n = Math.min(max, keys.length - next);
                    System.arraycopy(keys, next, into, offset, n);
                    next += n;
                    return n;
                }

                @Override
                public void close() {
                }
            };
        }

        /** The solvable sets in the files {@code files} names by level ({@code solvable-NN.roar}, see {@link LevelSetFile}), read a slice at a time. */
        static SolvableKeys in(IntFunction<Path> files) {
            return in(level -> LevelSetFile.read(files.apply(level)), files);
        }

        /** The solvable sets of {@code whole}, read a slice at a time from the files {@code files} names by level. */
        static SolvableKeys in(SolvableKeys whole, IntFunction<Path> files) {
            return new SolvableKeys() {
                @Override
                public long[] of(int level) throws IOException {
                    return whole.of(level);
                }

                @Override
                public KeyReader reader(int level) throws IOException {
                    LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(files.apply(level));
                    return new KeyReader() {
                        @Override
                        public long count() {
                            return cursor.count();
                        }

                        @Override
                        public int next(long[] into, int offset, int max) throws IOException {
                            return cursor.next(into, offset, max);
                        }

                        @Override
                        public void close() {
                            cursor.close();
                        }
                    };
                }
            };
        }
    }

    /** A level's solvable keys read from their first, a few at a time. */
    public interface KeyReader extends AutoCloseable {
        /** Keys in all. */
        long count();

        /**
         * Copies up to {@code max} next keys into {@code into} from {@code offset}.
         *
         * @return how many were copied; 0 only once every key has been read
         */
        int next(long[] into, int offset, int max) throws IOException;

        @Override
        void close();
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

    /** Positions of a level found at a time when the pass holds one level at a time, unless {@link #slicesOf} says otherwise. */
    private static final int SLICE = 1 << 22;
    /** Transient bytes per position of a slice being found: key, position, moves and mask. */
    private static final int SLICE_BYTES_PER_POSITION = 25;

    private final Problem problem;
    private final Board board;
    private final SymmetryTables tables;
    private final PositionKeys keys;
    private final int threads;
    private final ChainStep step;
    private int slice = SLICE;
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
     * Finds {@code positions} positions of a level at a time when it holds one level at a time
     * (instead of {@value #SLICE}), so that small levels too come in several slices.
     *
     * @param positions at least 1
     * @return this pass
     */
    MovesPass slicesOf(int positions) {
        if (positions < 1) {
            throw new IllegalArgumentException("a slice of " + positions + " positions");
        }
        this.slice = positions;
        return this;
    }

    /**
     * {@link #run}, when what it holds fits in half the JVM's maximum heap (whatever the search's
     * memory budget, so that the results do not depend on {@code --memory}): every level when they
     * all fit, else one level at a time with the others in {@code scratch}; otherwise
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
        long allBytes = 0;
        long oneLevelBytes = 0;
        for (int n = 0; n < solvablePerLevel.length; n++) {
            long bytes = MovesLevel.heldBytes(solvablePerLevel[n], problem.startPegs() - n, keys);
            all += solvablePerLevel[n];
            allBytes += bytes;
            oneLevelBytes = Math.max(oneLevelBytes, bytes + (long) SLICE * SLICE_BYTES_PER_POSITION);
        }
        long heap = Runtime.getRuntime().maxMemory();
        if (allBytes <= heap / 2) {
            return run(solvablePerLevel.length, solvable, null, progress, startNanos);
        }
        boolean keepable = problem.startPegs() <= KeptLevels.MAX_PEGS;
        if (scratch != null && keepable && oneLevelBytes <= heap / 2) {
            progress.note("fewest moves: the " + all + " canonical positions that can reach the goal need " + ByteSize.of(allBytes, 1)
                    + ", more than half the JVM's maximum heap (" + ByteSize.of(heap, 0)
                    + "); one level is held at a time, the others' moves kept in scratch files");
            return run(solvablePerLevel.length, solvable, scratch, progress, startNanos);
        }
        boolean oneLevel = scratch != null && keepable;
        progress.note("fewest moves not computed: the " + all + " canonical positions that can reach the goal need "
                + ByteSize.of(oneLevel ? oneLevelBytes : allBytes, 1) + (oneLevel ? " for their largest level" : "")
                + ", more than half the JVM's maximum heap (" + ByteSize.of(heap, 0) + "); give it more with -Xmx");
        return Result.NOT_COMPUTED;
    }

    /**
     * Runs the pass over the solvable sets of levels {@code 0 .. levels - 1}, reporting each level
     * to {@code progress} as pass {@code moves} (its solvable positions).
     *
     * @param scratch {@code null} to hold every level in memory; else a directory where each level's
     *     moves and masks are kept as they are found, a slice at a time: one level is held at a
     *     time (and afterwards only the last one: {@link #movesTo} and {@link #landingsOf} then know
     *     only positions of that level); the files are deleted before the pass returns
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
        GoalReached goal = new GoalReached();
        Kept kept = new Kept(scratch, solvable); // read only when there is a scratch
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            for (int n = 0; n < levels; n++) {
                int pegs = problem.startPegs() - n;
                LevelTally tally = new LevelTally(n, pegs, goal);
                MovesLevel level;
                if (n > 0 && scratch != null) {
                    keepLevel(done.get(n - 1), kept, tally, pool, progress, startNanos);
                    done.set(n - 1, null);
                    level = readKept(kept, n);
                } else {
                    long[] levelKeys = n == 0 ? startKeys : solvable.of(n);
                    long[] positions = keys.positions(levelKeys, pegs);
                    ChainStep.Fewest fewest = n == 0 ? new ChainStep.Fewest(new byte[] {0}, new long[] {0})
                            : step.fewest(done.get(n - 1), positions, position -> false, pool);
                    tally.add(positions, fewest.moves(), 0);
                    if (scratch != null) {
                        try (KeptLevels.Writer writer = new KeptLevels.Writer(scratch, n, pegs)) {
                            writer.add(positions, fewest.moves(), fewest.masks());
                        }
                    }
                    level = MovesLevel.of(pegs, levelKeys, positions, keys, fewest.moves(), fewest.masks());
                }
                done.add(level);
                long raw = tally.addRows(rows);
                progress.level("moves", n, pegs, level.size(), raw, System.nanoTime() - startNanos);
            }
            this.levels = done;
            if (goal.level < 0) {
                throw new IllegalStateException("solvable sets without a goal position");
            }
            List<Integer> lines = solution(n -> done.get(n) != null ? done.get(n) : readKept(kept, n), goal.level, goal.index);
            return new Result(goal.moves, lines, List.copyOf(rows), onePeg());
        } finally {
            pool.shutdownNow();
            if (scratch != null) {
                KeptLevels.deleteAll(scratch, levels);
            }
        }
    }

    /**
     * Where a pass that holds one level at a time keeps the others: each level's moves and masks in
     * {@code scratch} ({@link KeptLevels}), aligned with its keys in {@code solvable}.
     */
    private record Kept(Path scratch, SolvableKeys solvable) {
    }

    /**
     * Finds the level of {@code tally} from the level before it a slice at a time, tallying each
     * slice, keeping its moves and masks in {@code kept} and reporting it to {@code progress}.
     */
    private void keepLevel(MovesLevel previous, Kept kept, LevelTally tally, ForkJoinPool pool, Progress progress, long startNanos)
            throws IOException {
        int n = tally.level;
        int pegs = tally.pegs;
        long[] sliceKeys = new long[slice];
        long offset = 0;
        try (KeyReader reader = kept.solvable().reader(n); KeptLevels.Writer writer = new KeptLevels.Writer(kept.scratch(), n, pegs)) {
            for (int size; (size = reader.next(sliceKeys, 0, slice)) > 0; offset += size) {
                long[] positions = keys.positions(size == slice ? sliceKeys : Arrays.copyOf(sliceKeys, size), pegs);
                ChainStep.Fewest fewest = step.fewest(previous, positions, position -> false, pool);
                tally.add(positions, fewest.moves(), offset);
                writer.add(positions, fewest.moves(), fewest.masks());
                progress.slice("moves", n, offset + size, reader.count(), System.nanoTime() - startNanos);
            }
        }
    }

    /** Level {@code n} as {@link #keepLevel} kept it. */
    private MovesLevel readKept(Kept kept, int n) throws IOException {
        try (KeyReader reader = kept.solvable().reader(n)) {
            return KeptLevels.read(kept.scratch(), n, reader, problem.startPegs() - n, keys);
        }
    }

    /** The goal position reached in the fewest moves so far: the first in level and key order among equals. */
    private static final class GoalReached {
        int level = -1;
        long index = -1;
        int moves = Integer.MAX_VALUE;
    }

    /**
     * The solvable positions of one level by the fewest moves reaching them, added up a slice at a
     * time, and the goal position reached in the fewest moves so far, kept in the pass's {@code goal}.
     */
    private final class LevelTally {
        private final int level;
        private final int pegs;
        private final GoalReached goal;
        private final long[] raw = new long[MovesLevel.MAX_MOVES + 1];
        private final long[] canonical = new long[MovesLevel.MAX_MOVES + 1];

        LevelTally(int level, int pegs, GoalReached goal) {
            this.level = level;
            this.pegs = pegs;
            this.goal = goal;
        }

        /**
         * Adds the canonical positions {@code positions}, the level's from index {@code offset} on,
         * with their fewest moves; keeps the first goal position that needs fewer moves than
         * {@code goal}'s in it.
         */
        void add(long[] positions, byte[] moves, long offset) {
            for (int i = 0; i < positions.length; i++) {
                int m = moves[i];
                canonical[m]++;
                raw[m] += tables.orbitSize(positions[i]);
                if (m < goal.moves && problem.goal().test(positions[i])) {
                    goal.level = level;
                    goal.index = offset + i;
                    goal.moves = m;
                }
            }
        }

        /**
         * Adds the level's rows of positions by moves (ascending) to {@code rows}.
         *
         * @return the level's raw positions
         */
        long addRows(List<MovesRow> rows) {
            long total = 0;
            for (int m = 0; m < canonical.length; m++) {
                if (canonical[m] > 0) {
                    rows.add(new MovesRow(level, pegs, m, raw[m], canonical[m]));
                    total += raw[m];
                }
            }
            return total;
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
    private List<Integer> solution(LevelSource levels, int last, long index) throws IOException {
        List<Integer> lines = new ArrayList<>();
        MovesLevel lastLevel = levels.level(last);
        long position = keys.position(lastLevel.key(Math.toIntExact(index)), lastLevel.pegs());
        int moves = lastLevel.moves(Math.toIntExact(index));
        int landing = -1; // the hole the path to position must land its last jump on; -1 for any
        long[] images = new long[tables.order()];
        lastLevel = null;
        MovesLevel previous = null;
        for (int n = last; n > 0; n--) {
            previous = null; // so that a level read back is let go before the next is read
            previous = levels.level(n - 1);
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
                if (previous.moves(at) == moves && step.chains(previous, at, images, line, g, l[0])) {
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
