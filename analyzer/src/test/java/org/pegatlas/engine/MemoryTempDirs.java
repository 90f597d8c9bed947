package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDirFactory;

/**
 * Temporary directories in memory ({@code /dev/shm}) where the machine has it: the engine syncs
 * every file it writes, which on disk costs more than analysing the small test problems. Falls
 * back to the default temporary directory elsewhere.
 */
public final class MemoryTempDirs implements TempDirFactory {
    @Override
    public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext context) throws IOException {
        Path shm = Path.of("/dev/shm");
        if (Files.isDirectory(shm) && Files.isWritable(shm)) {
            return Files.createTempDirectory(shm, "pegatlas-test-");
        }
        return Files.createTempDirectory("pegatlas-test-");
    }
}
