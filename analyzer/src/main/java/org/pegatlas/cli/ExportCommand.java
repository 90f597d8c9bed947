package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.pegatlas.board.Board;
import org.pegatlas.board.PositionFormat;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;

/** {@code pegatlas export DIR --level N}: a level's positions (or its solvable ones) as text, one per line. */
final class ExportCommand extends Command {
    /** Canonical positions written between two checks that standard output still takes them. */
    private static final int CHECK_EVERY = 4096;

    ExportCommand() {
        super(new Declaration("export",
                "write a level's positions (or its solvable ones) as text, one per line, for other tools",
                "Writes the positions of one level of the analysis in DIR to standard output, one per line: canonical ones (one per"
                        + " symmetry class, in the order of the level file) or with --raw every one; all reachable ones or with --solvable"
                        + " those that can still reach the goal. The level file is checked against the manifest's size and CRC-32C first.",
                "DIR",
                new Options()
                        .addOption(Option.builder("l").longOpt("level").hasArg().argName("n")
                                .desc("the level (required): the positions after n jumps").get())
                        .addOption(Option.builder().longOpt("solvable")
                                .desc("only the level's positions that can still reach the goal (default: every reachable one)").get())
                        .addOption(Option.builder("f").longOpt("format").hasArg().argName("format")
                                .desc("pegs (the pegs' hole names, as --start \"pegs: ...\" reads them; the default), diagram (rows separated"
                                        + " by /, as --start reads them) or bits (1 peg, 0 empty, one character per hole in hole order)").get())
                        .addOption(Option.builder().longOpt("raw")
                                .desc("every position, not one per symmetry class: each canonical position followed by its other images").get())));
    }

    @Override
    protected void run(CommandLine line, PrintStream out, PrintStream err) throws CommandException, IOException {
        Path dir = Path.of(line.getArgList().get(0));
        int level = nonNegative(CommandLines.required(line, "level"));
        PositionFormat format;
        try {
            format = PositionFormat.byName(line.getOptionValue("format", "pegs"));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage("--format: " + e.getMessage());
        }
        try (DirectoryLock lock = OutputDirectory.lockForReading(dir)) {
            Inputs.Analysed analysed = Inputs.analysed(dir);
            Manifest manifest = analysed.manifest();
            Problem problem = analysed.problem();
            if (level >= problem.startPegs()) {
                throw CommandException.usage("--level " + level + ": the start has " + problem.startPegs() + " pegs, so the levels are 0 to "
                        + (problem.startPegs() - 1));
            }
            String file = LevelFiles.recordedName(line.hasOption("solvable") ? LevelFiles.SOLVABLE : LevelFiles.FORWARD, level, LevelFiles.SET);
            Path path = dir.resolve(file);
            if (!manifest.hasFile(file) || !Files.isRegularFile(path)) {
                throw CommandException.usage(dir + " holds no " + file + " (the search ended before level " + level
                        + ", or the run did not finish)");
            }
            if (!manifest.hasFile(file, AtomicFiles.checksum(path))) {
                throw CommandException.usage(path + " has changed since the run wrote it (its size or CRC-32C differs from "
                        + Manifest.FILE_NAME + "); run 'pegatlas verify " + dir + "'");
            }
            write(problem, LevelSetFile.read(path), problem.startPegs() - level, format, line.hasOption("raw"), out);
        }
    }

    private static void write(Problem problem, long[] keys, int pegs, PositionFormat format, boolean raw, PrintStream out) throws IOException {
        Board board = problem.board();
        PositionKeys positionKeys = new PositionKeys(board.holeCount());
        SymmetryTables symmetries = new SymmetryTables(board, problem.symmetries());
        long[] images = new long[symmetries.order()];
        for (int i = 0; i < keys.length; i++) {
            long canonical = positionKeys.position(keys[i], pegs);
            out.println(format.format(board, canonical));
            if (raw) {
                symmetries.images(canonical, images);
                for (long image : Arrays.stream(images).filter(image -> image != canonical).sorted().distinct().toArray()) {
                    out.println(format.format(board, image));
                }
            }
            if (i % CHECK_EVERY == CHECK_EVERY - 1 && out.checkError()) {
                throw new IOException("cannot write to standard output (closed or full) after " + (i + 1) + " canonical positions");
            }
        }
    }

    private static int nonNegative(String value) throws CommandException {
        try {
            int n = Integer.parseInt(value.strip());
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw CommandException.usage("--level needs a whole number, 0 or more, not '" + value + "'");
    }
}
