package org.pegatlas.search;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.PositionKeys;

/**
 * The level files of an output directory, under {@code levels/}: for each level {@code NN}
 * (two digits or more), {@code forward-NN.roar} (reachable canonical positions) with
 * {@code forward-NN.counts} (their orbit-total path counts), and {@code solvable-NN.roar} with
 * {@code solvable-NN.counts} (those that can reach the goal, with orbit-total ways to finish).
 * Every file is written atomically and recorded in the manifest once complete.
 */
final class LevelFiles {
    static final String FORWARD = "forward";
    static final String SOLVABLE = "solvable";

    private final Path directory;
    private final Manifest manifest;
    private final PositionKeys keys;

    LevelFiles(Path outputDirectory, Manifest manifest, PositionKeys keys) throws IOException {
        this.directory = outputDirectory.resolve("levels");
        this.manifest = manifest;
        this.keys = keys;
        Files.createDirectories(directory);
    }

    /**
     * Writes a level's set and counts.
     *
     * @return bytes of the set file
     */
    long write(String kind, int level, Level data) throws IOException {
        String set = name(kind, level, "roar");
        String counts = name(kind, level, "counts");
        AtomicFiles.Written setWritten = LevelSetFile.write(directory.resolve(set), data.keys(), data.size());
        AtomicFiles.Written countsWritten = CountFile.write(directory.resolve(counts), data.counts(), data.size());
        manifest.putFile("levels/" + set, setWritten).putFile("levels/" + counts, countsWritten).save();
        return setWritten.bytes();
    }

    /** Reads back a level written by {@link #write}. */
    Level read(String kind, int level, int pegs) throws IOException {
        long[] levelKeys = LevelSetFile.read(directory.resolve(name(kind, level, "roar")));
        CountVector counts = CountFile.read(directory.resolve(name(kind, level, "counts")));
        if (counts.size() != levelKeys.length) {
            throw new IOException(directory.resolve(name(kind, level, "counts")) + ": holds " + counts.size()
                    + " counts for " + levelKeys.length + " positions");
        }
        return new Level(pegs, levelKeys, positionsOf(levelKeys, pegs), counts);
    }

    /** The positions of {@code levelKeys} on a level of {@code pegs} pegs. */
    long[] positionsOf(long[] levelKeys, int pegs) {
        if (keys.keyBits() == keys.holes()) {
            return levelKeys;
        }
        long[] positions = new long[levelKeys.length];
        for (int i = 0; i < levelKeys.length; i++) {
            positions[i] = keys.position(levelKeys[i], pegs);
        }
        return positions;
    }

    private static String name(String kind, int level, String extension) {
        return String.format(Locale.ROOT, "%s-%02d.%s", kind, level, extension);
    }
}
