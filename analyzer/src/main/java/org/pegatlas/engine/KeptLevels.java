package org.pegatlas.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import org.pegatlas.storage.PositionKeys;

/**
 * The fewest moves and masks of a {@link MovesPass} level kept in a scratch file while the pass
 * holds other levels: {@code moves-NN.bin}, for each position in key order its {@link
 * MovesLevel#value value} (moves above one bit per peg), little-endian in {@code ceil((7 + pegs) / 8)}
 * bytes: 4 bytes on the large levels of the built-in boards. The keys are not kept: they are the
 * level's solvable set, read again with the file. Scratch only: not synced, and deleted by
 * {@link #deleteAll} once the pass is done.
 */
final class KeptLevels {
    /** The most pegs a kept level's positions may have: a value then takes 8 bytes. */
    static final int MAX_PEGS = Long.SIZE - MovesLevel.MOVES_BITS;
    private static final int BUFFER_BYTES = 1 << 20;
    /** Keys read at a time. */
    private static final int KEYS_AT_A_TIME = 1 << 16;

    private KeptLevels() {
    }

    /** Bytes of each entry of a level of positions with {@code pegs} pegs. */
    private static int entryBytes(int pegs) {
        return (MovesLevel.MOVES_BITS + pegs + 7) / 8;
    }

    /** Writes a level's file a slice at a time, in key order. */
    static final class Writer implements AutoCloseable {
        private final FileChannel channel;
        private final ByteBuffer buffer = ByteBuffer.allocate(BUFFER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        private final int bytes;

        /**
         * Starts level {@code n}'s file in {@code dir} (replacing any), for positions with {@code pegs} pegs.
         *
         * @throws IllegalArgumentException if {@code pegs} is more than {@value #MAX_PEGS}
         */
        Writer(Path dir, int n, int pegs) throws IOException {
            if (pegs > MAX_PEGS) {
                throw new IllegalArgumentException("a value for " + pegs + " pegs does not fit in 8 bytes");
            }
            Files.createDirectories(dir);
            this.channel = FileChannel.open(file(dir, n), StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                    StandardOpenOption.WRITE);
            this.bytes = entryBytes(pegs);
        }

        /** Appends the entries of {@code positions} (the canonical positions, next in key order) with their moves and masks. */
        void add(long[] positions, byte[] moves, long[] masks) throws IOException {
            for (int i = 0; i < positions.length; i++) {
                if (buffer.remaining() < Long.BYTES) {
                    drain();
                }
                long value = MovesLevel.value(moves[i], masks[i], positions[i]);
                buffer.putLong(value);
                buffer.position(buffer.position() - Long.BYTES + bytes);
            }
        }

        private void drain() throws IOException {
            buffer.flip();
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            buffer.clear();
        }

        @Override
        public void close() throws IOException {
            try {
                drain();
            } finally {
                channel.close();
            }
        }
    }

    /**
     * Level {@code n} as {@link Writer} kept it, with its keys.
     *
     * @param keys the level's solvable keys, ascending, from their first: as many as the file holds entries
     * @throws IOException if the file does not hold exactly one entry per key
     */
    static MovesLevel read(Path dir, int n, MovesPass.KeyReader keys, int pegs, PositionKeys codec) throws IOException {
        Path file = file(dir, n);
        int bytes = entryBytes(pegs);
        long count = keys.count();
        if (count > Integer.MAX_VALUE || Files.size(file) != bytes * count) {
            throw new IOException(file + ": " + Files.size(file) + " bytes, not " + bytes + " for each of the level's " + count + " positions");
        }
        boolean packs = MovesLevel.packs(codec, pegs);
        int size = (int) count;
        long[] entries = new long[size];
        byte[] moves = packs ? null : new byte[size];
        long[] masks = packs ? null : new long[size];
        long[] positions = packs ? null : new long[size];
        int valueBits = MovesLevel.MOVES_BITS + pegs;
        long valueMask = bytes == Long.BYTES ? -1L : (1L << 8 * bytes) - 1;
        ByteBuffer buffer = ByteBuffer.allocate(BUFFER_BYTES / bytes * bytes + Long.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            int i = 0;
            while (i < size) {
                int take = keys.next(entries, i, Math.min(KEYS_AT_A_TIME, size - i));
                if (take == 0) {
                    throw new IOException(file + ": the level's solvable set ends before its " + count + " keys");
                }
                buffer.clear();
                buffer.limit(take * bytes);
                while (buffer.hasRemaining()) {
                    if (channel.read(buffer) < 0) {
                        throw new IOException(file + ": ends early");
                    }
                }
                buffer.limit(take * bytes + Long.BYTES);
                for (int at = 0, end = i + take; i < end; i++, at += bytes) {
                    long value = buffer.getLong(at) & valueMask;
                    if (packs) {
                        entries[i] = entries[i] << valueBits | value;
                    } else {
                        moves[i] = (byte) MovesLevel.movesOfValue(value, pegs);
                        positions[i] = codec.position(entries[i], pegs);
                        masks[i] = MovesLevel.maskOfValue(value, positions[i]);
                    }
                }
            }
        }
        return packs ? MovesLevel.ofPacked(pegs, codec, entries) : MovesLevel.of(pegs, entries, positions, codec, moves, masks);
    }

    /** Deletes the files of levels {@code 0 .. levels - 1} that exist. */
    static void deleteAll(Path dir, int levels) throws IOException {
        for (int n = 0; n < levels; n++) {
            Files.deleteIfExists(file(dir, n));
        }
    }

    private static Path file(Path dir, int n) {
        return dir.resolve(String.format(Locale.ROOT, "moves-%02d.bin", n));
    }
}
