package org.pegatlas.engine.store;

import java.io.IOException;
import java.nio.file.Path;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * A written level read back in slices of consecutive positions, so that a level larger than
 * memory can be expanded a slice at a time. Each slice is a {@link Level} of its own (indices
 * start at 0 in every slice). The entries come from the level's files, or from the copy of them a
 * merge kept in memory ({@link HeldLevel}): the slices are the same either way.
 */
public final class LevelSlices implements AutoCloseable {
    private final Entries entries;
    private final int pegs;
    private final PositionKeys keys;
    private long done;

    private LevelSlices(Entries entries, int pegs, PositionKeys keys) {
        this.entries = entries;
        this.pegs = pegs;
        this.keys = keys;
    }

    /** The level in {@code setFile} and {@code countFile}, checked as they are read. */
    public static LevelSlices of(Path setFile, Path countFile, int pegs, PositionKeys keys) throws IOException {
        return new LevelSlices(new FileEntries(setFile, countFile), pegs, keys);
    }

    /** The level a merge held in memory; its chunks are released as the slices are read. */
    public static LevelSlices of(HeldLevel held, int pegs, PositionKeys keys) {
        return new LevelSlices(held.reader(), pegs, keys);
    }

    /** Positions in the level. */
    public long size() {
        return entries.size();
    }

    /** Pegs on every position of the level. */
    public int pegs() {
        return pegs;
    }

    /** Limbs of the level's counts. */
    public int limbs() {
        return entries.limbs();
    }

    /** Bytes of the level that memory holds and no slice has read yet: 0 when it is read from files. */
    public long heldBytes() {
        return entries.heldBytes();
    }

    /**
     * The next slice of up to {@code max} positions.
     *
     * @return {@code null} once the whole level has been read
     */
    public Level next(int max) throws IOException {
        int length = (int) Math.min(max, size() - done);
        if (length == 0) {
            entries.finish();
            return null;
        }
        long[] sliceKeys = new long[length];
        CountVector counts = new CountVector(length, limbs());
        entries.next(sliceKeys, counts.data(), length);
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
            throw new IOException(entries + ": " + size() + " positions do not fit one slice");
        }
        Level whole = next((int) size());
        next(1); // null: every position is read, and this checks the set file's end
        return whole != null ? whole : new Level(pegs, new long[0], new long[0], new CountVector(0, limbs()));
    }

    @Override
    public void close() throws IOException {
        entries.close();
    }

    /** Where a level's entries are read from, in key order: its files, or a {@link HeldLevel.Reader}. */
    interface Entries extends AutoCloseable {
        long size();

        int limbs();

        /** Bytes held in memory for the entries not read yet. */
        default long heldBytes() {
            return 0;
        }

        /** Copies the next {@code n} keys, at least one and no more than are left, and their counts. */
        void next(long[] intoKeys, long[] intoCounts, int n) throws IOException;

        /** Checks, once every entry has been read, that nothing follows them. */
        default void finish() throws IOException {
        }

        @Override
        default void close() throws IOException {
        }
    }

    /** A level's set and counts files. */
    private static final class FileEntries implements Entries {
        private final Path setFile;
        private final LevelSetFile.Cursor keyCursor;
        private final CountFile.Cursor countCursor;

        FileEntries(Path setFile, Path countFile) throws IOException {
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
        }

        @Override
        public long size() {
            return keyCursor.count();
        }

        @Override
        public int limbs() {
            return countCursor.limbs();
        }

        @Override
        public void next(long[] intoKeys, long[] intoCounts, int n) throws IOException {
            int filled = 0;
            while (filled < n) {
                int read = keyCursor.next(intoKeys, filled, n - filled);
                if (read == 0) {
                    throw new IOException(setFile + ": ends before the " + size() + " keys its header announces");
                }
                filled += read;
            }
            countCursor.next(intoCounts, 0, n);
        }

        @Override
        public void finish() throws IOException {
            keyCursor.finish();
        }

        @Override
        public void close() throws IOException {
            keyCursor.close();
            countCursor.close();
        }

        @Override
        public String toString() {
            return setFile.toString();
        }
    }
}
