package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.LongPredicate;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelSlices;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.PositionKeys;

/**
 * The last level of a pass of the pairs table searched to the middle ({@link MiddleSearch}), as a
 * {@link MiddleJoin} reads it: held in memory whole, or read from its files in chunks of
 * consecutive positions each time it is read, so that a level larger than memory can be joined.
 * Either way the chunks come in ascending key order and together hold every position once.
 */
final class MiddleLevel {
    /** What is done with each chunk; a chunk is a {@link Level} of its own (indices start at 0). */
    interface ChunkVisitor {
        void visit(Level chunk) throws IOException;
    }

    /** Where a level not held is read from: its set and counts files, and the codec of their keys. */
    private record Stored(Path setFile, Path countFile, PositionKeys keys) {
        /** The level's positions ({@code pegs} pegs each) read from the start of its files. */
        LevelSlices slices(int pegs) throws IOException {
            return LevelSlices.of(setFile, countFile, pegs, keys);
        }
    }

    /** The level, or {@code null} when it is {@link #stored}. */
    private final Level held;
    /** Its files, or {@code null} when it is {@link #held}. */
    private final Stored stored;
    private final int pegs;
    private final long size;
    private final int limbs;

    private MiddleLevel(Level held, Stored stored, int pegs, long size, int limbs) {
        this.held = held;
        this.stored = stored;
        this.pegs = pegs;
        this.size = size;
        this.limbs = limbs;
    }

    /** A level held in memory. */
    static MiddleLevel held(Level level) {
        return new MiddleLevel(level, null, level.pegs(), level.size(), level.counts().limbs());
    }

    /** A level in its set and counts files, read from them at each {@link #forEachChunk}; its size and limbs are read now. */
    static MiddleLevel stored(Path setFile, Path countFile, int pegs, PositionKeys keys) throws IOException {
        Stored stored = new Stored(setFile, countFile, keys);
        try (LevelSlices slices = stored.slices(pegs)) {
            return new MiddleLevel(null, stored, pegs, slices.size(), slices.limbs());
        }
    }

    /**
     * This level with its positions let go, for a pass whose level was held for its own join
     * only: its size, pegs and limbs stay, reading it throws {@link IllegalStateException}.
     */
    MiddleLevel released() {
        return new MiddleLevel(null, null, pegs, size, limbs);
    }

    /** Positions in the level. */
    long size() {
        return size;
    }

    /** Pegs on every position of the level. */
    int pegs() {
        return pegs;
    }

    /** Limbs of each position's counts (every image's). */
    int limbs() {
        return limbs;
    }

    /** Whether the level is held in memory (then {@link #forEachChunk} gives it as one chunk, whatever the most asked). */
    boolean isHeld() {
        return held != null;
    }

    /** Bytes the level takes held in memory: its keys, positions and counts. */
    long heldBytes() {
        return size * (16L + 8L * limbs);
    }

    /** This level held in memory: read whole from its files, or itself when held already. */
    MiddleLevel loaded() throws IOException {
        return held != null ? this : held(whole());
    }

    /** The whole level: read from its files, or the level held. */
    Level whole() throws IOException {
        if (held != null) {
            return held;
        }
        try (LevelSlices slices = stored().slices(pegs)) {
            return slices.whole();
        }
    }

    /**
     * Gives {@code visitor} the level's positions in chunks of at most {@code most} (at least 1)
     * consecutive positions, in key order; a held level is one chunk (none when empty).
     */
    void forEachChunk(int most, ChunkVisitor visitor) throws IOException {
        try (Chunks chunks = chunks(most)) {
            for (Level chunk; (chunk = chunks.next()) != null; ) {
                visitor.visit(chunk);
            }
        }
    }

    /** The level's positions in chunks as {@link #forEachChunk} gives them, one at each {@link Chunks#next}. */
    Chunks chunks(int most) throws IOException {
        if (held != null) {
            return new Chunks(null, most);
        }
        return new Chunks(stored().slices(pegs), most);
    }

    private Stored stored() {
        if (stored == null) {
            throw new IllegalStateException("a middle level released after its join is read again");
        }
        return stored;
    }

    /** The set of the level's keys, held in memory for lookups in any order (read from its set file if it is not held). */
    KeyLookup keySet() throws IOException {
        if (held != null) {
            long[] heldKeys = held.keys();
            return new KeyLookup(heldKeys.length * 8L, key -> Arrays.binarySearch(heldKeys, key) >= 0);
        }
        LevelSetFile.KeySet set = LevelSetFile.KeySet.read(stored().setFile());
        return new KeyLookup(set.heldBytes(), set::contains);
    }

    /**
     * Whether a key is one of the level's, safe for any number of threads.
     *
     * @param heldBytes bytes the lookup holds in memory, about
     */
    record KeyLookup(long heldBytes, LongPredicate contains) {
    }

    /** Chunks of the level read one after another; {@link #close} releases its files. */
    final class Chunks implements AutoCloseable {
        private final LevelSlices slices;
        private final int most;
        private boolean heldGiven;

        private Chunks(LevelSlices slices, int most) {
            this.slices = slices;
            this.most = most;
        }

        /** The next chunk, or {@code null} after the last. */
        Level next() throws IOException {
            if (slices != null) {
                return slices.next(most);
            }
            if (heldGiven || held.size() == 0) {
                return null;
            }
            heldGiven = true;
            return held;
        }

        @Override
        public void close() throws IOException {
            if (slices != null) {
                slices.close();
            }
        }
    }
}
