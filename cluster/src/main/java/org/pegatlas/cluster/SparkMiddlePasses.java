package org.pegatlas.cluster;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.ClassFigures;
import org.pegatlas.engine.PairsTable;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.StartClasses;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.StartFigures;

/**
 * The searches of {@code pegatlas-spark pairs} by meeting in the middle (without {@code --full}):
 * each start class searched is one Spark forward pass from its first hole's start, canonical under
 * the symmetries fixing that start, stopped at level {@code M = ⌊(n - 2)/2⌋} ({@link
 * SparkAnalysis#toLevel}); its solutions come from a {@link SparkMiddleJoin} of that level with
 * level {@code M} of the pass of the first hole of each end's class, searched on first use. A
 * start class whose position class matches no single-peg finish is answered by the class check
 * ({@link StartFigures#CLASS_CHECK}, no solution) and not searched.
 *
 * <p>Every pass keeps its levels in {@code scratch/HOLE/} until the table is written (the caller
 * deletes them then, not once a class is recorded): a later start may need it as an end's pass.
 * A pass always goes on from what its scratch holds (a table started afresh has emptied it), so
 * a resumed table searches again only what a stopped run had not written; a pass whose scratch is
 * gone is searched again. A pass that dies out before level {@code M} leaves zeros: its start has
 * no solution, and no start finishes on its ends through it.
 */
final class SparkMiddlePasses implements PairsTable.ClassSearch {
    private final SparkSession spark;
    private final OutputPlace place;
    private final Board board;
    private final LevelPartitioning partitioning;
    private final Progress progress;
    private final long startNanos;
    private final SymmetryGroup whole;
    private final PositionClasses classes;
    private final int middle;
    /** The passes searched (or found complete) in this run, by hole: their level {@code M}, or {@code null} when they died out before it. */
    private final Map<Integer, Pass> passes = new HashMap<>();
    /** The ends' sides made in this run, by the hole of their pass. */
    private final Map<Integer, JavaRDD<KeyChunk>> madeEndSides = new HashMap<>();
    /** The joins' keys and ranges, made with the first ends' side. */
    private SparkMiddleJoin.JoinKeys joinKeys;

    /**
     * A pass's level {@code M}, read back once and persisted for every join that needs it, or
     * {@code null} when the pass died out before it (its canonical positions, {@code size}); and the symmetries its positions are
     * canonical under.
     */
    private record Pass(JavaRDD<KeyChunk> level, long size, SymmetryGroup symmetries) {
    }

    /**
     * @param place the output directory; pass {@code HOLE}'s levels go to {@code scratch/HOLE/}
     * @param progress the passes' level lines (named {@code start HOLE}) and notes, timed from {@code startNanos}
     */
    SparkMiddlePasses(SparkSession spark, OutputPlace place, Board board, LevelPartitioning partitioning, Progress progress,
            long startNanos) {
        this.spark = spark;
        this.place = place;
        this.board = board;
        this.partitioning = partitioning;
        this.progress = progress;
        this.startNanos = startNanos;
        this.whole = SymmetryGroup.of(board);
        this.classes = PositionClasses.of(board);
        this.middle = Math.max(0, (board.holeCount() - 2) / 2);
    }

    @Override
    public ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
        long start = board.fullMask() & ~(1L << hole);
        List<SparkMiddleJoin.End> ends = new ArrayList<>();
        for (int end = 0; end < board.holeCount(); end++) {
            if (classes.sameClass(1L << end, start)) {
                ends.add(endOf(end));
            }
        }
        BigInteger[] row = new BigInteger[board.holeCount()];
        Arrays.fill(row, BigInteger.ZERO);
        if (ends.isEmpty()) {
            progress.note("start " + board.holeName(hole) + ": not searched, its position class matches no single-peg finish");
            return ClassFigures.ends(row, StartFigures.CLASS_CHECK);
        }
        Pass starts = passOf(hole);
        Map<Integer, JavaRDD<KeyChunk>> endSides = new LinkedHashMap<>();
        List<SparkMiddleJoin.End> joined = new ArrayList<>();
        for (SparkMiddleJoin.End end : ends) {
            if (passOf(end.classHole()).level() != null) {
                endSides.put(end.classHole(), endSideOf(end.classHole()));
                joined.add(end);
            }
        }
        if (starts.level() == null || joined.isEmpty()) {
            return ClassFigures.ends(row, StartFigures.MIDDLE);
        }
        row = SparkMiddleJoin.solutions(board, middle, new SparkMiddleJoin.Side(starts.symmetries(), starts.level()), joined, endSides,
                joinKeys);
        progress.note(String.format("start %s: level %d joined with the middle levels of %s, %.1f s", board.holeName(hole),
                middle + board.holeCount() % 2, String.join(" ", endSides.keySet().stream().map(board::holeName).toList()), seconds()));
        return ClassFigures.ends(row, StartFigures.MIDDLE);
    }

    /** Unpersists every pass's level {@code M} and ends' side held for the joins (the table is done, or failed). */
    void release() {
        passes.values().stream().filter(pass -> pass.level() != null).forEach(pass -> pass.level().unpersist());
        passes.clear();
        madeEndSides.values().forEach(JavaRDD::unpersist);
        madeEndSides.clear();
    }

    /**
     * The ends' side of the join ({@link SparkMiddleJoin#endsSide}) from the pass of {@code hole}, made
     * on first use and persisted for every later start joining with it; the first makes the joins' keys,
     * their ranges sized by the pass's level {@code M} (a side has about one entry per raw position).
     */
    private JavaRDD<KeyChunk> endSideOf(int hole) throws IOException {
        JavaRDD<KeyChunk> side = madeEndSides.get(hole);
        if (side == null) {
            Pass pass = passOf(hole);
            if (joinKeys == null) {
                joinKeys = SparkMiddleJoin.JoinKeys.of(board, whole, partitioning, pass.size() * whole.order());
            }
            side = SparkMiddleJoin.endsSide(board, middle, new SparkMiddleJoin.Side(pass.symmetries(), pass.level()), joinKeys)
                    .persist(StorageLevel.MEMORY_AND_DISK());
            madeEndSides.put(hole, side);
        }
        return side;
    }

    @Override
    public void recorded(int hole) {
        progress.note(String.format("start %s: recorded, %.1f s", board.holeName(hole), seconds()));
    }

    /** End hole {@code end}: the first hole {@code t} of its class, and the element mapping a position of {@code end}'s pass into {@code t}'s. */
    private SparkMiddleJoin.End endOf(int end) {
        int first = StartClasses.firstOfClass(whole, end);
        for (int g = 0; g < whole.order(); g++) {
            int[] p = whole.permutation(g);
            if (p[end] == first) { // g maps end onto first: g is the inverse of an element mapping first onto end
                return new SparkMiddleJoin.End(end, first, g);
            }
        }
        throw new IllegalStateException("hole " + end + " is not in the class of hole " + first);
    }

    /** The pass from the start vacating {@code hole} to level {@code M}: found complete, resumed, or searched. */
    private Pass passOf(int hole) throws IOException {
        Pass found = passes.get(hole);
        if (found != null) {
            return found;
        }
        Problem problem = new Problem(board, board.fullMask() & ~(1L << hole), Goal.onePegAnywhere());
        String label = "start " + board.holeName(hole);
        SparkAnalysis.Progress levels = (pass, level, pegs, canonical, raw, seconds) ->
                progress.level(label, level, pegs, canonical, raw, (long) (seconds * 1e9));
        SparkAnalysis analysis = new SparkAnalysis(JavaSparkContext.fromSparkContext(spark.sparkContext()), problem,
                new LevelStore(spark, place.resolve(SparkPairsCommand.SCRATCH + "/" + board.holeName(hole))), partitioning, levels);
        SparkAnalysis.Stored level = analysis.toLevel(middle);
        progress.note(level == null ? String.format("%s: no position at level %d, %.1f s", label, middle, seconds())
                : String.format("%s: level %d: %,d canonical positions, %.1f s", label, middle, level.size(), seconds()));
        found = new Pass(level == null ? null : analysis.forwardLevel(middle, level).persist(StorageLevel.MEMORY_AND_DISK()),
                level == null ? 0 : level.size(), problem.symmetries());
        passes.put(hole, found);
        return found;
    }

    private double seconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
