package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.engine.MemoryTempDirs;

/** {@code export}: a level's positions as text, canonical or raw, all or solvable, in three formats. */
class ExportCommandTest {
    @TempDir(factory = MemoryTempDirs.class)
    static Path temp;
    static Path dir;

    @BeforeAll
    static void analyse() {
        dir = temp.resolve("t5");
        CliRun run = CliRun.of("analyze", "--board", "triangle-5", "--out", dir.toString(), "--quiet");
        assertEquals(ExitCode.OK, run.code(), run.err());
    }

    @Test
    void theFirstJumpsInEveryFormat() {
        assertEquals("1 2 4 5 7 8 9 10 11 12 13 14 15\n", CliRun.of("export", dir.toString(), "--level", "1").out(),
                "one canonical position (after 6-1; 4-1 is its mirror image)");
        assertEquals("1 2 4 5 7 8 9 10 11 12 13 14 15\n1 3 5 6 7 8 9 10 11 12 13 14 15\n",
                CliRun.of("export", dir.toString(), "--level", "1", "--raw").out());
        assertEquals("x..../xo.../xxo../xxxx./xxxxx\n", CliRun.of("export", dir.toString(), "--level", "1", "--format", "diagram").out());
        assertEquals("110110111111111\n", CliRun.of("export", dir.toString(), "--level", "1", "--format", "BITS").out());
    }

    @Test
    void theExampleOfTheUsageDocsIsWhatExportPrints() throws IOException {
        String usage = Files.readString(Path.of("..", "docs", "usage.md"));
        String command = "$ scripts/pegatlas export out/t5 --level 13 --format diagram\n";
        int at = usage.indexOf(command);
        assertTrue(at >= 0, "the example is in docs/usage.md");
        String shown = usage.substring(at + command.length(), usage.indexOf("```", at));
        assertEquals(shown, CliRun.of("export", dir.toString(), "--level", "13", "--format", "diagram").out());
    }

    @Test
    void countsMatchTheLevelsCsv() {
        // level 5 of triangle-5 from hole 1 (levels.csv): 149 canonical positions, 293 raw; 29 canonical can reach the goal
        List<String> canonical = CliRun.of("export", dir.toString(), "--level", "5").out().lines().toList();
        List<String> raw = CliRun.of("export", dir.toString(), "--level", "5", "--raw").out().lines().toList();
        List<String> solvable = CliRun.of("export", dir.toString(), "--level", "5", "--solvable").out().lines().toList();
        assertEquals(List.of(149, 293, 29), List.of(canonical.size(), raw.size(), solvable.size()));
        assertEquals(raw.size(), raw.stream().distinct().count(), "every raw position once");
        assertTrue(canonical.containsAll(solvable));
    }

    @Test
    void badRequestsAreOneLineErrors() throws IOException {
        CliRun.of("export", dir.toString()).assertOneLineError(ExitCode.USAGE, "missing required option --level");
        CliRun.of("export", dir.toString(), "--level", "14").assertOneLineError(ExitCode.USAGE,
                "--level 14: the start has 14 pegs, so the levels are 0 to 13");
        CliRun.of("export", dir.toString(), "--level", "-1").assertOneLineError(ExitCode.USAGE, "--level needs a whole number, 0 or more");
        CliRun.of("export", dir.toString(), "--level", "1", "--format", "png").assertOneLineError(ExitCode.USAGE,
                "--format: unknown format 'png' (known: pegs, diagram, bits)");
        CliRun.of("export", temp.resolve("none").toString(), "--level", "1").assertOneLineError(ExitCode.USAGE, "no manifest");
        try (RandomAccessFile file = new RandomAccessFile(dir.resolve("levels/forward-03.roar").toFile(), "rw")) {
            file.seek(file.length() - 1);
            int last = file.read();
            file.seek(file.length() - 1);
            file.write(last ^ 1);
        }
        CliRun.of("export", dir.toString(), "--level", "3").assertOneLineError(ExitCode.USAGE,
                "forward-03.roar has changed since the run wrote it");
    }
}
