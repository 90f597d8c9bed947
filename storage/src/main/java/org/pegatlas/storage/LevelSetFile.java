package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.roaringbitmap.BatchIterator;
import org.roaringbitmap.InvalidRoaringFormat;
import org.roaringbitmap.RoaringBitmap;
import org.roaringbitmap.RoaringBitmapWriter;

/**
 * A level's set of position keys (see {@link PositionKeys}) in one file, as compressed bitmaps.
 *
 * <p>Layout (little-endian): magic {@code PGLS}, format version (int), key count (long), chunk
 * count (int); then per chunk, in ascending chunk order: the chunk number (int, the key's bits
 * 32 and up), the serialized size (int) and a portable-format {@link RoaringBitmap} of the keys'
 * low 32 bits. Boards of up to 33 holes have one chunk, number 0. Last, the CRC-32 (int) of every
 * byte before it.
 */
public final class LevelSetFile {
    private static final int MAGIC = 0x534c4750; // "PGLS" read little-endian
    /** The layout version; part of {@link LevelFormat#current()}. */
    static final int VERSION = 2;

    private LevelSetFile() {
    }

    /**
     * Writes {@code keys[0, count)}, which must be strictly ascending, to {@code file} atomically.
     *
     * @throws IllegalArgumentException if the keys are not strictly ascending or negative
     */
    public static AtomicFiles.Written write(Path file, long[] keys, int count) throws IOException {
        Writer writer = new Writer();
        for (int i = 0; i < count; i++) {
            writer.add(keys[i]);
        }
        return writer.write(file);
    }

    /**
     * Reads a file written by {@link #write}.
     *
     * @return the keys in ascending order
     * @throws IOException if the file cannot be read or is not a valid level file (the message
     *     names the file)
     */
    public static long[] read(Path file) throws IOException {
        try (Cursor cursor = new Cursor(file)) {
            if (cursor.count() > Integer.MAX_VALUE - 8) {
                throw corrupt(file, "holds more keys than an array can");
            }
            long[] keys = new long[(int) cursor.count()];
            int filled = 0;
            while (filled < keys.length) {
                int n = cursor.next(keys, filled, keys.length - filled);
                if (n == 0) {
                    break;
                }
                filled += n;
            }
            cursor.finish();
            return keys;
        }
    }

    /**
     * Collects strictly ascending keys one at a time, then writes them as a level file. Holds
     * the compressed bitmaps only (about 2 bytes per key or less), never the keys themselves.
     */
    public static final class Writer {
        private final List<ByteBuffer> chunks = new ArrayList<>();
        private final List<Integer> chunkNumbers = new ArrayList<>();
        private RoaringBitmapWriter<RoaringBitmap> current;
        private long count;
        private long last = -1;
        private long chunkBytes;

        /**
         * @throws IllegalArgumentException if {@code key} is negative or not above the last key added
         */
        public void add(long key) {
            if (key <= last) {
                throw new IllegalArgumentException("level keys must be strictly ascending and non-negative");
            }
            if (current == null || key >>> 32 != last >>> 32) {
                closeChunk();
                current = RoaringBitmapWriter.writer().get();
                chunkNumbers.add((int) (key >>> 32));
            }
            current.add((int) key);
            last = key;
            count++;
        }

        /** Keys added so far. */
        public long count() {
            return count;
        }

        /** Bytes held by the chunks completed so far (an estimate of this writer's memory). */
        public long heldBytes() {
            return chunkBytes;
        }

        /** Writes the keys added so far to {@code file} atomically. */
        public AtomicFiles.Written write(Path file) throws IOException {
            closeChunk();
            return AtomicFiles.write(file, out -> {
                out.writeInt(MAGIC);
                out.writeInt(VERSION);
                out.writeLong(count);
                out.writeInt(chunks.size());
                for (int c = 0; c < chunks.size(); c++) {
                    out.writeInt(chunkNumbers.get(c));
                    out.writeInt(chunks.get(c).remaining());
                    out.write(chunks.get(c).duplicate());
                }
                out.writeCrcTrailer();
            });
        }

        private void closeChunk() {
            if (current == null) {
                return;
            }
            RoaringBitmap bitmap = current.get();
            bitmap.runOptimize();
            ByteBuffer bytes = ByteBuffer.allocate(bitmap.serializedSizeInBytes()).order(ByteOrder.LITTLE_ENDIAN);
            bitmap.serialize(bytes);
            bytes.flip();
            chunks.add(bytes);
            chunkBytes += bytes.remaining();
            current = null;
        }
    }

    /**
     * Reads a level file's keys in ascending order, a batch at a time, holding one chunk's
     * bitmap in memory. The file's checksum is verified when it is opened.
     */
    public static final class Cursor implements AutoCloseable {
        private final Path file;
        private final ByteBuffer data;
        private final long count;
        private int chunksLeft;
        private long high;
        private BatchIterator batches;
        private final int[] batch = new int[1024];
        private int batchAt;
        private int batchSize;
        private long delivered;
        private long chunkTotal;

        /** @throws IOException if the file is unreadable or damaged (the message names the file) */
        public Cursor(Path file) throws IOException {
            this.file = file;
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                if (channel.size() > Integer.MAX_VALUE) {
                    throw corrupt(file, "larger than 2 GiB, which this format does not allow");
                }
                data = ChecksummedChannel.verifyTrailer(channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size())
                        .order(ByteOrder.LITTLE_ENDIAN));
            }
            if (data == null) {
                throw corrupt(file, "checksum mismatch: truncated or damaged");
            }
            try {
                if (data.remaining() < 20 || data.getInt() != MAGIC || data.getInt() != VERSION) {
                    throw corrupt(file, "not a pegatlas level file of format " + VERSION);
                }
                count = data.getLong();
                chunksLeft = data.getInt();
            } catch (java.nio.BufferUnderflowException e) {
                throw corrupt(file, "truncated or damaged");
            }
            if (count < 0 || chunksLeft < 0) {
                throw corrupt(file, "bad header");
            }
        }

        /** Keys in the file, as its header says. */
        public long count() {
            return count;
        }

        /**
         * Copies up to {@code max} next keys into {@code into} from {@code offset}.
         *
         * @return how many were copied; 0 only at the end of the file
         */
        public int next(long[] into, int offset, int max) throws IOException {
            int n = 0;
            while (n < max) {
                if (batchAt == batchSize && !refill()) {
                    break;
                }
                int take = Math.min(max - n, batchSize - batchAt);
                for (int i = 0; i < take; i++) {
                    into[offset + n + i] = high | (batch[batchAt + i] & 0xffffffffL);
                }
                batchAt += take;
                n += take;
            }
            delivered += n;
            return n;
        }

        /**
         * Checks, once every key has been read, that the file held exactly as many as its header says.
         *
         * @throws IOException naming the file if not
         */
        public void finish() throws IOException {
            if (delivered != count || refill() || data.hasRemaining()) {
                throw corrupt(file, "holds a different number of keys than its header says (" + count + ")");
            }
        }

        private boolean refill() throws IOException {
            while (batches == null || !batches.hasNext()) {
                if (chunksLeft == 0) {
                    return false;
                }
                openChunk();
            }
            batchSize = batches.nextBatch(batch);
            batchAt = 0;
            return true;
        }

        private void openChunk() throws IOException {
            try {
                long number = data.getInt() & 0xffffffffL;
                int size = data.getInt();
                if ((batches != null && number <= high >>> 32) || size < 0 || size > data.remaining()) {
                    throw corrupt(file, "bad chunk header");
                }
                ByteBuffer slice = data.slice().order(ByteOrder.LITTLE_ENDIAN);
                slice.limit(size);
                RoaringBitmap bitmap = new RoaringBitmap();
                bitmap.deserialize(slice);
                if (!bitmap.validate()) {
                    throw corrupt(file, "invalid bitmap in chunk " + number);
                }
                chunkTotal += bitmap.getLongCardinality();
                if (chunkTotal > count) {
                    throw corrupt(file, "holds more keys than its header says (" + count + ")");
                }
                data.position(data.position() + size);
                high = number << 32;
                batches = bitmap.getBatchIterator();
                chunksLeft--;
            } catch (java.nio.BufferUnderflowException | InvalidRoaringFormat | IllegalArgumentException e) {
                throw corrupt(file, "truncated or damaged");
            } catch (IOException e) {
                if (e.getMessage() != null && e.getMessage().startsWith(file.toString())) {
                    throw e;
                }
                throw corrupt(file, "damaged bitmap (" + e.getMessage() + ")");
            }
        }

        @Override
        public void close() {
            batches = null;
        }
    }

    private static IOException corrupt(Path file, String what) {
        return new IOException(file + ": " + what);
    }
}
