package org.pegatlas.engine.runs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * A sorted run written to scratch files so that its memory can be freed before the runs of a
 * level are merged: its keys as a {@link LevelSetFile} ({@code .set}, gaps between dense ranks,
 * about a byte per key) and its counts as a {@link CountFile} ({@code .counts}, each count in
 * about as many bits as it has), both checksummed. The files are scratch, deleted once merged,
 * and never part of a finished output.
 *
 * @param keysFile the run's keys
 * @param countsFile the run's counts, in key order
 * @param size entries in the run
 * @param limbs limbs per count
 * @param bytes bytes of the two files together
 */
public record SpilledRun(Path keysFile, Path countsFile, int size, int limbs, long bytes) implements RunSource {
    /** Entries a cursor reads from the files at a time. */
    private static final int BATCH = 4096;

    /**
     * Writes {@code run} to {@code base.set} and {@code base.counts} (replacing them).
     *
     * @param codec the keys' codec
     * @param pegs pegs on every position of the run, all in one position class (the successors of one level)
     */
    public static SpilledRun write(Path base, Run run, PositionKeys codec, int pegs) throws IOException {
        Path keysFile = base.resolveSibling(base.getFileName() + ".set");
        Path countsFile = base.resolveSibling(base.getFileName() + ".counts");
        AtomicFiles.Written keys = LevelSetFile.write(keysFile, codec, pegs, run.keys(), run.size());
        try {
            AtomicFiles.Written counts = CountFile.write(countsFile, run.counts(), run.size());
            return new SpilledRun(keysFile, countsFile, run.size(), run.counts().limbs(), keys.bytes() + counts.bytes());
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(keysFile);
            throw e;
        }
    }

    /**
     * A cursor over the run's entries; close it to release the files.
     *
     * @throws IOException if a file is unreadable or damaged (checked when opened and as read)
     */
    @Override
    public RunCursor open() throws IOException {
        LevelSetFile.Cursor keyCursor = new LevelSetFile.Cursor(keysFile);
        CountFile.Cursor countCursor;
        try {
            countCursor = new CountFile.Cursor(countsFile);
        } catch (IOException e) {
            keyCursor.close();
            throw e;
        }
        if (keyCursor.count() != size || countCursor.count() != size || countCursor.limbs() != limbs) {
            keyCursor.close();
            countCursor.close();
            throw new IOException(keysFile + ": a scratch run of " + keyCursor.count() + " keys and " + countCursor.count()
                    + " counts, where " + size + " were written");
        }
        return new RunCursor() {
            private final long[] keys = new long[BATCH];
            private final long[] counts = new long[BATCH * limbs];
            private int loaded;
            private int at = -1;
            private int left = size;

            @Override
            public boolean advance() throws IOException {
                if (++at < loaded) {
                    return true;
                }
                if (left == 0) {
                    keyCursor.finish();
                    countCursor.finish();
                    return false;
                }
                loaded = Math.min(BATCH, left);
                if (keyCursor.next(keys, 0, loaded) != loaded) {
                    throw new IOException(keysFile + ": scratch run ends early");
                }
                countCursor.next(counts, 0, loaded);
                left -= loaded;
                at = 0;
                return true;
            }

            @Override
            public long key() {
                return keys[at];
            }

            @Override
            public long[] countData() {
                return counts;
            }

            @Override
            public int countAt() {
                return at * limbs;
            }

            @Override
            public int limbs() {
                return limbs;
            }

            @Override
            public void close() throws IOException {
                keyCursor.close();
                countCursor.close();
            }
        };
    }

    /** Removes the files. */
    public void delete() throws IOException {
        Files.deleteIfExists(keysFile);
        Files.deleteIfExists(countsFile);
    }
}
