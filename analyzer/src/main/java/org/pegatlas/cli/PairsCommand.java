package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.reports.PairsCsv;
import org.pegatlas.reports.PairsJson;
import org.pegatlas.reports.PairsMarkdown;
import org.pegatlas.reports.PairsReport;
import org.pegatlas.reports.StartFigures;
import org.pegatlas.engine.MemoryBudget;
import org.pegatlas.engine.PairsTable;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** {@code pegatlas pairs}: every single-vacancy start against every single-peg finish. */
final class PairsCommand extends Command {

    PairsCommand() {
        super(new Declaration("pairs",
                "which single-vacancy starts finish with one peg on which hole, with exact solution counts",
                "For every start with one hole vacant and every hole for the last peg:"
                        + " solvable or not and the exact number of solutions. One forward pass per symmetry class of starts."
                        + " Writes pairs.csv, starts.csv, pairs.md and pairs.json (totals, time and memory).",
                null,
                RunOptions.addAll(new Options()
                        .addOption(CommandLines.boardOption("board (default: english; known: " + String.join(", ", Boards.names()) + ")"))
                        .addOption(CommandLines.boardFileOption("a board described in a file (format in the README) instead of a built-in one"))
                        .addOption(CommandLines.outOption())
                        .addOption(Option.builder().longOpt("resume")
                                .desc("go on with an interrupted table in --out: start classes whose pass finished (recorded in its"
                                        + " manifest) are not searched again; refused if the directory holds another board's results").get()))));
    }

    @Override
    void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(CommandLines.required(line, "out"));
        Board board = Inputs.board(line, "english").board();
        int threads = RunOptions.threads(line);
        MemoryBudget budget = RunOptions.memory(line);
        String fingerprint = PairsTable.fingerprint(board);
        Manifest manifest = line.hasOption("resume") ? OutputDirectory.resume(dir, fingerprint) : OutputDirectory.prepare(dir, fingerprint);
        PairsReport report = PairsTable.compute(board, threads, budget, dir.resolve("scratch"), checkpoint(manifest),
                RunOptions.progress(line, err, dir));
        manifest.putFile("pairs.csv", AtomicFiles.writeString(dir.resolve("pairs.csv"), PairsCsv.pairs(report)));
        manifest.putFile("starts.csv", AtomicFiles.writeString(dir.resolve("starts.csv"), PairsCsv.starts(report)));
        manifest.putFile("pairs.md", AtomicFiles.writeString(dir.resolve("pairs.md"), PairsMarkdown.format(report)));
        manifest.putFile("pairs.json", AtomicFiles.writeString(dir.resolve("pairs.json"), PairsJson.format(report)));
        manifest.put(OutputDirectory.STATUS_KEY, "complete").save();
        printSummary(out, report, dir);
    }

    /** Start classes recorded in the manifest as {@code class.HOLE}, saved as each one finishes. */
    private static PairsTable.Checkpoint checkpoint(Manifest manifest) {
        return new PairsTable.Checkpoint() {
            @Override
            public String recalled(String hole) {
                return manifest.get("class." + hole);
            }

            @Override
            public void record(String hole, String value) throws IOException {
                manifest.put("class." + hole, value).save();
            }
        };
    }

    private static void printSummary(PrintStream out, PairsReport report, Path dir) {
        out.printf("%s: %d of %d single-vacancy starts can finish with one peg; %d of %d start/end pairs are solvable%n",
                report.board(), report.solvableStarts(), report.starts().size(), report.solvablePairs(),
                (long) report.holes().size() * report.holes().size());
        for (StartFigures s : report.starts()) {
            if (s.start().equals(s.classRepresentative())) {
                out.printf(Locale.ROOT, "  start class %-4s (%2d holes): %d finishes, %,d solutions%n", s.start(), s.classSize(), s.solvableEnds(),
                        s.solutions());
            }
        }
        out.printf(Locale.ROOT, "time: %.2f s, peak memory %,d MiB, %d threads%n", report.run().elapsedSeconds(),
                report.run().peakMemoryBytes() >> 20, report.run().threads());
        out.println("wrote: " + dir.resolve("pairs.csv") + ", " + dir.resolve("starts.csv") + ", " + dir.resolve("pairs.md") + ", "
                + dir.resolve("pairs.json"));
    }
}
