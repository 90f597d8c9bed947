package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.SpilledRun;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.ScratchDirectory;

/**
 * The runs a {@link MiddleJoin} of a middle level on disk spills, one per part of the starts'
 * level, kept in a scratch directory of their own with a manifest that records each run once it
 * is written, so that a join killed part way goes on after its last recorded part.
 *
 * <p>A directory is reused only for the same join: the identity it was opened with (the passes,
 * the part size and the level sizes) must equal the one recorded, otherwise it is emptied and the
 * join starts from its first part. A recorded run whose files are missing or of another size is
 * spilled again (it and every later part: a resumed join redoes the parts from the first one not
 * intact).
 */
final class MiddleJoinRuns {
    private static final String IDENTITY_KEY = "join";

    private final Path directory;
    private final Manifest manifest;
    /** The level of the runs' entries, which their files are named after. */
    private final int level;

    private MiddleJoinRuns(Path directory, Manifest manifest, int level) {
        this.directory = directory;
        this.manifest = manifest;
        this.level = level;
    }

    /**
     * The runs of the join in {@code directory}: those recorded there if it holds the same join,
     * none otherwise (the directory is then emptied and the identity recorded).
     *
     * @param identity what the runs depend on, one line
     * @param level the level the runs' entries are on (the complements of the level after the
     *     middle): their files are named as the spilled runs of that level
     */
    static MiddleJoinRuns open(Path directory, String identity, int level) throws IOException {
        Manifest recorded = Files.isDirectory(directory) ? Manifest.load(directory) : null;
        if (recorded != null && identity.equals(recorded.get(IDENTITY_KEY))) {
            return new MiddleJoinRuns(directory, recorded, level);
        }
        ScratchDirectory.delete(directory);
        Files.createDirectories(directory);
        Manifest fresh = Manifest.create(directory).put(IDENTITY_KEY, identity);
        fresh.save();
        return new MiddleJoinRuns(directory, fresh, level);
    }

    /** The run of part {@code part} as recorded, or {@code null} when it is not recorded or its files are not as recorded. */
    SpilledRun recorded(int part) throws IOException {
        String value = manifest.get(partKey(part));
        if (value == null) {
            return null;
        }
        String[] fields = value.split(";");
        SpilledRun run = SpilledRun.at(base(part), Integer.parseInt(fields[0]), Integer.parseInt(fields[1]), Long.parseLong(fields[2]));
        boolean intact = Files.isRegularFile(run.keysFile()) && Files.isRegularFile(run.countsFile())
                && Files.size(run.keysFile()) + Files.size(run.countsFile()) == run.bytes();
        return intact ? run : null;
    }

    /**
     * Where part {@code part}'s run is written ({@link SpilledRun#write} adds the files'
     * extensions), named as a spilled run of the level, so that the scratch's removal knows it.
     */
    Path base(int part) {
        return LevelFiles.runBase(directory, LevelFiles.FORWARD, level, part);
    }

    /** Records part {@code part}'s run, written at {@link #base}, and saves the manifest at once. */
    void record(int part, SpilledRun run) throws IOException {
        manifest.put(partKey(part), run.size() + ";" + run.limbs() + ";" + run.bytes());
        manifest.save();
    }

    /** Removes the directory and the runs in it. */
    void delete() throws IOException {
        ScratchDirectory.delete(directory);
    }

    private static String partKey(int part) {
        return String.format(Locale.ROOT, "part.%05d", part);
    }
}
