package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * Writes files so that a reader never sees half of one: the bytes go to a temporary file beside
 * the target, are synced to disk, and the temporary file is then renamed over the target.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** What was written: size in bytes and CRC-32 of the content. */
    public record Written(long bytes, long crc32) {
    }

    /** Something that writes a file's content to a channel. */
    @FunctionalInterface
    public interface Content {
        void writeTo(ChecksummedChannel out) throws IOException;
    }

    /**
     * Writes {@code content} to {@code target} atomically.
     *
     * @return the size and CRC-32 of what was written
     * @throws IOException on any I/O failure; the target is then untouched and the temporary file
     *     removed
     */
    public static Written write(Path target, Content content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        try {
            Written written;
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                 ChecksummedChannel out = new ChecksummedChannel(channel)) {
                content.writeTo(out);
                out.flush();
                channel.force(true);
                written = new Written(out.bytes(), out.crc32());
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return written;
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Writes a string (UTF-8) atomically. */
    public static Written writeString(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return write(target, out -> out.write(ByteBuffer.wrap(bytes)));
    }

    /** CRC-32 and size of a file's current content. */
    public static Written checksum(Path file) throws IOException {
        CRC32 crc = new CRC32();
        long bytes = 0;
        ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            while (channel.read(buffer) >= 0) {
                buffer.flip();
                bytes += buffer.remaining();
                crc.update(buffer);
                buffer.clear();
            }
        }
        return new Written(bytes, crc.getValue());
    }
}
