package org.pegatlas.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Checks and claims an output directory for one problem before anything is written into it.
 *
 * <p>A directory may be used when it does not exist yet (it is created), when it is empty, or
 * when its manifest names the same problem (its files are then replaced, each atomically). A
 * directory holding another problem's results, or files that are not pegatlas output, is refused
 * without touching anything in it.
 */
public final class OutputDirectory {
    /** The manifest key holding the problem's fingerprint. */
    public static final String PROBLEM_KEY = "problem";
    /** The manifest key holding the run's state: {@code running} or {@code complete}. */
    public static final String STATUS_KEY = "status";
    /** The manifest key holding the format of the directory's level files. */
    public static final String LEVEL_FORMAT_KEY = "level_format";
    /** The format of the level files this pegatlas writes and reads: both files' format versions. */
    public static final String LEVEL_FORMAT = "sets-" + LevelSetFile.VERSION + ",counts-" + CountFile.VERSION;

    private OutputDirectory() {
    }

    /** Why a directory cannot be used, in one line for the user. */
    public static final class RefusedException extends IOException {
        RefusedException(String message) {
            super(message);
        }
    }

    /**
     * Prepares {@code directory} for the problem with {@code fingerprint}.
     *
     * @return a fresh manifest naming the problem with status {@code running}, already saved
     * @throws RefusedException when the directory cannot be used, saying why
     */
    public static Manifest prepare(Path directory, String fingerprint) throws IOException {
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new RefusedException("output " + directory + " exists and is not a directory");
        }
        if (Files.isDirectory(directory)) {
            Manifest existing;
            try {
                existing = Manifest.load(directory);
            } catch (IOException e) {
                throw new RefusedException("output directory " + directory + " has an unreadable manifest: " + e.getMessage());
            }
            if (existing == null && !isEmpty(directory)) {
                throw new RefusedException("output directory " + directory + " is not empty and holds no pegatlas manifest; choose a new or empty directory");
            }
            if (existing != null && !fingerprint.equals(existing.get(PROBLEM_KEY))) {
                throw new RefusedException("output directory " + directory + " holds results of another problem ("
                        + existing.get(PROBLEM_KEY) + "); choose another directory");
            }
        } else {
            try {
                Files.createDirectories(directory);
            } catch (IOException e) {
                throw new RefusedException("cannot create output directory " + directory + ": " + describe(e));
            }
        }
        if (!Files.isWritable(directory)) {
            throw new RefusedException("output directory " + directory + " is not writable");
        }
        Manifest manifest = Manifest.create(directory).put(PROBLEM_KEY, fingerprint).put(LEVEL_FORMAT_KEY, LEVEL_FORMAT)
                .put(STATUS_KEY, "running");
        try {
            manifest.save();
        } catch (IOException e) {
            throw new RefusedException("cannot write to output directory " + directory + ": " + describe(e));
        }
        return manifest;
    }

    /**
     * Reopens {@code directory} to go on with an interrupted run of the problem with
     * {@code fingerprint}.
     *
     * @return its manifest, with status {@code running}, already saved
     * @throws RefusedException when there is no run of that problem to resume, saying why
     */
    public static Manifest resume(Path directory, String fingerprint) throws IOException {
        Manifest existing;
        try {
            existing = Files.isDirectory(directory) ? Manifest.load(directory) : null;
        } catch (IOException e) {
            throw new RefusedException("cannot resume in " + directory + ": unreadable manifest: " + e.getMessage());
        }
        if (existing == null) {
            throw new RefusedException("cannot resume: " + directory + " holds no pegatlas run; run without --resume to start one");
        }
        if (!fingerprint.equals(existing.get(PROBLEM_KEY))) {
            throw new RefusedException("cannot resume: " + directory + " holds a run of another problem (" + existing.get(PROBLEM_KEY)
                    + "); resume with the same board, start and goal, or choose another directory");
        }
        checkLevelFormat(directory, existing);
        try {
            existing.put(STATUS_KEY, "running").save();
        } catch (IOException e) {
            throw new RefusedException("cannot write to output directory " + directory + ": " + describe(e));
        }
        return existing;
    }

    /**
     * Checks that the level files of {@code directory} (whose manifest is {@code manifest}) are of
     * the format this pegatlas reads.
     *
     * @throws RefusedException naming both formats when not
     */
    public static void checkLevelFormat(Path directory, Manifest manifest) throws RefusedException {
        String format = manifest.get(LEVEL_FORMAT_KEY);
        if (!LEVEL_FORMAT.equals(format)) {
            throw new RefusedException(directory + " holds level files of format " + (format == null ? "sets-2,counts-3 or older" : format)
                    + "; this pegatlas reads " + LEVEL_FORMAT + ": run it again into a new directory");
        }
    }

    private static boolean isEmpty(Path directory) throws IOException {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.findAny().isEmpty();
        }
    }

    private static String describe(IOException e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException) {
            return "a file is in the way";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
