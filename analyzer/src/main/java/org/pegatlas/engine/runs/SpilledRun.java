package org.pegatlas.engine.runs;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A sorted run written to a scratch file so that its memory can be freed before the runs of a
 * level are merged. The file holds each entry's key followed by its count's limbs, as
 * little-endian longs; it is scratch, deleted once merged, and never part of a finished output.
 *
 * @param file where the run is
 * @param size entries in the run
 * @param limbs limbs per count
 */
public record SpilledRun(Path file, int size, int limbs) implements RunSource {
    private static final int BUFFER_BYTES = 1 << 16;

    /** Writes {@code run} to {@code file} (replacing it). */
    public static SpilledRun write(Path file, Run run) throws IOException {
        int limbs = run.counts().limbs();
        long[] data = run.counts().data();
        ByteBuffer buffer = ByteBuffer.allocateDirect(BUFFER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            for (int i = 0; i < run.size(); i++) {
                if (buffer.remaining() < 8 * (1 + limbs)) {
                    drain(buffer, channel);
                }
                buffer.putLong(run.keys()[i]);
                for (int l = 0; l < limbs; l++) {
                    buffer.putLong(data[i * limbs + l]);
                }
            }
            drain(buffer, channel);
        }
        return new SpilledRun(file, run.size(), limbs);
    }

    private static void drain(ByteBuffer buffer, FileChannel channel) throws IOException {
        buffer.flip();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
    }

    /** A cursor over the run's entries; close it to release the file. */
    @Override
    public RunCursor open() throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        int stride = 1 + limbs;
        return new RunCursor() {
            private final ByteBuffer bytes = ByteBuffer.allocateDirect(BUFFER_BYTES / (8 * stride) * 8 * stride)
                    .order(ByteOrder.LITTLE_ENDIAN);
            private final long[] entries = new long[bytes.capacity() / 8];
            private int entriesLoaded;
            private int at = -stride;
            private int left = size;

            @Override
            public boolean advance() throws IOException {
                if (left == 0) {
                    return false;
                }
                at += stride;
                if (at >= entriesLoaded) {
                    load();
                }
                left--;
                return true;
            }

            private void load() throws IOException {
                bytes.clear();
                bytes.limit(Math.min(bytes.capacity(), left * 8 * stride));
                while (bytes.hasRemaining()) {
                    if (channel.read(bytes) < 0) {
                        throw new IOException(file + ": scratch run ends early");
                    }
                }
                bytes.flip();
                LongBuffer longs = bytes.asLongBuffer();
                entriesLoaded = longs.remaining();
                longs.get(entries, 0, entriesLoaded);
                at = 0;
            }

            @Override
            public long key() {
                return entries[at];
            }

            @Override
            public long[] countData() {
                return entries;
            }

            @Override
            public int countAt() {
                return at + 1;
            }

            @Override
            public int limbs() {
                return limbs;
            }

            @Override
            public void close() throws IOException {
                channel.close();
            }
        };
    }

    /** Removes the file. */
    public void delete() throws IOException {
        Files.deleteIfExists(file);
    }
}
