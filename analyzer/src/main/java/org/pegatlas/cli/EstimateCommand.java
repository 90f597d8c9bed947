package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.check.Estimate;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.reports.ConsoleText;
import org.pegatlas.reports.Forecast;

/** {@code pegatlas estimate}: a forecast of a whole run from its first levels. */
final class EstimateCommand extends Command {
    private static final long MAX_MEASURED_LEVEL = 5_000_000;

    EstimateCommand() {
        super(new Declaration("estimate",
                "forecast positions, time, disk and memory of an analysis from its first levels",
                "Runs the forward search of the problem (same options as analyze) for about --seconds or until a level holds more"
                        + " than " + String.format(Locale.ROOT, "%,d", MAX_MEASURED_LEVEL) + " canonical positions, then extrapolates the"
                        + " growth from level to level to the end: positions per level (canonical), the largest level, wall time and disk of"
                        + " the forward pass on this machine, and whether levels will go through disk within --memory. Writes nothing but"
                        + " scratch files in the system's temporary directory, removed afterwards. Forecast levels come with a range: a straight"
                        + " line and a parabola fitted to the growth trend, which on the boards measured bracket the real figures.",
                null,
                RunOptions.addAll(ProblemOptions.addTo(new Options())
                        .addOption(Option.builder().longOpt("seconds").hasArg().argName("s")
                                .desc("search for real for about this long before forecasting the rest (default 20)").get()))));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Problem problem = ProblemOptions.problem(line);
        int threads = RunOptions.threads(line, err);
        MemoryBudget budget = RunOptions.memory(line, err);
        int seconds = CommandLines.positiveInt(line, "seconds", 20);
        Path scratch = Files.createTempDirectory("pegatlas-estimate-");
        Progress progress = RunOptions.progress(line, err, scratch);
        Forecast forecast = Estimate.run(problem, new RunSettings(threads, budget, progress), seconds, MAX_MEASURED_LEVEL, scratch);
        out.print(ConsoleText.forecast(problem.board().name(), problem.describeStart(), problem.goal().describe(problem.board()), forecast,
                budget.describe(), Estimate.goesThroughDisk(forecast, budget)));
    }
}
