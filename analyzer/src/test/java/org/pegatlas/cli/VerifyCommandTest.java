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
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.PositionKeys;

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
        assertTrue(lines.get(1).contains("] verify solvable level  0 (17 pegs):              1 canonical positions checked"), lines.get(1));
        assertTrue(lines.get(17).contains("] verify solvable level  8 ( 9 pegs):          7,268 canonical positions checked"), lines.get(17));
        assertTrue(lines.get(32).contains("] verify forward  level 16 ( 1 peg ):              3 canonical positions checked"), lines.get(32));
        assertTrue(lines.get(33).contains("] verify solvable level 16 ( 1 peg ):              3 canonical positions checked"), lines.get(33));
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
        // solvable level 3 is read as the level above level 2, and again for its own check after that failed: its failure is one line
        assertEquals(1, run.out().lines().filter(l -> l.startsWith("MISMATCH levels/solvable-03: cannot be read")).count(), run.out());
        assertEquals(run.out().lines().distinct().count(), run.out().lines().count(), "each mismatch printed once: " + run.out());
    }

    @Test
    void wrongButWellRecordedForwardCountIsFoundWholeAndBySampling() throws IOException {
        rewriteCounts("forward", 6, 0, 1);
        CliRun whole = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, whole.code());
        // level 6 as re-derived differs from its files, so the recorded level 6 is expanded next (not the one held in memory):
        // its figures and level 7 show the wrong count too
        assertEquals(List.of("MISMATCH levels/forward-06.counts: differs from level 5 expanded again",
                "MISMATCH level 6: figures re-derived (11;2911;5775;1;1;304063;80;18711) differ from the manifest's (11;2911;5775;1;1;304062;80;18711)",
                "MISMATCH levels/forward-07.counts: differs from level 6 expanded again"), mismatchLines(whole), whole.out());
        CliRun sampled = CliRun.of("verify", "--sample", "1000000", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, sampled.code());
        assertTrue(sampled.out().contains("MISMATCH levels/forward-06: "), sampled.out());
        assertTrue(sampled.out().contains("its predecessors on level 5 give"), sampled.out());
    }

    @Test
    void wrongButWellRecordedSolvableCountIsFoundWholeAndBySampling() throws IOException {
        rewriteCounts("solvable", 9, 0, 1);
        // whole: only the position itself; its odd count still brings 6 ways (13 over its orbit of 2, rounded down) to level 8
        CliRun whole = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, whole.code());
        assertEquals(List.of("MISMATCH levels/solvable-09: d1 d2 b3 c3 f3 c4 d4 c5 holds 13, its jumps into level 10 give 12"),
                mismatchLines(whole), whole.out());
        CliRun sampled = CliRun.of("verify", "--sample", "1000000", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, sampled.code());
        assertEquals(mismatchLines(whole), mismatchLines(sampled), sampled.out());
    }

    @Test
    void wrongSolvableCountIsFoundInItsPredecessorsBelowToo() throws IOException {
        int index = CountFile.read(dir.resolve("levels/solvable-10.counts")).size() / 3;
        rewriteCounts("solvable", 10, index, 2);
        List<String> expected = List.of(
                "MISMATCH levels/solvable-09: d2 b3 d3 e3 b5 d5 c6 c7 holds 10, its jumps into level 10 give 12",
                "MISMATCH levels/solvable-09: d2 b3 d3 e3 b5 c5 d6 d7 holds 8, its jumps into level 10 give 10",
                "MISMATCH levels/solvable-09: e1 d2 e2 b3 d3 b5 c5 d5 holds 2, its jumps into level 10 give 4",
                "MISMATCH levels/solvable-10: d2 b3 d3 e3 b5 c5 d5 holds 4, its jumps into level 11 give 2");
        CliRun whole = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, whole.code());
        assertEquals(expected, mismatchLines(whole), whole.out());
        CliRun sampled = CliRun.of("verify", "--sample", "1000000", dir.toString(), "-q");
        assertEquals(expected, mismatchLines(sampled), sampled.out());
        // 1 MiB cuts the larger solvable levels' un-jumps into 2 slices
        CliRun sliced = CliRun.of("verify", "--memory", "1m", dir.toString(), "-q");
        assertEquals(expected, mismatchLines(sliced), sliced.out());
    }

    @Test
    void unreachableSolvablePositionIsFoundWholeAndBySampling() throws IOException {
        addUnreachableSolvablePosition(12, 5);
        List<String> expected = List.of("MISMATCH levels/solvable-12: 1 positions that are not reachable");
        CliRun whole = CliRun.of("verify", dir.toString(), "-q");
        assertEquals(ExitCode.VERIFY_FAILED, whole.code());
        assertEquals(expected, mismatchLines(whole), whole.out());
        CliRun sampled = CliRun.of("verify", "--sample", "1000000", dir.toString(), "-q");
        assertEquals(expected, mismatchLines(sampled), sampled.out());
    }

    @Test
    void directoryWithoutARunIsAUsageError() throws IOException {
        CliRun.of("verify", tmp.resolve("nothing").toString()).assertOneLineError(ExitCode.USAGE, "no manifest");
        CliRun.of("verify").assertOneLineError(ExitCode.USAGE, "missing DIR");
    }

    /** Adds {@code delta} to count {@code index} of a level and records the new file, as a buggy engine would. */
    private void rewriteCounts(String kind, int level, int index, long delta) throws IOException {
        String name = String.format("levels/%s-%02d.counts", kind, level);
        CountVector counts = CountFile.read(dir.resolve(name));
        counts.data()[index * counts.limbs()] += delta;
        AtomicFiles.Written written = CountFile.write(dir.resolve(name), counts, counts.size());
        Manifest manifest = Manifest.load(dir);
        manifest.putFile(name, written).save();
        assertTrue(LevelSetFile.read(dir.resolve(name.replace(".counts", ".roar"))).length > 0);
    }

    /**
     * Adds to solvable level {@code level} ({@code pegs} pegs) a position of the same class that is
     * not on the forward level (a jump then an un-jump from a reachable one), with a count of 2,
     * and records the new files.
     */
    private void addUnreachableSolvablePosition(int level, int pegs) throws IOException {
        Board board = Boards.byName("english");
        PositionKeys codec = board.positionKeys();
        String name = String.format("levels/solvable-%02d", level);
        long[] reachable = LevelSetFile.read(dir.resolve(String.format("levels/forward-%02d.roar", level)));
        long[] keys = LevelSetFile.read(dir.resolve(name + ".roar"));
        CountVector counts = CountFile.read(dir.resolve(name + ".counts"));
        long stray = unreachableKey(board, codec, reachable, pegs);
        int at = -Arrays.binarySearch(keys, stray) - 1;
        long[] grown = new long[keys.length + 1];
        CountVector grownCounts = new CountVector(grown.length, counts.limbs());
        for (int i = 0, j = 0; i < grown.length; i++) {
            if (i == at) {
                grown[i] = stray;
                grownCounts.set(i, 2);
            } else {
                grown[i] = keys[j];
                grownCounts.copy(i, counts, j++);
            }
        }
        Manifest manifest = Manifest.load(dir);
        manifest.putFile(name + ".roar", LevelSetFile.write(dir.resolve(name + ".roar"), codec, pegs, grown, grown.length));
        manifest.putFile(name + ".counts", CountFile.write(dir.resolve(name + ".counts"), grownCounts, grown.length)).save();
    }

    private static long unreachableKey(Board board, PositionKeys codec, long[] reachable, int pegs) {
        for (long key : reachable) {
            long position = codec.position(key, pegs);
            for (int jump = 0; jump < board.lineCount(); jump++) {
                if (!board.canJump(position, jump)) {
                    continue;
                }
                long after = position ^ board.lineMask(jump);
                for (int unJump = 0; unJump < board.lineCount(); unJump++) {
                    if (board.canJump(~after & board.fullMask(), unJump)) {
                        long candidate = codec.key(after ^ board.lineMask(unJump));
                        if (Arrays.binarySearch(reachable, candidate) < 0) {
                            return candidate;
                        }
                    }
                }
            }
        }
        throw new AssertionError("every position of the class is reachable");
    }

    private static List<String> mismatchLines(CliRun run) {
        return run.out().lines().filter(line -> line.startsWith("MISMATCH ")).toList();
    }
}
