package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * A written level read back in slices of consecutive positions, so that a level larger than
 * memory can be expanded a slice at a time. Each slice is a {@link Level} of its own (indices
 * start at 0 in every slice).
 */
public final class LevelSlices implements AutoCloseable {
    private final LevelSetFile.Cursor keyCursor;
    private final CountFile.Cursor countCursor;
    private final int pegs;
    private final PositionKeys keys;
    private final Path setFile;
    private long done;

    LevelSlices(Path setFile, Path countFile, int pegs, PositionKeys keys) throws IOException {
        this.setFile = setFile;
        this.keyCursor = new LevelSetFile.Cursor(setFile);
        try {
            this.countCursor = new CountFile.Cursor(countFile);
        } catch (IOException e) {
            keyCursor.close();
            throw e;
        }
        if (countCursor.count() != keyCursor.count()) {
            close();
            throw new IOException(setFile + ": holds " + keyCursor.count() + " positions but its counts file " + countCursor.count());
        }
        this.pegs = pegs;
        this.keys = keys;
    }

    /** Positions in the level. */
    public long size() {
        return keyCursor.count();
    }

    /** Pegs on every position of the level. */
    int pegs() {
        return pegs;
    }

    /** Limbs of the level's counts. */
    public int limbs() {
        return countCursor.limbs();
    }

    /**
     * The next slice of up to {@code max} positions.
     *
     * @return {@code null} once the whole level has been read
     */
    Level next(int max) throws IOException {
        int length = (int) Math.min(max, size() - done);
        if (length == 0) {
            keyCursor.finish();
            return null;
        }
        long[] sliceKeys = new long[length];
        int filled = 0;
        while (filled < length) {
            int n = keyCursor.next(sliceKeys, filled, length - filled);
            if (n == 0) {
                throw new IOException(setFile + ": ends before the " + size() + " keys its header announces");
            }
            filled += n;
        }
        CountVector counts = new CountVector(length, countCursor.limbs());
        countCursor.next(counts.data(), 0, length);
        done += length;
        return new Level(pegs, sliceKeys, keys.positions(sliceKeys, pegs), counts);
    }

    /**
     * The whole level in one slice, its set file checked to its end.
     *
     * @throws IOException if the level holds more than {@code Integer.MAX_VALUE} positions, or a
     *     file cannot be read
     */
    public Level whole() throws IOException {
        if (size() > Integer.MAX_VALUE) {
            throw new IOException(setFile + ": " + size() + " positions do not fit one slice");
        }
        Level whole = next((int) size());
        next(1); // null: every position is read, and this checks the set file's end
        return whole != null ? whole : new Level(pegs, new long[0], new long[0], new CountVector(0, limbs()));
    }

    @Override
    public void close() throws IOException {
        keyCursor.close();
        countCursor.close();
    }
}
