package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.reports.StartFigures;

/**
 * The pairs table's searches by meeting in the middle: each start class is searched forward to
 * level {@code ⌊(n - 2) / 2⌋} only ({@code n} holes), from its start in a position class that
 * matches a single-peg finish, and its solutions come from a {@link MiddleJoin} of that level with
 * the same level of the pass of every start class in the complements' position class (its own
 * when the class is self-dual). With {@code n} odd the join's start side is that level expanded by
 * one jump, in memory a part at a time (never written), so every pass stops at the same level. A
 * start class whose position class matches no single-peg finish is answered at once, by
 * {@link StartFigures#CLASS_CHECK}, and no pass runs for it.
 *
 * <p>Each pass is of one start class (one source: its count vectors have one count per image of
 * that start under the pass's group, not per image of every class of the position class), named by
 * the start's vacant hole, and keeps its levels in {@code scratch/pass-HOLE/} (resumable as any pass
 * of the table) until the table is done: the middle level is read from there by every join that
 * needs it, whole when it fits the memory budget and in chunks otherwise.
 */
final class MiddleSearch implements PairsTable.ClassSearch {
    /** Share of the memory budget that the ends' middle levels may take held whole. */
    private static final int HELD_ENDS_SHARE = 3;

    private final Board board;
    private final int threads;
    private final MemoryBudget budget;
    private final Path scratch;
    private final Progress progress;
    private final long startNanos;
    private final PositionClasses classes;
    private final SymmetryGroup whole;
    /** The level each pass stops at. */
    private final int middle;
    /** The passes run so far, by their start's vacant hole. */
    private final Map<Integer, Middle> searched = new HashMap<>();

    /**
     * A pass's last level, or {@code null} when the pass died out before it, with the jumps per
     * position of the level before it.
     */
    private record Middle(StartClassPass pass, MiddleLevel level, double jumpsPerPosition) {
    }

    MiddleSearch(Board board, int threads, MemoryBudget budget, Path scratch, Progress progress, long startNanos) {
        this.board = board;
        this.threads = threads;
        this.budget = budget;
        this.scratch = scratch;
        this.progress = progress;
        this.startNanos = startNanos;
        this.classes = PositionClasses.of(board);
        this.whole = SymmetryGroup.of(board);
        this.middle = (board.holeCount() - 2) / 2;
    }

    @Override
    public PairsTable.ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
        BigInteger[] row = new BigInteger[board.holeCount()];
        Arrays.fill(row, BigInteger.ZERO);
        int own = leastHoleOfClass(start(hole));
        int dual = own < 0 ? -1 : leastHoleOfClass(1L << own);
        if (dual < 0) {
            progress.note("start " + board.holeName(hole) + ": not searched, its position class matches no single-peg finish");
            return PairsTable.ClassFigures.ends(row, StartFigures.CLASS_CHECK);
        }
        int source = StartClassPass.leastImageInClass(board, whole, classes, hole, start(own));
        Middle starts = middleOf(source);
        List<Middle> ends = new ArrayList<>();
        for (int end : classHoles(dual)) {
            ends.add(middleOf(end));
        }
        int[] rows = {imageIndex(starts.pass().images(), start(source))};
        List<BigInteger[][]> solutions = join(starts, ends, rows);
        for (int side = 0; side < ends.size(); side++) {
            StartImages endImages = ends.get(side).pass().images();
            for (int e = 0; e < endImages.count(); e++) {
                row[vacantHole(endImages.start(e))] = solutions.get(side)[0][e];
            }
        }
        return PairsTable.ClassFigures.ends(PairsTable.seenFrom(whole, source, hole, row), StartFigures.MIDDLE);
    }

    /**
     * The solutions of {@code rows} of the starts' pass into every end of each of the ends'
     * passes, one array per pass: zeros where either pass died out early.
     */
    private List<BigInteger[][]> join(Middle starts, List<Middle> ends, int[] rows) throws IOException {
        List<BigInteger[][]> solutions = new ArrayList<>();
        List<MiddleJoin.Side> sides = new ArrayList<>();
        List<Integer> joined = new ArrayList<>();
        long heldBytes = ends.stream().filter(end -> end.level() != null).mapToLong(end -> end.level().heldBytes()).sum();
        boolean hold = heldBytes <= budget.bytes() / HELD_ENDS_SHARE;
        for (Middle end : ends) {
            BigInteger[][] none = new BigInteger[rows.length][end.pass().images().count()];
            for (BigInteger[] row : none) {
                Arrays.fill(row, BigInteger.ZERO);
            }
            solutions.add(none);
            if (starts.level() != null && end.level() != null) {
                joined.add(solutions.size() - 1);
                sides.add(new MiddleJoin.Side(hold ? end.level().loaded() : end.level(), end.pass().images()));
            }
        }
        if (sides.isEmpty()) {
            return solutions;
        }
        MiddleLevel level = starts.level();
        MemoryBudget besides = budget.besides(hold ? heldBytes : 0);
        int endChunk = (int) Math.max(1, Math.min(Integer.MAX_VALUE, besides.bytes() / HELD_ENDS_SHARE / Math.max(1, heldBytesPer(ends))));
        // the starts' level in parts whose expansions (n odd: the complements of the level after the middle) fit the budget
        // beside the ends held; a complement reached from two parts is joined with each part's counts
        int parts = besides.besides(hold ? 0 : (long) endChunk * heldBytesPer(ends))
                .slices(level.size(), level.limbs(), starts.jumpsPerPosition());
        int partSize = (int) Math.min(Integer.MAX_VALUE, (level.size() + parts - 1) / parts);
        try (ParallelExpander expander = ParallelExpander.complementing(board, starts.pass().tables(), starts.pass().images(), threads)) {
            MiddleJoin join = new MiddleJoin(starts.pass().images(), rows, sides, starts.pass().tables(), board.positionKeys(), expander,
                    board.fullMask(), endChunk);
            level.forEachChunk(partSize, part -> {
                if (board.holeCount() % 2 == 0) {
                    join.add(part);
                } else {
                    join.addComplemented(expander.expand(part, false).joined());
                }
            });
            for (int side = 0; side < sides.size(); side++) {
                solutions.set(joined.get(side), join.solutions(side));
            }
        }
        progress.note(String.format(Locale.ROOT, "start %s: level %d joined with the middle levels of %s (%,d canonical positions%s)"
                + " [%.2f s]", starts.pass().name(), middle + board.holeCount() % 2,
                String.join(", ", ends.stream().map(end -> end.pass().name()).toList()),
                ends.stream().filter(end -> end.level() != null).mapToLong(end -> end.level().size()).sum(),
                hold ? "" : ", read from disk by parts", (System.nanoTime() - startNanos) / 1e9));
        return solutions;
    }

    /** The most bytes a position of the ends' levels takes held in memory. */
    private static long heldBytesPer(List<Middle> ends) {
        return ends.stream().filter(end -> end.level() != null).mapToLong(end -> 16L + 8L * end.level().limbs()).max().orElse(1);
    }

    /** The pass of the start vacating {@code hole}, searched to the middle level on first use. */
    private Middle middleOf(int hole) throws IOException {
        Middle found = searched.get(hole);
        if (found != null) {
            return found;
        }
        StartClassPass pass = StartClassPass.of(board, new int[] {hole});
        String fingerprint = PairsTable.fingerprint(board) + ";middle=" + middle + ";class=" + pass.name()
                + (pass.images().count() > 1 ? ";images=" + pass.images().count() : "");
        Path passScratch = scratch.resolve("pass-" + board.holeName(hole));
        ForwardPass.Result result = pass.run(fingerprint, middle, threads, budget, passScratch, progress, startNanos);
        MiddleLevel level = null;
        if (result.levels().size() == middle) {
            level = MiddleLevel.stored(LevelFiles.path(passScratch, LevelFiles.FORWARD, middle, "roar"),
                    LevelFiles.path(passScratch, LevelFiles.FORWARD, middle, "counts"), board.holeCount() - 1 - middle, board.positionKeys());
        }
        found = new Middle(pass, level != null && level.size() > 0 ? level : null, result.jumpsPerPosition());
        searched.put(hole, found);
        return found;
    }

    /**
     * The holes of the passes of the position class of the start vacating {@code hole} (the
     * least such hole): for each start class meeting that position class, its least start there,
     * ascending.
     */
    private int[] classHoles(int hole) {
        long first = start(hole);
        Set<Integer> seen = new HashSet<>();
        List<Integer> holes = new ArrayList<>();
        for (int h = 0; h < board.holeCount(); h++) {
            int least = StartClassPass.leastImageInClass(board, whole, classes, h, first);
            if (least >= 0 && seen.add(least)) {
                holes.add(least);
            }
        }
        return holes.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /** The least hole whose single-vacancy start is in the position class of {@code position}, or -1. */
    private int leastHoleOfClass(long position) {
        for (int h = 0; h < board.holeCount(); h++) {
            if (classes.sameClass(start(h), position)) {
                return h;
            }
        }
        return -1;
    }

    private long start(int hole) {
        return board.fullMask() & ~(1L << hole);
    }

    private int vacantHole(long start) {
        return Long.numberOfTrailingZeros(board.fullMask() & ~start);
    }

    private static int imageIndex(StartImages images, long start) {
        for (int j = 0; j < images.count(); j++) {
            if (images.start(j) == start) {
                return j;
            }
        }
        throw new IllegalArgumentException("the start is not an image of the pass");
    }
}
