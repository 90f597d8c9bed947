package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.ProblemCodec;

/**
 * One forward pass of the pairs table from the start classes whose first holes are
 * {@code holes}: from each class's start in the position class of {@code holes[0]}'s start (see
 * {@link StartClasses#sharingPositionClass}), canonical under the group of
 * {@link StartClasses#classGroup} with a count per image of each start.
 *
 * @param holes the first hole of each start class searched, as {@link StartClasses#sharingPositionClass} gives them
 * @param sources for each class, its start's vacant hole in the position class of the pass: the
 *     least image of the class's first hole there
 * @param group the group the pass is canonical under
 * @param images the images of the sources' starts under {@code group}: every single-vacancy
 *     start of the pass's position class
 */
record StartClassPass(Board board, int[] holes, int[] sources, SymmetryGroup group, StartImages images, SymmetryTables tables) {
    /** The pass of the start classes whose first holes are {@code holes}. */
    static StartClassPass of(Board board, int[] holes) {
        SymmetryGroup whole = SymmetryGroup.of(board);
        PositionClasses classes = PositionClasses.of(board);
        long first = board.fullMask() & ~(1L << holes[0]);
        SymmetryGroup group = StartClasses.classGroup(board, first, whole.stabilizer(first));
        int[] sources = new int[holes.length];
        long[] starts = new long[holes.length];
        for (int i = 0; i < holes.length; i++) {
            sources[i] = leastImageInClass(board, whole, classes, holes[i], first);
            if (sources[i] < 0) {
                throw new IllegalArgumentException("no image of start " + board.holeName(holes[i]) + " shares the pass's position class");
            }
            starts[i] = board.fullMask() & ~(1L << sources[i]);
        }
        return new StartClassPass(board, holes, sources, group, StartImages.of(group, starts), new SymmetryTables(board, group));
    }

    /**
     * The least image of {@code hole} under {@code whole} whose single-vacancy start is in the
     * position class of {@code classStart}, or -1 when none is.
     */
    static int leastImageInClass(Board board, SymmetryGroup whole, PositionClasses classes, int hole, long classStart) {
        return Arrays.stream(StartClasses.imagesOf(whole, hole)).filter(h -> classes.sameClass(board.fullMask() & ~(1L << h), classStart))
                .min().orElse(-1);
    }

    /** The pass's name in progress lines and scratch manifests: its classes' first holes, {@code +} between ({@code d1+d4}). */
    String name() {
        return String.join("+", Arrays.stream(holes).mapToObj(board::holeName).toList());
    }

    /**
     * Runs the pass up to the extent's last level at most (see {@link ForwardPass#runTo}), its levels
     * in {@code scratch} (going on from them when its manifest there names the pass,
     * {@link ProblemCodec#encodeClassPass}, afresh otherwise). A pass that stops before the end
     * (to the middle level) keeps there the set of every level, which the solutions through the
     * middle are found from (see {@link ClassScratch#open}); a pass to the end keeps only what
     * resuming needs.
     *
     * @param extent the last level searched, and the successors kept
     */
    ForwardPass.Result run(Extent extent, int threads, MemoryBudget budget, Path scratch, Progress progress, long startNanos)
            throws IOException {
        String label = "start " + name();
        int lastLevel = extent.lastLevel();
        String fingerprint = ProblemCodec.encodeClassPass(board, name(), images.count(), lastLevel);
        boolean everySet = lastLevel != Integer.MAX_VALUE;
        ClassScratch.Opened opened = ClassScratch.open(scratch, fingerprint, board.positionKeys(), everySet, progress, label);
        try (LevelFiles files = opened.files();
             ParallelExpander expander = extent.kept() == null ? new ParallelExpander(board, tables, images, threads)
                     : ParallelExpander.keeping(board, tables, images, threads, extent.kept())) {
            PassContext context = new PassContext(board, tables, expander, files, budget, progress.relabelled(pass -> label),
                    startNanos);
            return new ForwardPass(context, board.fullMask() & ~(1L << sources[0]), opened.done()).keeping(extent.kept()).runTo(lastLevel);
        }
    }

    /**
     * How far a pass goes and what it keeps: to the end, every successor; or to the middle level,
     * only the successors on the kept sets of {@link PassSets} (the positions a solution into the
     * dual's class can pass through), whose counts are then exact.
     *
     * @param lastLevel the last level searched; {@link Integer#MAX_VALUE} for every level
     * @param kept the successors kept, or {@code null} for all
     */
    record Extent(int lastLevel, KeptFilter kept) {
        /** Every level, every successor. */
        static final Extent TO_THE_END = new Extent(Integer.MAX_VALUE, null);
    }
}
