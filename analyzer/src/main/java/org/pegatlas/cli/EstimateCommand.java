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
import org.pegatlas.engine.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.engine.Progress;

/** {@code pegatlas estimate}: a forecast of a whole run from its first levels. */
final class EstimateCommand implements Main.Command {
    private static final long MAX_MEASURED_LEVEL = 5_000_000;

    private final Options options = ProblemOptions.addTo(new Options())
            .addOption(Option.builder().longOpt("seconds").hasArg().argName("s")
                    .desc("search for real for about this long before forecasting the rest (default 20)").get())
            .addOption(CommandLines.threadsOption())
            .addOption(CommandLines.memoryOption())
            .addOption(CommandLines.quietOption())
            .addOption(CommandLines.helpOption());

    @Override
    public String summary() {
        return "forecast positions, time, disk and memory of an analysis from its first levels";
    }

    @Override
    public String description() {
        return "Runs the forward search of the problem (same options as analyze) for about --seconds or until a level holds more"
                + " than " + String.format(Locale.ROOT, "%,d", MAX_MEASURED_LEVEL) + " canonical positions, then extrapolates the"
                + " growth from level to level to the end: positions per level (canonical), the largest level, wall time and disk of"
                + " the forward pass on this machine, and whether levels will go through disk within --memory. Writes nothing but"
                + " scratch files in the system's temporary directory, removed afterwards. Forecast levels come with a range: a straight"
                + " line and a parabola fitted to the growth trend, which on the boards measured bracket the real figures.";
    }

    @Override
    public Options options() {
        return options;
    }

    @Override
    public void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Problem problem = ProblemOptions.problem(line);
        int threads = CommandLines.threads(line, err);
        MemoryBudget budget = CommandLines.memory(line, err);
        int seconds = CommandLines.positiveInt(line, "seconds", 20);
        Path scratch = Files.createTempDirectory("pegatlas-estimate-");
        Progress progress = line.hasOption("quiet") ? Progress.silent() : new ProgressPrinter(err, scratch);
        Estimate.Result result = Estimate.run(problem, threads, budget, seconds, MAX_MEASURED_LEVEL, scratch, progress);
        print(out, problem, budget, result);
    }

    private static void print(PrintStream out, Problem problem, MemoryBudget budget, Estimate.Result r) {
        out.printf(Locale.ROOT, "%s, %s -> %s: %s%n", problem.board().name(), problem.describeStart(),
                problem.goal().describe(problem.board()), r.exact() ? "the search finished: exact figures" : "forecast");
        out.println("level  pegs   canonical positions");
        for (Estimate.LevelForecast level : r.levels()) {
            out.printf(Locale.ROOT, "%5d  %4d  %,20d  %s%n", level.level(), level.pegs(), level.canonical(), level.measured() ? "measured"
                    : String.format(Locale.ROOT, "forecast (%,d to %,d)", level.low(), level.high()));
        }
        out.printf(Locale.ROOT, "total: %,d canonical positions (forecast range %,d to %,d) over %d levels; largest level %,d%n",
                r.totalCanonical(), r.totalLow(), r.totalHigh(), r.levels().size(), r.largestLevel());
        out.printf(Locale.ROOT, "forward pass: about %s on this machine (%.2f µs per position measured over %.1f s), "
                + "%s of level files (%.1f bytes per position measured)%n", duration(r.seconds()), r.secondsPerPosition() * 1e6,
                r.measuredSeconds(), bytes(r.diskBytes()), r.bytesPerPosition());
        out.printf(Locale.ROOT, "memory: expanding the largest level whole needs about %s; with --memory %s it %s%n",
                bytes(r.largestLevelBytes()), budget.describe(), r.goesThroughDisk(budget)
                        ? "goes through disk in slices (slower, but it completes)" : "stays in memory");
        out.println("(the backward pass adds time; on the English and French boards the real totals lay inside the forecast range)");
    }

    private static String duration(double seconds) {
        return seconds < 120 ? String.format(Locale.ROOT, "%.0f s", seconds)
                : seconds < 7200 ? String.format(Locale.ROOT, "%.0f min", seconds / 60) : String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }

    private static String bytes(double n) {
        return n >= 1L << 30 ? String.format(Locale.ROOT, "%.1f GiB", n / (1L << 30)) : String.format(Locale.ROOT, "%.0f MiB", n / (1 << 20));
    }
}
