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
    /** The manifest key holding the run's state: {@link #RUNNING} or {@link #COMPLETE}. */
    public static final String STATUS_KEY = "status";
    /** The {@link #STATUS_KEY} of a run under way, or interrupted. */
    public static final String RUNNING = "running";
    /** The {@link #STATUS_KEY} of a run that finished and wrote all its files. */
    public static final String COMPLETE = "complete";
    /** The prefix of the manifest keys of a start × end table's finished start classes ({@link #startClassKey}). */
    private static final String START_CLASS_PREFIX = "class.";
    /** The manifest key holding the {@link LevelFormat} of the directory's level files. */
    public static final String LEVEL_FORMAT_KEY = "level.format";

    private OutputDirectory() {
    }

    /** Why a directory cannot be used, in one line for the user. */
    public static final class RefusedException extends IOException {
        public RefusedException(String message) {
            super(message);
        }
    }

    /**
     * Prepares {@code directory} for the problem with {@code fingerprint}.
     *
     * @return a fresh manifest naming the problem and this build's {@link LevelFormat}, with status
     *     {@link #RUNNING}, already saved
     * @throws RefusedException when the directory cannot be used, saying why
     */
    public static Manifest prepare(Path directory, String fingerprint) throws IOException {
        createOrCheck(directory);
        Manifest existing;
        try {
            existing = Manifest.load(directory);
        } catch (IOException e) {
            throw new RefusedException("output directory " + directory + " has an unreadable manifest: " + e.getMessage());
        }
        if (existing != null && !fingerprint.equals(existing.get(PROBLEM_KEY))) {
            throw anotherProblem(directory, existing.get(PROBLEM_KEY), false);
        }
        if (!Files.isWritable(directory)) {
            throw new RefusedException("output directory " + directory + " is not writable");
        }
        Manifest manifest = Manifest.create(directory).put(PROBLEM_KEY, fingerprint)
                .put(LEVEL_FORMAT_KEY, LevelFormat.current()).put(STATUS_KEY, RUNNING);
        try {
            manifest.save();
        } catch (IOException e) {
            throw new RefusedException("cannot write to output directory " + directory + ": " + describe(e));
        }
        return manifest;
    }

    /**
     * The refusal of a directory that holds a run of another problem ({@code recorded}, its
     * fingerprint) than the one asked for, worded for a fresh start or for {@code resume}; also
     * used by the Spark module's output place, so both say it alike.
     *
     * @param directory the directory as the user named it (a local or a Hadoop path)
     */
    public static RefusedException anotherProblem(Object directory, String recorded, boolean resume) {
        return new RefusedException(resume
                ? "cannot resume: " + directory + " holds a run of another problem (" + describeProblem(recorded)
                        + "); resume with the same board, start and goal, or choose another directory"
                : "output directory " + directory + " holds results of another problem (" + describeProblem(recorded)
                        + "); choose another directory");
    }

    /**
     * Reopens {@code directory} to go on with an interrupted run of the problem with
     * {@code fingerprint}.
     *
     * @return its manifest, with status {@link #RUNNING}, already saved
     * @throws RefusedException when there is no run of that problem to resume, or its level files
     *     are of another {@link LevelFormat} than this build's, saying why
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
            throw anotherProblem(directory, existing.get(PROBLEM_KEY), true);
        }
        String format = LevelFormat.recorded(existing);
        if (!format.equals(LevelFormat.current())) {
            throw new RefusedException("cannot resume: " + directory + " holds level files of format " + format + ", this pegatlas"
                    + " reads " + LevelFormat.current() + "; run without --resume to start again, or use the pegatlas that wrote it");
        }
        try {
            existing.put(STATUS_KEY, RUNNING).save();
        } catch (IOException e) {
            throw new RefusedException("cannot write to output directory " + directory + ": " + describe(e));
        }
        return existing;
    }

    /**
     * Checks, for a run that reads the level files of {@code directory} (verify, tablebase,
     * export), that they are of this build's {@link LevelFormat}.
     *
     * @param manifest the directory's manifest
     * @throws RefusedException in one line naming both formats when not
     */
    public static void checkLevelFormat(Path directory, Manifest manifest) throws RefusedException {
        String format = LevelFormat.recorded(manifest);
        if (!format.equals(LevelFormat.current())) {
            throw new RefusedException(directory + " holds level files of format " + format + ", this pegatlas reads " + LevelFormat.current()
                    + "; analyze again into a new directory, or use the pegatlas that wrote it");
        }
    }

    /**
     * Locks {@code directory} for a run that writes into it (see {@link DirectoryLock}), creating it
     * when missing; hold the lock from before {@link #prepare} or {@link #resume} until the run
     * ends. A directory that is not empty and holds no manifest is refused without a lock file
     * being left in it.
     *
     * @param holder the run, as another run refused by the lock is told (e.g. {@code pegatlas analyze})
     * @throws RefusedException when the directory cannot be used or another run holds its lock
     */
    public static DirectoryLock lockForWriting(Path directory, String holder) throws IOException {
        createOrCheck(directory);
        return DirectoryLock.exclusive(directory, holder);
    }

    /**
     * Locks an existing output directory for a run that adds to its results (a report). A path
     * that is no output directory (no manifest) is not locked; the caller reports it.
     *
     * @throws RefusedException when another run holds the lock
     */
    public static DirectoryLock lockExisting(Path directory, String holder) throws IOException {
        return Files.isRegularFile(directory.resolve(Manifest.FILE_NAME)) ? DirectoryLock.exclusive(directory, holder) : DirectoryLock.none();
    }

    /**
     * Locks {@code directory} shared, for a run that only reads it: refused while a run that
     * writes holds it. A path that is no output directory (no manifest) is not locked; the caller
     * reports it.
     *
     * @throws RefusedException when a run that writes holds the lock
     */
    public static DirectoryLock lockForReading(Path directory) throws IOException {
        return Files.isRegularFile(directory.resolve(Manifest.FILE_NAME)) ? DirectoryLock.shared(directory) : DirectoryLock.none();
    }

    /** Creates a missing directory; refuses a file, and a directory that is not empty and holds no manifest. */
    private static void createOrCheck(Path directory) throws IOException {
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new RefusedException("output " + directory + " exists and is not a directory");
        }
        if (Files.isDirectory(directory)) {
            if (!Files.exists(directory.resolve(Manifest.FILE_NAME)) && !isEmpty(directory)) {
                throw new RefusedException("output directory " + directory + " is not empty and holds no pegatlas manifest; choose a new or empty directory");
            }
        } else {
            try {
                Files.createDirectories(directory);
            } catch (IOException e) {
                throw new RefusedException("cannot create output directory " + directory + ": " + describe(e));
            }
        }
    }

    /**
     * A problem's fingerprint ({@code board=NAME;holes=N;lines=N;start=HEX;goal=TEXT;...}) for a
     * person: {@code english, a start of 32 pegs, goal one peg on a1}; the start's bit mask is
     * only counted. A pairs table's ({@code pairs;board=NAME;...}): {@code the pairs table of english},
     * or {@code the pairs table of english with fewest moves} when it ends {@code ;moves}.
     */
    public static String describeProblem(String fingerprint) {
        if (fingerprint == null) {
            return "unknown";
        }
        java.util.Map<String, String> fields = new java.util.LinkedHashMap<>();
        for (String field : fingerprint.split(";")) {
            int eq = field.indexOf('=');
            fields.put(eq < 0 ? field : field.substring(0, eq), eq < 0 ? "" : field.substring(eq + 1));
        }
        StringBuilder text = new StringBuilder(fields.containsKey("pairs") ? "the pairs table of " : "")
                .append(fields.getOrDefault("board", "a board"));
        try {
            if (fields.containsKey("start")) {
                int pegs = Long.bitCount(Long.parseUnsignedLong(fields.get("start"), 16));
                text.append(", a start of ").append(pegs).append(pegs == 1 ? " peg" : " pegs");
            }
        } catch (NumberFormatException e) {
            text.append(", start ").append(fields.get("start"));
        }
        if (fields.containsKey("goal")) {
            text.append(", goal ").append(fields.get("goal"));
        }
        if (fields.containsKey("pairs") && !fields.containsKey("middle")) {
            text.append(" searched to the end (--full)");
        }
        if (fields.containsKey("pairs") && fields.containsKey("moves")) {
            text.append(" with fewest moves");
        }
        return text.toString();
    }

    /** Whether {@code directory} holds nothing but, possibly, its lock file. */
    /** The manifest key recording the finished pass of a start × end table's start class, by its representative hole. */
    public static String startClassKey(String hole) {
        return START_CLASS_PREFIX + hole;
    }

    /** Records in {@code manifest} that its run finished ({@link #COMPLETE}) and saves it. */
    public static void markComplete(Manifest manifest) throws IOException {
        manifest.put(STATUS_KEY, COMPLETE).save();
    }

    /** Whether {@code manifest} records a run that finished ({@link #COMPLETE}); {@code false} for {@code null}. */
    public static boolean isComplete(Manifest manifest) {
        return manifest != null && COMPLETE.equals(manifest.get(STATUS_KEY));
    }

    private static boolean isEmpty(Path directory) throws IOException {
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.allMatch(entry -> entry.getFileName().toString().equals(DirectoryLock.FILE_NAME));
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
