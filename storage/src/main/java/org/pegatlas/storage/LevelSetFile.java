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
    private static final int VERSION = 2;

    private LevelSetFile() {
    }

    /**
     * Writes {@code keys[0, count)}, which must be strictly ascending, to {@code file} atomically.
     *
     * @throws IllegalArgumentException if the keys are not strictly ascending or negative
     */
    public static AtomicFiles.Written write(Path file, long[] keys, int count) throws IOException {
        for (int i = 0; i < count; i++) {
            if (keys[i] < 0 || (i > 0 && keys[i] <= keys[i - 1])) {
                throw new IllegalArgumentException("level keys must be strictly ascending and non-negative");
            }
        }
        return AtomicFiles.write(file, out -> {
            int chunks = 0;
            for (int i = 0; i < count; i = chunkEnd(keys, i, count)) {
                chunks++;
            }
            out.writeInt(MAGIC);
            out.writeInt(VERSION);
            out.writeLong(count);
            out.writeInt(chunks);
            for (int i = 0; i < count; ) {
                int end = chunkEnd(keys, i, count);
                RoaringBitmap bitmap = bitmapOf(keys, i, end);
                ByteBuffer bytes = ByteBuffer.allocate(bitmap.serializedSizeInBytes()).order(ByteOrder.LITTLE_ENDIAN);
                bitmap.serialize(bytes);
                bytes.flip();
                out.writeInt((int) (keys[i] >>> 32));
                out.writeInt(bytes.remaining());
                out.write(bytes);
                i = end;
            }
            out.writeCrcTrailer();
        });
    }

    /**
     * Reads a file written by {@link #write}.
     *
     * @return the keys in ascending order
     * @throws IOException if the file cannot be read or is not a valid level file (the message
     *     names the file)
     */
    public static long[] read(Path file) throws IOException {
        ByteBuffer data;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            data = ChecksummedChannel.verifyTrailer(channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size())
                    .order(ByteOrder.LITTLE_ENDIAN));
        }
        if (data == null) {
            throw corrupt(file, "checksum mismatch: truncated or damaged");
        }
        try {
            if (data.getInt() != MAGIC || data.getInt() != VERSION) {
                throw corrupt(file, "not a pegatlas level file of format " + VERSION);
            }
            long count = data.getLong();
            int chunks = data.getInt();
            if (count < 0 || count > Integer.MAX_VALUE - 8 || chunks < 0) {
                throw corrupt(file, "bad header");
            }
            List<RoaringBitmap> bitmaps = new ArrayList<>();
            long[] chunkNumbers = new long[chunks];
            long total = 0;
            for (int c = 0; c < chunks; c++) {
                chunkNumbers[c] = data.getInt() & 0xffffffffL;
                int size = data.getInt();
                if ((c > 0 && chunkNumbers[c] <= chunkNumbers[c - 1]) || size < 0 || size > data.remaining()) {
                    throw corrupt(file, "bad chunk header");
                }
                ByteBuffer slice = data.slice().order(ByteOrder.LITTLE_ENDIAN);
                slice.limit(size);
                RoaringBitmap bitmap = new RoaringBitmap();
                bitmap.deserialize(slice);
                if (!bitmap.validate()) {
                    throw corrupt(file, "invalid bitmap in chunk " + chunkNumbers[c]);
                }
                data.position(data.position() + size);
                bitmaps.add(bitmap);
                total += bitmap.getLongCardinality();
            }
            if (total != count || data.hasRemaining()) {
                throw corrupt(file, "holds " + total + " keys where its header says " + count);
            }
            long[] keys = new long[(int) count];
            int filled = 0;
            int[] batch = new int[1024];
            for (int c = 0; c < chunks; c++) {
                BatchIterator it = bitmaps.get(c).getBatchIterator();
                long high = chunkNumbers[c] << 32;
                while (it.hasNext()) {
                    int n = it.nextBatch(batch);
                    for (int i = 0; i < n; i++) {
                        keys[filled++] = high | (batch[i] & 0xffffffffL);
                    }
                }
            }
            return keys;
        } catch (java.nio.BufferUnderflowException | InvalidRoaringFormat | IllegalArgumentException e) {
            throw corrupt(file, "truncated or damaged");
        } catch (IOException e) {
            if (e.getMessage() != null && e.getMessage().startsWith(file.toString())) {
                throw e;
            }
            throw corrupt(file, "damaged bitmap (" + e.getMessage() + ")");
        }
    }

    private static int chunkEnd(long[] keys, int from, int count) {
        long chunk = keys[from] >>> 32;
        int end = from;
        while (end < count && keys[end] >>> 32 == chunk) {
            end++;
        }
        return end;
    }

    private static RoaringBitmap bitmapOf(long[] keys, int from, int to) {
        RoaringBitmapWriter<RoaringBitmap> writer = RoaringBitmapWriter.writer().get();
        for (int i = from; i < to; i++) {
            writer.add((int) keys[i]);
        }
        RoaringBitmap bitmap = writer.get();
        bitmap.runOptimize();
        return bitmap;
    }

    private static IOException corrupt(Path file, String what) {
        return new IOException(file + ": " + what);
    }
}
