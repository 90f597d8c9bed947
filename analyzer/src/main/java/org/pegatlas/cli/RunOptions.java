package org.pegatlas.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.store.MemoryBudget;

/**
 * The options of how a run goes, never of what it computes: {@code --threads}, {@code --memory},
 * {@code --quiet}; declared here once, with how their values are read.
 */
public enum RunOptions {
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

    /** The most threads per processor {@link #threads} grants: beyond it threads only add memory and switching. */
    static final int THREADS_PER_PROCESSOR = 4;

    private final Supplier<Option> option;

    RunOptions(Supplier<Option> option) {
        this.option = option;
    }

    /** A new instance of this option, to add to a command's options. */
    public Option option() {
        return option.get();
    }

    /** Adds the options {@code which} to {@code options}; returns {@code options}. */
    public static Options addTo(Options options, RunOptions... which) {
        for (RunOptions run : which) {
            options.addOption(run.option());
        }
        return options;
    }

    /** Adds all three to {@code options}; returns {@code options}. */
    public static Options addAll(Options options) {
        return addTo(options, values());
    }

    /**
     * The value of {@code --threads}, or the number of processors when absent; a value above
     * {@value #THREADS_PER_PROCESSOR} per processor is capped there, with a note on {@code err}.
     *
     * @throws CommandException (usage) when not a positive whole number
     */
    public static int threads(CommandLine line, PrintStream err) throws CommandException {
        int processors = Runtime.getRuntime().availableProcessors();
        int threads = CommandLines.positiveInt(line, "threads", processors);
        int cap = THREADS_PER_PROCESSOR * processors;
        if (threads > cap) {
            err.printf(Locale.ROOT, "pegatlas: --threads %d capped at %d (%d per processor); more only add memory%n", threads, cap,
                    THREADS_PER_PROCESSOR);
            return cap;
        }
        return threads;
    }

    /**
     * The value of {@code --memory}, or the JVM's maximum heap when absent or above it (the
     * search could not keep to more than the heap; a note on {@code err} says so).
     *
     * @throws CommandException (usage) when malformed
     */
    public static MemoryBudget memory(CommandLine line, PrintStream err) throws CommandException {
        MemoryBudget heap = MemoryBudget.ofJvm();
        if (!line.hasOption("memory")) {
            return heap;
        }
        MemoryBudget budget;
        try {
            budget = MemoryBudget.parse(line.getOptionValue("memory"));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage("--memory: " + e.getMessage());
        }
        if (budget.bytes() > heap.bytes()) {
            err.printf(Locale.ROOT, "pegatlas: --memory %s is more than the JVM's maximum heap; using the heap's %,d MiB"
                    + " (give the JVM more with PEGATLAS_JAVA_OPTS=-Xmx...)%n", line.getOptionValue("memory"), heap.bytes() >> 20);
            return heap;
        }
        return budget;
    }

    /** Whether {@code --quiet} was given: no progress lines. */
    public static boolean quiet(CommandLine line) {
        return line.hasOption("quiet");
    }

    /** Progress lines on {@code err} (with the disk used in {@code dir}), or none with {@code --quiet}. */
    static Progress progress(CommandLine line, PrintStream err, Path dir) {
        return quiet(line) ? Progress.silent() : new ProgressPrinter(err, dir);
    }
}
