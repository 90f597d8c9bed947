package org.pegatlas.reports;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * What the commands print on standard output about a run, as text: the problem before the search,
 * the figures of a finished analysis or start × end table. Every line ends with the platform's line
 * separator; counts are grouped in the default locale, as the terminal shows them.
 */
public final class ConsoleText {
    private ConsoleText() {
    }

    /**
     * The problem before the search: board, start, goal, symmetries kept, and the position-class
     * verdict {@code positionClasses} in words (with the board's number of classes).
     */
    public static String problem(ProblemInfo p, String positionClasses) {
        return String.format("%s (%d of the board's %d symmetries kept for canonical counts)%n", p.line(), p.symmetriesUsed(),
                p.boardSymmetries())
                + "position classes:    " + positionClasses + System.lineSeparator();
    }

    /** The figures of a finished analysis written to {@code dir}, and the files written. */
    public static String analysis(AnalysisReport report, Path dir) {
        Totals t = report.totals();
        StringBuilder out = new StringBuilder();
        out.append(String.format("levels:              %d (level n = positions after n jumps; the start is level 0)%n", report.levels().size()));
        out.append(String.format("reachable positions: %,d raw, %,d canonical%n", t.reachableRaw(), t.reachableCanonical()));
        out.append(String.format("can reach the goal:  %,d raw, %,d canonical%n", t.solvableRaw(), t.solvableCanonical()));
        out.append(String.format("dead ends:           %,d raw, %,d canonical%n", t.deadEndsRaw(), t.deadEndsCanonical()));
        out.append(String.format("solutions:           %,d (jump sequences from the start to the goal)%n", t.solutions()));
        out.append(String.format("games:               %,d (jump sequences to a position with no jump left; %d to %d jumps)%n", t.games(),
                t.shortestGame(), t.longestGame()));
        List<String> jumps = report.sampleSolution();
        out.append(jumps.isEmpty() ? "sample solution:     none" : "sample solution:     " + String.join(" ", jumps)).append(System.lineSeparator());
        FewestMoves moves = report.fewestMoves();
        out.append(moves == null ? "fewest moves:        none"
                : !moves.computed() ? "fewest moves:        not computed (the positions that can reach the goal do not fit in the JVM's heap)"
                : "fewest moves:        " + Counted.of(moves.moves(), "move")
                        + (moves.moves() == 0 ? " (the start is a goal position)" : ": " + String.join(" ", moves.solution())))
                .append(System.lineSeparator());
        out.append(String.format("time:                %.2f s, peak memory %,d MiB, %s%n", report.run().elapsedSeconds(),
                report.run().peakMemoryBytes() >> 20, Counted.of(report.run().threads(), "thread")));
        out.append("wrote:               ").append(dir.resolve("levels.csv")).append(", ").append(dir.resolve("summary.json")).append(", ")
                .append(dir.resolve("moves.csv")).append(", ").append(dir.resolve("solution.txt")).append(", ").append(dir.resolve("levels")).append("/").append(System.lineSeparator());
        return out.toString();
    }

    /**
     * The figures of a finished start × end table written to {@code dir}: one line per start class,
     * and the files written ({@code solutions.csv} when the table has sample solutions).
     */
    public static String pairs(PairsReport report, Path dir) {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%s: %d of %d single-vacancy starts can finish with one peg; %d of %d start/end pairs are solvable%n",
                report.board(), report.solvableStarts(), report.starts().size(), report.solvablePairs(),
                (long) report.holes().size() * report.holes().size()));
        for (StartFigures s : report.starts()) {
            if (s.start().equals(s.classRepresentative())) {
                out.append(String.format(Locale.ROOT, "  start class %-4s (%s): %s, %s%n", s.start(),
                        Counted.of(s.classSize(), "hole"), Counted.of(s.solvableEnds(), "finish"), Counted.of(s.solutions(), "solution")));
            }
        }
        if (report.moves() != null) {
            out.append(pairsMoves(report.moves()));
        }
        out.append(String.format(Locale.ROOT, "time: %.2f s, peak memory %,d MiB, %s%n", report.run().elapsedSeconds(),
                report.run().peakMemoryBytes() >> 20, Counted.of(report.run().threads(), "thread")));
        out.append("wrote: ").append(dir.resolve("pairs.csv")).append(", ").append(dir.resolve("starts.csv")).append(", ")
                .append(dir.resolve("pairs.md")).append(", ").append(dir.resolve("pairs.json"))
                .append(report.samples() == null ? "" : ", " + dir.resolve(PairsCsv.SOLUTIONS_FILE)).append(System.lineSeparator());
        return out.toString();
    }

    /** The fewest-moves lines of a pairs table: its shortest pairs with one solution, and the starts not computed. */
    private static String pairsMoves(PairsMoves moves) {
        StringBuilder out = new StringBuilder();
        PairsMoves.Example example = moves.example();
        if (example == null) {
            out.append("fewest moves: no pair's are known").append(System.lineSeparator());
        } else {
            out.append(String.format(Locale.ROOT, "fewest moves: %s, by %s; e.g. %s -> %s: %s%n", Counted.of(moves.shortest(), "move"),
                    Counted.of(moves.shortestPairs().size(), "pair"), example.start(), example.end(), String.join(" ", example.solution())));
        }
        if (!moves.notComputed().isEmpty()) {
            out.append("fewest moves not computed (solvable positions over half the JVM's heap) for the starts ")
                    .append(String.join(" ", moves.notComputed())).append(System.lineSeparator());
        }
        return out.toString();
    }

    /**
     * A forecast of {@code board}'s problem from {@code start} to {@code goal} ({@code pegatlas
     * estimate}): each level's canonical positions, the totals, time, disk, and whether the largest
     * level goes through disk within the memory budget {@code memory} ({@code throughDisk}).
     */
    public static String forecast(String board, String start, String goal, Forecast f, String memory, boolean throughDisk) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%s, %s -> %s: %s%n", board, start, goal,
                f.exact() ? "the search finished: exact figures" : "forecast"));
        out.append("level  pegs   canonical positions").append(System.lineSeparator());
        for (Forecast.Level level : f.levels()) {
            out.append(String.format(Locale.ROOT, "%5d  %4d  %,20d  %s%n", level.level(), level.pegs(), level.canonical(), level.measured()
                    ? "measured" : String.format(Locale.ROOT, "forecast (%,d to %,d)", level.low(), level.high())));
        }
        out.append(String.format(Locale.ROOT, "total: %,d canonical positions (forecast range %,d to %,d) over %d levels; largest level %,d%n",
                f.totalCanonical(), f.totalLow(), f.totalHigh(), f.levels().size(), f.largestLevel()));
        out.append(String.format(Locale.ROOT, "forward pass: about %s on this machine (%.2f µs per position measured over %.1f s), "
                + "%s of level files (%.1f bytes per position measured)%n", duration(f.seconds()), f.secondsPerPosition() * 1e6,
                f.measuredSeconds(), ByteSize.of(f.diskBytes(), 0), f.bytesPerPosition()));
        out.append(String.format(Locale.ROOT, "memory: expanding the largest level whole needs about %s; with --memory %s it %s%n",
                ByteSize.of(f.largestLevelBytes(), 0), memory, throughDisk
                        ? "goes through disk in slices (slower, but it completes)" : "stays in memory"));
        out.append("(the backward pass adds time; on the English and French boards the real totals lay inside the forecast range)")
                .append(System.lineSeparator());
        return out.toString();
    }

    /** {@code 42 s} below two minutes, {@code 17 min} below two hours, else {@code 3.5 h}. */
    private static String duration(double seconds) {
        return seconds < 120 ? String.format(Locale.ROOT, "%.0f s", seconds)
                : seconds < 7200 ? String.format(Locale.ROOT, "%.0f min", seconds / 60) : String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }

    /**
     * A tablebase of {@code entries} canonical positions built into {@code dir} in
     * {@code buildSeconds}: its size ({@code mapBytes}, the map file {@code mapFile}), the files
     * written ({@code mapFile} and its record {@code recordFile}, names within {@code dir}) and how
     * to ask it.
     */
    public static String tablebase(long entries, long mapBytes, double buildSeconds, Path dir, String mapFile, String recordFile) {
        return String.format("tablebase:           %,d positions (canonical), %,d bytes, %.1f bytes per position, built in %.1f s%n",
                entries, mapBytes, (double) mapBytes / entries, buildSeconds)
                + "wrote:               " + dir.resolve(mapFile) + ", " + dir.resolve(recordFile) + System.lineSeparator()
                + "ask it:              pegatlas query " + dir + " --position \"...\"; pegatlas serve " + dir + System.lineSeparator();
    }
}
