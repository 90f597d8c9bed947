package org.pegatlas.cli;

import java.io.PrintStream;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.solve.DepthFirstSearch;
import org.pegatlas.solve.SolveOutcome;
import org.pegatlas.solve.SolveSettings;

/** {@code pegatlas solve}: one solution found fast by depth-first search, or a proof that there is none. */
final class SolveCommand extends Command {
    SolveCommand() {
        super(new Declaration("solve",
                "find one solution fast by depth-first search, or prove there is none",
                "Finds one solution of the problem (same problem options as analyze) by depth-first search, with a table of"
                        + " positions known to fail, pagoda functions and the position-class check (for goals of one peg, beam searches"
                        + " take turns with it once it is long); prints it as jumps and as moves"
                        + " (chains of jumps by one peg) after replaying it through the board's rules. Exit 0 with a solution, "
                        + ExitCode.NO_SOLUTION.status() + " when it proves there is none (every pruning it uses is sound), "
                        + ExitCode.STOPPED.status() + " when --seconds runs out first. Writes no files.",
                null,
                ProblemOptions.addTo(new Options())
                        .addOption(Option.builder("m").longOpt("memory").hasArg().argName("size")
                                .desc("most memory of the table of positions known to fail, e.g. 4g or 256m, rounded down to a"
                                        + " power of two (default: " + (SolveSettings.DEFAULT_TABLE_BYTES >> 20) + "m); at most half the"
                                        + " JVM's maximum heap, because while the table doubles the old one is held too (1.5 times);"
                                        + " once full it forgets old positions to learn new ones, so it never stops the search"
                                        + " and never changes the answer, only the time").get())
                        .addOption(Option.builder().longOpt("seconds").hasArg().argName("s")
                                .desc("stop without an answer after about s seconds (exit " + ExitCode.STOPPED.status()
                                        + ", saying how far the search got; default: no limit)").get())
                        .addOption(Option.builder().longOpt("disable").hasArg().argName("aids")
                                .desc("leave out search aids, comma-separated, to measure what each buys: pagoda (pagoda-function"
                                        + " pruning), ordering (rounds of three move orders; without it, the board's line order alone),"
                                        + " symmetry (canonical forms in the failure table), endgame (the table of positions of few pegs that"
                                        + " can reach the goal), lp (pagoda functions derived by linear programming"
                                        + " once a search is long, and the round ordered by their loss), ends (one peg anywhere, once a"
                                        + " search is long, as one search per last hole taking turns), beam (goals of one peg, once a"
                                        + " search is long: beam searches, the best-scoring positions of each level, between its rounds);"
                                        + " the answer stays the same").get())
                        .addOption(Option.builder().longOpt("json").desc("print one JSON object instead of text").get())
                        .addOption(Option.builder().longOpt("show-boards").desc("print the board after each jump of the solution").get())));
    }

    /**
     * The failure table's bound for {@code asked} bytes in a heap of {@code heap}: at most half the
     * heap, since the table holds its old copy while it doubles (1.5 times its size for a moment)
     * beside the search's other tables; {@code asked} when that fits.
     */
    static long tableBytes(long asked, long heap) {
        return Math.min(asked, heap / 2);
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException {
        Problem problem = ProblemOptions.problem(line);
        int seconds = line.hasOption("seconds") ? CommandLines.positiveInt(line, "seconds", 1) : 0;
        long asked = line.hasOption("memory") ? RunOptions.memory(line, err).bytes() : SolveSettings.DEFAULT_TABLE_BYTES;
        long tableBytes = tableBytes(asked, MemoryBudget.ofJvm().bytes());
        if (tableBytes < asked && line.hasOption("memory")) {
            err.printf(Locale.ROOT, "pegatlas: --memory %s: the failure table holds its old copy while it doubles (1.5 times its size), so"
                    + " it is kept to half the JVM's heap, %,d MiB (give the JVM more with PEGATLAS_JAVA_OPTS=-Xmx...)%n",
                    line.getOptionValue("memory"), tableBytes >> 20);
        }
        SolveSettings settings = new SolveSettings(tableBytes, seconds, disabled(line));
        if (line.hasOption("json") && line.hasOption("show-boards")) {
            throw CommandException.usage("--show-boards draws in text; drop --json");
        }
        if (!line.hasOption("json")) {
            AnalyzeCommand.printProblem(out, problem);
        }
        SolveOutcome outcome = new DepthFirstSearch(problem, settings).run();
        if (line.hasOption("json")) {
            out.println(SolveText.json(problem, outcome));
        } else {
            out.print(SolveText.text(problem, outcome, seconds));
            if (line.hasOption("show-boards") && outcome.solution() != null) {
                out.println();
                out.print(SolutionText.withBoards(problem.board(), outcome.solution()));
            }
        }
        switch (outcome.answer()) {
            case SOLVED -> { }
            case NO_SOLUTION -> throw new CommandException(ExitCode.NO_SOLUTION, SolveText.answer(outcome, seconds));
            case STOPPED -> throw new CommandException(ExitCode.STOPPED, SolveText.answer(outcome, seconds));
        }
    }

    private static Set<SolveSettings.Aid> disabled(CommandLine line) throws CommandException {
        Set<SolveSettings.Aid> off = EnumSet.noneOf(SolveSettings.Aid.class);
        if (!line.hasOption("disable")) {
            return off;
        }
        for (String word : line.getOptionValue("disable").split(",")) {
            try {
                off.add(SolveSettings.Aid.valueOf(word.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw CommandException.usage("--disable: unknown aid '" + word.trim() + "' (known: pagoda, ordering, symmetry, endgame, lp, ends, beam)");
            }
        }
        return off;
    }
}
