package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.CRC32C;

/**
 * Writes files so that a reader never sees half of one: the bytes go to a temporary file beside
 * the target, are synced to disk (unless {@link Sync#NONE}), and the temporary file is then renamed over the target. The
 * file gets the permissions the process's umask gives a new file (as {@code > file} in a shell
 * would), so other users can read results when the umask lets them.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /**
     * What was written: size in bytes and the CRC-32C of every byte. (CRC-32C, not the CRC-32 of
     * the files' own trailers: a CRC-32 over content that ends with its own CRC-32 is the same
     * constant for every intact file, so it could not tell two files apart.)
     */
    public record Written(long bytes, long crc32c) {
    }

    /** Whether a file's content is synced to disk before it is renamed into place. */
    public enum Sync {
        /** Synced: the file survives a crash of the machine once written (results, level files, manifests). */
        TO_DISK,
        /**
         * Not synced: for scratch files that are deleted once used and never read after a crash
         * (spilled runs), where a sync only makes the writer wait for the disk.
         */
        NONE
    }

    /** Something that writes a file's content to a channel. */
    @FunctionalInterface
    public interface Content {
        void writeTo(ChecksummedChannel out) throws IOException;
    }

    /**
     * Writes {@code content} to {@code target} atomically.
     *
     * @return the size and CRC-32C of what was written
     * @throws IOException on any I/O failure; the target is then untouched and the temporary file
     *     removed
     */
    public static Written write(Path target, Content content) throws IOException {
        return write(target, content, Sync.TO_DISK);
    }

    /** As {@link #write(Path, Content)}, synced to disk or not as {@code sync} says. */
    public static Written write(Path target, Content content, Sync sync) throws IOException {
        try (Pending pending = open(target, sync)) {
            content.writeTo(pending.out());
            return pending.commit();
        }
    }

    /**
     * Starts writing {@code target} atomically, for content produced a piece at a time: write to
     * {@link Pending#out()}, then {@link Pending#commit()}. Closing a pending file that was not
     * committed removes the temporary file and leaves the target untouched.
     */
    public static Pending open(Path target) throws IOException {
        return open(target, Sync.TO_DISK);
    }

    /** As {@link #open(Path)}, synced to disk on commit or not as {@code sync} says. */
    public static Pending open(Path target, Sync sync) throws IOException {
        return new Pending(target, sync);
    }

    /** A file being written under a temporary name beside its target. */
    public static final class Pending implements AutoCloseable {
        private final Path target;
        private final Path temp;
        private final FileChannel channel;
        private final ChecksummedChannel out;
        private final Sync sync;
        private boolean done;

        private Pending(Path target, Sync sync) throws IOException {
            this.target = target;
            this.sync = sync;
            Path dir = target.toAbsolutePath().getParent();
            // not Files.createTempFile: its files are private (0600) whatever the umask, and the target would inherit that
            this.temp = dir.resolve("." + target.getFileName() + "." + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36)
                    + ".tmp");
            this.channel = FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            this.out = new ChecksummedChannel(channel);
        }

        /** Where the content goes. */
        public ChecksummedChannel out() {
            return out;
        }

        /**
         * Syncs the content to disk (unless {@link Sync#NONE}) and renames it over the target.
         *
         * @return the size and CRC-32C of what was written
         */
        public Written commit() throws IOException {
            out.flush();
            if (sync == Sync.TO_DISK) {
                channel.force(true);
            }
            Written written = new Written(out.bytes(), out.fileCrc32c());
            channel.close();
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
            return written;
        }

        @Override
        public void close() throws IOException {
            if (!done) {
                try {
                    channel.close();
                } finally {
                    Files.deleteIfExists(temp);
                }
            }
        }
    }

    /** Writes a string (UTF-8) atomically. */
    public static Written writeString(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        return write(target, out -> out.write(ByteBuffer.wrap(bytes)));
    }

    /** Size and CRC-32C of a file's current content, as {@link #write} reports them. */
    public static Written checksum(Path file) throws IOException {
        CRC32C crc = new CRC32C();
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
