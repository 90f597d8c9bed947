package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * A level's exact counts (a {@link CountVector}) in one file, written and read either whole or a
 * piece at a time. Layout (little-endian): magic {@code PGCV}, format version (int), limbs per
 * entry (int), then the limbs as longs, entry by entry, least significant limb first, then the
 * entry count (long); last, the CRC-32 (int) of every byte before it. The count comes last so
 * that a file can be written while its entries are still being produced.
 */
public final class CountFile {
    private static final int MAGIC = 0x56434750; // "PGCV" read little-endian
    /** The layout version; part of {@link LevelFormat#current()}. */
    static final int VERSION = 3;
    private static final int HEADER_BYTES = 12;
    private static final int TRAILER_BYTES = 12;

    private CountFile() {
    }

    /** Writes the first {@code size} entries of {@code counts} to {@code file} atomically. */
    public static AtomicFiles.Written write(Path file, CountVector counts, int size) throws IOException {
        try (Writer writer = new Writer(file, counts.limbs())) {
            writer.add(counts.data(), 0, size);
            return writer.commit();
        }
    }

    /**
     * Reads a whole file written by {@link #write} or a {@link Writer}.
     *
     * @throws IOException if unreadable or damaged (the message names the file)
     */
    public static CountVector read(Path file) throws IOException {
        try (Cursor cursor = new Cursor(file)) {
            if ((long) cursor.count() * cursor.limbs() > Integer.MAX_VALUE - 8) {
                throw new IOException(file + ": more counts than an array can hold");
            }
            CountVector counts = new CountVector(cursor.count(), cursor.limbs());
            cursor.next(counts.data(), 0, cursor.count());
            return counts;
        }
    }

    /** Writes a count file a batch of entries at a time; see {@link AtomicFiles#open}. */
    public static final class Writer implements AutoCloseable {
        private final AtomicFiles.Pending pending;
        private final int limbs;
        private long entries;

        public Writer(Path file, int limbs) throws IOException {
            this.pending = AtomicFiles.open(file);
            this.limbs = limbs;
            pending.out().writeInt(MAGIC);
            pending.out().writeInt(VERSION);
            pending.out().writeInt(limbs);
        }

        /** Appends {@code entries} entries of this writer's limb width from {@code data}, starting at entry {@code from}. */
        public void add(long[] data, int from, int entries) throws IOException {
            pending.out().writeLongs(data, from * limbs, entries * limbs);
            this.entries += entries;
        }

        /** Ends the file and renames it into place. */
        public AtomicFiles.Written commit() throws IOException {
            pending.out().writeLong(entries);
            pending.out().writeCrcTrailer();
            return pending.commit();
        }

        /** Removes the temporary file unless {@link #commit()} succeeded. */
        @Override
        public void close() throws IOException {
            pending.close();
        }
    }

    /**
     * Reads a count file's entries in order, a batch at a time. Opening it checks its checksum
     * and shape, so a damaged file is refused before any entry is read.
     */
    public static final class Cursor implements AutoCloseable {
        private final Path file;
        private final FileChannel channel;
        private final int limbs;
        private final int count;
        private final ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20).order(ByteOrder.LITTLE_ENDIAN);
        private long position = HEADER_BYTES;
        private long end;

        /** @throws IOException if unreadable or damaged (the message names the file) */
        public Cursor(Path file) throws IOException {
            this.file = file;
            this.channel = FileChannel.open(file, StandardOpenOption.READ);
            try {
                long size = channel.size();
                if (size < HEADER_BYTES + TRAILER_BYTES || !checksumMatches(size)) {
                    throw new IOException(file + ": checksum mismatch: truncated or damaged");
                }
                ByteBuffer header = readAt(0, HEADER_BYTES);
                if (header.getInt() != MAGIC || header.getInt() != VERSION) {
                    throw new IOException(file + ": not a pegatlas count file of format " + VERSION);
                }
                limbs = header.getInt();
                long entries = readAt(size - TRAILER_BYTES, 8).getLong();
                end = size - TRAILER_BYTES;
                if (limbs < 1 || entries < 0 || entries > Integer.MAX_VALUE || entries * limbs * 8 != end - HEADER_BYTES) {
                    throw new IOException(file + ": truncated or damaged");
                }
                count = (int) entries;
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
        }

        public int limbs() {
            return limbs;
        }

        /** Entries in the file. */
        public int count() {
            return count;
        }

        /**
         * Reads the next {@code entries} entries into {@code into} from entry {@code at}.
         *
         * @throws IOException if fewer than {@code entries} are left
         */
        public void next(long[] into, int at, int entries) throws IOException {
            long bytes = (long) entries * limbs * 8;
            if (position + bytes > end) {
                throw new IOException(file + ": fewer entries left than asked for");
            }
            int to = at * limbs;
            long left = bytes;
            while (left > 0) {
                buffer.clear();
                buffer.limit((int) Math.min(buffer.capacity(), left));
                while (buffer.hasRemaining()) {
                    if (channel.read(buffer, position + buffer.position()) < 0) {
                        throw new IOException(file + ": truncated");
                    }
                }
                buffer.flip();
                int longs = buffer.remaining() / 8;
                buffer.asLongBuffer().get(into, to, longs);
                to += longs;
                position += buffer.remaining();
                left -= buffer.remaining();
            }
        }

        private boolean checksumMatches(long size) throws IOException {
            CRC32 crc = new CRC32();
            long at = 0;
            while (at < size - 4) {
                buffer.clear();
                buffer.limit((int) Math.min(buffer.capacity(), size - 4 - at));
                int read = channel.read(buffer, at);
                if (read < 0) {
                    return false;
                }
                buffer.flip();
                crc.update(buffer);
                at += read;
            }
            return readAt(size - 4, 4).getInt() == (int) crc.getValue();
        }

        private ByteBuffer readAt(long at, int bytes) throws IOException {
            ByteBuffer small = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
            while (small.hasRemaining()) {
                if (channel.read(small, at + small.position()) < 0) {
                    throw new IOException(file + ": truncated");
                }
            }
            return small.flip();
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
