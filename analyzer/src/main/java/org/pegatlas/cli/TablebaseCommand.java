package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.pegatlas.engine.Analysis;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.ConsoleText;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.tablebase.TablebaseBuilder;
import org.pegatlas.tablebase.TablebaseInfo;

/**
 * {@code pegatlas tablebase}: the value of every reachable position of a problem, persisted in a
 * Chronicle Map beside the analysis it is built from.
 */
final class TablebaseCommand extends Command {

    TablebaseCommand() {
        super(new Declaration("tablebase",
                "build a tablebase: every reachable position's value (solvable, fewest pegs, solutions, ways to reach, fewest moves left)",
                "Builds the tablebase of a problem in the output directory: for every position reachable from the start"
                        + " (canonical), whether it can still reach the goal, the fewest pegs it can be reduced to, the exact number"
                        + " of solutions from it and of ways to reach it, the fewest moves left to the goal (a move: one or more jumps"
                        + " by the same peg), in tablebase.cm3 (a Chronicle Map) with its record"
                        + " tablebase.txt. The values come from the directory's analysis: when it holds a complete analysis of the"
                        + " problem it is reused, otherwise the problem is analysed first (as 'pegatlas analyze' does). Without"
                        + " problem options, a directory holding an analysis names its own problem, a board file's with the copy it keeps"
                        + " (otherwise the command refuses). 'pegatlas query', 'serve' and 'play' read the result.",
                null,
                RunOptions.addTo(ProblemOptions.options()
                        .addOption(CommandLines.outOption()), RunOptions.THREADS, RunOptions.QUIET)));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(CommandLines.required(line, "out"));
        int threads = RunOptions.threads(line, err);
        boolean quiet = RunOptions.quiet(line);
        Manifest existing = existingManifest(dir);
        String recorded = existing == null ? null : existing.get(OutputDirectory.PROBLEM_KEY);
        if (!ProblemOptions.given(line) && recorded == null) {
            throw CommandException.usage("no problem: give one (--board, --problem, --start, --goal, ...) or an --out directory"
                    + " holding a complete analysis");
        }
        Problem problem = !ProblemOptions.given(line) ? Inputs.recordedProblem(dir, existing) : ProblemOptions.problem(line);
        TablebaseInfo info;
        try (DirectoryLock lock = OutputDirectory.lockForWriting(dir, "pegatlas tablebase")) {
            existing = existingManifest(dir);
            if (OutputDirectory.isComplete(existing) && problem.fingerprint().equals(existing.get(OutputDirectory.PROBLEM_KEY))) {
                out.println("using the analysis in " + dir + " (" + Analysis.problemInfo(problem).line() + ")");
            } else {
                AnalyzeCommand.analyse(problem, Inputs.boardFileText(line), dir,
                        new RunSettings(threads, MemoryBudget.ofJvm(), RunOptions.progress(line, err, dir)), false, out);
            }
            info = TablebaseBuilder.build(problem, dir, Inputs.boardFileText(line), threads, quiet ? text -> { } : err::println);
        }
        out.print(ConsoleText.tablebase(info.entries(), info.mapBytes(), info.buildSeconds(), dir, TablebaseInfo.MAP_FILE,
                TablebaseInfo.FILE_NAME));
    }

    private static Manifest existingManifest(Path dir) throws CommandException {
        if (!Files.isDirectory(dir)) {
            return null;
        }
        try {
            return Manifest.load(dir);
        } catch (IOException e) {
            throw new CommandException(ExitCode.OUTPUT_REFUSED, "output directory " + dir + " has an unreadable manifest: " + e.getMessage());
        }
    }
}
