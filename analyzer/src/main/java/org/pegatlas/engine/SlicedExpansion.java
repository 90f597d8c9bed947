package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.LevelSlices;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.Run;
import org.pegatlas.engine.store.RunCursor;
import org.pegatlas.engine.store.RunMerger;
import org.pegatlas.engine.store.RunSource;
import org.pegatlas.engine.store.SliceHistory;
import org.pegatlas.engine.store.SpilledRun;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.WideSum;

/**
 * Expands a stored level a slice at a time: each slice's successors are spilled to a scratch
 * file, then the spilled runs are merged into the next level's files (with a single slice, the
 * successors are written straight to them). Memory holds one slice and its jumps at a time; the
 * result is the same, byte for byte, as expanding the level whole.
 *
 * <p>One instance serves the levels of one pass: the context's expander, level files (where the
 * next level and the scratch files go), budget and progress, and the pass's {@link SliceHistory}.
 */
public final class SlicedExpansion {
    /** The fewest successors of a last slice that are spilled as two runs (see {@link #halfway}). */
    static final int SPLIT_SUCCESSORS = 1 << 21;

    private final ParallelExpander expander;
    private final LevelFiles out;
    private final MemoryBudget budget;
    private final SliceHistory history;
    private final Progress progress;
    private final long startNanos;

    /**
     * @param context the pass's expander, level files, budget and progress
     * @param history what the last level expanded in slices held; each level expanded records its own
     */
    public SlicedExpansion(PassContext context, SliceHistory history) {
        this.expander = context.expander();
        this.out = context.files();
        this.budget = context.budget();
        this.history = history;
        this.progress = context.progress();
        this.startNanos = context.startNanos();
    }

    /**
     * Expands forward level {@code number}, {@code in}, in slices and merges the spilled successors
     * into forward level {@code number + 1}'s files.
     *
     * @param in the level, read from its first position
     * @param slices how many slices to cut it into (at least 1): the first slice's size, or larger
     *     as the budget allows by what the last level's slices held; the slices after it may be
     *     larger, as the budget allows by what the slices before held (see {@link MemoryBudget#slicePositions})
     * @param paths receives the sum of the level's counts
     * @param tally receives the level's figures
     * @return the next level as written
     */
    public LevelFiles.Merged expand(LevelSlices in, int slices, int number, WideSum paths, LevelTally tally) throws IOException {
        if (slices == 1 && in.size() <= expander.maxRangePositions()) {
            return expandWhole(in, number, paths, tally);
        }
        List<SpilledRun> runs = spill(in, slices, false, number, paths, tally);
        long total = runs.stream().mapToLong(SpilledRun::size).sum();
        try {
            return out.writeMerged(LevelFiles.FORWARD, number + 1, in.pegs() - 1,
                    new LevelFiles.Merge(List.copyOf(runs), maxLimbs(runs, in.limbs()), expander.images().count(), null, expander.beside(),
                    read -> progress.merged("forward", number, read, total, System.nanoTime() - startNanos), budget.heldLevelBytes()));
        } finally {
            delete(runs);
        }
    }

    /** One slice: the level expanded in memory and its successors written straight to the next level's files, with no run spilled. */
    private LevelFiles.Merged expandWhole(LevelSlices in, int number, WideSum paths, LevelTally tally) throws IOException {
        Run successors = successors(in.whole(), expander, paths, tally);
        LevelFiles.LevelBytes bytes = out.store(LevelFiles.FORWARD, number + 1, in.pegs() - 1, successors);
        return new LevelFiles.Merged(successors.size(), successors.counts().limbs(), bytes, null);
    }

    /** What {@link #expandInMemory} gives: the next level, and its files being written meanwhile. */
    public record Expanded(Level next, Future<LevelFiles.LevelBytes> written) {
        /** Waits until the next level's files are written. */
        public LevelFiles.LevelBytes awaitWritten() throws IOException {
            return LevelFiles.bytesOf(written);
        }
    }

    /**
     * Expands a forward level held in memory whole, and queues the next level's files for {@code out}'s
     * writer thread, so that the caller goes on while they are written (the next level's arrays
     * must not change meanwhile).
     *
     * @param number the level's number; its successors are forward level {@code number + 1}
     */
    public static Expanded expandInMemory(Level level, ParallelExpander expander, LevelFiles out, int number, WideSum paths,
            LevelTally tally) {
        Run successors = successors(level, expander, paths, tally);
        int pegs = level.pegs() - 1;
        Level next = new Level(pegs, successors.keys(), out.keys().positions(successors.keys(), pegs), successors.counts());
        return new Expanded(next, out.writeLater(LevelFiles.FORWARD, number + 1, next));
    }

    /** The level's successors, summed, with its counts added to {@code paths} and its figures to {@code tally}. */
    private static Run successors(Level level, ParallelExpander expander, WideSum paths, LevelTally tally) {
        expander.images().addAll(paths, level.counts());
        ParallelExpander.Expansion expansion = expander.expand(level, false);
        tally.add(expansion.tally());
        return expansion.joined();
    }

    /**
     * Expands {@code in} (by jumps, or by un-jumps when {@code backward}) in slices, the first a
     * {@code slices}-th of it or as large as the budget allows by what the last level's slices
     * held (the history, which then records this level's), and each one after as large as the
     * budget allows by what the slices before it held (never smaller than the first), each
     * slice's successors sorted, summed and spilled to a scratch file of the level files (named
     * as a run of a solvable level when {@code backward}, of a forward level otherwise).
     * A slice's run is written on a worker thread while the next slice is expanded (one slice's
     * runs in flight at a time), so that the writing fills what the expansion leaves of the
     * processors; the last slice's successors, when there are many, are written as two runs at
     * once, of about half of them each.
     * The caller merges the runs and then deletes them (see {@link #delete}).
     */
    List<SpilledRun> spill(LevelSlices in, int slices, boolean backward, int number, WideSum paths, LevelTally tally) throws IOException {
        String kind = backward ? LevelFiles.SOLVABLE : LevelFiles.FORWARD;
        int most = expander.maxRangePositions(); // no slice larger: its expansion would hold a run per range
        int firstSize = (int) Math.min(most, Math.max(Math.max(1, (in.size() + slices - 1) / slices),
                history.firstSlice(budget.besides(in.heldBytes()), in.limbs())));
        int sliceSize = firstSize;
        long jumpsSoFar = 0;
        long successorsSoFar = 0;
        Path scratch = out.scratch();
        int[] written = {0};
        Supplier<Path> nextBase = () -> LevelFiles.runBase(scratch, kind, number, written[0]++);
        Spill spill = new Spill(backward ? in.pegs() + 1 : in.pegs() - 1, backward ? "backward" : "forward", number, nextBase,
                new ScratchUse(out.scratchLimit()));
        List<SpilledRun> runs = new ArrayList<>();
        List<Future<SpilledRun>> writing = new ArrayList<>(); // the runs in flight, in key order of their slice
        try {
            long done = 0;
            for (Level slice; (slice = in.next(sliceSize)) != null; ) {
                expander.images().addAll(paths, slice.counts());
                ParallelExpander.Expansion expansion = expander.expand(slice, backward);
                tally.add(expansion.tally());
                awaitWriting(writing, runs, spill);
                List<Run> parts = expansion.parts(); // written part by part, never joined
                boolean last = done + slice.size() == in.size();
                int half = last ? halfway(parts) : 0;
                for (List<Run> run : half > 0 ? List.of(parts.subList(0, half), parts.subList(half, parts.size())) : List.of(parts)) {
                    Path base = nextBase.get();
                    writing.add(Background.start(() -> SpilledRun.write(base, run, expansion.limbs(), out.keys(), spill.pegs()),
                            expander.beside()));
                }
                done += slice.size();
                jumpsSoFar += expansion.tally().jumps;
                successorsSoFar += parts.stream().mapToLong(Run::size).sum();
                sliceSize = (int) Math.min(most,
                        Math.max(firstSize, budget.besides(in.heldBytes()).slicePositions(done, jumpsSoFar, successorsSoFar,
                                expansion.limbs())));
                progress.slice(spill.pass(), number, done, in.size(), System.nanoTime() - startNanos);
            }
            awaitWriting(writing, runs, spill);
            long successors = 0;
            long bytes = 0;
            for (SpilledRun run : runs) {
                successors += run.size();
                bytes += run.bytes();
            }
            history.record(done, jumpsSoFar, successorsSoFar);
            progress.spilled(spill.pass(), number, successors, runs.size(), bytes, System.nanoTime() - startNanos);
            return runs;
        } catch (IOException | RuntimeException e) {
            for (Future<SpilledRun> inFlight : writing) { // the slice after them failed: they are awaited, then deleted with the others
                Background.settle(inFlight);
                try {
                    runs.add(Background.await(inFlight));
                } catch (IOException | RuntimeException failed) {
                    e.addSuppressed(failed); // a failed write leaves no file
                }
            }
            delete(runs);
            throw e;
        }
    }

    /**
     * Where to cut the last slice's successor parts into two runs of about as many entries,
     * written at once (nothing else is left to do meanwhile): the index of the second run's first
     * part, or 0 for a single run when there are fewer than two parts or fewer than {@link
     * #SPLIT_SUCCESSORS} successors (a run that small writes in a fraction of a second, less than
     * what one more run costs the merge: the English game with {@code --memory 64m}, whose levels
     * spill 15 to 38 small runs, was 1.03 times as slow with every last slice split).
     */
    static int halfway(List<Run> parts) {
        long total = parts.stream().mapToLong(Run::size).sum();
        if (parts.size() < 2 || total < SPLIT_SUCCESSORS) {
            return 0;
        }
        long sum = 0;
        for (int i = 0; i < parts.size() - 1; i++) {
            sum += parts.get(i).size();
            if (2 * sum >= total) {
                return i + 1;
            }
        }
        return parts.size() - 1;
    }

    /**
     * What one level's spill writes and how far: the successors' pegs, the pass's name in progress
     * lines, the level's number, where each next run goes, and the scratch its runs take.
     */
    private record Spill(int pegs, String pass, int number, Supplier<Path> nextBase, ScratchUse use) {
    }

    /**
     * Adds the runs in flight to {@code runs} in order once each is written (see {@link #added}),
     * a run still queued behind busy workers being written on this thread, and empties {@code
     * writing}. A run that failed is dropped from it (a failed write leaves no file), and the runs
     * after it are left in it to be settled by the caller.
     */
    private void awaitWriting(List<Future<SpilledRun>> writing, List<SpilledRun> runs, Spill spill) throws IOException {
        while (!writing.isEmpty()) {
            Future<SpilledRun> inFlight = writing.remove(0); // awaited here, whether it was written or failed
            added(runs, Background.runOrAwait(inFlight), spill);
        }
    }

    /** The scratch the spilled runs of a level take, against the limit that makes them merge early. */
    private static final class ScratchUse {
        private final long limit;
        private long bytes;
        private long sinceEarlyMerge;

        ScratchUse(long limit) {
            this.limit = limit;
        }
    }

    /**
     * Adds a written run to {@code runs}; then, if their scratch is over the limit, and not only
     * by what the last early merge could not shrink (at most one early merge per half a limit
     * spilled), merges them early.
     */
    private void added(List<SpilledRun> runs, SpilledRun run, Spill spill) throws IOException {
        ScratchUse use = spill.use();
        runs.add(run);
        use.bytes += run.bytes();
        use.sinceEarlyMerge += run.bytes();
        if (use.bytes > use.limit && use.sinceEarlyMerge > use.limit / 2) {
            mergeEarly(runs, spill);
            use.bytes = runs.stream().mapToLong(SpilledRun::bytes).sum();
            use.sinceEarlyMerge = 0;
        }
    }

    /**
     * Merges {@code runs} into as few runs as the most a run holds ({@link Integer#MAX_VALUE}
     * entries) allows, summing counts of equal keys: each stretch of consecutive runs that holds
     * at most that many entries together, and at least two runs, becomes one run in its place,
     * at the spill's next base. The level merged later is the same, byte for byte; only
     * its runs are fewer and its scratch smaller (by as much as the slices' successors met: on
     * large boards, several times).
     */
    private void mergeEarly(List<SpilledRun> runs, Spill spill) throws IOException {
        int images = expander.images().count();
        for (int first = 0; first < runs.size(); first++) {
            int count = 0;
            long entries = 0;
            while (first + count < runs.size() && entries + runs.get(first + count).size() <= Integer.MAX_VALUE) {
                entries += runs.get(first + count).size();
                count++;
            }
            if (count < 2) {
                continue;
            }
            List<SpilledRun> merging = List.copyOf(runs.subList(first, first + count));
            Path base = spill.nextBase().get();
            SpilledRun merged = LevelFiles.widening(maxLimbs(merging, images), images, limbs -> mergeInto(merging, base, spill.pegs(), limbs));
            delete(merging);
            runs.subList(first, first + count).clear();
            runs.add(first, merged);
            progress.mergedEarly(spill.pass(), spill.number(), merging, merged, System.nanoTime() - startNanos);
        }
    }

    private SpilledRun mergeInto(List<SpilledRun> runs, Path base, int pegs, int limbs) throws IOException {
        int images = expander.images().count();
        List<RunCursor> cursors = new ArrayList<>();
        try (SpilledRun.Writer writer = new SpilledRun.Writer(base, out.keys(), pegs, limbs)) {
            for (SpilledRun run : runs) {
                cursors.add(run.open(expander.beside()));
            }
            RunMerger.merge(cursors, limbs, images, writer);
            return writer.finish();
        } finally {
            for (RunCursor cursor : cursors) {
                cursor.close();
            }
        }
    }

    /** The widest of the runs' counts, and at least {@code limbs}. */
    static int maxLimbs(List<? extends RunSource> runs, int limbs) {
        int widest = limbs;
        for (RunSource run : runs) {
            widest = Math.max(widest, run.limbs());
        }
        return widest;
    }

    /** Deletes spilled runs' files. */
    static void delete(List<SpilledRun> runs) throws IOException {
        for (SpilledRun run : runs) {
            run.delete();
        }
    }
}
