package org.pegatlas.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Problem;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.TextFiles;

/**
 * A finished output directory of {@code analyze} or {@code pairs}, read back: its manifest, the
 * files it records (each checked against the size and CRC-32C written there), and its problem
 * record ({@link ProblemCodec}).
 */
final class SavedRun {
    /** What wrote the directory. */
    enum Kind {
        ANALYSIS, PAIRS
    }

    private final Path dir;
    private final Manifest manifest;
    private final ProblemCodec.Identity identity;

    private SavedRun(Path dir, Manifest manifest, ProblemCodec.Identity identity) {
        this.dir = dir;
        this.manifest = manifest;
        this.identity = identity;
    }

    /**
     * Opens {@code dir}.
     *
     * @throws CommandException (bad input) when it is no directory, holds no pegatlas manifest, or
     *     holds a run that did not finish
     */
    static SavedRun open(Path dir) throws CommandException {
        if (!Files.isDirectory(dir)) {
            throw CommandException.usage("no output directory " + dir);
        }
        Manifest manifest;
        try {
            manifest = Manifest.load(dir);
        } catch (IOException e) {
            throw CommandException.usage(dir + " has an unreadable " + Manifest.FILE_NAME + ": " + e.getMessage());
        }
        if (manifest == null || manifest.get(OutputDirectory.PROBLEM_KEY) == null) {
            throw CommandException.usage(dir + " holds no pegatlas results (no " + Manifest.FILE_NAME + "); give the --out directory of analyze or pairs");
        }
        if (!OutputDirectory.isComplete(manifest)) {
            throw CommandException.usage(dir + " holds a run that did not finish (status " + manifest.get(OutputDirectory.STATUS_KEY)
                    + "); run it again to the end");
        }
        try {
            return new SavedRun(dir, manifest, ProblemCodec.Identity.of(manifest.get(OutputDirectory.PROBLEM_KEY)));
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(dir + ": " + Manifest.FILE_NAME + " names no board");
        }
    }

    Path dir() {
        return dir;
    }

    /** An analysis ({@code analyze}) or a start × end table ({@code pairs}). */
    Kind kind() {
        return identity.pairs() ? Kind.PAIRS : Kind.ANALYSIS;
    }

    /** The name of the board the results were computed on. */
    String boardName() {
        return identity.board();
    }

    /** The digest of that board's hole names and jump lines ({@link org.pegatlas.board.Board#digest()}). */
    String boardDigest() {
        return identity.layout();
    }

    /**
     * The board the results were computed on, as the directory records it ({@link ProblemCodec#readBoard}):
     * built in, or the copy of its board file kept beside them.
     *
     * @throws CommandException (bad input) when the board is neither built in nor copied intact
     *     into the directory (a directory of a version that kept no copy)
     */
    Board board() throws CommandException, IOException {
        try {
            return ProblemCodec.readBoard(dir, manifest);
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(dir + ": " + e.getMessage());
        }
    }

    /**
     * The problem of an analysis, on {@code board} (the board it was computed on: {@link #board()},
     * or one given for a directory that keeps no copy of its board file).
     *
     * @throws CommandException (bad input) when the record is not of a problem on that board
     */
    Problem problem(Board board) throws CommandException {
        try {
            return ProblemCodec.decode(manifest.get(OutputDirectory.PROBLEM_KEY), board);
        } catch (IllegalArgumentException e) {
            throw CommandException.usage(dir + ": " + e.getMessage());
        }
    }

    /** Whether the manifest records {@code file} (a pairs table searched to the end has no {@code solutions.csv}). */
    boolean records(String file) {
        return manifest.hasFile(file);
    }

    /**
     * The text of {@code file}, a file the manifest records as complete.
     *
     * @throws CommandException (bad input) when it is missing or differs from what the run wrote
     */
    String read(String file) throws CommandException, IOException {
        Path path = dir.resolve(file);
        if (!manifest.hasFile(file) || !Files.isRegularFile(path)) {
            throw CommandException.usage(path + " is missing; run " + (kind() == Kind.PAIRS ? "pairs" : "analyze") + " again into " + dir);
        }
        if (!manifest.hasFile(file, AtomicFiles.checksum(path))) {
            throw CommandException.usage(path + " has changed since the run wrote it (its size or CRC-32C differs from " + Manifest.FILE_NAME + ")");
        }
        return TextFiles.read(path);
    }

    /** Records a file written into the directory as complete. */
    void record(String file, AtomicFiles.Written written) throws IOException {
        manifest.putFile(file, written).save();
    }
}
