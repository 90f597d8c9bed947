package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that only read an output directory leave it exactly as they found it: its listing,
 * sizes and modification times (tests run as root, where permissions would not stop a write); but
 * for the modification time of the tablebase's map, which Chronicle Map maps read-write.
 */
class ReadOnlyCommandsTest {
    @TempDir
    Path temp;

    @Test
    void verifyQueryAndExportLeaveTheDirectoryAsItWas() throws IOException {
        Path dir = temp.resolve("out");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-5", "--out", dir.toString(), "-q").code());
        assertEquals(ExitCode.OK, CliRun.of("tablebase", "--out", dir.toString(), "-q").code());
        Map<String, String> before = state(dir);

        CliRun verified = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.OK, verified.code(), verified.err());
        assertEquals(before, state(dir), "after verify");
        assertEquals(ExitCode.OK, CliRun.of("export", dir.toString(), "--level", "3").code());
        assertEquals(before, state(dir), "after export");
        assertEquals(ExitCode.OK, CliRun.of("query", dir.toString(), "--position", "o/xx/xxx/xxxx/xxxxx").code());
        // Chronicle Map has no read-only mode: it maps the file read-write and takes its segments' locks in it, which
        // touches the file's modification time (its bytes are left as they were: see TablebaseCommandTest)
        assertEquals(withoutMapTime(before), withoutMapTime(state(dir)), "after query");
    }

    /**
     * A map that cannot be opened for writing (a read-only file system, another user's; here the
     * immutable attribute, which stops root too) is refused in one line that says why.
     */
    @Test
    void aMapThatCannotBeWrittenIsRefusedSayingWhy() throws IOException, InterruptedException {
        Path dir = temp.resolve("out");
        assertEquals(ExitCode.OK, CliRun.of("tablebase", "--board", "triangle-5", "--out", dir.toString(), "-q").code());
        Path map = dir.resolve("tablebase.cm3");
        assumeTrue(new ProcessBuilder("chattr", "+i", map.toString()).start().waitFor() == 0, "chattr +i works here");
        try {
            CliRun.of("query", dir.toString(), "--position", "empty: 1").assertOneLineError(ExitCode.IO_ERROR,
                    map + " (Operation not permitted); Chronicle Map maps the tablebase read-write even to read it");
        } finally {
            new ProcessBuilder("chattr", "-i", map.toString()).start().waitFor();
        }
    }

    private static Map<String, String> withoutMapTime(Map<String, String> state) {
        Map<String, String> without = new TreeMap<>(state);
        without.computeIfPresent("tablebase.cm3", (name, entry) -> entry.substring(0, entry.lastIndexOf(' ')));
        return without;
    }

    /** Every entry under {@code root}, the root included, with its kind, size and modification time. */
    private static Map<String, String> state(Path root) throws IOException {
        Map<String, String> entries = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.toList()) {
                BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                entries.put(root.relativize(path).toString(), (attributes.isDirectory() ? "dir " : "file ") + attributes.size() + " "
                        + attributes.lastModifiedTime().toInstant());
            }
        }
        return entries;
    }
}
