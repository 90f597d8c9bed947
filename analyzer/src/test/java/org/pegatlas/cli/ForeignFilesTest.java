package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A resume deletes only files of the names pegatlas writes, and nothing through a symbolic link. */
class ForeignFilesTest {
    @TempDir
    Path temp;

    @Test
    void aUserFileInLevelsSurvivesAResume() throws IOException {
        Path dir = temp.resolve("out");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-5", "--out", dir.toString(), "-q").code());
        Files.writeString(dir.resolve("levels/my-notes.txt"), "mine\n");
        Files.createDirectories(dir.resolve("levels/scratch"));
        Files.writeString(dir.resolve("levels/scratch/keep.txt"), "mine too\n");
        Files.writeString(dir.resolve("levels/forward-99.roar"), "unrecorded, ours\n");

        CliRun resumed = CliRun.of("analyze", "--board", "triangle-5", "--out", dir.toString(), "--resume", "-q");
        assertEquals(ExitCode.OK, resumed.code(), resumed.err());
        assertEquals("mine\n", Files.readString(dir.resolve("levels/my-notes.txt")));
        assertEquals("mine too\n", Files.readString(dir.resolve("levels/scratch/keep.txt")));
        assertEquals(false, Files.exists(dir.resolve("levels/forward-99.roar")), "an unrecorded file of pegatlas's names is deleted");
    }

    @Test
    void aSymlinkedLevelsDirectoryIsRefusedAndItsTargetKept() throws IOException {
        Path dir = temp.resolve("out");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--board", "triangle-5", "--out", dir.toString(), "-q").code());
        Path elsewhere = temp.resolve("elsewhere");
        Files.move(dir.resolve("levels"), elsewhere);
        Files.writeString(elsewhere.resolve("keep.txt"), "mine\n");
        Files.createSymbolicLink(dir.resolve("levels"), elsewhere);
        List<Path> before = listing(elsewhere);

        CliRun.of("analyze", "--board", "triangle-5", "--out", dir.toString(), "--resume", "-q")
                .assertOneLineError(ExitCode.OUTPUT_REFUSED, "symbolic link");
        assertEquals(before, listing(elsewhere));
    }

    @Test
    void aSymlinkedPairsScratchIsRefusedAndItsTargetKept() throws IOException {
        Path dir = temp.resolve("pairs");
        assertEquals(ExitCode.OK, CliRun.of("pairs", "--board", "triangle-4", "--out", dir.toString(), "-q").code());
        Path elsewhere = Files.createDirectories(temp.resolve("elsewhere"));
        Files.writeString(elsewhere.resolve("manifest.txt"), "not pegatlas's\n");
        Files.createSymbolicLink(dir.resolve("scratch"), elsewhere);

        CliRun.of("pairs", "--board", "triangle-4", "--out", dir.toString(), "-q").assertOneLineError(ExitCode.OUTPUT_REFUSED, "symbolic link");
        assertEquals("not pegatlas's\n", Files.readString(elsewhere.resolve("manifest.txt")));
    }

    private static List<Path> listing(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.sorted().toList();
        }
    }
}
