package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.AnalysisReport;
import org.pegatlas.reports.LevelRow;
import org.pegatlas.reports.ProblemInfo;
import org.pegatlas.reports.RunInfo;
import org.pegatlas.reports.Totals;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.PositionKeys;

/**
 * The whole analysis of a problem: forward pass, backward pass, exact counts, a sample solution
 * and the fewest moves ({@link MovesPass}), with every level written under the output directory.
 */
public final class Analysis {
    /**
     * What an analysis returns: the report, a sample solution ({@code null} if none) and what the
     * moves pass found (its per-hole figures are not in the report).
     */
    public record Outcome(AnalysisReport report, SampleSolution sampleSolution, MovesPass.Result moves) {
    }

    private Analysis() {
    }

    /** {@link #run(Problem, Path, Manifest, RunSettings, boolean)} afresh, within what the JVM has. */
    public static Outcome run(Problem problem, Path directory, Manifest manifest, int threads, Progress progress) throws IOException {
        return run(problem, directory, manifest, new RunSettings(threads, MemoryBudget.ofJvm(), progress), false);
    }

    /**
     * Runs the analysis into {@code directory}, which must already be prepared for this problem
     * (see {@link org.pegatlas.storage.OutputDirectory}); writes the level files and records them in {@code manifest}.
     *
     * @param settings the worker threads, the memory the search may use (larger levels go through
     *     disk) and where its progress goes
     * @param resume go on from the levels an interrupted run of the same problem recorded in
     *     {@code manifest} (see {@link ResumePoint}) instead of starting afresh
     */
    public static Outcome run(Problem problem, Path directory, Manifest manifest, RunSettings settings, boolean resume) throws IOException {
        long startNanos = System.nanoTime();
        int threads = settings.threads();
        MemoryBudget budget = settings.budget();
        Progress progress = settings.progress();
        SymmetryTables symmetries = new SymmetryTables(problem.board(), problem.symmetries());
        List<ForwardPass.LevelFigures> forward;
        BackwardPass.Result backward;
        SampleSolution solution;
        MovesPass.Result moves;
        try (LevelFiles files = new LevelFiles(directory, manifest, problem.board().positionKeys(),
                budget.keyCacheBytes());
             ParallelExpander expander = new ParallelExpander(problem.board(), symmetries, threads)) {
            if (resume) {
                files.deleteUnrecorded(); // what the interrupted run left unrecorded: part-written files, spilled runs
            }
            ResumePoint point = resume ? ResumePoint.of(files) : ResumePoint.fresh();
            if (resume) {
                for (String damaged : point.damaged()) {
                    progress.note(damaged + " is damaged (its size or CRC-32C differs from the manifest); its level is computed again");
                }
                progress.note(point.describe());
            }
            PassContext context = new PassContext(problem.board(), symmetries, expander, files, budget, progress, startNanos);
            forward = point.forwardComplete() ? point.forwardDone()
                    : new ForwardPass(context, problem.start(), point.forwardDone()).run().levels();
            // the solution and the moves pass read the solvable sets while their last files are being written
            BackwardPass.Found found = new BackwardPass(problem, context).run(forward, point.backwardDone(), point.backwardNextWritten());
            solution = SampleSolution.find(problem, symmetries, files);
            moves = new MovesPass(problem, symmetries, threads).runWithinHeap(found.solvableCanonical(),
                    MovesPass.SolvableKeys.in(level -> files.readKeys(LevelFiles.SOLVABLE, level),
                            level -> files.path(LevelFiles.SOLVABLE, level, LevelFiles.SET)),
                    files.scratch(), progress, startNanos);
            backward = found.written();
        }
        manifest.save(); // the figures recorded since the last level file was
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        RunInfo run = new RunInfo(Version.get(), threads, seconds, PeakMemory.bytes());
        AnalysisReport report = report(problem, rows(forward, backward), backward.solutions(), solution, moves, run);
        return new Outcome(report, solution, moves);
    }

    /** What {@code problem} is, in the words of the reports. */
    public static ProblemInfo problemInfo(Problem problem) {
        return new ProblemInfo(problem.board().name(), problem.board().holeCount(), problem.board().lineCount(),
                problem.boardSymmetries().order(), problem.symmetries().order(), problem.describeStart(), problem.startPegs(),
                problem.goal().describe(problem.board()), problem.positionClassCheck().label(), problem.board().holeNameList(problem.start()),
                problem.board().holeNameList(problem.goal().holes()));
    }

    private static List<LevelRow> rows(List<ForwardPass.LevelFigures> forward, BackwardPass.Result backward) {
        List<LevelRow> rows = new ArrayList<>();
        for (int n = 0; n < forward.size(); n++) {
            ForwardPass.LevelFigures f = forward.get(n);
            BackwardPass.LevelFigures b = backward.levels().get(n);
            rows.add(new LevelRow(n, f.pegs(), f.raw(), f.canonical(), b.raw(), b.canonical(), f.deadEndsRaw(), f.deadEndsCanonical(),
                    f.paths(), f.gamesEnded(), f.jumps(), f.setBytes(), f.diskBytes() + b.diskBytes()));
        }
        return rows;
    }

    /**
     * The report of an analysis from its level rows (level 0 first), however they were computed:
     * the totals are the rows' sums.
     *
     * @param solution a sample solution, {@code null} when there is none
     * @param moves what the {@link MovesPass} found
     */
    public static AnalysisReport report(Problem problem, List<LevelRow> rows, BigInteger solutions, SampleSolution solution,
            MovesPass.Result moves, RunInfo run) {
        return new AnalysisReport(problemInfo(problem), rows, totals(rows, solutions),
                solution == null ? List.of() : solution.jumpNames(problem.board()), moves.fewestMoves(problem.board()), moves.rows(), run);
    }

    private static Totals totals(List<LevelRow> rows, BigInteger solutions) {
        BigInteger reachableRaw = BigInteger.ZERO;
        BigInteger reachableCanonical = BigInteger.ZERO;
        BigInteger deadRaw = BigInteger.ZERO;
        BigInteger deadCanonical = BigInteger.ZERO;
        BigInteger games = BigInteger.ZERO;
        BigInteger solvableRaw = BigInteger.ZERO;
        BigInteger solvableCanonical = BigInteger.ZERO;
        int shortest = -1;
        int longest = -1;
        for (LevelRow r : rows) {
            reachableRaw = reachableRaw.add(BigInteger.valueOf(r.reachableRaw()));
            reachableCanonical = reachableCanonical.add(BigInteger.valueOf(r.reachableCanonical()));
            deadRaw = deadRaw.add(BigInteger.valueOf(r.deadEndsRaw()));
            deadCanonical = deadCanonical.add(BigInteger.valueOf(r.deadEndsCanonical()));
            games = games.add(r.gamesEnded());
            solvableRaw = solvableRaw.add(BigInteger.valueOf(r.solvableRaw()));
            solvableCanonical = solvableCanonical.add(BigInteger.valueOf(r.solvableCanonical()));
            if (r.deadEndsCanonical() > 0) {
                shortest = shortest < 0 ? r.level() : shortest;
                longest = r.level();
            }
        }
        return new Totals(reachableRaw, reachableCanonical, solvableRaw, solvableCanonical, deadRaw, deadCanonical,
                solutions, games, shortest, longest);
    }
}
