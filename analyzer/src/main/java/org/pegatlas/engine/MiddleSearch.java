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
 * The pairs table's searches by meeting in the middle: each position class of starts is searched
 * forward to level {@code ⌊(n - 2) / 2⌋} only ({@code n} holes), and its starts' solutions come
 * from a {@link MiddleJoin} of that level with the same level of the pass of the complements'
 * position class (its own when the class is self-dual). With {@code n} odd the join's start side
 * is that level expanded by one jump, in memory a part at a time (never written), so both passes
 * stop at the same level. A start class whose position class matches no single-peg finish is
 * answered at once, by {@link StartFigures#CLASS_CHECK}, and its pass never runs.
 *
 * <p>A pass is named by the least hole vacant in a start of its position class and keeps its
 * levels in {@code scratch/pass-HOLE/} (resumable as any pass of the table) until the table is
 * done: the middle level is read from there by each join that needs it, the ends' side whole when
 * it fits the memory budget and in chunks otherwise, the starts' side in parts. The set of every
 * level below the middle stays there too, for the sample solutions ({@link MiddleSolutions},
 * through {@link #sources} and {@link #endsOf}).
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
    /** The passes run so far, by the least hole vacant in a start of their position class. */
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
        return searchTogether(new int[] {hole}, List.of(fixingStart)).get(0);
    }

    @Override
    public boolean searchesTogether() {
        return true;
    }

    @Override
    public List<PairsTable.ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException {
        int own = leastHoleOfClass(start(holes[0]));
        int dual = leastHoleOfClass(1L << own);
        List<PairsTable.ClassFigures> figures = new ArrayList<>();
        if (dual < 0) {
            for (int hole : holes) {
                progress.note("start " + board.holeName(hole) + ": not searched, its position class matches no single-peg finish");
                BigInteger[] none = new BigInteger[board.holeCount()];
                Arrays.fill(none, BigInteger.ZERO);
                figures.add(PairsTable.ClassFigures.ends(none, StartFigures.CLASS_CHECK));
            }
            return figures;
        }
        Middle starts = middleOf(own);
        Middle ends = middleOf(dual);
        int[] rows = new int[holes.length];
        int[] sources = new int[holes.length];
        for (int i = 0; i < holes.length; i++) {
            sources[i] = StartClassPass.leastImageInClass(board, whole, classes, holes[i], start(own));
            rows[i] = imageIndex(starts.pass().images(), start(sources[i]));
        }
        BigInteger[][] solutions = join(starts, ends, rows);
        for (int i = 0; i < holes.length; i++) {
            BigInteger[] row = new BigInteger[board.holeCount()];
            Arrays.fill(row, BigInteger.ZERO);
            for (int e = 0; e < solutions[i].length; e++) {
                row[vacantHole(ends.pass().images().start(e))] = solutions[i][e];
            }
            figures.add(PairsTable.ClassFigures.ends(PairsTable.seenFrom(whole, sources[i], holes[i], row), StartFigures.MIDDLE));
        }
        return figures;
    }

    /** The solutions of {@code rows} of the starts' pass into every end of the ends' pass: zeros when either died out early. */
    private BigInteger[][] join(Middle starts, Middle ends, int[] rows) throws IOException {
        if (starts.level() == null || ends.level() == null) {
            BigInteger[][] none = new BigInteger[rows.length][ends.pass().images().count()];
            for (BigInteger[] row : none) {
                Arrays.fill(row, BigInteger.ZERO);
            }
            return none;
        }
        MiddleLevel level = starts.level();
        MiddleLevel endLevel = ends.level();
        long heldBytes = endLevel.heldBytes();
        boolean hold = heldBytes <= budget.bytes() / HELD_ENDS_SHARE;
        // on disk, the ends' level is read in chunks of a share of the budget, once for each part of the starts' level
        long bytesPerEnd = heldBytes / Math.max(1, endLevel.size()) + 1;
        int endChunk = (int) Math.max(1, Math.min(Integer.MAX_VALUE, budget.bytes() / HELD_ENDS_SHARE / bytesPerEnd));
        // the starts' level in parts whose expansions (n odd: the complements of the level after the middle) fit the budget
        // beside the ends' level held or its chunk; a complement reached from two parts is joined with each part's counts
        int parts = budget.besides(hold ? heldBytes : Math.min(heldBytes, budget.bytes() / HELD_ENDS_SHARE))
                .slices(level.size(), level.limbs(), starts.jumpsPerPosition());
        try (ParallelExpander expander = ParallelExpander.complementing(board, starts.pass().tables(), starts.pass().images(), threads)) {
            int partSize = (int) Math.min(expander.maxRangePositions(), (level.size() + parts - 1) / parts);
            long partCount = (level.size() + partSize - 1) / partSize;
            MiddleJoin join = new MiddleJoin(starts.pass().images(), rows, new MiddleJoin.Side(hold ? endLevel.loaded() : endLevel,
                    ends.pass().images()), starts.pass().tables(), board.positionKeys(), expander, board.fullMask(), endChunk);
            long[] joinedPositions = {0};
            String label = "start " + starts.pass().name() + " join";
            level.forEachChunk(partSize, part -> {
                if (board.holeCount() % 2 == 0) {
                    join.add(part);
                } else {
                    join.addComplemented(expander.expand(part, false).joined());
                }
                joinedPositions[0] += part.size();
                progress.slice(label, middle, joinedPositions[0], level.size(), System.nanoTime() - startNanos);
            });
            progress.note(String.format(Locale.ROOT, "start %s: level %d joined with the middle level of %s (%,d canonical positions%s)"
                    + " [%.2f s]", starts.pass().name(), middle + board.holeCount() % 2, ends.pass().name(), endLevel.size(),
                    hold ? "" : ", read from disk once for each of " + partCount + " parts", (System.nanoTime() - startNanos) / 1e9));
            return join.solutions();
        }
    }

    /**
     * The sets of levels {@code 0 .. M} of a pass, where a sample solution from one of the starts
     * of its dual is searched ({@link MiddleSolutions}).
     *
     * @param hole the least hole vacant in a start of the pass's position class
     * @param name the pass's name in progress lines ({@link StartClassPass#name})
     * @param tables the symmetries the pass's positions are canonical under
     * @param sets level {@code k}'s set file at index {@code k}
     */
    record Ends(int hole, String name, SymmetryTables tables, List<Path> sets) {
    }

    /**
     * For each hole, the vacant hole of the image of its start from which a table never
     * interrupted searches that start's class: in the position class of the pass that searches it
     * (the pass of the first start class, in hole order of their first holes, not already in a
     * pass, whose start's position class holds one of its images, as {@link PairsTable#compute}
     * hands classes over with {@link PairsTable#sharingPositionClass}). A pure function of the
     * board, so a resumed table that happened to search a class in another pass still answers the
     * same (and searches that pass's dual if it has to).
     */
    int[] sources() {
        int holes = board.holeCount();
        int[] sourceOfFirst = new int[holes];
        Arrays.fill(sourceOfFirst, -1);
        for (int h = 0; h < holes; h++) {
            if (PairsTable.firstOfClass(whole, h) == h && sourceOfFirst[h] < 0) {
                int own = leastHoleOfClass(start(h));
                for (int first : PairsTable.sharingPositionClass(board, whole, h, f -> sourceOfFirst[f] < 0)) {
                    sourceOfFirst[first] = StartClassPass.leastImageInClass(board, whole, classes, first, start(own));
                }
            }
        }
        int[] sources = new int[holes];
        for (int h = 0; h < holes; h++) {
            sources[h] = sourceOfFirst[PairsTable.firstOfClass(whole, h)];
        }
        return sources;
    }

    /**
     * The sets of the pass of the position class of the single peg on {@code source} (the dual
     * of the pass whose starts include the start vacating it: the position class of every start
     * whose single peg a solution from {@code source} can end on), searched or resumed to the
     * middle level as for a join; {@code null} when no single-vacancy start is in that class or
     * the pass died out before the middle (no solution from {@code source} then).
     */
    Ends endsOf(int source) throws IOException {
        int dual = leastHoleOfClass(1L << source);
        if (dual < 0) {
            return null;
        }
        Middle ends = middleOf(dual);
        if (ends.level() == null) {
            return null;
        }
        Path passScratch = passScratch(dual);
        List<Path> sets = new ArrayList<>();
        for (int k = 0; k <= middle; k++) {
            sets.add(LevelFiles.path(passScratch, LevelFiles.FORWARD, k, LevelFiles.SET));
        }
        return new Ends(dual, ends.pass().name(), ends.pass().tables(), sets);
    }

    /** The level each pass stops at: {@code ⌊(n - 2) / 2⌋}. */
    int middle() {
        return middle;
    }

    private Path passScratch(int hole) {
        return scratch.resolve("pass-" + board.holeName(hole));
    }

    /** The pass of the position class whose least start vacates {@code hole}, searched to the middle level on first use. */
    private Middle middleOf(int hole) throws IOException {
        Middle found = searched.get(hole);
        if (found != null) {
            return found;
        }
        StartClassPass pass = StartClassPass.of(board, classHoles(hole));
        String fingerprint = PairsTable.fingerprint(board) + ";middle=" + middle + ";class=" + pass.name()
                + (pass.images().count() > 1 ? ";images=" + pass.images().count() : "");
        Path passScratch = passScratch(hole);
        ForwardPass.Result result = pass.run(fingerprint, middle, true, threads, budget, passScratch, progress, startNanos);
        MiddleLevel level = null;
        // a pass whose level M is empty has the figures of levels 0 to M - 1 too, but its last level is M - 1, and no level M was written
        boolean reached = result.levels().size() == middle && (result.last() == null || result.last().pegs() == board.holeCount() - 1 - middle);
        if (reached) {
            level = MiddleLevel.stored(LevelFiles.path(passScratch, LevelFiles.FORWARD, middle, LevelFiles.SET),
                    LevelFiles.path(passScratch, LevelFiles.FORWARD, middle, LevelFiles.COUNTS), board.holeCount() - 1 - middle, board.positionKeys());
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
