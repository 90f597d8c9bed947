package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;

/**
 * {@code verify} passes a genuine output directory, and finds a damaged file, a truncated one,
 * and level files that are well-formed and correctly recorded but wrong (as an engine bug would
 * write them), both by re-deriving levels whole and by sampling.
 */
class VerifyCommandTest {
    @TempDir
    Path tmp;
    Path dir;

    @BeforeEach
    void analyse() {
        dir = tmp.resolve("up-arrow");
        assertEquals(ExitCode.OK, CliRun.of("analyze", "--problem", "up-arrow", "--out", dir.toString(), "-q").code());
    }

    @Test
    void genuineDirectoryPassesBothWays() {
        CliRun whole = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.OK, whole.code(), whole.out() + whole.err());
        assertTrue(whole.out().contains("no mismatch") && whole.out().contains("every level re-derived whole"), whole.out());
        CliRun sampled = CliRun.of("verify", "--sample", "40", dir.toString(), "-q");
        assertEquals(ExitCode.OK, sampled.code(), sampled.out() + sampled.err());
    }

    @Test
    void progressLinesNameWhatIsCheckedLevelByLevel() {
        CliRun whole = CliRun.of("verify", dir.toString());
        assertEquals(ExitCode.OK, whole.code(), whole.out() + whole.err());
        List<String> lines = whole.err().lines().toList();
        assertEquals(34, lines.size(), whole.err()); // 17 levels (17 pegs down to 1), each checked forward then solvable
        assertTrue(lines.get(0).contains("] verify forward  level  0 (17 pegs):              1 canonical positions checked"), lines.get(0));
        assertTrue(lines.get(16).contains("] verify forward  level 16 ( 1 peg ):              3 canonical positions checked"), lines.get(16));
        assertTrue(lines.get(17).contains("] verify solvable level 16 ( 1 peg ):              3 canonical positions checked"), lines.get(17));
        assertTrue(lines.get(25).contains("] verify solvable level  8 ( 9 pegs):          7,268 canonical positions checked"), lines.get(25));
        assertTrue(lines.stream().noneMatch(l -> l.contains(" raw")), whole.err());
    }

    @Test
    void damagedAndTruncatedFilesAreNamed() throws IOException {
        Path counts = dir.resolve("levels/forward-08.counts");
        byte[] bytes = Files.readAllBytes(counts);
        bytes[20] ^= 4;
        Files.write(counts, bytes);
        Path set = dir.resolve("levels/solvable-03.roar");
        Files.write(set, Arrays.copyOf(Files.readAllBytes(set), 30));
        CliRun run = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, run.code());
        assertTrue(run.out().contains("MISMATCH levels/forward-08.counts: CRC-32C differs from the manifest"), run.out());
        assertTrue(run.out().contains("MISMATCH levels/solvable-03.roar: 30 bytes"), run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        // solvable level 3 is read twice (checked itself, and as the level above level 2): its failure is one line
        assertEquals(1, run.out().lines().filter(l -> l.startsWith("MISMATCH levels/solvable-03: cannot be read")).count(), run.out());
        assertEquals(run.out().lines().distinct().count(), run.out().lines().count(), "each mismatch printed once: " + run.out());
    }

    @Test
    void wrongButWellRecordedForwardCountIsFoundWholeAndBySampling() throws IOException {
        rewriteCounts("forward", 6, 1);
        CliRun whole = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, whole.code());
        assertTrue(whole.out().contains("MISMATCH levels/forward-06.counts: differs from level 5 expanded again"), whole.out());
        CliRun sampled = CliRun.of("verify", "--sample", "1000000", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, sampled.code());
        assertTrue(sampled.out().contains("MISMATCH levels/forward-06: "), sampled.out());
        assertTrue(sampled.out().contains("its predecessors on level 5 give"), sampled.out());
    }

    @Test
    void wrongButWellRecordedSolvableCountIsFound() throws IOException {
        rewriteCounts("solvable", 9, 1);
        CliRun run = CliRun.of("verify", "--sample", "1000000", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, run.code());
        assertTrue(run.out().contains("MISMATCH levels/solvable-09: "), run.out());
        assertTrue(run.out().contains("its jumps into level 10 give"), run.out());
    }

    @Test
    void directoryWithoutARunIsAUsageError() throws IOException {
        CliRun.of("verify", tmp.resolve("nothing").toString()).assertOneLineError(ExitCode.USAGE, "no manifest");
        CliRun.of("verify").assertOneLineError(ExitCode.USAGE, "missing DIR");
    }

    /** Adds {@code delta} to the first count of a level and records the new file, as a buggy engine would. */
    private void rewriteCounts(String kind, int level, long delta) throws IOException {
        String name = String.format("levels/%s-%02d.counts", kind, level);
        CountVector counts = CountFile.read(dir.resolve(name));
        counts.data()[0] += delta;
        AtomicFiles.Written written = CountFile.write(dir.resolve(name), counts, counts.size());
        Manifest manifest = Manifest.load(dir);
        manifest.putFile(name, written).save();
        assertTrue(LevelSetFile.read(dir.resolve(name.replace(".counts", ".roar"))).length > 0);
    }
}
