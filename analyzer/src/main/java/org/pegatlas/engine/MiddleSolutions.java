package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongUnaryOperator;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.reports.Counted;
import org.pegatlas.reports.PairSolution;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * One sample solution of every solvable pair of a pairs table searched to the middle
 * ({@link MiddleSearch}), found through the middle from the sets of the levels the passes kept
 * (sets only, not counts), each replayed before it is given.
 *
 * <p><b>The search.</b> With {@code n} holes and passes stopping at level {@code M = ⌊(n -
 * 2)/2⌋}, a raw position {@code q} after {@code k} jumps from a start can still end with one peg
 * on a hole of the position class {@code Q} of the single pegs a solution from that start can end
 * on only if the canonical form of its complement {@code ~q} is on level {@code n - 2 - k} of the
 * pass of {@code Q} (the complement duality of {@link MiddleSearch}: that level holds every
 * position reached in that many jumps from a start of {@code Q}, so the test is exact for "some
 * hole of {@code Q}" and only necessary for one given end). That level is kept for {@code k >= n -
 * 2 - M}. A depth-first search from the start, over raw positions, jump lines in board order,
 * enters a position of those depths only when it passes that test, and remembers in a
 * {@link FailureTable} the positions whose every jump it searched without reaching the end; it
 * stops at the first sequence of {@code n - 2} jumps that leaves one peg on the end. At depths
 * {@code k <= M} it also enters only positions whose canonical form is on level {@code k} of the
 * start's own pass: that pass kept only the positions a solution from its starts into {@code Q}
 * passes through ({@link PassSets}), so the search does not wander into the (far more) reached
 * positions that lie on none. Every cut is sound, so it finds a solution whenever the pair has
 * one; and it is a pure function of the pair, whatever the threads.
 *
 * <p><b>Symmetry.</b> Pairs that a symmetry of the board maps onto each other share one search:
 * the pair's start is moved onto its class's source ({@link MiddleSearch#sources}, an image of the
 * start in the position class of the pass that searched it), its end onto the least hole a
 * symmetry taking the start there gives, and the solution found is mapped back by the first
 * symmetry (in the group's order) taking that pair to the pair asked.
 *
 * <p><b>Memory.</b> The searches of one dual pass run together, with its level sets
 * {@code 0 .. M} and those of their starts' own pass (the same when the pass is its own dual) held
 * as {@link LevelSetFile.KeySet}s (about a bit per possible position at most; the English board's
 * passes 12 to 31 MiB for their levels 0 to 15), released before the next pass's are read; each search's failure table grows to {@value #FAILURE_MIB} MiB at most (then it forgets,
 * which costs time, never a solution).
 */
final class MiddleSolutions {
    /** The most a search's failure table may take, in MiB. */
    private static final int FAILURE_MIB = 64;
    /** Time between two progress lines. */
    private static final long PROGRESS_NANOS = 10_000_000_000L;

    private MiddleSolutions() {
    }

    /**
     * One solution of each pair whose count in {@code solutions} ({@code solutions.get(s).get(e)},
     * by hole index) is positive, start-major as in {@code pairs.csv}.
     *
     * @param search the table's search, whose passes' level sets are still in its scratch (a pass
     *     whose scratch is gone is searched again)
     * @param threads searches run at once (the solutions do not depend on it)
     * @throws IllegalStateException if a pair counted solvable has no solution through the middle,
     *     or a solution found does not replay (internal errors)
     */
    static List<PairSolution> find(Board board, MiddleSearch search, List<List<BigInteger>> solutions, int threads, Progress progress)
            throws IOException {
        long began = System.nanoTime();
        SymmetryGroup whole = SymmetryGroup.of(board);
        int holes = board.holeCount();
        int[] sources = search.sources();
        List<Pair> pairs = new ArrayList<>();
        Map<Pair, int[]> found = new LinkedHashMap<>();
        Map<Pair, Integer> covered = new LinkedHashMap<>(); // pairs each search answers
        for (int s = 0; s < holes; s++) {
            for (int e = 0; e < holes; e++) {
                if (solutions.get(s).get(e).signum() > 0) {
                    pairs.add(new Pair(s, e));
                    Pair searched = representative(whole, sources[s], s, e);
                    found.put(searched, null);
                    covered.merge(searched, 1, Integer::sum);
                }
            }
        }
        // the representatives by the pass of their ends, each pass's sets read once
        Map<Integer, List<Pair>> byEnds = new TreeMap<>();
        Map<Integer, MiddleSearch.Ends> ends = new TreeMap<>();
        for (Pair pair : found.keySet()) {
            MiddleSearch.Ends pass = search.endsOf(pair.start());
            if (pass == null) {
                throw new IllegalStateException("internal error: start " + board.holeName(pair.start()) + " is counted solutions to "
                        + board.holeName(pair.end()) + " but no pass of its finishes reaches the middle level");
            }
            ends.put(pass.hole(), pass);
            byEnds.computeIfAbsent(pass.hole(), h -> new ArrayList<>()).add(pair);
        }
        long entered = 0;
        int done = 0;
        long lastNote = began;
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads), runnable -> {
            Thread thread = new Thread(runnable, "pegatlas-solutions");
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (Map.Entry<Integer, List<Pair>> group : byEnds.entrySet()) {
                MiddleSearch.Ends pass = ends.get(group.getKey());
                // every start of the group shares one own pass: the class of its single peg decides its start's class
                MiddleSearch.Ends own = search.startsOf(group.getValue().get(0).start());
                if (own == null) {
                    throw new IllegalStateException("internal error: start " + board.holeName(group.getValue().get(0).start())
                            + " is counted solutions but its own pass does not reach the middle level");
                }
                Map<Path, LevelSetFile.KeySet> read = new LinkedHashMap<>();
                List<LevelSetFile.KeySet> sets = readAll(pass.sets(), read);
                List<LevelSetFile.KeySet> ownSets = readAll(own.sets(), read);
                long positions = 0;
                long onDisk = 0;
                long held = 0;
                for (Map.Entry<Path, LevelSetFile.KeySet> set : read.entrySet()) {
                    positions += set.getValue().size();
                    onDisk += Files.size(set.getKey());
                    held += set.getValue().heldBytes();
                }
                String passes = own.name().equals(pass.name()) ? pass.name() : own.name() + " and " + pass.name();
                progress.note(String.format(Locale.ROOT, "solutions: the sets of levels 0-%d of %s read for %s (%,d canonical positions,"
                        + " %.1f MiB on disk, %.1f MiB held) [%.2f s]", search.middle(), passes, Counted.of(group.getValue().size(),
                        "search"), positions, onDisk / (double) (1 << 20), held / (double) (1 << 20), (System.nanoTime() - began) / 1e9));
                List<Future<Searched>> searches = new ArrayList<>();
                for (Pair pair : group.getValue()) {
                    searches.add(pool.submit(() -> new Search(board, new Sides(own, ownSets, pass, sets), search.middle(), pair).run()));
                }
                for (int i = 0; i < searches.size(); i++) {
                    Pair pair = group.getValue().get(i);
                    Searched result = searches.get(i).get();
                    if (result.lines() == null) {
                        throw new IllegalStateException("internal error: no solution from " + board.holeName(pair.start()) + " to "
                                + board.holeName(pair.end()) + " found through the middle, though the table counts some");
                    }
                    found.put(pair, result.lines());
                    entered += result.entered();
                    done += covered.get(pair);
                    if (System.nanoTime() - lastNote > PROGRESS_NANOS) {
                        lastNote = System.nanoTime();
                        progress.note(String.format(Locale.ROOT, "solutions: %d of %d pairs [%.2f s]", done, pairs.size(),
                                (lastNote - began) / 1e9));
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while searching the sample solutions", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        List<PairSolution> samples = new ArrayList<>();
        for (Pair pair : pairs) {
            Pair from = representative(whole, sources[pair.start()], pair.start(), pair.end());
            samples.add(replayed(board, pair, mapped(board, whole, from, pair, found.get(from))));
        }
        progress.note(String.format(Locale.ROOT, "solutions: %d of %d pairs, each replayed (%s through the middle, %,d positions"
                + " entered) [%.2f s]", samples.size(), pairs.size(), Counted.of(found.size(), "search"), entered,
                (System.nanoTime() - began) / 1e9));
        return samples;
    }

    /** The sets of {@code files}, each read once into {@code read} (shared with other lists read through it). */
    private static List<LevelSetFile.KeySet> readAll(List<Path> files, Map<Path, LevelSetFile.KeySet> read) throws IOException {
        List<LevelSetFile.KeySet> sets = new ArrayList<>();
        for (Path file : files) {
            LevelSetFile.KeySet set = read.get(file);
            if (set == null) {
                set = LevelSetFile.KeySet.read(file);
                read.put(file, set);
            }
            sets.add(set);
        }
        return sets;
    }

    /**
     * The level sets a search tests against: its start's own pass (positions as the search holds
     * them) and the dual pass of its ends (complements, through {@code ends.toPass()}).
     */
    private record Sides(MiddleSearch.Ends own, List<LevelSetFile.KeySet> ownSets, MiddleSearch.Ends ends,
            List<LevelSetFile.KeySet> endSets) {
    }

    /** A start/end pair by hole index. */
    private record Pair(int start, int end) {
    }

    /** A search's solution (jump lines, {@code null} when it found none) and the positions it entered. */
    private record Searched(int[] lines, long entered) {
    }

    /**
     * The pair searched for {@code (start, end)}: {@code source} (an image of {@code start}) and
     * the least image of {@code end} under the symmetries that take {@code start} to it.
     */
    private static Pair representative(SymmetryGroup whole, int source, int start, int end) {
        int least = Integer.MAX_VALUE;
        for (int g = 0; g < whole.order(); g++) {
            int[] permutation = whole.permutation(g);
            if (permutation[start] == source) {
                least = Math.min(least, permutation[end]);
            }
        }
        return new Pair(source, least);
    }

    /** {@code lines}, a solution of {@code from}, mapped by the first symmetry that takes {@code from} to {@code to}. */
    private static int[] mapped(Board board, SymmetryGroup whole, Pair from, Pair to, int[] lines) {
        for (int g = 0; g < whole.order(); g++) {
            int[] p = whole.permutation(g);
            if (p[from.start()] == to.start() && p[from.end()] == to.end()) {
                int[] moved = new int[lines.length];
                for (int i = 0; i < lines.length; i++) {
                    int[] line = board.line(lines[i]);
                    moved[i] = lineOf(board, p[line[0]], p[line[1]], p[line[2]]);
                }
                return moved;
            }
        }
        throw new IllegalStateException("no symmetry takes the pair " + from + " to " + to);
    }

    /** The jump line from {@code from} over {@code over} to {@code to}. */
    private static int lineOf(Board board, int from, int over, int to) {
        for (int line = 0; line < board.lineCount(); line++) {
            int[] l = board.line(line);
            if (l[0] == from && l[1] == over && l[2] == to) {
                return line;
            }
        }
        throw new IllegalStateException("a symmetry of " + board.name() + " maps a jump line to none");
    }

    /**
     * {@code lines} played from the start of {@code pair} by the board's rules, as a sample.
     *
     * @throws IllegalStateException if a jump is not legal where it is played or the last
     *     position is not one peg on the pair's end
     */
    private static PairSolution replayed(Board board, Pair pair, int[] lines) {
        long position = board.fullMask() & ~(1L << pair.start());
        List<String> jumps = new ArrayList<>();
        for (int line : lines) {
            if (!board.canJump(position, line)) {
                throw new IllegalStateException("internal error: the sample solution from " + board.holeName(pair.start()) + " to "
                        + board.holeName(pair.end()) + " does not replay: " + board.jumpName(line) + " is not legal after "
                        + String.join(" ", jumps));
            }
            position ^= board.lineMask(line);
            jumps.add(board.jumpName(line));
        }
        if (position != 1L << pair.end()) {
            throw new IllegalStateException("internal error: the sample solution from " + board.holeName(pair.start()) + " to "
                    + board.holeName(pair.end()) + " does not replay: it ends on " + board.holeNames(position));
        }
        return new PairSolution(board.holeName(pair.start()), board.holeName(pair.end()), jumps);
    }

    /** The depth-first search of one pair (see the class comment); one per thread. */
    private static final class Search {
        private final Board board;
        private final SymmetryTables tables;
        /** A position of the ends' position class as a position of the pass whose sets are read. */
        private final LongUnaryOperator toPass;
        private final List<LevelSetFile.KeySet> sets;
        private final SymmetryTables ownTables;
        private final List<LevelSetFile.KeySet> ownSets;
        private final PositionKeys keys;
        private final long[] images;
        private final long[] ownImages;
        private final FailureTable failed = new FailureTable((long) FAILURE_MIB << 20);
        private final long full;
        private final long target;
        private final long start;
        /** Jumps of a solution: {@code n - 2}. */
        private final int jumps;
        /** The first depth whose complement's level is kept: {@code n - 2 - M}. */
        private final int firstChecked;
        /** The last depth whose own level is kept: {@code M}. */
        private final int middle;
        private final int[] lines;
        private long entered;

        Search(Board board, Sides sides, int middle, Pair pair) {
            this.board = board;
            this.tables = sides.ends().tables();
            this.toPass = sides.ends().toPass();
            this.sets = sides.endSets();
            this.ownTables = sides.own().tables();
            this.ownSets = sides.ownSets();
            this.keys = board.positionKeys();
            this.images = new long[tables.order()];
            this.ownImages = new long[ownTables.order()];
            this.middle = middle;
            this.full = board.fullMask();
            this.target = 1L << pair.end();
            this.start = full & ~(1L << pair.start());
            this.jumps = board.holeCount() - 2;
            this.firstChecked = jumps - middle;
            this.lines = new int[jumps];
        }

        Searched run() {
            return new Searched(solve(start, 0) ? lines : null, entered);
        }

        /** Whether a solution goes on from {@code position} after {@code depth} jumps; if so, its jumps from there are in {@link #lines}. */
        private boolean solve(long position, int depth) {
            entered++;
            if (depth == jumps) {
                return position == target;
            }
            for (int line = 0; line < board.lineCount(); line++) {
                if (!board.canJump(position, line)) {
                    continue;
                }
                long next = position ^ board.lineMask(line);
                if (!mayFinish(next, depth + 1) || failed.contains(next)) {
                    continue;
                }
                lines[depth] = line;
                if (solve(next, depth + 1)) {
                    return true;
                }
                failed.add(next);
            }
            return false;
        }

        /**
         * Whether {@code position}, after {@code depth} jumps, passes the test of the class
         * comment: at the last depth, whether it is the end itself.
         */
        private boolean mayFinish(long position, int depth) {
            if (depth == jumps) {
                return position == target;
            }
            if (depth <= middle && !ownSets.get(depth).contains(keys.key(ownTables.canonical(position, ownImages)))) {
                return false;
            }
            return depth < firstChecked || sets.get(jumps - depth).contains(keys.key(tables.canonical(toPass.applyAsLong(full ^ position), images)));
        }
    }
}
