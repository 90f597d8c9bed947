package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A {@link CountVector} in one file. Layout (little-endian): magic {@code PGCV}, format version
 * (int), entry count (int), limbs per entry (int), then the limbs as longs, entry by entry, least
 * significant limb first; last, the CRC-32 (int) of every byte before it.
 */
public final class CountFile {
    private static final int MAGIC = 0x56434750; // "PGCV" read little-endian
    private static final int VERSION = 2;

    private CountFile() {
    }

    /** Writes the first {@code size} entries of {@code counts} to {@code file} atomically. */
    public static AtomicFiles.Written write(Path file, CountVector counts, int size) throws IOException {
        return AtomicFiles.write(file, out -> {
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeInt(size);
            out.writeInt(counts.limbs());
            out.writeLongs(counts.data(), 0, size * counts.limbs());
            out.writeCrcTrailer();
        });
    }

    /**
     * Reads a file written by {@link #write}.
     *
     * @throws IOException if unreadable or damaged (the message names the file)
     */
    public static CountVector read(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer data = ChecksummedChannel.verifyTrailer(channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size())
                    .order(ByteOrder.LITTLE_ENDIAN));
            if (data == null) {
                throw new IOException(file + ": checksum mismatch: truncated or damaged");
            }
            if (data.remaining() < 16 || data.getInt() != MAGIC || data.getInt() != VERSION) {
                throw new IOException(file + ": not a pegatlas count file of format " + VERSION);
            }
            int size = data.getInt();
            int limbs = data.getInt();
            if (size < 0 || limbs < 1 || (long) size * limbs * 8 != data.remaining()) {
                throw new IOException(file + ": truncated or damaged");
            }
            long[] limbData = new long[size * limbs];
            data.asLongBuffer().get(limbData);
            return new CountVector(limbData, limbs);
        }
    }
}
