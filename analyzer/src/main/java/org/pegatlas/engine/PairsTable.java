package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import org.pegatlas.board.Board;
import org.pegatlas.board.Jumps;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.reports.PairSolution;
import org.pegatlas.reports.PairsMoves;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.reports.RunInfo;
import org.pegatlas.reports.StartFigures;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.ScratchDirectory;

/**
 * For every single-vacancy start and every single-peg finish of a board: the exact number of
 * solutions, plus per start the reachable positions and complete games.
 *
 * <p>One forward pass per symmetry class of starts, canonical under the board's symmetries that
 * keep the start in its position class, with a count per image of the start on every position
 * (see {@link StartImages} and {@link #classGroup}; a start those symmetries all fix has one
 * image). The pass's last level holds the one-peg finishes with their
 * exact path counts from every image; the results are then mapped to every start of the class by
 * the board's symmetries.
 *
 * <p>With fewest moves ({@code pairs --moves}), each class's representative start {@code s} is
 * also analysed as the problem "{@code s} to one peg anywhere" ({@link Analysis}: forward, backward
 * and {@link MovesPass}, canonical under the symmetries fixing {@code s}); the moves pass gives the
 * fewest moves to one peg on every hole, mapped to the class like the counts.
 */
public final class PairsTable {
    private PairsTable() {
    }

    /**
     * The fingerprint of the table of {@code board} in neither mode ({@link ProblemCodec#encodePairs}),
     * kept for the Spark module, which names its table by it; everything else calls the codec.
     */
    public static String fingerprint(Board board) {
        return ProblemCodec.encodePairs(board, false, false);
    }

    /** The start classes of a pass by their first holes, {@code +} between: {@code d1} or {@code d1+d4}. */
    static String passName(Board board, int[] holes) {
        return String.join("+", Arrays.stream(holes).mapToObj(board::holeName).toList());
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
     * The fewest moves from a class's representative start.
     *
     * @param ends by end hole, the fewest moves to one peg there, -1 when there is no solution;
     *     empty for {@link #NOT_COMPUTED}
     * @param solution the jump lines of one solution in the fewest moves of any end, empty when there is none
     */
    public record ClassMoves(List<Integer> ends, List<Integer> solution) {
        /** The moves pass did not run: the class's solvable positions did not fit in half the JVM's heap. */
        public static final ClassMoves NOT_COMPUTED = new ClassMoves(List.of(), List.of());

        public ClassMoves {
            ends = List.copyOf(ends);
            solution = List.copyOf(solution);
        }

        /** What a moves pass from the start to one peg anywhere found. */
        static ClassMoves of(MovesPass.Result result) {
            return result.computed() ? new ClassMoves(result.onePeg(), result.lines()) : NOT_COMPUTED;
        }

        public boolean computed() {
            return !ends.isEmpty();
        }

        /** The fewest moves of any end, -1 when none is solvable or they were not computed. */
        int fewest() {
            return ends.stream().filter(m -> m >= 0).mapToInt(Integer::intValue).min().orElse(-1);
        }

        /** {@code moves=} the ends (empty where -1), {@code /}, the solution's lines, {@code .} between; {@code moves=?} when not computed. */
        String encode() {
            return MOVES_FIELD + (!computed() ? "?" : String.join(",", ends.stream().map(m -> m < 0 ? "" : m.toString()).toList())
                    + "/" + String.join(".", solution.stream().map(String::valueOf).toList()));
        }

        /** @throws IllegalArgumentException if {@code text} is not a value of {@link #encode} for {@code holes} holes */
        static ClassMoves decode(String text, int holes) {
            if (!text.startsWith(MOVES_FIELD)) {
                throw new IllegalArgumentException("bad fewest-moves record '" + text + "'");
            }
            String value = text.substring(MOVES_FIELD.length());
            if (value.equals("?")) {
                return NOT_COMPUTED;
            }
            String[] parts = value.split("/", -1);
            String[] ends = parts[0].split(",", -1);
            if (parts.length != 2 || ends.length != holes) {
                throw new IllegalArgumentException("bad fewest-moves record '" + text + "'");
            }
            return new ClassMoves(Arrays.stream(ends).map(m -> m.isEmpty() ? -1 : Integer.parseInt(m)).toList(),
                    parts[1].isEmpty() ? List.of() : Arrays.stream(parts[1].split("\\.")).map(Integer::valueOf).toList());
        }

        private static final String MOVES_FIELD = "moves=";
    }

    /**
     * A start class's results: its pass's totals (raw and canonical positions, complete games;
     * {@code null} unless {@code search} is {@link StartFigures#FULL}), the exact solutions into
     * each end hole, by hole index, its fewest moves ({@code null} when not asked for), and how
     * it was searched (a {@link StartFigures#search} value).
     */
    public record ClassFigures(BigInteger raw, BigInteger canonical, BigInteger games, BigInteger[] ends, ClassMoves moves, String search) {
        /** Figures of a class searched to the end, without fewest moves. */
        public ClassFigures(BigInteger raw, BigInteger canonical, BigInteger games, BigInteger[] ends) {
            this(raw, canonical, games, ends, null, StartFigures.FULL);
        }

        /** The solutions of a class not searched to the end: {@code search} says how they were found. */
        static ClassFigures ends(BigInteger[] ends, String search) {
            return new ClassFigures(null, null, null, ends, null, search);
        }

        /** These figures with {@code moves}. */
        ClassFigures with(ClassMoves moves) {
            return new ClassFigures(raw, canonical, games, ends, moves, search);
        }

        /** A pass's figures: its levels' raw and canonical positions and games summed, with {@code ends}. */
        static ClassFigures of(List<ForwardPass.LevelFigures> levels, BigInteger[] ends) {
            BigInteger raw = BigInteger.ZERO;
            BigInteger canonical = BigInteger.ZERO;
            BigInteger games = BigInteger.ZERO;
            for (ForwardPass.LevelFigures level : levels) {
                raw = raw.add(BigInteger.valueOf(level.raw()));
                canonical = canonical.add(BigInteger.valueOf(level.canonical()));
                games = games.add(level.gamesEnded());
            }
            return new ClassFigures(raw, canonical, games, ends);
        }

        /**
         * The counts, {@code ;} between, then {@code ;} and the {@link ClassMoves#encode moves} when
         * there are; a class not searched to the end has {@code middle} or {@code class} in place
         * of its raw positions, and empty canonical positions and games.
         */
        String encode() {
            String totals = search.equals(StartFigures.FULL) ? raw + ";" + canonical + ";" + games
                    : (search.equals(StartFigures.MIDDLE) ? MIDDLE_FIELD : CLASS_FIELD) + ";;";
            return totals + ";" + String.join(",", Arrays.stream(ends).map(BigInteger::toString).toList())
                    + (moves == null ? "" : ";" + moves.encode());
        }

        private static final String MIDDLE_FIELD = "middle";
        private static final String CLASS_FIELD = "class";

        /**
         * @param moves whether the record must hold fewest moves
         * @throws IllegalArgumentException if {@code text} is not a value of {@link #encode} for
         *     {@code holes} holes, with fewest moves exactly when {@code moves}
         */
        static ClassFigures decode(String text, int holes, boolean moves) {
            String[] f = text.split(";");
            String[] ends = f.length == (moves ? 5 : 4) ? f[3].split(",") : new String[0];
            if (ends.length != holes) {
                throw new IllegalArgumentException("bad start-class record '" + text + "'");
            }
            BigInteger[] counts = Arrays.stream(ends).map(BigInteger::new).toArray(BigInteger[]::new);
            ClassMoves classMoves = moves ? ClassMoves.decode(f[4], holes) : null;
            if (f[0].equals(MIDDLE_FIELD) || f[0].equals(CLASS_FIELD)) {
                if (!f[1].isEmpty() || !f[2].isEmpty()) {
                    throw new IllegalArgumentException("bad start-class record '" + text + "'");
                }
                return new ClassFigures(null, null, null, counts, classMoves, f[0].equals(MIDDLE_FIELD) ? StartFigures.MIDDLE
                        : StartFigures.CLASS_CHECK);
            }
            return new ClassFigures(new BigInteger(f[0]), new BigInteger(f[1]), new BigInteger(f[2]), counts, classMoves,
                    StartFigures.FULL);
        }
    }

    /**
     * Computes the table on {@code threads} worker threads; progress lines name the start class
     * as their pass ({@code start c1}).
     *
     * @param budget memory the passes may use; larger levels go through {@code scratch}
     * @param scratch the directory of the running class's levels, removed once the class is
     *     recorded; kept when the pass fails, for a resume
     * @param checkpoint classes recorded there are not searched again; each class searched is recorded
     * @param resume whether a class pass whose levels {@code scratch} holds goes on from them;
     *     otherwise {@code scratch} is emptied first (the analysis for the fewest moves always starts afresh)
     * @param moves whether to compute the fewest moves too (an {@link Analysis} per class, in {@code scratch/moves})
     */
    public static PairsReport compute(Board board, int threads, MemoryBudget budget, Path scratch, Checkpoint checkpoint,
            boolean resume, boolean moves, Progress progress) throws IOException {
        long startNanos = System.nanoTime();
        if (!resume) {
            ScratchDirectory.delete(scratch);
        }
        ClassSearch toTheEnd = new ClassSearch() {
            @Override
            public ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
                return searchTogether(new int[] {hole}, List.of(fixingStart)).get(0);
            }

            @Override
            public boolean searchesTogether() {
                return true;
            }

            @Override
            public List<ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException {
                return searchClasses(board, holes, threads, budget, scratch, progress, startNanos);
            }

            @Override
            public void recorded(int hole) throws IOException {
                ScratchDirectory.delete(scratch);
            }
        };
        return compute(board, threads, moves ? withMoves(board, toTheEnd, threads, budget, scratch, progress) : toTheEnd, checkpoint,
                progress, moves);
    }

    /**
     * The table as {@link #compute(Board, int, MemoryBudget, Path, Checkpoint, boolean, boolean, Progress)}
     * computes it, but with every start class searched only to the middle level and its solutions
     * found by complement duality (see {@link MiddleSearch}): no reachable positions or games
     * ({@code null} in its start figures), and start classes that no single-peg finish's position
     * class matches are not searched. Each pass's levels go to {@code scratch/pass-HOLE/}. Once every
     * class is recorded, one sample solution of every solvable pair is found from the passes' level
     * sets ({@link MiddleSolutions}; passes resumed from their scratch, or searched again if it is
     * gone) and replayed, before the scratch is deleted: the report's {@link PairsReport#samples},
     * and its run figures count that time too.
     */
    public static PairsReport meetInTheMiddle(Board board, int threads, MemoryBudget budget, Path scratch, Checkpoint checkpoint,
            boolean resume, boolean moves, Progress progress) throws IOException {
        long startNanos = System.nanoTime();
        if (!resume) {
            ScratchDirectory.delete(scratch);
        }
        MiddleSearch middle = new MiddleSearch(board, threads, budget, scratch, progress, startNanos);
        PairsReport report = compute(board, threads, moves ? withMoves(board, middle, threads, budget, scratch, progress) : middle,
                checkpoint, progress, moves);
        // before the scratch goes: the solutions are found with the passes' level sets
        List<PairSolution> samples = MiddleSolutions.find(board, middle, report.solutions(), threads, progress);
        ScratchDirectory.delete(scratch);
        return report.withSamples(samples, new RunInfo(Version.get(), threads, (System.nanoTime() - startNanos) / 1e9, PeakMemory.bytes()));
    }

    /** {@code search} with each class's fewest moves added (an {@link Analysis} per class, in {@code scratch/moves}). */
    private static ClassSearch withMoves(Board board, ClassSearch search, int threads, MemoryBudget budget, Path scratch,
            Progress progress) {
        return new ClassSearch() {
            @Override
            public ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
                return searchTogether(new int[] {hole}, List.of(fixingStart)).get(0);
            }

            @Override
            public boolean searchesTogether() {
                return search.searchesTogether();
            }

            @Override
            public List<ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException {
                List<ClassFigures> figures = search.searchTogether(holes, fixingStarts);
                List<ClassFigures> withMoves = new ArrayList<>();
                for (int i = 0; i < holes.length; i++) {
                    withMoves.add(figures.get(i).with(movesOf(board, holes[i], threads, budget, scratch.resolve("moves"), progress)));
                }
                return withMoves;
            }

            @Override
            public void recorded(int hole) throws IOException {
                search.recorded(hole);
            }
        };
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
         * {@link #sharingPositionClass}); by default one {@link #search} each. The figures are each
         * class's as seen from its first hole, in the order of {@code holes}.
         *
         * @param holes the first hole of each class, as {@link #sharingPositionClass} gives them (the
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
                int[] together = !search.searchesTogether() ? new int[] {hole} : sharingPositionClass(board, group, hole,
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
            int[] classOf = imagesOf(group, hole);
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

    /**
     * The fewest moves from the start vacating {@code hole} to one peg on each hole: an
     * {@link Analysis} of that start to one peg anywhere in {@code directory}, emptied first and
     * deleted after.
     */
    private static ClassMoves movesOf(Board board, int hole, int threads, MemoryBudget budget, Path directory, Progress progress)
            throws IOException {
        Problem problem = new Problem(board, board.fullMask() & ~(1L << hole), Goal.onePegAnywhere());
        ScratchDirectory.delete(directory);
        String label = "start " + board.holeName(hole) + " moves ";
        MovesPass.Result result = Analysis.run(problem, directory, OutputDirectory.prepare(directory, problem.fingerprint()), threads, budget,
                relabelled(progress, pass -> label + pass), false).moves();
        ScratchDirectory.delete(directory);
        return ClassMoves.of(result);
    }

    /**
     * The first holes of the start classes to search in one pass with the class of {@code hole}
     * (the first hole of its own class): those whose starts share a position class with its start
     * and for which {@code open} holds, {@code hole} first, then in ascending order. A start class
     * meets one position class at most once up to the symmetries keeping that class (a symmetry
     * that maps a start into its own position class keeps the class), so the pass carries one
     * source per start class. Only {@code hole} when the pass would carry more than
     * {@link StartImages#MAX_IMAGES} images.
     */
    static int[] sharingPositionClass(Board board, SymmetryGroup group, int hole, IntPredicate open) {
        PositionClasses classes = PositionClasses.of(board);
        long start = board.fullMask() & ~(1L << hole);
        List<Integer> together = new ArrayList<>(List.of(hole));
        int images = 0;
        for (int h = 0; h < board.holeCount(); h++) {
            boolean shares = classes.sameClass(board.fullMask() & ~(1L << h), start);
            images += shares ? 1 : 0;
            int first = firstOfClass(group, h);
            if (shares && first != hole && !together.contains(first) && open.test(first)) {
                together.add(first);
            }
        }
        if (images > StartImages.MAX_IMAGES) {
            return new int[] {hole};
        }
        return IntStream.concat(IntStream.of(hole), together.stream().skip(1).mapToInt(Integer::intValue).sorted()).toArray();
    }

    /** The least hole of the start class of {@code hole}. */
    static int firstOfClass(SymmetryGroup group, int hole) {
        return Arrays.stream(imagesOf(group, hole)).min().orElseThrow();
    }

    /**
     * One forward pass from the starts of the classes whose first holes are {@code holes}: from
     * each class's start in the position class of {@code holes[0]}'s start (see
     * {@link #sharingPositionClass}), canonical under the group of {@link #classGroup} with a
     * count per image of each start; goes on from the levels in {@code scratch} when they are this
     * pass's, otherwise starts afresh there. Gives each class's figures as seen from its first hole.
     */
    private static List<ClassFigures> searchClasses(Board board, int[] holes, int threads, MemoryBudget budget, Path scratch,
            Progress progress, long startNanos) throws IOException {
        StartClassPass pass = StartClassPass.of(board, holes);
        StartImages images = pass.images();
        ForwardPass.Result result = pass.run(StartClassPass.Extent.TO_THE_END, threads, budget, scratch, progress, startNanos);
        SymmetryGroup whole = SymmetryGroup.of(board);
        List<ClassFigures> figures = new ArrayList<>();
        for (int i = 0; i < holes.length; i++) {
            int source = i;
            List<ForwardPass.LevelFigures> levels = result.levels().stream().map(level -> level.source(source)).toList();
            BigInteger[] ends = images.finishes(result.last(), pass.group(), board.holeCount(), source);
            figures.add(ClassFigures.of(levels, seenFrom(whole, pass.sources()[i], holes[i], ends)));
        }
        return figures;
    }

    /**
     * The solutions from the start vacating {@code to} into each end, from those {@code ends} of
     * the start vacating {@code from}, an image of it under {@code group}.
     */
    static BigInteger[] seenFrom(SymmetryGroup group, int from, int to, BigInteger[] ends) {
        for (int g = 0; g < group.order(); g++) {
            int[] permutation = group.permutation(g);
            if (permutation[from] == to) {
                BigInteger[] moved = new BigInteger[ends.length];
                for (int end = 0; end < ends.length; end++) {
                    moved[permutation[end]] = ends[end];
                }
                return moved;
            }
        }
        throw new IllegalArgumentException("hole " + to + " is not an image of hole " + from);
    }

    /**
     * The group a class pass is canonical under: the board's symmetries that keep the start in
     * its position class (see {@link PositionClasses}), or {@code fixingStart} when that gives the
     * start more than {@link StartImages#MAX_IMAGES} images. A symmetry that moves the start to
     * another class moves every position the start reaches out of the positions it reaches, so
     * the larger group would meet the same positions and only carry counts that stay zero.
     */
    static SymmetryGroup classGroup(Board board, long start, SymmetryGroup fixingStart) {
        PositionClasses classes = PositionClasses.of(board);
        SymmetryGroup whole = SymmetryGroup.of(board);
        Set<int[]> keeping = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int g = 0; g < whole.order(); g++) {
            if (classes.sameClass(whole.apply(g, start), start)) {
                keeping.add(whole.permutation(g));
            }
        }
        SymmetryGroup keepingClass = whole.subgroup(keeping::contains);
        return keepingClass.order() / fixingStart.order() <= StartImages.MAX_IMAGES ? keepingClass : fixingStart;
    }

    /** Progress that names each pass by {@code label} of its own name. */
    static Progress relabelled(Progress progress, UnaryOperator<String> label) {
        return new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
                progress.level(label.apply(pass), level, pegs, canonical, raw, elapsedNanos);
            }

            @Override
            public void slice(String pass, int level, long done, long total, long elapsedNanos) {
                progress.slice(label.apply(pass), level, done, total, elapsedNanos);
            }

            @Override
            public void spilled(String pass, int level, long successors, int runs, long bytes, long elapsedNanos) {
                progress.spilled(label.apply(pass), level, successors, runs, bytes, elapsedNanos);
            }

            @Override
            public void merged(String pass, int level, long read, long total, long elapsedNanos) {
                progress.merged(label.apply(pass), level, read, total, elapsedNanos);
            }

            @Override
            public void note(String message) {
                progress.note(message);
            }
        };
    }

    /**
     * Exact solutions into each one-peg position, from the last level of a forward pass (its
     * canonical positions and their counts, of {@code pegs} pegs each; none finish unless
     * {@code pegs} is 1): a canonical one-peg position's orbit total shared evenly by the
     * positions of its orbit.
     */
    public static BigInteger[] finishes(int pegs, long[] positions, BigInteger[] counts, SymmetryGroup symmetries, int holes) {
        BigInteger[] ends = new BigInteger[holes];
        Arrays.fill(ends, BigInteger.ZERO);
        if (pegs != 1) {
            return ends;
        }
        for (int i = 0; i < positions.length; i++) {
            int hole = Long.numberOfTrailingZeros(positions[i]);
            int[] orbit = Arrays.stream(imagesOf(symmetries, hole)).distinct().toArray();
            BigInteger each = counts[i].divide(BigInteger.valueOf(orbit.length));
            for (int end : orbit) {
                ends[end] = each;
            }
        }
        return ends;
    }

    /** {@code result[g]}: the image of {@code hole} under element {@code g}. */
    static int[] imagesOf(SymmetryGroup group, int hole) {
        int[] images = new int[group.order()];
        for (int g = 0; g < images.length; g++) {
            images[g] = group.permutation(g)[hole];
        }
        return images;
    }
}
