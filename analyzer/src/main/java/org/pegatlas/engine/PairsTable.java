package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.reports.RunInfo;
import org.pegatlas.reports.StartFigures;
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
 */
public final class PairsTable {
    private PairsTable() {
    }

    /**
     * A one-line identity of the pairs table of {@code board}: two output directories hold the
     * same table exactly when their fingerprints are equal.
     */
    public static String fingerprint(Board board) {
        return "pairs;board=" + board.name() + ";holes=" + board.holeCount() + ";lines=" + board.lineCount()
                + ";layout=" + board.digest();
    }

    /**
     * The identity of the pass of the start class whose first hole is {@code hole}, recorded in
     * the manifest of the scratch directory that holds its levels: with the number of images its
     * positions carry counts for, when more than one.
     */
    static String classFingerprint(Board board, int hole, StartImages images) {
        return fingerprint(board) + ";class=" + board.holeName(hole) + (images.count() > 1 ? ";images=" + images.count() : "");
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
     * A start class's results: its pass's totals (raw and canonical positions, complete games) and
     * the exact solutions into each end hole, by hole index.
     */
    public record ClassFigures(BigInteger raw, BigInteger canonical, BigInteger games, BigInteger[] ends) {
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

        String encode() {
            return raw + ";" + canonical + ";" + games + ";" + String.join(",", Arrays.stream(ends).map(BigInteger::toString).toList());
        }

        /** @throws IllegalArgumentException if {@code text} is not a value of {@link #encode} for {@code holes} holes */
        static ClassFigures decode(String text, int holes) {
            String[] f = text.split(";");
            String[] ends = f.length == 4 ? f[3].split(",") : new String[0];
            if (ends.length != holes) {
                throw new IllegalArgumentException("bad start-class record '" + text + "'");
            }
            return new ClassFigures(new BigInteger(f[0]), new BigInteger(f[1]), new BigInteger(f[2]),
                    Arrays.stream(ends).map(BigInteger::new).toArray(BigInteger[]::new));
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
     *     otherwise {@code scratch} is emptied first
     */
    public static PairsReport compute(Board board, int threads, MemoryBudget budget, Path scratch, Checkpoint checkpoint,
            boolean resume, Progress progress) throws IOException {
        long startNanos = System.nanoTime();
        if (!resume) {
            ScratchDirectory.delete(scratch);
        }
        return compute(board, threads, new ClassSearch() {
            @Override
            public ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
                return searchClass(board, hole, fixingStart, threads, budget, scratch, progress, startNanos);
            }

            @Override
            public void recorded(int hole) throws IOException {
                ScratchDirectory.delete(scratch);
            }
        }, checkpoint, progress);
    }

    /** Searches the start class of one hole: one forward pass from the start with that hole vacant. */
    public interface ClassSearch {
        /**
         * @param hole the vacant hole of the start
         * @param fixingStart the symmetries that fix the start, under which the pass is canonical
         */
        ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException;

        /** Called once the class of {@code hole} is recorded in the checkpoint (its pass's files may go). */
        default void recorded(int hole) throws IOException {
        }
    }

    /**
     * Computes the table with {@code search} doing each start class's pass (on this machine, or on
     * a cluster); {@code threads} is only reported.
     */
    public static PairsReport compute(Board board, int threads, ClassSearch search, Checkpoint checkpoint, Progress progress)
            throws IOException {
        long startNanos = System.nanoTime();
        SymmetryGroup group = SymmetryGroup.of(board);
        int holes = board.holeCount();
        StartFigures[] starts = new StartFigures[holes];
        BigInteger[][] solutions = new BigInteger[holes][];
        for (int hole = 0; hole < holes; hole++) {
            if (starts[hole] != null) {
                continue;
            }
            String recalled = checkpoint.recalled(board.holeName(hole));
            ClassFigures figures;
            if (recalled != null) {
                figures = ClassFigures.decode(recalled, holes);
                progress.note("start " + board.holeName(hole) + ": recalled from the interrupted run");
            } else {
                figures = search.search(hole, group.stabilizer(board.fullMask() & ~(1L << hole)));
                checkpoint.record(board.holeName(hole), figures.encode());
                search.recorded(hole);
            }
            BigInteger[] ends = figures.ends();
            BigInteger raw = figures.raw();
            BigInteger canonical = figures.canonical();
            BigInteger games = figures.games();
            int solvableEnds = (int) Arrays.stream(ends).filter(count -> count.signum() > 0).count();
            BigInteger total = Arrays.stream(ends).reduce(BigInteger.ZERO, BigInteger::add);
            int[] classOf = imagesOf(group, hole);
            int classSize = (int) Arrays.stream(classOf).distinct().count();
            for (int g = 0; g < group.order(); g++) {
                int image = classOf[g];
                if (starts[image] == null) {
                    int[] permutation = group.permutation(g);
                    starts[image] = new StartFigures(board.holeName(image), board.holeName(hole), classSize, raw, canonical, games,
                            solvableEnds, total);
                    solutions[image] = new BigInteger[holes];
                    for (int end = 0; end < holes; end++) {
                        solutions[image][permutation[end]] = ends[end];
                    }
                }
            }
        }
        List<String> names = new ArrayList<>();
        for (int h = 0; h < holes; h++) {
            names.add(board.holeName(h));
        }
        RunInfo run = new RunInfo(Version.get(), threads, (System.nanoTime() - startNanos) / 1e9, PeakMemory.bytes());
        return new PairsReport(board.name(), group.order(), names, List.of(starts),
                Arrays.stream(solutions).map(List::of).toList(), run);
    }

    /**
     * One forward pass from the start with {@code hole} vacant, canonical under the group of
     * {@link #classGroup} with a count per image of the start; goes on from the levels in {@code scratch} when they
     * are this class's, otherwise starts afresh there.
     */
    private static ClassFigures searchClass(Board board, int hole, SymmetryGroup fixingStart, int threads, MemoryBudget budget,
            Path scratch, Progress progress, long startNanos) throws IOException {
        int holes = board.holeCount();
        long start = board.fullMask() & ~(1L << hole);
        SymmetryGroup group = classGroup(board, start, fixingStart);
        StartImages images = StartImages.of(group, start);
        SymmetryTables tables = new SymmetryTables(board, group);
        ForwardPass.Result result;
        String label = "start " + board.holeName(hole);
        ClassScratch.Opened opened = ClassScratch.open(scratch, classFingerprint(board, hole, images), board.positionKeys(), progress,
                label);
        try (LevelFiles files = opened.files();
             ParallelExpander expander = new ParallelExpander(board, tables, images, threads)) {
            result = new ForwardPass(board, start, expander, tables, files, true, budget, relabelled(progress, label), startNanos,
                    opened.done()).run();
        }
        return ClassFigures.of(result.levels(), images.finishes(result.last(), group, holes));
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

    /** Progress that names the pass {@code label}. */
    private static Progress relabelled(Progress progress, String label) {
        return new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
                progress.level(label, level, pegs, canonical, raw, elapsedNanos);
            }

            @Override
            public void slice(String pass, int level, long done, long total, long elapsedNanos) {
                progress.slice(label, level, done, total, elapsedNanos);
            }

            @Override
            public void spilled(String pass, int level, long successors, int runs, long bytes, long elapsedNanos) {
                progress.spilled(label, level, successors, runs, bytes, elapsedNanos);
            }

            @Override
            public void merged(String pass, int level, long read, long total, long elapsedNanos) {
                progress.merged(label, level, read, total, elapsedNanos);
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
    private static int[] imagesOf(SymmetryGroup group, int hole) {
        int[] images = new int[group.order()];
        for (int g = 0; g < images.length; g++) {
            images[g] = group.permutation(g)[hole];
        }
        return images;
    }
}
