package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;

/**
 * A buffered, little-endian writer over a file channel that keeps the length, the CRC-32 (for the trailer) and the CRC-32C of all
 * bytes written. Closing it flushes but leaves the channel to its owner.
 */
public final class ChecksummedChannel implements AutoCloseable {
    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20).order(ByteOrder.LITTLE_ENDIAN);
    private final CRC32 crc = new CRC32();
    private final CRC32C fileCrc = new CRC32C();
    private long bytes;

    ChecksummedChannel(FileChannel channel) {
        this.channel = channel;
    }

    public void writeInt(int value) throws IOException {
        room(4);
        buffer.putInt(value);
    }

    public void writeLong(long value) throws IOException {
        room(8);
        buffer.putLong(value);
    }

    /** Writes the remaining bytes of {@code data} (of any byte order). */
    public void write(ByteBuffer data) throws IOException {
        while (data.hasRemaining()) {
            room(1);
            int n = Math.min(buffer.remaining(), data.remaining());
            ByteBuffer slice = data.slice();
            slice.limit(n);
            buffer.put(slice);
            data.position(data.position() + n);
        }
    }

    /** Writes {@code count} longs of {@code values} from {@code from}. */
    public void writeLongs(long[] values, int from, int count) throws IOException {
        int done = 0;
        while (done < count) {
            room(8);
            int n = Math.min(count - done, buffer.remaining() / 8);
            buffer.asLongBuffer().put(values, from + done, n);
            buffer.position(buffer.position() + 8 * n);
            done += n;
        }
    }

    /**
     * Ends the content with the CRC-32 (an int) of every byte written before it, so that a reader
     * can check the file on its own (see {@link #verifyTrailer}).
     */
    public void writeCrcTrailer() throws IOException {
        flush();
        writeInt((int) crc.getValue());
    }

    /**
     * Checks a file's CRC-32 trailer written by {@link #writeCrcTrailer}.
     *
     * @param data the whole file, position 0
     * @return {@code data} limited to the content before the trailer, or {@code null} when the
     *     trailer does not match
     */
    public static java.nio.ByteBuffer verifyTrailer(java.nio.ByteBuffer data) {
        int size = data.limit();
        if (size < 4) {
            return null;
        }
        java.nio.ByteBuffer content = data.duplicate().order(data.order());
        content.limit(size - 4);
        CRC32 check = new CRC32();
        check.update(content.duplicate());
        int stored = data.duplicate().order(ByteOrder.LITTLE_ENDIAN).getInt(size - 4);
        return stored == (int) check.getValue() ? content : null;
    }

    long bytes() {
        return bytes;
    }

    /** CRC-32C of every byte written, the trailer included. */
    long fileCrc32c() {
        return fileCrc.getValue();
    }

    void flush() throws IOException {
        buffer.flip();
        ByteBuffer view = buffer.duplicate();
        crc.update(view.duplicate());
        fileCrc.update(view);
        bytes += buffer.remaining();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
        buffer.clear();
    }

    private void room(int needed) throws IOException {
        if (buffer.remaining() < needed) {
            flush();
        }
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
