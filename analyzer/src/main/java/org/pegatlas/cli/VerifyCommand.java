package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.check.Verification;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.Counted;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas verify DIR}: checks an analysis output directory without trusting it. */
final class VerifyCommand extends Command {
    VerifyCommand() {
        super(new Declaration("verify",
                "check an analyze directory: checksums, every level re-derived from the one before",
                "Re-reads every file the manifest of DIR records and checks its size and CRC-32C; re-derives each forward level from"
                        + " the one before (whole, or with --sample by un-jumps for sampled positions) and compares positions, counts and the"
                        + " recorded figures; checks every solvable level against the level above it. Prints one line per mismatch and"
                        + " exits with 5 if there is any. The problem is the one DIR was analysed for (recorded in its manifest).",
                "DIR",
                RunOptions.addAll(new Options()
                        .addOption(Option.builder().longOpt("sample").hasArg().argName("n")
                                .desc("check n random positions per level by an independent method (un-jumps back to the level"
                                        + " before) instead of re-deriving every level whole (default: every level whole)").get()))));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(line.getArgList().get(0));
        int sample = line.hasOption("sample") ? CommandLines.positiveInt(line, "sample", 1) : 0;
        int threads = RunOptions.threads(line, err);
        var budget = RunOptions.memory(line, err);
        Verification.Result result;
        try (DirectoryLock lock = OutputDirectory.lockForReading(dir)) {
            Inputs.Analysed analysed = Inputs.analysed(dir);
            Manifest manifest = analysed.manifest();
            Problem problem = analysed.problem();
            Progress progress = RunOptions.progress(line, err, dir);
            result = Verification.run(problem, dir, manifest, new RunSettings(threads, budget, progress), sample);
        }
        for (String mismatch : result.mismatches()) {
            out.println("MISMATCH " + mismatch);
        }
        String checked = String.format("%,d files and %,d positions checked (%s)", result.filesChecked(), result.positionsChecked(),
                sample == 0 ? "every level re-derived whole" : sample + " sampled positions per level");
        if (!result.passed()) {
            throw new CommandException(ExitCode.VERIFY_FAILED, Counted.of(result.mismatches().size(), "mismatch") + " in " + dir + "; " + checked);
        }
        out.println("verified " + dir + ": " + checked + "; no mismatch");
    }
}
