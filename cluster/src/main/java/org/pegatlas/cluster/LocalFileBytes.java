package org.pegatlas.cluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * The bytes the local engine's files of a level take ({@link LevelSetFile} and {@link CountFile}),
 * so that {@code levels.csv} reports the same bytes as {@code analyze}. Their codes run across the
 * whole level (gaps between consecutive ranks, blocks of 64 entries), so the sizes cannot be added
 * up from partitions: the level's entries, in ascending key order, are written to scratch files
 * in the system's temporary directory, which are measured and deleted.
 */
final class LocalFileBytes {
    /** Entries handed to the count file at a time. */
    private static final int BATCH = 4096;

    /** The sizes of a level's set file and count file. */
    record Sizes(long set, long counts) {
    }

    private LocalFileBytes() {
    }

    /**
     * @param chunks the level's chunks, their keys ascending from chunk to chunk, with counts of
     *     any limbs whose values fit in {@code limbs} limbs
     * @param keys the keys' codec, with the board's class invariants (as the local engine's)
     * @param pegs pegs on every position of the level
     * @param limbs limbs of the level's local count file
     */
    static Sizes of(Iterator<KeyChunk> chunks, PositionKeys keys, int pegs, int limbs) throws IOException {
        Path dir = Files.createTempDirectory("pegatlas-level-bytes");
        try (CountFile.Writer counts = new CountFile.Writer(dir.resolve("level.counts"), limbs)) {
            LevelSetFile.Writer set = new LevelSetFile.Writer(keys, pegs);
            long[] batch = new long[BATCH * limbs];
            int filled = 0;
            while (chunks.hasNext()) {
                KeyChunk chunk = chunks.next();
                int width = Math.min(limbs, chunk.limbs());
                for (int i = 0; i < chunk.size(); i++) {
                    set.add(chunk.keys()[i]);
                    Arrays.fill(batch, filled * limbs, (filled + 1) * limbs, 0L);
                    System.arraycopy(chunk.counts(), i * chunk.limbs(), batch, filled * limbs, width);
                    if (++filled == BATCH) {
                        counts.add(batch, 0, BATCH);
                        filled = 0;
                    }
                }
            }
            counts.add(batch, 0, filled);
            return new Sizes(set.write(dir.resolve("level.set")).bytes(), counts.commit().bytes());
        } finally {
            Files.deleteIfExists(dir.resolve("level.set"));
            Files.deleteIfExists(dir.resolve("level.counts"));
            Files.deleteIfExists(dir);
        }
    }
}
