package org.pegatlas.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.ByteSize;
import org.pegatlas.reports.FewestMoves;
import org.pegatlas.reports.MovesRow;
import org.pegatlas.storage.KeyIndex;
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
 * pulls: a position of level {@code n+1} looks at every un-jump of itself, raw, so at all of its
 * raw predecessors, each seen through the canonical position {@code σ p} of level {@code n} with
 * {@code L(p) = σ^-1 L(σ p)}. A raw position's mask is closed under the symmetries fixing it (they
 * map its minimal paths onto minimal paths of its own), which is why any {@code σ} that
 * canonicalises {@code p} gives the same mask, and why the masks the pass makes, over every raw
 * predecessor, are closed in turn.
 *
 * <p>Holds the keys, minima and masks of every solvable level in memory, with the index and filter
 * that find its keys (up to 27 bytes per solvable canonical position), to write one solution back
 * from the goal.
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

    /** Bytes the pass holds per solvable canonical position, at most: key, moves, mask, index and filter. */
    private static final long BYTES_PER_POSITION = 27;

    /**
     * A solvable level: its keys (with an index to find them, and a filter of one bit per hashed
     * key that rules out most absent keys in one cache-resident read) and, aligned, the fewest moves
     * reaching each position and its mask of last landings.
     */
    private record LevelMoves(int pegs, long[] keys, KeyIndex index, long[] filter, byte[] moves, long[] landings) {
        LevelMoves(int pegs, long[] keys, int keyBits, byte[] moves, long[] landings) {
            this(pegs, keys, new KeyIndex(keys, keyBits), filterOf(keys), moves, landings);
        }

        int size() {
            return keys.length;
        }

        /** The index of the canonical position {@code position} on the level, or -1. */
        int find(PositionKeys codec, long position) {
            long key = codec.key(position);
            long bit = hash(key, filter.length);
            return (filter[(int) (bit >>> 6)] >>> bit & 1) == 0 ? -1 : index.indexOf(key);
        }

        /** 8 to 16 bits per key, a power of two of them, at least one word. */
        private static long[] filterOf(long[] keys) {
            long[] filter = new long[Integer.highestOneBit(Math.max(8, keys.length) / 8) * 2];
            for (long key : keys) {
                long bit = hash(key, filter.length);
                filter[(int) (bit >>> 6)] |= 1L << bit;
            }
            return filter;
        }

        /** A bit of a filter of {@code words} words (a power of two) for {@code key}: the top bits of a multiplicative hash. */
        private static long hash(long key, int words) {
            return key * 0x9E3779B97F4A7C15L >>> Long.numberOfLeadingZeros(64L * words - 1);
        }
    }

    /** Positions a worker takes at a time. */
    private static final int CHUNK = 1 << 12;

    private final Problem problem;
    private final Board board;
    private final SymmetryTables tables;
    private final SymmetryGroup group;
    private final PositionKeys keys;
    private final int threads;
    /** {@code lineMasks[line]}: the line's three holes ({@link Board#lineMask}). */
    private final long[] lineMasks;
    /** {@code lineLandings[line]}: the line's to hole as a mask; an un-jump of the line needs exactly it of the line's holes. */
    private final long[] lineLandings;
    /** The solvable levels of the last {@link #run}, for {@link #movesTo} and {@link #landingsOf}. */
    private List<LevelMoves> levels = List.of();

    /**
     * @param tables the images under the problem's symmetries ({@link Problem#symmetries()}), all of which fix the start
     * @param threads worker threads, at least 1
     */
    public MovesPass(Problem problem, SymmetryTables tables, int threads) {
        this.problem = problem;
        this.board = problem.board();
        this.tables = tables;
        this.group = problem.symmetries();
        this.keys = board.positionKeys();
        this.threads = threads;
        this.lineMasks = new long[board.lineCount()];
        this.lineLandings = new long[board.lineCount()];
        for (int line = 0; line < board.lineCount(); line++) {
            lineMasks[line] = board.lineMask(line);
            lineLandings[line] = 1L << board.line(line)[2];
        }
    }

    /**
     * Whether jump line {@code line} can be un-jumped in {@code position}: a peg on its to hole,
     * its from and over holes empty (as {@link Board#canJump} of the complement says, in one test).
     */
    private boolean canUnJump(long position, int line) {
        return (position & lineMasks[line]) == lineLandings[line];
    }

    /**
     * {@link #run}, when what it holds for {@code solvableCanonical} positions fits in half the
     * JVM's maximum heap (whatever the search's memory budget, so that the results do not depend on
     * {@code --memory}); otherwise {@link Result#NOT_COMPUTED}, with a note to {@code progress}
     * saying so, rather than running out of memory at the end of a long analysis.
     */
    public Result runWithinHeap(long solvableCanonical, int levels, SolvableKeys solvable, Progress progress, long startNanos)
            throws IOException {
        long bytes = BYTES_PER_POSITION * solvableCanonical;
        long heap = Runtime.getRuntime().maxMemory();
        if (bytes > heap / 2) {
            progress.note("fewest moves not computed: the " + solvableCanonical + " canonical positions that can reach the goal need "
                    + ByteSize.of(bytes, 1) + ", more than half the JVM's maximum heap (" + ByteSize.of(heap, 0) + "); give it more with -Xmx");
            return Result.NOT_COMPUTED;
        }
        return run(levels, solvable, progress, startNanos);
    }

    /**
     * Runs the pass over the solvable sets of levels {@code 0 .. levels - 1}, reporting each level
     * to {@code progress} as pass {@code moves} (its solvable positions).
     *
     * @param startNanos when the analysis started, for the progress lines
     */
    public Result run(int levels, SolvableKeys solvable, Progress progress, long startNanos) throws IOException {
        long[] startKeys = solvable.of(0);
        if (startKeys.length == 0) {
            this.levels = List.of();
            return new Result(-1, List.of(), List.of(), onePeg());
        }
        List<LevelMoves> done = new ArrayList<>();
        List<MovesRow> rows = new ArrayList<>();
        int[] goal = {-1, -1, Integer.MAX_VALUE}; // level, index and moves of the goal position reached in the fewest moves
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            for (int n = 0; n < levels; n++) {
                LevelMoves level = n == 0 ? new LevelMoves(problem.startPegs(), startKeys, keys.keyBits(), new byte[] {0}, new long[] {0})
                        : next(done.get(n - 1), solvable.of(n), pool);
                done.add(level);
                long raw = tally(n, level, rows, goal);
                progress.level("moves", n, level.pegs(), level.size(), raw, System.nanoTime() - startNanos);
            }
        } finally {
            pool.shutdownNow();
        }
        this.levels = done;
        if (goal[0] < 0) {
            throw new IllegalStateException("solvable sets without a goal position");
        }
        return new Result(goal[2], solution(done, goal[0], goal[1]), List.copyOf(rows), onePeg());
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
    private long tally(int n, LevelMoves level, List<MovesRow> rows, int[] goal) {
        long[] positions = keys.positions(level.keys(), level.pegs());
        long[] raw = new long[board.holeCount() + 1];
        long[] canonical = new long[board.holeCount() + 1];
        for (int i = 0; i < level.size(); i++) {
            int m = level.moves()[i];
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
        long[] images = new long[tables.order()];
        int[] found = find(position, images);
        return found == null ? -1 : levels.get(found[0]).moves()[found[1]];
    }

    /**
     * The mask of holes where the last jump of a path reaching raw position {@code position} in
     * the fewest moves can have landed, as the last {@link #run} found it (0 for the start); -1
     * when it is not in the solvable sets.
     */
    long landingsOf(long position) {
        long[] images = new long[tables.order()];
        int[] found = find(position, images);
        if (found == null) {
            return -1;
        }
        long canonicalMask = levels.get(found[0]).landings()[found[1]];
        int[] permutation = group.permutation(found[2]);
        long mask = 0;
        for (int hole = 0; hole < board.holeCount(); hole++) {
            mask |= (canonicalMask >>> permutation[hole] & 1) << hole;
        }
        return mask;
    }

    /** The level, index and canonicalising element of raw position {@code position}, or {@code null} when it is not solvable. */
    private int[] find(long position, long[] images) {
        int level = problem.startPegs() - Long.bitCount(position);
        if (level < 0 || level >= levels.size()) {
            return null;
        }
        int g = canonicalising(position, images);
        int at = levels.get(level).find(keys, images[g]);
        return at < 0 ? null : new int[] {level, at, g};
    }

    /** The next solvable level's minima and masks, from the level before it. */
    private LevelMoves next(LevelMoves previous, long[] levelKeys, ForkJoinPool pool) throws IOException {
        int pegs = previous.pegs() - 1;
        long[] positions = keys.positions(levelKeys, pegs);
        byte[] moves = new byte[levelKeys.length];
        long[] landings = new long[levelKeys.length];
        int chunks = (levelKeys.length + CHUNK - 1) / CHUNK;
        try {
            pool.submit(() -> IntStream.range(0, chunks).parallel().forEach(chunk -> {
                long[] images = new long[tables.order()];
                for (int i = chunk * CHUNK; i < Math.min(levelKeys.length, (chunk + 1) * CHUNK); i++) {
                    fewestInto(previous, positions[i], images, moves, landings, i);
                }
            })).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while counting moves", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
        return new LevelMoves(pegs, levelKeys, keys.keyBits(), moves, landings);
    }

    /**
     * Writes the fewest moves reaching raw position {@code position} and its mask of last
     * landings into {@code moves[i]} and {@code landings[i]}, from its raw predecessors on
     * {@code previous}.
     *
     * @param images scratch for the position's images, one per element
     */
    private void fewestInto(LevelMoves previous, long position, long[] images, byte[] moves, long[] landings, int i) {
        tables.images(position, images);
        int best = Integer.MAX_VALUE;
        long landed = 0;
        for (int line = 0; line < lineMasks.length; line++) {
            if (!canUnJump(position, line)) {
                continue;
            }
            int g = canonicalisingAfterJump(images, line);
            int at = previous.find(keys, images[g] ^ tables.lineImage[line * tables.order + g]);
            if (at < 0) {
                continue;
            }
            int cost = previous.moves()[at] + (continues(previous, at, g, board.line(line)[0]) ? 0 : 1);
            long landing = lineLandings[line];
            if (cost < best) {
                best = cost;
                landed = landing;
            } else if (cost == best) {
                landed |= landing;
            }
        }
        if (best == Integer.MAX_VALUE) {
            throw new IllegalStateException("a solvable position without a solvable predecessor");
        }
        moves[i] = (byte) best;
        landings[i] = landed;
    }

    /** Writes the images of {@code position} into {@code images} and returns an element giving the smallest, its canonical form. */
    private int canonicalising(long position, long[] images) {
        tables.images(position, images);
        int g = 0;
        for (int h = 1; h < images.length; h++) {
            if (images[h] < images[g]) {
                g = h;
            }
        }
        return g;
    }

    /**
     * An element that maps the position after jump (or un-jump) {@code line} to its canonical
     * form, from the position's images (as {@link SymmetryTables#images} writes them).
     */
    private int canonicalisingAfterJump(long[] images, int line) {
        int base = line * tables.order;
        int g = 0;
        long min = images[0] ^ tables.lineImage[base];
        for (int h = 1; h < tables.order; h++) {
            long image = images[h] ^ tables.lineImage[base + h];
            if (image < min) {
                min = image;
                g = h;
            }
        }
        return g;
    }

    /**
     * Whether a jump from {@code from} continues the last move into the raw position that element
     * {@code g} maps onto canonical position {@code at} of {@code level}: whether {@code g(from)} is
     * in that position's mask.
     */
    private boolean continues(LevelMoves level, int at, int g, int from) {
        return (level.landings()[at] >>> group.permutation(g)[from] & 1) != 0;
    }

    /**
     * The jump lines of one path in the fewest moves from the start to position {@code index} of
     * level {@code last}: walking back, at each raw position the first un-jump (in line order)
     * that keeps the count: to a predecessor reached in one move fewer (its jump starting a move),
     * or in as many moves with the jump's from hole in its mask (the jump continuing its last move,
     * whose path must then land on that hole).
     */
    private List<Integer> solution(List<LevelMoves> levels, int last, int index) {
        List<Integer> lines = new ArrayList<>();
        long position = keys.position(levels.get(last).keys()[index], levels.get(last).pegs());
        int moves = levels.get(last).moves()[index];
        int landing = -1; // the hole the path to position must land its last jump on; -1 for any
        long[] images = new long[tables.order()];
        for (int n = last; n > 0; n--) {
            LevelMoves previous = levels.get(n - 1);
            tables.images(position, images);
            int chosen = -1;
            for (int line = 0; line < board.lineCount() && chosen < 0; line++) {
                int[] l = board.line(line);
                if (!canUnJump(position, line) || (landing >= 0 && l[2] != landing)) {
                    continue;
                }
                int g = canonicalisingAfterJump(images, line);
                int at = previous.find(keys, images[g] ^ tables.lineImage[line * tables.order + g]);
                if (at < 0) {
                    continue;
                }
                if (previous.moves()[at] == moves && continues(previous, at, g, l[0])) {
                    chosen = line;
                    landing = l[0];
                } else if (previous.moves()[at] == moves - 1) {
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
