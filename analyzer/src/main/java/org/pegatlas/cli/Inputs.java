package org.pegatlas.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.apache.commons.cli.CommandLine;
import org.pegatlas.board.Board;
import org.pegatlas.board.BoardFile;
import org.pegatlas.board.Boards;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.TextFiles;

/** Boards and input files named on the command line, shared by the sub-commands. */
final class Inputs {
    /**
     * A board chosen on the command line.
     *
     * @param builtInName the built-in board's name, or {@code null} for a board file
     * @param fileStart the start position a board file gives, if any
     */
    record ChosenBoard(Board board, String builtInName, OptionalLong fileStart) {
    }

    private Inputs() {
    }

    /** The board of {@code --board NAME} or {@code --board-file FILE}, else built-in {@code fallback}. */
    static ChosenBoard board(CommandLine line, String fallback) throws CommandException {
        if (line.hasOption("board") && line.hasOption("board-file")) {
            throw CommandException.usage("give --board or --board-file, not both");
        }
        if (line.hasOption("board-file")) {
            String file = line.getOptionValue("board-file");
            String text = read("board file", file);
            try {
                BoardFile.Definition d = BoardFile.parse(text, BoardFile.defaultName(Path.of(file)));
                return new ChosenBoard(d.board(), null, d.start());
            } catch (IllegalArgumentException e) {
                throw CommandException.usage(file + ": " + e.getMessage());
            }
        }
        String name = line.getOptionValue("board", fallback);
        try {
            Board board = Boards.byName(name);
            return new ChosenBoard(board, board.name(), OptionalLong.empty());
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(e.getMessage());
        }
    }

    /** The text of the board file of {@code --board-file}, or {@code null} without one. */
    static String boardFileText(CommandLine line) throws CommandException {
        return line.hasOption("board-file") ? read("board file", line.getOptionValue("board-file")) : null;
    }

    /**
     * The problem an output directory records ({@link ProblemCodec#read(Path, Manifest)}); a
     * record that cannot be read back is bad input.
     */
    static Problem recordedProblem(Path dir, Manifest manifest) throws CommandException, IOException {
        try {
            return ProblemCodec.read(dir, manifest);
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(dir + ": " + e.getMessage());
        }
    }

    /** An analysis output directory opened for reading: its manifest and the problem it records. */
    record Analysed(Manifest manifest, Problem problem) {
    }

    /**
     * Opens the analysis in {@code dir} for reading (the caller holds its read lock): its
     * manifest, its recorded problem, and a check that its level files are of this version's format.
     * A directory without a manifest, or with an unreadable one or an unreadable problem record, is bad input.
     */
    static Analysed analysed(Path dir) throws CommandException, IOException {
        Manifest manifest;
        try {
            manifest = Files.isDirectory(dir) ? Manifest.load(dir) : null;
        } catch (IOException e) {
            throw CommandException.usage(dir + " has an unreadable " + Manifest.FILE_NAME + ": " + e.getMessage());
        }
        if (manifest == null) {
            throw CommandException.usage(dir + " is not a pegatlas output directory (no manifest)");
        }
        if (isPairsTable(manifest)) {
            throw CommandException.usage(dir + " holds a start × end table (pairs), not an analysis: 'pegatlas report " + dir
                    + "' draws it, and its figures are in pairs.csv, starts.csv and pairs.md");
        }
        Problem problem = recordedProblem(dir, manifest);
        OutputDirectory.checkLevelFormat(dir, manifest);
        return new Analysed(manifest, problem);
    }

    /** Whether {@code manifest} records a start × end table ({@code pairs}); {@code false} for a problem record naming no board. */
    private static boolean isPairsTable(Manifest manifest) {
        try {
            return ProblemCodec.Identity.of(String.valueOf(manifest.get(OutputDirectory.PROBLEM_KEY))).pairs();
        } catch (IllegalArgumentException e) {
            return false; // reported as a malformed problem record
        }
    }

    /** The text of an input file; a missing or unreadable file is bad input (exit code 2). */
    static String read(String what, String file) throws CommandException {
        try {
            return TextFiles.read(Path.of(file));
        } catch (NoSuchFileException e) {
            throw CommandException.usage("cannot read " + what + " '" + file + "': no such file");
        } catch (IOException | RuntimeException e) {
            throw CommandException.usage("cannot read " + what + " '" + file + "': " + (e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage().replace('\n', ' ')));
        }
    }
}
