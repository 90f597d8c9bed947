package org.pegatlas.engine;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * The fewest moves and masks of a {@link MovesPass} level kept in a scratch file while the pass
 * holds other levels: {@code moves-NN.bin}, for each position in key order its moves (one byte)
 * and its mask (eight bytes, little-endian). The keys are not kept: they are the level's solvable
 * set, read again with the file. Scratch only: not synced, and deleted by {@link #deleteAll} once
 * the pass is done.
 */
final class KeptLevels {
    private static final int ENTRY_BYTES = 1 + Long.BYTES;
    private static final int BUFFER_BYTES = ENTRY_BYTES << 16;

    private KeptLevels() {
    }

    /** Writes level {@code n}'s moves and masks to {@code dir}. */
    static void write(Path dir, int n, MovesLevel level) throws IOException {
        Files.createDirectories(dir);
        ByteBuffer buffer = ByteBuffer.allocate(BUFFER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try (FileChannel channel = FileChannel.open(file(dir, n), StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            for (int i = 0; i < level.size(); i++) {
                if (buffer.remaining() < ENTRY_BYTES) {
                    drain(buffer, channel);
                }
                buffer.put((byte) level.moves(i)).putLong(level.mask(i));
            }
            drain(buffer, channel);
        }
    }

    private static void drain(ByteBuffer buffer, FileChannel channel) throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
    }

    /**
     * Level {@code n} as {@link #write} kept it, with its keys.
     *
     * @param keys the level's solvable keys, ascending: as many as the file holds entries
     * @throws IOException if the file does not hold exactly one entry per key
     */
    static MovesLevel read(Path dir, int n, long[] keys, int pegs, int keyBits) throws IOException {
        Path file = file(dir, n);
        if (Files.size(file) != (long) ENTRY_BYTES * keys.length) {
            throw new IOException(file + ": " + Files.size(file) + " bytes, not " + ENTRY_BYTES + " for each of the level's " + keys.length
                    + " positions");
        }
        byte[] moves = new byte[keys.length];
        long[] masks = new long[keys.length];
        ByteBuffer buffer = ByteBuffer.allocate(BUFFER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            int i = 0;
            while (i < keys.length) {
                buffer.clear();
                buffer.limit((int) Math.min(BUFFER_BYTES, (long) ENTRY_BYTES * (keys.length - i)));
                while (buffer.hasRemaining()) {
                    if (channel.read(buffer) < 0) {
                        throw new IOException(file + ": ends early");
                    }
                }
                buffer.flip();
                for (; buffer.hasRemaining(); i++) {
                    moves[i] = buffer.get();
                    masks[i] = buffer.getLong();
                }
            }
        }
        return new MovesLevel(pegs, keys, keyBits, moves, masks);
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
