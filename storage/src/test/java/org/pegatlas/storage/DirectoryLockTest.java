package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

class DirectoryLockTest {
    @TempDir
    Path tmp;

    @Test
    void aSecondWriterIsRefusedWithTheHoldersName() throws IOException {
        Path out = tmp.resolve("out");
        try (DirectoryLock first = OutputDirectory.lockForWriting(out, "pegatlas analyze")) {
            OutputDirectory.RefusedException refused = assertThrows(OutputDirectory.RefusedException.class,
                    () -> OutputDirectory.lockForWriting(out, "pegatlas pairs"));
            assertTrue(refused.getMessage().startsWith("output directory " + out + " is in use by pegatlas analyze (process "
                    + ProcessHandle.current().pid() + ", since "), refused.getMessage());
            assertFalse(refused.getMessage().contains("\n"));
            OutputDirectory.prepare(out, OutputDirectoryTest.FP_A);
            assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.lockForReading(out));
            assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.lockExisting(out, "pegatlas report"));
        }
        try (DirectoryLock again = OutputDirectory.lockForWriting(out, "pegatlas pairs")) {
            assertEquals(List.of(DirectoryLock.FILE_NAME, Manifest.FILE_NAME), listing(out), "released on close; the lock file stays");
        }
    }

    @Test
    void aSymlinkedLockFileIsRefusedAndItsTargetUntouched() throws IOException {
        Path out = tmp.resolve("out");
        OutputDirectory.prepare(out, OutputDirectoryTest.FP_A);
        Path target = Files.writeString(tmp.resolve("precious.txt"), "mine\n");
        Files.createSymbolicLink(out.resolve(DirectoryLock.FILE_NAME), target);
        Path dangling = Files.createSymbolicLink(tmp.resolve("dangling"), tmp.resolve("nothing"));
        for (Executable lock : List.<Executable>of(() -> OutputDirectory.lockForWriting(out, "pegatlas analyze"),
                () -> OutputDirectory.lockExisting(out, "pegatlas report"), () -> OutputDirectory.lockForReading(out))) {
            OutputDirectory.RefusedException refused = assertThrows(OutputDirectory.RefusedException.class, lock);
            assertTrue(refused.getMessage().contains("symbolic link"), refused.getMessage());
        }
        assertEquals("mine\n", Files.readString(target));
        Files.delete(out.resolve(DirectoryLock.FILE_NAME));
        Files.move(dangling, out.resolve(DirectoryLock.FILE_NAME));
        assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.lockForReading(out));
        assertFalse(Files.exists(tmp.resolve("nothing")), "no file is created at a dangling link's target");
    }

    /**
     * A lock file that cannot be opened for writing (a read-only file system, say; here the
     * immutable attribute, which stops root too) is locked shared through a read-only channel.
     */
    @Test
    void aReaderLocksALockFileItCannotWrite() throws IOException, InterruptedException {
        Path out = tmp.resolve("out");
        OutputDirectory.prepare(out, OutputDirectoryTest.FP_A);
        OutputDirectory.lockForWriting(out, "pegatlas analyze").close();
        Path lockFile = out.resolve(DirectoryLock.FILE_NAME);
        assumeTrue(new ProcessBuilder("chattr", "+i", lockFile.toString()).start().waitFor() == 0, "chattr +i works here");
        try {
            try (DirectoryLock reader = OutputDirectory.lockForReading(out)) {
                // held: a second reader in the same JVM overlaps it (across processes shared locks coexist)
                assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.lockForReading(out));
            }
        } finally {
            new ProcessBuilder("chattr", "-i", lockFile.toString()).start().waitFor();
        }
    }

    @Test
    void readersShareAndKeepWritersOut() throws IOException {
        Path out = tmp.resolve("out");
        OutputDirectory.prepare(out, OutputDirectoryTest.FP_A);
        try (DirectoryLock reader = OutputDirectory.lockForReading(out)) {
            // a second reader in the same JVM overlaps the first and is refused; across processes shared locks coexist
            OutputDirectory.RefusedException refused = assertThrows(OutputDirectory.RefusedException.class,
                    () -> OutputDirectory.lockForWriting(out, "pegatlas analyze"));
            assertEquals("output directory " + out + " is in use by another pegatlas run; wait for it to finish or choose another directory",
                    refused.getMessage());
        }
        OutputDirectory.lockForWriting(out, "pegatlas analyze").close();
    }

    @Test
    void noLockFileIsLeftInADirectoryThatIsRefusedOrNotOutput() throws IOException {
        Path foreign = Files.createDirectories(tmp.resolve("foreign"));
        Files.writeString(foreign.resolve("notes.txt"), "mine\n");
        assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.lockForWriting(foreign, "pegatlas analyze"));
        OutputDirectory.lockForReading(foreign).close();
        OutputDirectory.lockExisting(foreign, "pegatlas report").close();
        assertEquals(List.of("notes.txt"), listing(foreign));
    }

    @Test
    void aDirectoryHoldingOnlyItsLockFileCountsAsEmpty() throws IOException {
        Path out = tmp.resolve("out");
        OutputDirectory.lockForWriting(out, "pegatlas analyze").close();
        assertEquals("running", OutputDirectory.prepare(out, OutputDirectoryTest.FP_A).get(OutputDirectory.STATUS_KEY));
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
