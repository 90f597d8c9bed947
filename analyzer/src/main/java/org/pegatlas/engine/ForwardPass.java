package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import org.pegatlas.board.Board;
import org.pegatlas.engine.store.HeldLevel;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.LevelSlices;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.Run;
import org.pegatlas.engine.store.SliceHistory;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.WideSum;

/**
 * Level-by-level breadth-first expansion from the start until no jump is left. Each level's
 * canonical positions are stored with their orbit-total path counts {@code T(c)}: the number of
 * jump sequences from the start into any position of {@code c}'s symmetry class.
 *
 * <p>A level whose expansion fits the {@link MemoryBudget} is expanded whole in memory. A larger
 * one is read back from its files in slices; each slice's successors are spilled to a scratch
 * file and the spilled runs are merged into the next level's files. Both ways give the same
 * levels, byte for byte.
 */
public final class ForwardPass {
    /**
     * The figures of one forward level; {@code diskBytes} counts its set and count files (0 when not kept).
     *
     * <p>In a pass from several sources (see {@link StartImages}) the position and game figures
     * are the first source's, and {@code otherSources} holds the others' (their paths, jumps and
     * bytes are 0: {@code paths} and {@code jumps} are the pass's totals); it is empty otherwise.
     */
    public record LevelFigures(int pegs, long canonical, long raw, long deadEndsCanonical, long deadEndsRaw, BigInteger paths,
            BigInteger gamesEnded, long jumps, long setBytes, long diskBytes, List<LevelFigures> otherSources) {
        public LevelFigures {
            otherSources = List.copyOf(otherSources);
        }

        /** A level's figures from its tally: each of the pass's {@code sources}, with the pass's {@code paths}; no bytes yet. */
        public static LevelFigures of(int pegs, LevelTally tally, BigInteger paths, int sources) {
            List<LevelFigures> others = new ArrayList<>();
            for (int s = 1; s < sources; s++) {
                LevelTally t = tally.source(s);
                others.add(new LevelFigures(pegs, t.canonical, t.raw, t.deadEndsCanonical, t.deadEndsRaw, BigInteger.ZERO,
                        t.deadEndCountTotal.value(), 0, 0, 0, List.of()));
            }
            return new LevelFigures(pegs, tally.canonical, tally.raw, tally.deadEndsCanonical, tally.deadEndsRaw, paths,
                    tally.deadEndCountTotal.value(), tally.jumps, 0, 0, others);
        }

        /** The figures of source {@code index} (0: these). */
        public LevelFigures source(int index) {
            return index == 0 ? this : otherSources.get(index - 1);
        }

        /** These figures with the level's file sizes. */
        LevelFigures withBytes(LevelFiles.LevelBytes bytes) {
            return new LevelFigures(pegs, canonical, raw, deadEndsCanonical, deadEndsRaw, paths, gamesEnded, jumps, bytes.set(),
                    bytes.total(), otherSources);
        }

        /**
         * The figures that do not depend on files, as one manifest value (see {@link #decode}):
         * fields separated by {@code ;}, then each other source's after a {@code |}.
         */
        public String encode() {
            StringBuilder text = new StringBuilder(pegs + ";" + canonical + ";" + raw + ";" + deadEndsCanonical + ";" + deadEndsRaw + ";"
                    + paths + ";" + gamesEnded + ";" + jumps);
            for (LevelFigures other : otherSources) {
                text.append('|').append(other.encode());
            }
            return text.toString();
        }

        /**
         * Reads what {@link #encode} wrote, with the level's file sizes.
         *
         * @throws IllegalArgumentException if {@code text} is not such a value
         */
        public static LevelFigures decode(String text, LevelFiles.LevelBytes bytes) {
            String[] sources = text.split("\\|", -1);
            List<LevelFigures> others = new ArrayList<>();
            for (int s = 1; s < sources.length; s++) {
                others.add(decodeOne(sources[s], text, new LevelFiles.LevelBytes(0, 0), List.of()));
            }
            return decodeOne(sources[0], text, bytes, others);
        }

        private static LevelFigures decodeOne(String source, String text, LevelFiles.LevelBytes bytes, List<LevelFigures> others) {
            String[] f = source.split(";");
            if (f.length != 8) {
                throw new IllegalArgumentException("bad level figures '" + text + "'");
            }
            return new LevelFigures(Integer.parseInt(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                    Long.parseLong(f[4]), new BigInteger(f[5]), new BigInteger(f[6]), Long.parseLong(f[7]), bytes.set(), bytes.total(),
                    others);
        }
    }

    /**
     * The pass's results: figures per level (level 0 first), the last, non-empty level (see
     * {@link #runTo} for when it is {@code null}), and the
     * jumps per canonical position of the last level expanded (to size the last level's own
     * expansion, should someone expand it).
     */
    record Result(List<LevelFigures> levels, Level last, double jumpsPerPosition) {
    }

    private final Board board;
    private final long start;
    private final PositionKeys keys;
    private final ParallelExpander expander;
    private final SymmetryTables symmetries;
    private final LevelFiles files;
    private final MemoryBudget budget;
    private final Progress progress;
    private final long startNanos;
    private final List<LevelFigures> done;
    /** What the last level expanded in slices held, to size the next one's first slice. */
    private final SliceHistory sliceHistory = new SliceHistory();
    private final SlicedExpansion sliced;
    /** The successors kept on each level, when the expander keeps only some ({@link ParallelExpander#keeping}). */
    private KeptFilter kept;

    /**
     * A pass that writes every level to the context's level files, with its figures in their
     * manifest, so that a resume finds them.
     *
     * @param start the start position; every symmetry of the context's must fix it, unless its
     *     expander carries a count per image of the start under them (see {@link StartImages})
     * @param done figures of the levels {@code 0 .. done.size() - 1} of an interrupted run whose
     *     next level's files are in the context's (see {@link ResumePoint}); empty for a new run
     */
    public ForwardPass(PassContext context, long start, List<LevelFigures> done) {
        this.done = done;
        this.board = context.board();
        this.start = start;
        this.keys = context.keys();
        this.expander = context.expander();
        this.symmetries = context.symmetries();
        this.files = context.files();
        this.budget = context.budget();
        this.progress = context.progress();
        this.startNanos = context.startNanos();
        this.sliced = new SlicedExpansion(context, sliceHistory);
    }

    /**
     * A level about to be expanded: in memory, on disk, or both; {@code held}, when not {@code
     * null}, is its entries as the merge that wrote its files kept them (read once, by the
     * level's expansion or its loading).
     */
    private record Current(int number, int pegs, long size, int limbs, Level inMemory, LevelFiles.LevelBytes stored, HeldLevel held) {
        /** The same level, now also in memory whole. */
        Current loaded(Level level) {
            return new Current(number, pegs, size, limbs, level, stored, null);
        }
    }

    /**
     * This pass, told before each expansion which level its expander's {@link KeptFilter} is to
     * keep: the one expanded into.
     *
     * @param filter the filter the context's expander keeps successors by, or {@code null} when it keeps all
     */
    ForwardPass keeping(KeptFilter filter) {
        this.kept = filter;
        return this;
    }

    /** Runs the pass, writing levels as described above, and returns the figures of each level. */
    public Result run() throws IOException {
        return runTo(Integer.MAX_VALUE);
    }

    /**
     * Runs the pass up to level {@code lastLevel} (inclusive) at most: that level, when reached, is
     * not expanded, so the figures stop at the level before it; it is written to the level files
     * so that a resume finds it, and is the result's last level only when it
     * is held in memory ({@code null} otherwise: read it from its files). A pass that
     * dies out sooner ends as {@link #run()} does, at its last non-empty level.
     */
    Result runTo(int lastLevel) throws IOException {
        Level startLevel = expander.images().startLevel(start, symmetries.orbitSize(start), symmetries, keys);
        int startPegs = startLevel.pegs();
        Current current = new Current(0, startPegs, startLevel.size(), 1, startLevel, null, null);
        List<LevelFigures> figures = new ArrayList<>();
        List<Future<LevelFiles.LevelBytes>> bytes = new ArrayList<>();
        double jumpsPerPosition = board.lineCount();
        double successorsPerPosition = board.lineCount();
        if (!done.isEmpty()) {
            int k = done.size();
            LevelFigures previous = done.get(k - 1);
            try (LevelSlices stored = files.slices(LevelFiles.FORWARD, k, startPegs - k)) {
                current = new Current(k, startPegs - k, stored.size(), stored.limbs(), null, files.recordedBytes(LevelFiles.FORWARD, k), null);
            }
            for (int n = k - 1; n >= 0 && sliceHistory.isEmpty(); n--) { // the last level expanded in slices, as the run went
                String slices = files.recordedSlices(LevelFiles.FORWARD, n);
                if (slices != null) {
                    sliceHistory.restore(slices);
                }
            }
            for (LevelFigures f : done) {
                figures.add(f);
                bytes.add(CompletableFuture.completedFuture(new LevelFiles.LevelBytes(f.setBytes(), f.diskBytes() - f.setBytes())));
            }
            // the positions of the level before: its canonical figure, but with more than one image
            // of the start the figures count positions of the start's own, so the recorded count
            long expanded = expander.images().count() == 1 ? previous.canonical() : files.recordedPositions(LevelFiles.FORWARD, k - 1);
            if (expanded > 0) { // otherwise (not recorded) the bound of one jump per line stays
                jumpsPerPosition = Math.max(1, previous.jumps() / (double) expanded);
                successorsPerPosition = Math.max(1, current.size() / (double) expanded);
            }
        }
        Level last;
        while (true) {
            if (current.number() == lastLevel) {
                if (current.stored() == null) {
                    files.store(LevelFiles.FORWARD, current.number(), current.inMemory());
                }
                last = current.inMemory(); // null when the level is on disk only: it may not fit memory
                break;
            }
            long predicted = MemoryBudget.expansionBytes(current.size(), current.limbs(), jumpsPerPosition, successorsPerPosition);
            if (current.inMemory() == null && expandsWhole(current.size(), predicted)) {
                current = current.loaded(load(current));
            }
            if (kept != null) {
                kept.expandingInto(current.number() + 1);
            }
            WideSum paths = new WideSum();
            LevelTally tally;
            Current next;
            boolean whole = current.inMemory() != null && expandsWhole(current.size(), predicted);
            if (whole) {
                Level level = current.inMemory();
                bytes.add(current.stored() != null ? CompletableFuture.completedFuture(current.stored())
                        : files.writeLater(LevelFiles.FORWARD, current.number(), level));
                expander.images().addAll(paths, level.counts());
                ParallelExpander.Expansion expansion = expander.expand(level, false);
                tally = expansion.tally();
                Run run = expansion.joined();
                int pegs = level.pegs() - 1;
                next = new Current(current.number() + 1, pegs, run.size(), run.counts().limbs(),
                        new Level(pegs, run.keys(), keys.positions(run.keys(), pegs), run.counts()), null, null);
            } else {
                LevelFiles.LevelBytes stored = current.stored() != null ? current.stored()
                        : files.store(LevelFiles.FORWARD, current.number(), current.inMemory());
                bytes.add(CompletableFuture.completedFuture(stored));
                tally = new LevelTally();
                next = expandInSlices(current, budget.slices(current.size(), current.limbs(), jumpsPerPosition), paths, tally);
            }
            LevelFigures levelFigures = LevelFigures.of(current.pegs(), tally, paths.value(), expander.images().sources());
            figures.add(levelFigures);
            if (!whole && !sliceHistory.isEmpty()) { // none before a level is spilled in slices (one slice spills none)
                files.recordSlices(LevelFiles.FORWARD, current.number(), sliceHistory.encode());
            }
            files.recordFigures(LevelFiles.FORWARD, current.number(), levelFigures.encode(), current.size(), !whole);
            progress.level("forward", current.number(), current.pegs(), tally.canonical, tally.raw, System.nanoTime() - startNanos);
            if (next.size() == 0) {
                last = current.inMemory() != null ? current.inMemory() : load(current);
                break;
            }
            jumpsPerPosition = Math.max(1, tally.jumps / (double) current.size());
            successorsPerPosition = Math.max(1, next.size() / (double) current.size());
            current = next;
        }
        files.recordForwardLevels(figures.size());
        for (int n = done.size(); n < figures.size(); n++) {
            figures.set(n, figures.get(n).withBytes(LevelFiles.bytesOf(bytes.get(n))));
        }
        return new Result(figures, last, jumpsPerPosition);
    }

    /**
     * Expands a stored level in {@code slices} slices into the next level's files, and keeps the
     * next level in memory too when its own expansion will fit.
     */
    private Current expandInSlices(Current current, int slices, WideSum paths, LevelTally tally) throws IOException {
        LevelFiles.Merged merged;
        try (LevelSlices in = current.held() != null ? LevelSlices.of(current.held(), current.pegs(), keys)
                : files.slices(LevelFiles.FORWARD, current.number(), current.pegs())) {
            merged = sliced.expand(in, slices, current.number(), paths, tally);
        }
        int pegs = current.pegs() - 1;
        Current next = new Current(current.number() + 1, pegs, merged.size(), merged.limbs(), null, merged.bytes(), merged.held());
        long predicted = MemoryBudget.expansionBytes(merged.size(), merged.limbs(), tally.jumps / (double) current.size(),
                merged.size() / (double) current.size());
        return expandsWhole(merged.size(), predicted) ? next.loaded(load(next)) : next;
    }

    /**
     * Whether a level of {@code size} positions whose expansion is predicted to take {@code
     * predicted} bytes is expanded whole in memory: the prediction fits the budget, and the level is
     * one range of the expander (see {@link ParallelExpander#maxRangePositions}).
     */
    private boolean expandsWhole(long size, long predicted) {
        return budget.fitsWhole(predicted) && size <= expander.maxRangePositions();
    }

    /**
     * Reads a stored level whole: from what its merge held in memory, if it did and no expansion
     * in slices has read it yet, else from its files.
     */
    private Level load(Current stored) throws IOException {
        if (stored.held() != null && !stored.held().dropped()) {
            try (LevelSlices held = LevelSlices.of(stored.held(), stored.pegs(), keys)) {
                return held.whole();
            }
        }
        long[] levelKeys = LevelSetFile.read(files.path(LevelFiles.FORWARD, stored.number(), LevelFiles.SET));
        CountVector counts = CountFile.read(files.path(LevelFiles.FORWARD, stored.number(), LevelFiles.COUNTS));
        return new Level(stored.pegs(), levelKeys, keys.positions(levelKeys, stored.pegs()), counts);
    }
}
