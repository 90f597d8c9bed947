package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * A lock on an output directory, held by one process at a time ({@link FileChannel#tryLock} on
 * the file {@value #FILE_NAME} in it): a run that writes holds it exclusively, a run that only
 * reads holds it shared, so two runs never write into one directory and nothing reads a directory
 * while another process writes it. While a run that writes holds it, the lock file names that run
 * (command, process id, start time) for the refusal message.
 *
 * <p>The lock file is left in place when the lock is released (deleting it would let a third
 * process lock a new file while a second still holds the deleted one). The operating system
 * releases the lock when the process ends, however it ends, so a killed run never leaves a
 * directory locked.
 */
public final class DirectoryLock implements AutoCloseable {
    /** The lock file's name in an output directory. */
    public static final String FILE_NAME = ".pegatlas.lock";

    private final FileChannel channel;
    private final FileLock lock;

    private DirectoryLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** A lock that locks nothing, for a directory no run can write into. */
    static DirectoryLock none() {
        return new DirectoryLock(null, null);
    }

    /**
     * Locks {@code directory} (which must exist) for a run that writes into it.
     *
     * @param holder what holds the lock, as other runs will be told (e.g. {@code pegatlas analyze})
     * @throws OutputDirectory.RefusedException when another run holds it, naming that run
     */
    static DirectoryLock exclusive(Path directory, String holder) throws IOException {
        Path file = directory.resolve(FILE_NAME);
        FileChannel channel;
        try {
            channel = open(file);
        } catch (AccessDeniedException e) {
            throw new OutputDirectory.RefusedException("output directory " + directory + " is not writable");
        }
        DirectoryLock lock = take(directory, file, channel, false);
        String text = holder + " (process " + ProcessHandle.current().pid() + ", since " + Instant.now().truncatedTo(ChronoUnit.SECONDS)
                + ")\n";
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)), 0);
        return lock;
    }

    /**
     * Locks {@code directory} shared, for a run that only reads it. A lock file that cannot be
     * opened for writing (of another user, on a read-only file system) is locked through a
     * read-only channel; a directory whose lock file cannot be opened at all, or created, is read
     * without a lock: no run can write there either.
     *
     * @throws OutputDirectory.RefusedException when a run that writes holds it, naming that run, or
     *     the lock file is a symbolic link
     */
    static DirectoryLock shared(Path directory) throws IOException {
        Path file = directory.resolve(FILE_NAME);
        FileChannel channel;
        try {
            channel = open(file);
        } catch (OutputDirectory.RefusedException e) {
            throw e;
        } catch (IOException notWritable) {
            try {
                channel = FileChannel.open(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException notReadable) {
                return none();
            }
        }
        return take(directory, file, channel, true);
    }

    /**
     * Opens (creating it when missing) the lock file, never through a symbolic link: the lock's
     * text would be written into the link's target.
     *
     * @throws OutputDirectory.RefusedException when the lock file is a symbolic link
     */
    private static FileChannel open(Path file) throws IOException {
        try {
            return FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) { // ELOOP: "Too many levels of symbolic links", a plain IOException
            if (Files.isSymbolicLink(file)) {
                throw new OutputDirectory.RefusedException("lock file " + file + " is a symbolic link; pegatlas does not follow it:"
                        + " remove the link");
            }
            throw e;
        }
    }

    private static DirectoryLock take(Path directory, Path file, FileChannel channel, boolean shared) throws IOException {
        FileLock lock;
        try {
            lock = channel.tryLock(0, Long.MAX_VALUE, shared);
        } catch (OverlappingFileLockException e) {
            lock = null;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        if (lock == null) {
            channel.close();
            throw new OutputDirectory.RefusedException("output directory " + directory + " is in use by " + holder(file)
                    + "; wait for it to finish or choose another directory");
        }
        return new DirectoryLock(channel, lock);
    }

    /** The holder the lock file names, or a plain description when it names none (a reader holds it). */
    private static String holder(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "another pegatlas run" : text;
        } catch (IOException | RuntimeException e) {
            return "another pegatlas run";
        }
    }

    /** Releases the lock (the lock file stays, emptied of its holder's name). */
    @Override
    public void close() throws IOException {
        if (channel != null) {
            try {
                if (!lock.isShared()) {
                    channel.truncate(0);
                }
                lock.release();
            } finally {
                channel.close();
            }
        }
    }
}
