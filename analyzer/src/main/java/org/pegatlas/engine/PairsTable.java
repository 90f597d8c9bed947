package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.reports.PairSolution;
import org.pegatlas.reports.PairsMoves;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.reports.RunInfo;
import org.pegatlas.reports.StartFigures;
import org.pegatlas.storage.ScratchDirectory;

/**
 * For every single-vacancy start and every single-peg finish of a board: the exact number of
 * solutions, plus per start the reachable positions and complete games.
 *
 * <p>One forward pass per symmetry class of starts, canonical under the board's symmetries that
 * keep the start in its position class, with a count per image of the start on every position
 * (see {@link StartImages} and {@link StartClasses#classGroup}; a start those symmetries all fix
 * has one image). The pass's last level holds the one-peg finishes with their exact path counts
 * from every image; the results are then mapped to every start of the class by the board's
 * symmetries.
 *
 * <p>With fewest moves ({@code pairs --moves}), each class's representative start {@code s} is
 * also analysed as the problem "{@code s} to one peg anywhere" ({@link Analysis}: forward, backward
 * and {@link MovesPass}, canonical under the symmetries fixing {@code s}); the moves pass gives the
 * fewest moves to one peg on every hole, mapped to the class like the counts.
 *
 * <p>This class is the table's driver: a {@link ClassSearch} searches each start class
 * ({@link FullSearch} to the end, {@link MiddleSearch} to the middle level, {@link MovesSearch}
 * adding the fewest moves to either, or the Spark module's on a cluster), each class's
 * {@link ClassFigures} are recorded in a {@link Checkpoint}, and mapped to every start of the class
 * ({@link StartClasses}).
 */
public final class PairsTable {
    private PairsTable() {
    }

    /**
     * Where the figures of each finished start class are kept, so that an interrupted table can go
     * on without searching those classes again. A value is one line, no line breaks.
     */
    public interface Checkpoint {
        /** The value recorded for the class of start {@code hole}, or {@code null}. */
        String recalled(String hole);

        /** Records the value of the class of start {@code hole}, durably, once its pass is done. */
        void record(String hole, String value) throws IOException;

        /** A checkpoint that keeps nothing. */
        static Checkpoint none() {
            return new Checkpoint() {
                @Override
                public String recalled(String hole) {
                    return null;
                }

                @Override
                public void record(String hole, String value) {
                }
            };
        }
    }

    /**
     * Computes the table, every start class searched to the end; progress lines name the start
     * class as their pass ({@code start c1}).
     *
     * @param settings the worker threads, the memory the passes may use (larger levels go through
     *     {@code scratch}) and where the progress goes
     * @param scratch the directory of the running class's levels, removed once the class is
     *     recorded; kept when the pass fails, for a resume
     * @param checkpoint classes recorded there are not searched again; each class searched is recorded
     * @param resume whether a class pass whose levels {@code scratch} holds goes on from them;
     *     otherwise {@code scratch} is emptied first (the analysis for the fewest moves always starts afresh)
     * @param moves whether to compute the fewest moves too (an {@link Analysis} per class, in {@code scratch/moves})
     */
    public static PairsReport compute(Board board, RunSettings settings, Path scratch, Checkpoint checkpoint, boolean resume,
            boolean moves) throws IOException {
        long startNanos = System.nanoTime();
        if (!resume) {
            ScratchDirectory.delete(scratch);
        }
        ClassSearch toTheEnd = new FullSearch(board, settings, scratch, startNanos);
        return compute(board, settings.threads(), moves ? new MovesSearch(board, toTheEnd, settings, scratch) : toTheEnd, checkpoint,
                settings.progress(), moves);
    }

    /**
     * The table as {@link #compute(Board, RunSettings, Path, Checkpoint, boolean, boolean)}
     * computes it, but with every start class searched only to the middle level and its solutions
     * found by complement duality (see {@link MiddleSearch}): no reachable positions or games
     * ({@code null} in its start figures), and start classes that no single-peg finish's position
     * class matches are not searched. Each pass's levels go to {@code scratch/pass-HOLE/}. Once every
     * class is recorded, one sample solution of every solvable pair is found from the passes' level
     * sets ({@link MiddleSolutions}; passes resumed from their scratch, or searched again if it is
     * gone) and replayed, before the scratch is deleted: the report's {@link PairsReport#samples},
     * and its run figures count that time too.
     */
    public static PairsReport meetInTheMiddle(Board board, RunSettings settings, Path scratch, Checkpoint checkpoint, boolean resume,
            boolean moves) throws IOException {
        long startNanos = System.nanoTime();
        if (!resume) {
            ScratchDirectory.delete(scratch);
        }
        int threads = settings.threads();
        Progress progress = settings.progress();
        MiddleSearch middle = new MiddleSearch(board, threads, settings.budget(), scratch, progress, startNanos);
        PairsReport report = compute(board, threads, moves ? new MovesSearch(board, middle, settings, scratch) : middle, checkpoint,
                progress, moves);
        // before the scratch goes: the solutions are found with the passes' level sets
        List<PairSolution> samples = MiddleSolutions.find(board, middle, report.solutions(), threads, progress);
        ScratchDirectory.delete(scratch);
        return report.withSamples(samples, new RunInfo(Version.get(), threads, (System.nanoTime() - startNanos) / 1e9, PeakMemory.bytes()));
    }

    /** Searches the start class of one hole: one forward pass from the start with that hole vacant. */
    public interface ClassSearch {
        /**
         * @param hole the vacant hole of the start
         * @param fixingStart the symmetries that fix the start, under which the pass is canonical
         */
        ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException;

        /**
         * Whether the table should hand this search every start class of a position class at
         * once ({@link #searchTogether}); by default not: one class at a time, each recorded as
         * soon as it is searched.
         */
        default boolean searchesTogether() {
            return false;
        }

        /**
         * Searches several start classes whose starts share one position class (see
         * {@link StartClasses#sharingPositionClass}); by default one {@link #search} each. The figures are each
         * class's as seen from its first hole, in the order of {@code holes}.
         *
         * @param holes the first hole of each class, as {@link StartClasses#sharingPositionClass} gives them (the
         *     first one's start is in the position class they share)
         * @param fixingStarts for each, the symmetries that fix its start
         */
        default List<ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException {
            List<ClassFigures> figures = new ArrayList<>();
            for (int i = 0; i < holes.length; i++) {
                figures.add(search(holes[i], fixingStarts.get(i)));
            }
            return figures;
        }

        /** Called once the class of {@code hole} is recorded in the checkpoint (its pass's files may go). */
        default void recorded(int hole) throws IOException {
        }
    }

    /**
     * A search that takes every start class of a position class at once, in one pass
     * ({@link #searchTogether}); a single class is a pass of one.
     */
    interface PassSearch extends ClassSearch {
        @Override
        default ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
            return searchTogether(new int[] {hole}, List.of(fixingStart)).get(0);
        }

        @Override
        default boolean searchesTogether() {
            return true;
        }

        @Override
        List<ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException;
    }

    /**
     * Computes the table without fewest moves with {@code search} doing each start class's pass (on
     * this machine, or on a cluster); {@code threads} is only reported.
     */
    public static PairsReport compute(Board board, int threads, ClassSearch search, Checkpoint checkpoint, Progress progress)
            throws IOException {
        return compute(board, threads, search, checkpoint, progress, false);
    }

    /**
     * {@link #compute(Board, int, ClassSearch, Checkpoint, Progress)}, with the fewest moves when
     * {@code moves}: then {@code search} must give them for every class.
     */
    static PairsReport compute(Board board, int threads, ClassSearch search, Checkpoint checkpoint, Progress progress, boolean moves)
            throws IOException {
        long startNanos = System.nanoTime();
        SymmetryGroup group = SymmetryGroup.of(board);
        int holes = board.holeCount();
        StartFigures[] starts = new StartFigures[holes];
        BigInteger[][] solutions = new BigInteger[holes][];
        Integer[][] fewest = new Integer[holes][holes];
        List<String> notComputed = new ArrayList<>();
        PairsMoves.Example example = null;
        int exampleMoves = Integer.MAX_VALUE;
        // classes searched in the pass of an earlier class, not yet mapped to their starts
        Map<Integer, ClassFigures> searched = new HashMap<>();
        for (int hole = 0; hole < holes; hole++) {
            if (starts[hole] != null) {
                continue;
            }
            ClassFigures figures = searched.remove(hole);
            String recalled = figures != null ? null : checkpoint.recalled(board.holeName(hole));
            if (recalled != null) {
                figures = ClassFigures.decode(recalled, holes, moves);
                progress.note("start " + board.holeName(hole) + ": recalled from the interrupted run");
            } else if (figures == null) {
                int[] together = !search.searchesTogether() ? new int[] {hole} : StartClasses.sharingPositionClass(board, group, hole,
                        h -> starts[h] == null && checkpoint.recalled(board.holeName(h)) == null);
                List<SymmetryGroup> fixing = Arrays.stream(together).mapToObj(h -> group.stabilizer(board.fullMask() & ~(1L << h))).toList();
                List<ClassFigures> found = search.searchTogether(together, fixing);
                for (int i = 0; i < together.length; i++) {
                    ClassFigures one = found.get(i);
                    if (moves != (one.moves() != null)) {
                        throw new IllegalStateException("the search of start " + board.holeName(together[i]) + (moves ? " gave no" : " gave")
                                + " fewest moves");
                    }
                    checkpoint.record(board.holeName(together[i]), one.encode());
                    searched.put(together[i], one);
                }
                for (int h : together) {
                    search.recorded(h);
                }
                figures = searched.remove(hole);
            }
            BigInteger[] ends = figures.ends();
            BigInteger raw = figures.raw();
            BigInteger canonical = figures.canonical();
            BigInteger games = figures.games();
            int solvableEnds = (int) Arrays.stream(ends).filter(count -> count.signum() > 0).count();
            BigInteger total = Arrays.stream(ends).reduce(BigInteger.ZERO, BigInteger::add);
            int[] classOf = StartClasses.imagesOf(group, hole);
            int classSize = (int) Arrays.stream(classOf).distinct().count();
            ClassMoves classMoves = figures.moves();
            if (classMoves != null && classMoves.computed() && classMoves.fewest() >= 0 && classMoves.fewest() < exampleMoves) {
                exampleMoves = classMoves.fewest();
                example = example(board, hole, classMoves.solution());
            }
            for (int g = 0; g < group.order(); g++) {
                int image = classOf[g];
                if (starts[image] == null) {
                    int[] permutation = group.permutation(g);
                    starts[image] = new StartFigures(board.holeName(image), board.holeName(hole), classSize, raw, canonical, games,
                            solvableEnds, total, figures.search());
                    solutions[image] = new BigInteger[holes];
                    for (int end = 0; end < holes; end++) {
                        solutions[image][permutation[end]] = ends[end];
                        if (classMoves != null && classMoves.computed() && classMoves.ends().get(end) >= 0) {
                            fewest[image][permutation[end]] = classMoves.ends().get(end);
                        }
                    }
                    if (classMoves != null && !classMoves.computed()) {
                        notComputed.add(board.holeName(image));
                    }
                }
            }
        }
        List<String> names = new ArrayList<>();
        for (int h = 0; h < holes; h++) {
            names.add(board.holeName(h));
        }
        RunInfo run = new RunInfo(Version.get(), threads, (System.nanoTime() - startNanos) / 1e9, PeakMemory.bytes());
        PairsMoves pairsMoves = null;
        if (moves) {
            notComputed.sort(Comparator.comparingInt(board::hole));
            pairsMoves = new PairsMoves(Arrays.stream(fewest).map(Arrays::asList).toList(), notComputed, example);
        }
        return new PairsReport(board.name(), group.order(), names, List.of(starts),
                Arrays.stream(solutions).map(List::of).toList(), run, pairsMoves);
    }

    /** A solution from the start vacating {@code hole} played as {@code lines}, with the hole of its last peg. */
    private static PairsMoves.Example example(Board board, int hole, List<Integer> lines) {
        long position = board.fullMask() & ~(1L << hole);
        for (int line : lines) {
            position ^= board.lineMask(line);
        }
        return new PairsMoves.Example(board.holeName(hole), board.holeName(Long.numberOfTrailingZeros(position)), Jumps.moveNames(board, lines));
    }
}
