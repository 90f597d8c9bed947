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
import java.util.function.LongUnaryOperator;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.SpilledRun;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.reports.StartFigures;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.DenseLevelSet;
import org.pegatlas.storage.PositionKeys;

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
final class MiddleSearch implements PairsTable.PassSearch {
    /** Share of the memory budget that the ends' middle levels may take held whole. */
    private static final int HELD_ENDS_SHARE = 3;
    /**
     * The least budget under which a pass's counts and join are made in memory ({@link KeptCounts},
     * {@link #joinInMemory}): a smaller one (the tests' way through disk) sends every pass through
     * level files.
     */
    static final long IN_MEMORY_FLOOR = 16L << 20;
    /**
     * Counts and joins are made in memory when they take at most this share of the budget: the
     * English table's (at most about 0.5 GB) are, the French table's largest pass (about 5.5 GB
     * with a 12 GiB heap) goes through level files, as it was measured.
     */
    private static final int IN_MEMORY_SHARE = 4;

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
    /** The passes' level sets made so far, by the same holes. */
    private final Map<Integer, Reached> reachedSets = new HashMap<>();

    /**
     * A pass's last level, or {@code null} when the pass died out before it, with the jumps per
     * position of the level before it.
     *
     * @param hole the least hole vacant in a start of the pass's position class (its scratch's name)
     * @param levelSet the level's keys {@linkplain DenseLevelSet#number numbered}, when the level
     *     is held in memory for the pass's own join only; else {@code null}
     */
    private record Middle(int hole, StartClassPass pass, MiddleLevel level, DenseLevelSet levelSet, double jumpsPerPosition) {
        /** This pass after its own join: its level {@linkplain MiddleLevel#released released} when it was held for it. */
        Middle joined() {
            return levelSet == null ? this : new Middle(hole, pass, level.released(), null, jumpsPerPosition);
        }
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
    public List<ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException {
        int own = leastHoleOfClass(start(holes[0]));
        int dual = leastHoleOfClass(1L << own);
        List<ClassFigures> figures = new ArrayList<>();
        if (dual < 0) {
            for (int hole : holes) {
                progress.note("start " + board.holeName(hole) + ": not searched, its position class matches no single-peg finish");
                BigInteger[] none = new BigInteger[board.holeCount()];
                Arrays.fill(none, BigInteger.ZERO);
                figures.add(ClassFigures.ends(none, StartFigures.CLASS_CHECK));
            }
            return figures;
        }
        Middle starts = middleOf(own);
        Dual ends = dualOf(own, dual);
        int[] rows = new int[holes.length];
        int[] sources = new int[holes.length];
        for (int i = 0; i < holes.length; i++) {
            sources[i] = StartClassPass.leastImageInClass(board, whole, classes, holes[i], start(own));
            rows[i] = imageIndex(starts.pass().images(), start(sources[i]));
        }
        BigInteger[][] solutions = join(starts, ends, rows);
        searched.computeIfPresent(own, (hole, pass) -> pass.joined());
        for (int i = 0; i < holes.length; i++) {
            BigInteger[] row = new BigInteger[board.holeCount()];
            Arrays.fill(row, BigInteger.ZERO);
            for (int e = 0; e < solutions[i].length; e++) {
                row[vacantHole(ends.startOf(e))] = solutions[i][e];
            }
            figures.add(ClassFigures.ends(StartClasses.seenFrom(whole, sources[i], holes[i], row), StartFigures.MIDDLE));
        }
        return figures;
    }

    /** The solutions of {@code rows} of the starts' pass into every end of the ends' pass: zeros when either died out early. */
    private BigInteger[][] join(Middle starts, Dual dual, int[] rows) throws IOException {
        Middle ends = dual.pass();
        if (starts.level() == null || ends.level() == null) {
            BigInteger[][] none = new BigInteger[rows.length][ends.pass().images().count()];
            for (BigInteger[] row : none) {
                Arrays.fill(row, BigInteger.ZERO);
            }
            return none;
        }
        BigInteger[][] inMemory = board.holeCount() % 2 == 1 ? joinInMemory(starts, dual, rows) : null;
        if (inMemory != null) {
            return inMemory;
        }
        Middle startsStored = stored(starts); // read in parts from their files from here
        return joinThroughFiles(startsStored, new Dual(dual.hole(), ends == starts ? startsStored : stored(ends), dual.whole(),
                dual.mirror()), rows);
    }

    /** As {@link #join}, for levels in files, each read in parts as the memory budget allows. */
    private BigInteger[][] joinThroughFiles(Middle starts, Dual dual, int[] rows) throws IOException {
        Middle ends = dual.pass();
        MiddleLevel level = starts.level();
        MiddleLevel endLevel = ends.level();
        long heldBytes = endLevel.heldBytes();
        boolean hold = heldBytes <= budget.bytes() / HELD_ENDS_SHARE;
        boolean spill = !hold && board.holeCount() % 2 == 1;
        // on disk, the ends' level is read in chunks of a share of the budget: once in all when the parts' survivors are
        // spilled (n odd), once for each part of the starts' level otherwise
        long bytesPerEnd = heldBytes / Math.max(1, endLevel.size()) + 1;
        int endChunk = (int) Math.max(1, Math.min(Integer.MAX_VALUE, budget.bytes() / HELD_ENDS_SHARE / bytesPerEnd));
        MiddleLevel.KeyLookup endKeys = spill ? endLevel.keySet() : null;
        // the starts' level in parts whose expansions (n odd: the complements of the level after the middle) fit the budget
        // beside what is held of the ends' level; a complement reached from two parts is joined with each part's counts
        long besides = hold ? heldBytes : spill ? endKeys.heldBytes() : Math.min(heldBytes, budget.bytes() / HELD_ENDS_SHARE);
        int parts = budget.besides(besides).slices(level.size(), level.limbs(), starts.jumpsPerPosition());
        // spilled, only the successors whose complements the ends' level holds are kept, as they are generated
        try (ParallelExpander expander = spill
                ? ParallelExpander.complementing(board, starts.pass().tables(), starts.pass().images(), threads, endKeys.contains())
                : ParallelExpander.complementing(board, starts.pass().tables(), starts.pass().images(), threads)) {
            int partSize = (int) Math.min(expander.maxRangePositions(), (level.size() + parts - 1) / parts);
            long partCount = (level.size() + partSize - 1) / partSize;
            MiddleJoin join = new MiddleJoin(starts.pass(), rows, new MiddleJoin.Side(hold ? endLevel.loaded() : endLevel,
                    ends.pass().images()), expander, endChunk);
            String label = "start " + starts.pass().name() + " join";
            String how;
            if (spill) {
                joinSpilled(join, starts, dual, partSize, expander, label);
                how = String.format(Locale.ROOT, ", read from disk once, with the %d parts' matching successors spilled and merged;"
                        + " %,d of them matched", partCount, join.matchedEnds());
            } else {
                long[] joinedPositions = {0};
                level.forEachChunk(partSize, whole -> {
                    Level part = dual.mapped(whole);
                    if (board.holeCount() % 2 == 0) {
                        join.add(part);
                    } else {
                        join.addComplemented(expander.expand(part, false).joined());
                    }
                    joinedPositions[0] += part.size();
                    progress.slice(label, middle, joinedPositions[0], level.size(), System.nanoTime() - startNanos);
                });
                how = hold ? "" : ", read from disk once for each of " + partCount + " parts";
            }
            progress.note(String.format(Locale.ROOT, "start %s: level %d joined with the middle level of %s (%,d canonical positions%s)"
                    + " [%.2f s]", starts.pass().name(), middle + board.holeCount() % 2, dual.name(), endLevel.size(), how,
                    (System.nanoTime() - startNanos) / 1e9));
            return join.solutions();
        }
    }

    /**
     * The join in memory ({@code n} odd): each jump from the starts' middle level adds its counts,
     * in its complement's frame, to that complement's entry on the ends' middle level (numbered by
     * a {@link DenseLevelSet} of its keys; {@link NumberedSums}), and the entries are joined with
     * the ends' counts ({@link MiddleJoin#addSummed}): no sort, no spill. {@code null} when both
     * levels, the set and the threads' entries do not {@link #fitsInMemory}, the starts' counts
     * take more than a limb, or a sum outgrows 64 bits: the join then goes through sorted runs.
     */
    private BigInteger[][] joinInMemory(Middle starts, Dual dual, int[] rows) throws IOException {
        MiddleLevel level = starts.level();
        MiddleLevel endLevel = dual.pass().level();
        int images = starts.pass().images().count();
        long entries = endLevel.size() * images;
        int endClass = board.positionKeys().classBits(dual.pass().pass().images().start(0)); // a jump keeps the class parities
        long setBytes = DenseLevelSet.bytesFor(board.positionKeys(), endLevel.pegs(), endClass) * 17 / 16; // with its numbering
        long bytes = level.heldBytes() + endLevel.heldBytes() + 8L * threads * entries + setBytes;
        if (!fitsInMemory(bytes) || entries >= Integer.MAX_VALUE - 8 || level.limbs() != images) {
            return null; // (counts widened beyond one limb an image come only from a pass through level files)
        }
        Level ends = endLevel.whole();
        DenseLevelSet endSet = dual.pass().levelSet();
        if (endSet == null) {
            endSet = new DenseLevelSet(board.positionKeys(), ends.pegs(), endClass);
            DenseLevelSet.Adder adder = endSet.adder();
            for (long key : ends.keys()) {
                adder.add(key);
            }
            adder.flush();
            endSet.number();
        }
        StartClassPass pass = starts.pass();
        try (ParallelExpander workers = new ParallelExpander(board, pass.tables(), pass.images(), threads)) {
            Level own = level == endLevel ? ends : level.whole(); // a self-dual pass's level is read once
            NumberedSums.Sums sums = new NumberedSums(pass, board.fullMask()).sum(dual.mapped(own), endSet, ends.size(), workers, threads);
            MiddleJoin join = new MiddleJoin(pass, rows, new MiddleJoin.Side(MiddleLevel.held(ends), dual.pass().pass().images()), workers,
                    Integer.MAX_VALUE);
            join.addSummed(sums.counts());
            progress.note(String.format(Locale.ROOT, "start %s: level %d joined with the middle level of %s (%,d canonical positions, in"
                    + " memory) [%.2f s]", pass.name(), middle + 1, dual.name(), ends.size(), (System.nanoTime() - startNanos) / 1e9));
            return join.solutions();
        } catch (ArithmeticException e) {
            progress.note("start " + pass.name() + ": a sum of the join outgrows 64 bits in memory; joined again through sorted runs");
            return null;
        }
    }

    /**
     * The join of a starts' level with an ends' level on disk ({@code n} odd): each part of the
     * starts' level is expanded (complementing), its successors whose complements the ends' level
     * holds are spilled as a run to {@code scratch/join-STARTS-ENDS/} and recorded there (a resumed
     * table reuses the runs recorded and expands only the parts without one), then all the runs are
     * merged and joined with the ends' level, read once.
     */
    private void joinSpilled(MiddleJoin join, Middle starts, Dual dual, int partSize, ParallelExpander expander, String label)
            throws IOException {
        MiddleLevel level = starts.level();
        Path directory = scratch.resolve("join-" + board.holeName(starts.hole()) + "-" + board.holeName(dual.hole()));
        String identity = ProblemCodec.encodeJoin(board, starts.pass().name(), dual.name(), level.size(), dual.pass().level().size(), partSize);
        MiddleJoinRuns recorded = MiddleJoinRuns.open(directory, identity, middle + 1);
        List<SpilledRun> runs = new ArrayList<>();
        long[] joinedPositions = {0};
        int[] reused = {0};
        level.forEachChunk(partSize, part -> {
            int index = runs.size();
            SpilledRun run = recorded.recorded(index);
            if (run != null) {
                reused[0]++;
            } else {
                ParallelExpander.Expansion expansion = expander.expand(dual.mapped(part), false);
                run = SpilledRun.write(recorded.base(index), expansion.parts(), expansion.limbs(), board.positionKeys(),
                        board.holeCount() - 1 - middle);
                recorded.record(index, run);
            }
            runs.add(run);
            joinedPositions[0] += part.size();
            progress.slice(label, middle, joinedPositions[0], level.size(), System.nanoTime() - startNanos);
        });
        if (reused[0] > 0) {
            progress.note(String.format(Locale.ROOT, "%s: %d of %d parts' runs recalled from the interrupted run", label, reused[0],
                    runs.size()));
        }
        long total = runs.stream().mapToLong(SpilledRun::size).sum();
        progress.spilled(label, middle, total, runs.size(), runs.stream().mapToLong(SpilledRun::bytes).sum(),
                System.nanoTime() - startNanos);
        join.addMerged(runs, read -> progress.merged(label, middle, read, total, System.nanoTime() - startNanos));
        recorded.delete();
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
    record Ends(int hole, String name, SymmetryTables tables, List<Path> sets, LongUnaryOperator toPass) {
    }

    /**
     * For each hole, the vacant hole of the image of its start from which a table never
     * interrupted searches that start's class: in the position class of the pass that searches it
     * (the pass of the first start class, in hole order of their first holes, not already in a
     * pass, whose start's position class holds one of its images, as {@link PairsTable#compute}
     * hands classes over with {@link StartClasses#sharingPositionClass}). A pure function of the
     * board, so a resumed table that happened to search a class in another pass still answers the
     * same (and searches that pass's dual if it has to).
     */
    int[] sources() {
        int holes = board.holeCount();
        int[] sourceOfFirst = new int[holes];
        Arrays.fill(sourceOfFirst, -1);
        for (int h = 0; h < holes; h++) {
            if (StartClasses.firstOfClass(whole, h) == h && sourceOfFirst[h] < 0) {
                int own = leastHoleOfClass(start(h));
                for (int first : StartClasses.sharingPositionClass(board, whole, h, f -> sourceOfFirst[f] < 0)) {
                    sourceOfFirst[first] = StartClassPass.leastImageInClass(board, whole, classes, first, start(own));
                }
            }
        }
        int[] sources = new int[holes];
        for (int h = 0; h < holes; h++) {
            sources[h] = sourceOfFirst[StartClasses.firstOfClass(whole, h)];
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
        Dual ends = dualOf(leastHoleOfClass(1L << dual), dual);
        if (ends.pass().level() == null) {
            return null;
        }
        return new Ends(dual, ends.name(), ends.pass().pass().tables(), levelSets(ends.pass().hole()), ends::toPass);
    }

    /**
     * The sets of the pass that searched the class of the start vacating {@code source} (as
     * {@link #sources} gives it: in that pass's position class, so its positions need no mapping),
     * searched or resumed to the middle level as for a join; {@code null} when the pass died out
     * before the middle level.
     */
    Ends startsOf(int source) throws IOException {
        int own = leastHoleOfClass(start(source));
        Middle pass = middleOf(own);
        if (pass.level() == null) {
            return null;
        }
        return new Ends(own, pass.pass().name(), pass.pass().tables(), levelSets(own), LongUnaryOperator.identity());
    }

    /**
     * The set files of levels {@code 0 .. M} of the pass whose least start vacates {@code hole}
     * (made by {@link #middleOf}), level {@code k} at index {@code k}: its kept sets, the positions
     * its counts were made over.
     */
    private List<Path> levelSets(int hole) {
        PassSets sets = reachedSets.get(hole).sets();
        List<Path> files = new ArrayList<>();
        for (int k = 0; k <= middle; k++) {
            files.add(sets.path(PassSets.KEPT, k));
        }
        return files;
    }

    /**
     * The levels of a dual pass (the pass of the position class holding the complements of
     * another's positions): its own pass's, or, with {@code mirror} an element of the board's
     * group, those of the pass {@code pass} read through {@code mirror}: position {@code q} of the
     * dual is position {@code mirror⁻¹ q} of {@code pass}, and its start image {@code i} is
     * {@code mirror} applied to {@code pass}'s image {@code i}.
     *
     * @param hole the least hole vacant in a start of the dual's position class
     * @param mirror the element, or -1 when {@code pass} is the dual's own
     */
    private record Dual(int hole, Middle pass, SymmetryGroup whole, int mirror) {
        /** Start image {@code i} of the dual. */
        long startOf(int i) {
            long start = pass.pass().images().start(i);
            return mirror < 0 ? start : whole.apply(mirror, start);
        }

        /** A position of the dual as a position of {@code pass}. */
        long toPass(long position) {
            return mirror < 0 ? position : whole.preimage(mirror, position);
        }

        /**
         * Positions of the starts' side ready for the join with this dual: as they are, or each
         * mapped by {@code mirror⁻¹} (the complement of {@code mirror⁻¹ p} is {@code mirror⁻¹ ~p}),
         * with their counts and the keys of the mapped positions (no longer ascending: the join
         * does not need them so).
         */
        Level mapped(Level part) {
            if (mirror < 0) {
                return part;
            }
            long[] positions = new long[part.size()];
            long[] keys = new long[part.size()];
            PositionKeys codec = pass.pass().board().positionKeys();
            for (int i = 0; i < positions.length; i++) {
                positions[i] = whole.preimage(mirror, part.positions()[i]);
                keys[i] = codec.key(positions[i]);
            }
            return new Level(part.pegs(), keys, positions, part.counts());
        }

        /** The dual's name in progress lines: its pass's, or that pass's mirrored. */
        String name() {
            return mirror < 0 ? pass.pass().name() : pass.pass().name() + " mirrored";
        }
    }

    /**
     * The dual of the pass of the position class whose least start vacates {@code own}: the class
     * of the least start vacating {@code dual}. When a symmetry of the board carries {@code own}'s
     * class onto {@code dual}'s and commutes with every element of {@code own}'s pass group, the
     * dual is {@code own}'s pass read through it (no search: the jump sequences from a start and
     * from its image are the same up to that symmetry, and the join's sums over the pass group
     * come out unchanged because the symmetry commutes with it); otherwise it is {@code dual}'s own
     * pass, searched to the middle on first use.
     */
    private Dual dualOf(int own, int dual) throws IOException {
        DualSource source = dualSource(own, dual);
        return new Dual(dual, middleOf(source.hole()), whole, source.mirror());
    }

    /**
     * Where the levels of the dual of a pass come from: the pass whose least start vacates {@code
     * hole}, read through the board's element {@code mirror} (-1: as they are).
     */
    private record DualSource(int hole, int mirror) {
    }

    /** As {@link #dualOf}, without searching: which pass's levels, read through which element. */
    private DualSource dualSource(int own, int dual) {
        if (own == dual) {
            return new DualSource(own, -1);
        }
        SymmetryGroup ownGroup = StartClassPass.of(board, classHoles(own)).group();
        for (int g = 0; g < whole.order(); g++) {
            if (classes.sameClass(whole.apply(g, start(own)), start(dual)) && commutesWith(whole.permutation(g), ownGroup)) {
                return new DualSource(own, g);
            }
        }
        return new DualSource(dual, -1);
    }

    private static boolean commutesWith(int[] element, SymmetryGroup group) {
        for (int u = 0; u < group.order(); u++) {
            int[] other = group.permutation(u);
            for (int hole = 0; hole < element.length; hole++) {
                if (element[other[hole]] != other[element[hole]]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The level each pass stops at: {@code ⌊(n - 2) / 2⌋}. */
    int middle() {
        return middle;
    }

    private Path passScratch(int hole) {
        return scratch.resolve("pass-" + board.holeName(hole));
    }

    /**
     * The pass of the position class whose least start vacates {@code hole}, searched to the middle
     * level on first use: its sets reached to the middle level and kept from there
     * ({@link PassSets}, the dual's reached middle level made first when the dual is another
     * pass), then its counts over the kept positions only. A pass or dual that dies out before
     * the middle level has no middle level: its starts have no solution into the dual's class.
     */
    private Middle middleOf(int hole) throws IOException {
        Middle found = searched.get(hole);
        if (found != null) {
            return found;
        }
        StartClassPass pass = StartClassPass.of(board, classHoles(hole));
        Reached own = reached(hole, pass);
        DualSource source = dualSource(hole, leastHoleOfClass(1L << hole));
        StartClassPass dualPass = source.hole() == hole ? pass : StartClassPass.of(board, classHoles(source.hole()));
        Reached dual = source.hole() == hole ? own : reached(source.hole(), dualPass);
        if (own.levels() <= middle || dual.levels() <= middle) {
            found = new Middle(hole, pass, null, null, 1);
            searched.put(hole, found);
            return found;
        }
        own.sets().keep(middle, dual.sets().path(PassSets.REACHED, middle),
                source.mirror() < 0 ? LongUnaryOperator.identity() : position -> whole.apply(source.mirror(), position));
        found = countedInMemory(hole, pass, own.sets());
        if (found == null) {
            found = countedThroughFiles(hole, pass, own.sets());
        }
        searched.put(hole, found);
        return found;
    }

    /**
     * Whether the middle level of the pass whose least start vacates {@code hole} is joined only
     * with the pass's own starts: no other position class of starts has that pass as its dual
     * ({@link #dualSource}).
     */
    private boolean joinedByItselfOnly(int hole) {
        for (int h = 0; h < board.holeCount(); h++) {
            if (h == hole || leastHoleOfClass(start(h)) != h) {
                continue;
            }
            int dual = leastHoleOfClass(1L << h);
            if (dual >= 0 && dualSource(h, dual).hole() == hole) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code pass} with its middle level in files: itself, or, when its level is held for its own
     * join, with the level's counts written beside its kept set ({@code kept-MM.counts}).
     */
    private Middle stored(Middle pass) throws IOException {
        if (pass.levelSet() == null) {
            return pass;
        }
        PassSets sets = reachedSets.get(pass.hole()).sets();
        Middle stored = new Middle(pass.hole(), pass.pass(), storedLevel(sets, pass.level().whole()), null, pass.jumpsPerPosition());
        searched.put(pass.hole(), stored);
        return stored;
    }

    /** The middle level {@code level} (its keys those of the pass's kept set), its counts written beside that set. */
    private MiddleLevel storedLevel(PassSets sets, Level level) throws IOException {
        Path countFile = sets.countsPath(middle);
        CountFile.write(countFile, level.counts(), level.size());
        return MiddleLevel.stored(sets.path(PassSets.KEPT, middle), countFile, board.holeCount() - 1 - middle, board.positionKeys());
    }

    /** Whether work holding {@code bytes} at most is done in memory: see {@link #IN_MEMORY_SHARE} and {@link #IN_MEMORY_FLOOR}. */
    private boolean fitsInMemory(long bytes) {
        return budget.bytes() >= IN_MEMORY_FLOOR && bytes <= budget.bytes() / IN_MEMORY_SHARE;
    }

    /**
     * The pass's counts over its kept positions made in memory ({@link KeptCounts}), its middle
     * level's counts written beside its sets; {@code null} when they do not {@link #fitsInMemory}
     * or a count outgrows 64 bits: the pass is then counted through level files.
     */
    private Middle countedInMemory(int hole, StartClassPass pass, PassSets sets) throws IOException {
        KeptCounts counts = new KeptCounts(pass, sets, threads, progress, startNanos);
        if (!fitsInMemory(counts.bytes(middle))) {
            return null;
        }
        KeptCounts.Counted counted;
        try {
            counted = counts.count(middle);
        } catch (ArithmeticException e) {
            progress.note("start " + pass.name() + ": a count outgrows 64 bits; counted again through level files");
            return null;
        }
        if (counted == null) {
            return new Middle(hole, pass, null, null, 1);
        }
        if (joinedByItselfOnly(hole) && counted.middleSet() != null) { // held for its own join (written only if it goes through files)
            return new Middle(hole, pass, MiddleLevel.held(counted.middle()), counted.middleSet(), counted.jumpsPerPosition());
        }
        return new Middle(hole, pass, storedLevel(sets, counted.middle()), null, counted.jumpsPerPosition());
    }

    /**
     * The pass's counts over its kept positions made by a pass through level files in
     * {@code scratch/pass-HOLE/} ({@link StartClassPass#run} with a {@link KeptFilter}), resumable
     * at every level.
     */
    private Middle countedThroughFiles(int hole, StartClassPass pass, PassSets sets) throws IOException {
        Path passScratch = passScratch(hole);
        KeptFilter kept = new KeptFilter(level -> sets.path(PassSets.KEPT, level));
        ForwardPass.Result result = pass.run(new StartClassPass.Extent(middle, kept), threads, budget, passScratch, progress, startNanos);
        MiddleLevel level = null;
        // a pass whose level M is empty has the figures of levels 0 to M - 1 too, but its last level is M - 1, and no level M was written
        boolean reached = result.levels().size() == middle && (result.last() == null || result.last().pegs() == board.holeCount() - 1 - middle);
        if (reached) {
            level = MiddleLevel.stored(LevelFiles.path(passScratch, LevelFiles.FORWARD, middle, LevelFiles.SET),
                    LevelFiles.path(passScratch, LevelFiles.FORWARD, middle, LevelFiles.COUNTS), board.holeCount() - 1 - middle, board.positionKeys());
        }
        return new Middle(hole, pass, level != null && level.size() > 0 ? level : null, null, result.jumpsPerPosition());
    }

    /** A pass's level sets, and how many of its levels {@code 0 .. middle} it reaches (all, or up to its first empty one). */
    private record Reached(PassSets sets, int levels) {
    }

    /** The sets of the pass whose least start vacates {@code hole}, reached to the middle level on first use. */
    private Reached reached(int hole, StartClassPass pass) throws IOException {
        Reached found = reachedSets.get(hole);
        if (found == null) {
            PassSets sets = PassSets.open(scratch.resolve("sets-" + board.holeName(hole)), pass, middle, threads, progress, startNanos);
            found = new Reached(sets, sets.reach(middle));
            reachedSets.put(hole, found);
        }
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
