package org.pegatlas.check;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.pegatlas.engine.ForwardPass;
import org.pegatlas.engine.LevelTally;
import org.pegatlas.engine.ParallelExpander;
import org.pegatlas.engine.PassContext;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.engine.SlicedExpansion;
import org.pegatlas.engine.SolvableCandidates;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.LevelSlices;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.engine.store.Run;
import org.pegatlas.engine.store.SliceHistory;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.ScratchDirectory;
import org.pegatlas.storage.WideSum;

/**
 * Checks an analysis output directory without trusting it: every file the manifest records must
 * have its recorded size and CRC-32C; every forward level must be what the previous one gives and
 * carry the figures recorded for it; every solvable level must follow from the level above it.
 *
 * <p>Forward levels are re-derived either wholly (the previous level expanded again, in slices
 * within the memory budget, and the result compared with the file) or, with a sample size, by an
 * independent method: for sampled positions of level {@code n+1}, the orbit-total path count is
 * summed from the un-jumps of each of the position's images whose predecessor is a canonical
 * position of level {@code n}. Solvable levels are checked position by position against the
 * recorded level above them: wholly, every forward position's count compared with the one derived
 * again from the goal positions and the un-jumps of solvable level {@code n+1} (the backward pass's
 * step, expanded on all threads); with a sample size, by an independent method for sampled forward
 * positions: the ways to finish from a position are whether it is a goal plus those of its jumps'
 * results. Either way the solvable set must hold exactly the reachable positions with a way to
 * finish, with their counts.
 *
 * <p>Levels are checked from the start on: forward level {@code n} (level n+1 wholly re-derived,
 * or sampled), then solvable level {@code n}. A level re-derived whole is kept in memory: once its
 * files, written meanwhile, are found identical to the recorded ones, it is the one expanded next
 * and the one the solvable check reads, so no level whose expansion fits the memory budget is
 * read back from disk for either.
 */
public final class Verification {
    /** What a verification found: one line per mismatch, and what was checked. */
    public record Result(List<String> mismatches, long filesChecked, long positionsChecked) {
        public boolean passed() {
            return mismatches.isEmpty();
        }
    }

    private final Problem problem;
    private final Path directory;
    private final Manifest manifest;
    private final SymmetryTables symmetries;
    private final PositionKeys keys;
    /** Each mismatch once, in the order found (two checks may find the same one). */
    private final Set<String> mismatches = new LinkedHashSet<>();
    private final Progress progress;
    private final long startNanos = System.nanoTime();
    /** What the last forward level re-derived in slices held, to size the next one's first slice. */
    private final SliceHistory sliceHistory = new SliceHistory();
    private long positionsChecked;
    private long filesChecked;

    private Verification(Problem problem, Path directory, Manifest manifest, Progress progress) {
        this.problem = problem;
        this.directory = directory;
        this.manifest = manifest;
        this.symmetries = new SymmetryTables(problem.board(), problem.symmetries());
        this.keys = problem.board().positionKeys();
        this.progress = progress;
    }

    /**
     * Verifies {@code directory}, the output of an analysis of {@code problem}.
     *
     * @param sample positions sampled per level; 0 checks every position
     * @param settings the worker threads and memory for re-deriving the levels, and where the progress goes
     */
    public static Result run(Problem problem, Path directory, Manifest manifest, RunSettings settings, int sample) throws IOException {
        MemoryBudget budget = settings.budget();
        Verification v = new Verification(problem, directory, manifest, settings.progress());
        v.checkRecordedFiles();
        Path scratch = Files.createTempDirectory("pegatlas-verify-"); // not in directory: verify needs no write access there
        Manifest rederivedManifest = Manifest.create(scratch);
        try (LevelFiles files = new LevelFiles(directory, manifest, v.keys, 0);
             LevelFiles rederived = new LevelFiles(scratch, rederivedManifest, v.keys, 0);
             ParallelExpander expander = new ParallelExpander(problem.board(), v.symmetries, settings.threads())) {
            int levels = files.recordedForwardLevels();
            if (levels < 0) {
                v.mismatches.add("the manifest does not record a complete forward pass: run 'analyze --resume' first");
            } else {
                v.checkStartLevel(files);
                Step step = new Step(null, null);
                Rederiving forward = new Rederiving(files, rederived, rederivedManifest, expander, budget);
                Level solvable = null; // solvable level n, when the step before read it as the level above its own
                for (int n = 0; n < levels; n++) {
                    if (sample == 0) {
                        step = v.rederiveForward(forward, n, levels, step.next());
                    } else if (n + 1 < levels) {
                        v.sampleForward(files, n, sample);
                    }
                    SolvableCheck read = v.readSolvableCheck(files, n, levels, step.level(), solvable);
                    solvable = read == null ? null : read.above();
                    if (read == null) {
                        continue; // the unreadable file is a mismatch already
                    }
                    if (sample == 0) {
                        v.rederiveSolvable(files, expander, budget, n, read);
                    } else {
                        v.sampleSolvable(n, sample, read);
                    }
                }
            }
        } finally {
            ScratchDirectory.delete(scratch);
        }
        return new Result(List.copyOf(v.mismatches), v.filesChecked, v.positionsChecked);
    }

    private void checkRecordedFiles() throws IOException {
        for (Map.Entry<String, String> entry : manifest.entries().entrySet()) {
            if (!entry.getKey().startsWith("file.")) {
                continue;
            }
            String relative = entry.getKey().substring("file.".length());
            AtomicFiles.Written recorded = manifest.recordedFile(relative);
            Path file = directory.resolve(relative);
            filesChecked++;
            if (!Files.isRegularFile(file)) {
                mismatches.add(relative + ": missing");
            } else if (recorded == null) {
                mismatches.add(relative + ": its manifest record is malformed");
            } else {
                AtomicFiles.Written actual = AtomicFiles.checksum(file);
                if (actual.bytes() != recorded.bytes()) {
                    mismatches.add(relative + ": " + actual.bytes() + " bytes, the manifest says " + recorded.bytes() + " (truncated?)");
                } else if (actual.crc32c() != recorded.crc32c()) {
                    mismatches.add(relative + ": CRC-32C differs from the manifest (damaged)");
                }
            }
        }
    }

    private void checkStartLevel(LevelFiles files) throws IOException {
        Level level = read(files, LevelFiles.FORWARD, 0, problem.startPegs());
        if (level == null) {
            return;
        }
        long start = problem.start();
        if (level.size() != 1 || level.keys()[0] != keys.key(symmetries.canonical(start))
                || !level.counts().get(0).equals(BigInteger.valueOf(symmetries.orbitSize(start)))) {
            mismatches.add(LevelFiles.displayName(LevelFiles.FORWARD, 0) + ": does not hold exactly the start with its orbit size");
        }
    }

    /** One expansion of a forward level: its figures and its successors, held in memory or written. */
    private record Rederivation(LevelTally tally, WideSum paths, long successors, SlicedExpansion.Expanded inMemory) {
    }

    /**
     * What a step of the forward check leaves for the rest of it: the level it expanded, when it was
     * expanded whole (as recorded, or identical to its recorded files), and the next level, when
     * the next step is to expand it from memory (see {@link #rederiveForward}); each may be {@code null}.
     */
    private record Step(Level level, SlicedExpansion.Expanded next) {
    }

    /**
     * Where the forward levels are re-derived: from the recorded level files ({@code files}) into
     * a scratch directory's ({@code rederived}, recorded in {@code rederivedManifest}), by
     * {@code expander}'s threads within {@code budget}.
     */
    private record Rederiving(LevelFiles files, LevelFiles rederived, Manifest rederivedManifest, ParallelExpander expander,
            MemoryBudget budget) {
    }

    /**
     * Expands level {@code n} again and compares the result with level {@code n+1}'s files and
     * level n's figures. A level expanded whole is held in memory for the next step, which compares
     * its files (written meanwhile) with the recorded ones before it trusts them: when they differ,
     * the recorded files are expanded instead, so every level is checked against the recorded one
     * before it.
     *
     * @param forward where the levels are re-derived
     * @param carried level n as the step before re-derived it in memory, its files perhaps still
     *     being written, or {@code null} (level n's recorded files are read)
     * @return level n when it was expanded whole; level n+1 when it was expanded whole in memory,
     *     is not the last and will be expanded whole too
     */
    private Step rederiveForward(Rederiving forward, int n, int levels, SlicedExpansion.Expanded carried) throws IOException {
        LevelFiles files = forward.files();
        LevelFiles rederived = forward.rederived();
        Manifest rederivedManifest = forward.rederivedManifest();
        ParallelExpander expander = forward.expander();
        MemoryBudget budget = forward.budget();
        int pegs = problem.startPegs() - n;
        String figures = files.recordedFigures(LevelFiles.FORWARD, n);
        Rederivation done = null;
        Level level = null;
        try {
            if (carried != null) {
                level = carried.next();
                done = rederiveWhole(level, expander, rederived, n); // while level n's files are written
                if (!writtenAsRecorded(carried, rederivedManifest, n)) {
                    done.inMemory().awaitWritten(); // before the recorded level's successors are written over them
                    done = null;
                    level = null;
                }
            }
            if (done == null) {
                try (LevelSlices in = files.slices(LevelFiles.FORWARD, n, pegs)) {
                    int slices = budget.slices(in.size(), in.limbs(), jumpsPerPosition(files, n));
                    if (slices == 1 && in.size() <= Integer.MAX_VALUE) {
                        level = in.whole();
                        done = rederiveWhole(level, expander, rederived, n);
                    } else {
                        LevelTally tally = new LevelTally();
                        WideSum paths = new WideSum();
                        PassContext context = new PassContext(problem.board(), symmetries, expander, rederived, budget, Progress.silent(), 0);
                        LevelFiles.Merged merged = new SlicedExpansion(context, sliceHistory).expand(in, slices, n, paths, tally);
                        done = new Rederivation(tally, paths, merged.size(), null);
                    }
                }
            }
        } catch (IOException e) {
            mismatches.add(LevelFiles.displayName(LevelFiles.FORWARD, n) + ": cannot be read (" + e.getMessage() + ")");
            return new Step(null, null);
        }
        LevelTally tally = done.tally();
        positionsChecked += tally.canonical;
        ForwardPass.LevelFigures found = ForwardPass.LevelFigures.of(pegs, tally, done.paths().value(), 1);
        if (figures == null || !figures.equals(found.encode())) {
            mismatches.add("level " + n + ": figures re-derived (" + found.encode() + ") differ from the manifest's (" + figures + ")");
        }
        progress.checked(LevelFiles.FORWARD, n, pegs, tally.canonical, elapsedNanos());
        if (n + 1 == levels) {
            if (done.successors() != 0) {
                mismatches.add("level " + n + " is recorded as the last but has " + done.successors() + " successors");
            }
            return new Step(level, null);
        }
        SlicedExpansion.Expanded next = done.inMemory();
        if (next != null && budget.slices(next.next().size(), next.next().counts().limbs(), jumpsPerPosition(files, n + 1)) == 1) {
            return new Step(level, next); // its files are compared by the next step
        }
        writtenAsRecorded(next, rederivedManifest, n + 1);
        return new Step(level, null);
    }

    private static Rederivation rederiveWhole(Level level, ParallelExpander expander, LevelFiles rederived, int n) {
        LevelTally tally = new LevelTally();
        WideSum paths = new WideSum();
        SlicedExpansion.Expanded expanded = SlicedExpansion.expandInMemory(level, expander, rederived, n, paths, tally);
        return new Rederivation(tally, paths, expanded.next().size(), expanded);
    }

    /**
     * Whether forward level {@code n}'s files as re-derived (once {@code pending}'s write, if any,
     * is done) are those the manifest records, byte for byte; records a mismatch for each that is not.
     */
    private boolean writtenAsRecorded(SlicedExpansion.Expanded pending, Manifest rederivedManifest, int n) throws IOException {
        if (pending != null) {
            pending.awaitWritten();
        }
        boolean same = true;
        for (String extension : new String[] {LevelFiles.SET, LevelFiles.COUNTS}) {
            String name = LevelFiles.recordedName(LevelFiles.FORWARD, n, extension);
            AtomicFiles.Written written = rederivedManifest.recordedFile(name);
            if (written == null || !written.equals(manifest.recordedFile(name))) {
                mismatches.add(name + ": differs from level " + (n - 1) + " expanded again");
                same = false;
            }
        }
        return same;
    }

    /** Checks sampled positions of level {@code n+1} against level {@code n} by un-jumps. */
    private void sampleForward(LevelFiles files, int n, int sample) throws IOException {
        Level below = read(files, LevelFiles.FORWARD, n, problem.startPegs() - n);
        Level above = read(files, LevelFiles.FORWARD, n + 1, problem.startPegs() - n - 1);
        if (below == null || above == null) {
            return;
        }
        SplittableRandom random = new SplittableRandom(n);
        long[] images = new long[symmetries.order];
        for (int s = 0; s < Math.min(sample, above.size()); s++) {
            int i = sample >= above.size() ? s : random.nextInt(above.size());
            long position = above.positions()[i];
            symmetries.images(position, images);
            long[] distinct = Arrays.stream(images).distinct().toArray();
            BigInteger expected = BigInteger.ZERO;
            for (long image : distinct) {
                for (int line = 0; line < problem.board().lineCount(); line++) {
                    if (problem.board().canJump(~image & problem.board().fullMask(), line)) { // un-jump legal: its jump is legal on the complement
                        long predecessor = image ^ problem.board().lineMask(line);
                        if (symmetries.canonical(predecessor) == predecessor) {
                            int at = Arrays.binarySearch(below.keys(), keys.key(predecessor));
                            if (at >= 0) {
                                expected = expected.add(below.counts().get(at));
                            }
                        }
                    }
                }
            }
            positionsChecked++;
            if (!expected.equals(above.counts().get(i))) {
                mismatches.add(LevelFiles.displayName(LevelFiles.FORWARD, n + 1) + ": " + problem.board().holeNames(position) + " holds "
                        + above.counts().get(i) + " paths, its predecessors on level " + n + " give " + expected);
            }
        }
        progress.checked(LevelFiles.FORWARD, n + 1, above.pegs(), Math.min(sample, above.size()), elapsedNanos());
    }

    /** What checking solvable level {@code n} reads: forward level n, solvable level n, and solvable level n+1 (empty past the last). */
    private record SolvableCheck(Level forward, Level solvable, Level above) {
    }

    /**
     * The levels of {@link SolvableCheck}, or {@code null} when one cannot be read (the mismatch is
     * recorded); {@code forward} and {@code solvable} are used for forward and solvable level
     * {@code n} when not {@code null}, else read.
     */
    private SolvableCheck readSolvableCheck(LevelFiles files, int n, int levels, Level forward, Level solvable) {
        int pegs = problem.startPegs() - n;
        Level forwardLevel = forward != null ? forward : read(files, LevelFiles.FORWARD, n, pegs);
        Level solvableLevel = solvable != null ? solvable : read(files, LevelFiles.SOLVABLE, n, pegs);
        Level above = n + 1 < levels ? read(files, LevelFiles.SOLVABLE, n + 1, pegs - 1) : emptyLevel(pegs - 1);
        return forwardLevel == null || solvableLevel == null || above == null ? null
                : new SolvableCheck(forwardLevel, solvableLevel, above);
    }

    /**
     * Checks every position of solvable level {@code n} against solvable level {@code n+1} as
     * recorded: the level is derived again from the goal positions and the canonical un-jumps of
     * level {@code n+1} (the backward pass's own step, see {@link SolvableCandidates}), then merged
     * with the forward level and the recorded solvable level, all three in key order. Every
     * forward position must hold the derived count (none when it is not a candidate), and every
     * recorded solvable position must be reachable.
     */
    private void rederiveSolvable(LevelFiles files, ParallelExpander expander, MemoryBudget budget, int n, SolvableCheck levelsRead) {
        Level forward = levelsRead.forward();
        Level solvable = levelsRead.solvable();
        Level above = levelsRead.above();
        Run derived = SolvableCandidates.of(problem, expander, roundedToOrbits(above), forward.keys(), budget,
                unJumpsPerPosition(files, n + 1));
        long[] forwardKeys = forward.keys();
        long[] storedKeys = solvable.keys();
        long[] derivedKeys = derived.keys();
        int stored = 0;
        int candidate = 0;
        long stray = 0;
        for (int i = 0; i < forwardKeys.length; i++) {
            long key = forwardKeys[i];
            for (; stored < storedKeys.length && storedKeys[stored] < key; stored++) {
                stray++;
            }
            while (candidate < derivedKeys.length && derivedKeys[candidate] < key) {
                candidate++;
            }
            int storedAt = stored < storedKeys.length && storedKeys[stored] == key ? stored++ : -1;
            int derivedAt = candidate < derivedKeys.length && derivedKeys[candidate] == key ? candidate++ : -1;
            if (!sameCount(solvable.counts(), storedAt, derived.counts(), derivedAt)) {
                mismatches.add(LevelFiles.displayName(LevelFiles.SOLVABLE, n) + ": " + problem.board().holeNames(forward.positions()[i]) + " holds "
                        + countAt(solvable.counts(), storedAt) + ", its jumps into level " + (n + 1) + " give "
                        + countAt(derived.counts(), derivedAt));
            }
        }
        stray += storedKeys.length - stored;
        positionsChecked += forwardKeys.length;
        reportStray(n, stray);
        progress.checked(LevelFiles.SOLVABLE, n, forward.pegs(), forwardKeys.length, elapsedNanos());
    }

    /** Un-jumps expected per position of forward level {@code n}: the lines less its recorded jumps per position, at least 1. */
    private double unJumpsPerPosition(LevelFiles files, int n) {
        double jumps = recordedJumpsPerPosition(files, n);
        return jumps < 0 ? problem.board().lineCount() : Math.max(1, problem.board().lineCount() - jumps);
    }

    /** Jumps expected per position of forward level {@code n}: as recorded, or one per line when its figures are not. */
    private double jumpsPerPosition(LevelFiles files, int n) {
        double jumps = recordedJumpsPerPosition(files, n);
        return jumps < 0 ? problem.board().lineCount() : jumps;
    }

    /** The jumps per position of forward level {@code n} by its recorded figures, or -1 when they are missing or malformed. */
    private static double recordedJumpsPerPosition(LevelFiles files, int n) {
        String figures = files.recordedFigures(LevelFiles.FORWARD, n);
        if (figures == null) {
            return -1;
        }
        try {
            ForwardPass.LevelFigures recorded = ForwardPass.LevelFigures.decode(figures, files.recordedBytes(LevelFiles.FORWARD, n));
            return recorded.jumps() / (double) Math.max(1, recorded.canonical());
        } catch (IllegalArgumentException malformed) {
            return -1;
        }
    }

    /**
     * The level with every count rounded down to a multiple of its position's orbit size. A
     * solvable count is {@code |orbit| * ways}; a jump into the position brings {@code ways}, the
     * count over the orbit, rounded down when a damaged count is not a multiple (as the sampled
     * check divides), so that both checks derive the same figures from the same files. Valid
     * counts are unchanged.
     */
    private Level roundedToOrbits(Level level) {
        int limbs = level.counts().limbs();
        long[] data = level.counts().data().clone();
        long[] images = new long[symmetries.order];
        for (int i = 0; i < level.size(); i++) {
            long position = level.positions()[i];
            symmetries.images(position, images);
            long orbit = symmetries.orbitSize(position, images);
            int at = i * limbs;
            long remainder = 0;
            long limbModulus = Long.remainderUnsigned(-1L, orbit) + 1; // 2^64 mod orbit, or orbit itself
            for (int limb = limbs - 1; limb >= 0; limb--) {
                remainder = (remainder * limbModulus + Long.remainderUnsigned(data[at + limb], orbit)) % orbit;
            }
            for (int limb = 0; remainder != 0; limb++) { // subtract, borrowing from the limbs above (the count is at least the remainder)
                long before = data[at + limb];
                data[at + limb] = before - remainder;
                remainder = Long.compareUnsigned(before, remainder) < 0 ? 1 : 0;
            }
        }
        return new Level(level.pegs(), level.keys(), level.positions(), new CountVector(data, limbs));
    }

    /** Whether entry {@code i} of {@code a} equals entry {@code j} of {@code b}, an absent entry ({@code -1}) being 0. */
    private static boolean sameCount(CountVector a, int i, CountVector b, int j) {
        int limbs = Math.max(a.limbs(), b.limbs());
        for (int limb = 0; limb < limbs; limb++) {
            if (limbAt(a, i, limb) != limbAt(b, j, limb)) {
                return false;
            }
        }
        return true;
    }

    private static long limbAt(CountVector counts, int index, int limb) {
        return index < 0 || limb >= counts.limbs() ? 0 : counts.data()[index * counts.limbs() + limb];
    }

    private static BigInteger countAt(CountVector counts, int index) {
        return index < 0 ? BigInteger.ZERO : counts.get(index);
    }

    /**
     * Checks sampled positions of solvable level {@code n} one by one: the ways to finish from a
     * position follow from the goal and its jumps into solvable level {@code n+1}, and the solvable
     * set holds exactly the positions with a way to finish, with {@code B = |orbit| * ways}.
     */
    private void sampleSolvable(int n, int sample, SolvableCheck levelsRead) {
        Level forward = levelsRead.forward();
        Level solvable = levelsRead.solvable();
        Level above = levelsRead.above();
        SplittableRandom random = new SplittableRandom(1000 + n);
        int checks = Math.min(sample, forward.size());
        for (int s = 0; s < checks; s++) {
            int i = sample >= forward.size() ? s : random.nextInt(forward.size());
            long position = forward.positions()[i];
            BigInteger ways = problem.goal().test(position) ? BigInteger.ONE : BigInteger.ZERO;
            for (int line = 0; line < problem.board().lineCount(); line++) {
                if (problem.board().canJump(position, line)) {
                    long next = symmetries.canonical(position ^ problem.board().lineMask(line));
                    int at = Arrays.binarySearch(above.keys(), keys.key(next));
                    if (at >= 0) {
                        ways = ways.add(above.counts().get(at).divide(BigInteger.valueOf(symmetries.orbitSize(next))));
                    }
                }
            }
            int at = Arrays.binarySearch(solvable.keys(), forward.keys()[i]);
            BigInteger stored = at < 0 ? BigInteger.ZERO : solvable.counts().get(at);
            BigInteger expected = ways.multiply(BigInteger.valueOf(symmetries.orbitSize(position)));
            positionsChecked++;
            if (!stored.equals(expected)) {
                mismatches.add(LevelFiles.displayName(LevelFiles.SOLVABLE, n) + ": " + problem.board().holeNames(position) + " holds " + stored
                        + ", its jumps into level " + (n + 1) + " give " + expected);
            }
        }
        reportStray(n, Arrays.stream(solvable.keys()).filter(key -> Arrays.binarySearch(forward.keys(), key) < 0).count());
        progress.checked(LevelFiles.SOLVABLE, n, forward.pegs(), checks, elapsedNanos());
    }

    private void reportStray(int n, long stray) {
        if (stray > 0) {
            mismatches.add(LevelFiles.displayName(LevelFiles.SOLVABLE, n) + ": " + stray + " positions that are not reachable");
        }
    }

    private long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    /** A whole level, or {@code null} after recording why it cannot be read. */
    private Level read(LevelFiles files, String kind, int n, int pegs) {
        try {
            long[] levelKeys = LevelSetFile.read(files.path(kind, n, LevelFiles.SET));
            CountVector counts = org.pegatlas.storage.CountFile.read(files.path(kind, n, LevelFiles.COUNTS));
            if (counts.size() != levelKeys.length) {
                mismatches.add(LevelFiles.displayName(kind, n) + ": " + levelKeys.length + " positions but " + counts.size()
                        + " counts");
                return null;
            }
            return new Level(pegs, levelKeys, keys.positions(levelKeys, pegs), counts);
        } catch (IOException e) {
            mismatches.add(LevelFiles.displayName(kind, n) + ": cannot be read (" + e.getMessage() + ")");
            return null;
        }
    }

    private static Level emptyLevel(int pegs) {
        return new Level(pegs, new long[0], new long[0], new CountVector(0, 1));
    }

}
