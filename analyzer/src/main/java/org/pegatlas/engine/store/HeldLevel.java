package org.pegatlas.engine.store;

import java.util.ArrayList;
import java.util.List;

/**
 * A level's keys and counts kept in memory as a merge writes its files, so that the level can be
 * expanded next without reading them back (finding each key from its rank is most of the cost of
 * reading a level file). Entries are appended in key order, a batch at a time, into chunks of
 * {@value #CHUNK} entries; once the entries would take more than the byte limit, everything held
 * is released and the level is {@linkplain #dropped() dropped}: it is then read from its files as
 * before. Not thread-safe: one thread appends at a time (the merge's writer, whose batches run in
 * order), and the level is read only once the merge is done.
 */
public final class HeldLevel {
    /** Entries per chunk. */
    static final int CHUNK = 1 << 20;

    private final int limbs;
    private final long limitBytes;
    private List<long[]> keyChunks = new ArrayList<>();
    private List<long[]> countChunks = new ArrayList<>();
    private long size;
    private boolean dropped;

    /**
     * @param limbs limbs per count of every entry
     * @param limitBytes the most the held entries may take (8 bytes a key and 8 a limb); 0 or
     *     less holds nothing
     */
    HeldLevel(int limbs, long limitBytes) {
        this.limbs = limbs;
        this.limitBytes = limitBytes;
        this.dropped = limitBytes <= 0;
    }

    /**
     * Appends the entries {@code [0, n)} of {@code keys}, with their counts ({@code limbs} limbs
     * each) from {@code counts}: the next ones in key order. Does nothing once dropped; drops the
     * level if they do not fit the limit.
     */
    void add(long[] keys, long[] counts, int n) {
        if (dropped) {
            return;
        }
        if (bytes(size + n, limbs) > limitBytes) {
            dropped = true;
            keyChunks = null;
            countChunks = null;
            return;
        }
        for (int from = 0; from < n; ) {
            int at = (int) (size % CHUNK);
            if (at == 0) {
                keyChunks.add(new long[CHUNK]);
                countChunks.add(new long[CHUNK * limbs]);
            }
            int length = Math.min(n - from, CHUNK - at);
            System.arraycopy(keys, from, keyChunks.get(keyChunks.size() - 1), at, length);
            System.arraycopy(counts, from * limbs, countChunks.get(countChunks.size() - 1), at * limbs, length * limbs);
            from += length;
            size += length;
        }
    }

    /** Whether nothing is held: the level outgrew the limit (or none was given), or has been read. */
    public boolean dropped() {
        return dropped;
    }

    /** Entries held. */
    long size() {
        return size;
    }

    /** Limbs per count. */
    int limbs() {
        return limbs;
    }

    /** Bytes the held entries take, as the limit counts them. */
    static long bytes(long entries, int limbs) {
        return entries * 8 * (1 + limbs);
    }

    /**
     * Reads the held entries once, in order; each chunk is released as soon as it has been read.
     *
     * @throws IllegalStateException if the level was dropped, or has been read already
     */
    Reader reader() {
        if (dropped) {
            throw new IllegalStateException("the level was not held");
        }
        Reader reader = new Reader(keyChunks, countChunks);
        keyChunks = null;
        countChunks = null;
        dropped = true; // read once: what a reader releases is gone
        return reader;
    }

    /** Copies the held entries out, in order, releasing each chunk once it is read. */
    final class Reader implements LevelSlices.Entries {
        private final List<long[]> keys;
        private final List<long[]> counts;
        private long read;

        private Reader(List<long[]> keys, List<long[]> counts) {
            this.keys = keys;
            this.counts = counts;
        }

        /** Entries in the level. */
        @Override
        public long size() {
            return size;
        }

        /** Limbs per count. */
        @Override
        public int limbs() {
            return limbs;
        }

        /** Bytes of the entries not read yet, as the limit counts them. */
        @Override
        public long heldBytes() {
            return bytes(size - read, limbs);
        }

        /**
         * Copies the next {@code n} entries into {@code intoKeys[0, n)} and their counts into
         * {@code intoCounts[0, n * limbs)}.
         *
         * @throws IllegalArgumentException if fewer than {@code n} entries are left
         */
        @Override
        public void next(long[] intoKeys, long[] intoCounts, int n) {
            if (n > size - read) {
                throw new IllegalArgumentException(n + " entries asked for, " + (size - read) + " left");
            }
            for (int to = 0; to < n; ) {
                int chunk = (int) (read / CHUNK);
                int at = (int) (read % CHUNK);
                int length = Math.min(n - to, CHUNK - at);
                System.arraycopy(keys.get(chunk), at, intoKeys, to, length);
                System.arraycopy(counts.get(chunk), at * limbs, intoCounts, to * limbs, length * limbs);
                to += length;
                read += length;
                if (at + length == CHUNK || read == size) {
                    keys.set(chunk, null);
                    counts.set(chunk, null);
                }
            }
        }

        @Override
        public String toString() {
            return "the level held in memory";
        }
    }
}
