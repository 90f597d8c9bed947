package org.pegatlas.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.engine.MemoryBudget;
import org.pegatlas.engine.Progress;

/** The options of how a run goes, never of what it computes: {@code --threads}, {@code --memory}, {@code --quiet}. */
enum RunOptions {
    /** {@code -t, --threads N}. */
    THREADS(() -> Option.builder("t").longOpt("threads").hasArg().argName("n")
            .desc("worker threads (default: the number of processors); results are identical for any number").get()),
    /** {@code -m, --memory SIZE}. */
    MEMORY(() -> Option.builder("m").longOpt("memory").hasArg().argName("size")
            .desc("memory the search may use, e.g. 6g or 512m (default: the JVM's maximum heap, "
                    + "PEGATLAS_JAVA_OPTS=-Xmx...); levels too large for it are expanded in slices through disk, "
                    + "with identical results").get()),
    /** {@code -q, --quiet}. */
    QUIET(() -> Option.builder("q").longOpt("quiet").desc("no progress lines on standard error").get());

    private final Supplier<Option> option;

    RunOptions(Supplier<Option> option) {
        this.option = option;
    }

    /** Adds the options {@code which} to {@code options}. */
    static Options addTo(Options options, RunOptions... which) {
        for (RunOptions run : which) {
            options.addOption(run.option.get());
        }
        return options;
    }

    /** Adds all three. */
    static Options addAll(Options options) {
        return addTo(options, values());
    }

    /** The value of {@code --threads}, or the number of processors when absent. */
    static int threads(CommandLine line) throws CommandException {
        return CommandLines.positiveInt(line, "threads", Runtime.getRuntime().availableProcessors());
    }

    /** The value of {@code --memory}, or the JVM's maximum heap when absent. */
    static MemoryBudget memory(CommandLine line) throws CommandException {
        if (!line.hasOption("memory")) {
            return MemoryBudget.ofJvm();
        }
        try {
            return MemoryBudget.parse(line.getOptionValue("memory"));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage("--memory: " + e.getMessage());
        }
    }

    /** Progress lines on {@code err} (with the disk used in {@code dir}), or none with {@code --quiet}. */
    static Progress progress(CommandLine line, PrintStream err, Path dir) {
        return line.hasOption("quiet") ? Progress.silent() : new ProgressPrinter(err, dir);
    }
}
