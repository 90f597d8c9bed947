package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.storage.DirectoryLock;
import org.pegatlas.storage.OutputDirectory;

/** A run holding an output directory keeps every other run that writes or reads it out, with one line naming it. */
class OutputLockTest {
    @TempDir(factory = MemoryTempDirs.class)
    Path temp;

    @Test
    void everyCommandOnADirectoryInUseIsRefusedAndChangesNothing() throws IOException {
        Path dir = temp.resolve("out");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-4", "--out", dir.toString(), "--quiet").code());
        String manifest = Files.readString(dir.resolve("manifest.txt"));
        String inUse = "output directory " + dir + " is in use by pegatlas analyze (process " + ProcessHandle.current().pid() + ", since ";
        try (DirectoryLock held = OutputDirectory.lockForWriting(dir, "pegatlas analyze")) {
            CliRun.of("analyze", "--board", "triangle-4", "--out", dir.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, inUse);
            CliRun.of("analyze", "--board", "triangle-4", "--start", "2", "--out", dir.toString())
                    .assertOneLineError(ExitCode.OUTPUT_REFUSED, inUse);
            CliRun.of("analyze", "--board", "triangle-4", "--out", dir.toString(), "--resume").assertOneLineError(ExitCode.OUTPUT_REFUSED, inUse);
            CliRun.of("pairs", "--board", "triangle-4", "--out", dir.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, inUse);
            CliRun.of("tablebase", "--out", dir.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, inUse);
            CliRun.of("verify", dir.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, inUse);
            CliRun.of("report", dir.toString()).assertOneLineError(ExitCode.OUTPUT_REFUSED, inUse);
        }
        assertEquals(manifest, Files.readString(dir.resolve("manifest.txt")));
        assertFalse(Files.exists(dir.resolve("report.html")));
        assertEquals(ExitCode.OK, CliRun.of("verify", dir.toString(), "--quiet").code(), "released: usable again");
    }
}
