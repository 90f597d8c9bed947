package org.pegatlas.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.engine.RunSettings;
import org.pegatlas.board.Board;
import org.pegatlas.board.TestBoards;
import org.pegatlas.engine.Analysis;
import org.pegatlas.engine.MemoryTempDirs;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;

/**
 * {@link Verification} on triangle-5's central game (14 levels, 14 pegs down to 1; the start is
 * fixed by the board's mirror): what a genuine directory gives, whole and sampled (the files and
 * positions it counts, the levels it reports), and each kind of fault it looks for that
 * {@code cli.VerifyCommandTest} does not already make: a recorded file missing, grown, damaged or
 * recorded with a malformed line; a run stopped in its forward pass; a start level that is not the
 * start; a level whose set and counts differ in length; a forward level short of a position but
 * recorded as if whole; figures in the manifest that its level files do not give; a last level
 * that is not the last. Each directory is damaged as a bug or a hand would leave it, with the
 * manifest saying what it holds where the fault is in the content, not the checksum.
 */
class VerificationTest {
    private static final Board TRIANGLE = TestBoards.triangle(5);
    private static final Problem PROBLEM = Problem.centralGame(TRIANGLE, TRIANGLE.hole("1"));
    /** Levels of {@link #PROBLEM}: 14 pegs at the start (level 0), 1 at the end (level 13). */
    private static final int LEVELS = 14;

    @TempDir(factory = MemoryTempDirs.class)
    Path tmp;
    Path dir;

    @BeforeEach
    void analyse() throws IOException {
        dir = tmp.resolve("triangle-5");
        Analysis.run(PROBLEM, dir, OutputDirectory.prepare(dir, PROBLEM.fingerprint()),
                new RunSettings(2, MemoryBudget.ofJvm(), Progress.silent()), false);
    }

    /** A check of one level as {@link Progress#checked} reports it. */
    private record Checked(String what, int level, long positions) {
    }

    /** Verifies {@link #dir} as recorded now, with {@code sample} positions per level (0: whole); {@code checked} receives the progress. */
    private Verification.Result verify(int sample, List<Checked> checked) throws IOException {
        Progress progress = new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void checked(String what, int level, int pegs, long positions, long elapsedNanos) {
                assertEquals(PROBLEM.startPegs() - level, pegs, what + " level " + level);
                checked.add(new Checked(what, level, positions));
            }
        };
        return Verification.run(PROBLEM, dir, Manifest.load(dir), new RunSettings(2, MemoryBudget.ofJvm(), progress), sample);
    }

    private Verification.Result verify(int sample) throws IOException {
        return verify(sample, new ArrayList<>());
    }

    private Path levelFile(String kind, int level, String extension) {
        return dir.resolve(String.format("levels/%s-%02d.%s", kind, level, extension));
    }

    /** Canonical positions on forward level {@code n}, as its set file holds them. */
    private int forwardSize(int n) throws IOException {
        return LevelSetFile.read(levelFile("forward", n, "roar")).length;
    }

    @Test
    void aGenuineDirectoryPassesWholeAndSampledCountingWhatItChecked() throws IOException {
        long recordedFiles = Manifest.load(dir).entries().keySet().stream().filter(key -> key.startsWith("file.")).count();
        assertEquals(4 * LEVELS, recordedFiles, "two files per level, forward and solvable");
        assertFalse(Files.exists(levelFile("forward", LEVELS, "roar")), "level 13 is the last");

        List<Checked> whole = new ArrayList<>();
        Verification.Result result = verify(0, whole);
        assertTrue(result.passed(), result.mismatches().toString());
        assertEquals(List.of(), result.mismatches());
        assertEquals(recordedFiles, result.filesChecked());
        // re-derived whole: every canonical position of every level, once forward (expanded) and once solvable
        List<Checked> expected = new ArrayList<>();
        long positions = 0;
        for (int n = 0; n < LEVELS; n++) {
            expected.add(new Checked("forward", n, forwardSize(n)));
            expected.add(new Checked("solvable", n, forwardSize(n)));
            positions += 2L * forwardSize(n);
        }
        assertEquals(expected, whole);
        assertEquals(positions, result.positionsChecked());

        // sampled, one position per level: forward level n+1 (by un-jumps into level n) before solvable level n; forward
        // level 0 is only checked to hold the start, and not reported
        List<Checked> sampled = new ArrayList<>();
        result = verify(1, sampled);
        assertTrue(result.passed(), result.mismatches().toString());
        assertEquals(recordedFiles, result.filesChecked());
        expected.clear();
        for (int n = 0; n < LEVELS; n++) {
            if (n + 1 < LEVELS) {
                expected.add(new Checked("forward", n + 1, 1));
            }
            expected.add(new Checked("solvable", n, 1));
        }
        assertEquals(expected, sampled);
        assertEquals(LEVELS - 1 + LEVELS, result.positionsChecked());
    }

    @Test
    void everyRecordedFileIsCheckedForPresenceSizeAndChecksum() throws IOException {
        Manifest manifest = Manifest.load(dir);
        for (String name : List.of("gone.txt", "grown.txt", "damaged.txt", "malformed.txt")) {
            manifest.putFile(name, AtomicFiles.writeString(dir.resolve(name), "twelve bytes"));
        }
        manifest.put("file.malformed.txt", "bytes=twelve").save();
        Files.delete(dir.resolve("gone.txt"));
        Files.writeString(dir.resolve("grown.txt"), "thirteen bytes");
        Files.writeString(dir.resolve("damaged.txt"), "twelve BYTES");
        List<String> expected = List.of(
                "gone.txt: missing",
                "grown.txt: 14 bytes, the manifest says 12 (truncated?)",
                "damaged.txt: CRC-32C differs from the manifest (damaged)",
                "malformed.txt: its manifest record is malformed");
        Verification.Result result = verify(0);
        assertEquals(expected, result.mismatches(), "in the manifest's order, and the levels found right");
        assertEquals(4 * LEVELS + 4, result.filesChecked());
        assertFalse(result.passed());
        assertEquals(expected, verify(5).mismatches());
    }

    @Test
    void aRunStoppedInItsForwardPassIsNotVerified() throws IOException {
        Path stopped = tmp.resolve("stopped");
        class Stop extends RuntimeException {
        }
        Progress stopAtLevel3 = (pass, level, pegs, canonical, raw, elapsedNanos) -> {
            if (pass.equals("forward") && level == 3) {
                throw new Stop();
            }
        };
        assertThrows(Stop.class, () -> Analysis.run(PROBLEM, stopped, OutputDirectory.prepare(stopped, PROBLEM.fingerprint()),
                new RunSettings(2, MemoryBudget.ofJvm(), stopAtLevel3), false));
        dir = stopped;
        for (int sample : new int[] {0, 5}) {
            Verification.Result result = verify(sample);
            assertEquals(List.of("the manifest does not record a complete forward pass: run 'analyze --resume' first"),
                    result.mismatches());
            assertEquals(0, result.positionsChecked());
            assertTrue(result.filesChecked() > 0, "the files it wrote are checked all the same");
        }
    }

    @Test
    void aStartLevelThatIsNotTheStartIsFound() throws IOException {
        CountVector counts = CountFile.read(levelFile("forward", 0, "counts"));
        assertEquals(1, counts.size());
        counts.set(0, 2); // the start is fixed by the mirror: its orbit holds 1 position
        record("forward", 0, counts);
        // whole, level 0's paths and level 1 follow the doubled count; sampled, level 1's one canonical position gets the
        // doubled count through each of its two images
        assertEquals(List.of("levels/forward-00: does not hold exactly the start with its orbit size",
                "level 0: figures re-derived (14;1;1;0;0;2;0;2) differ from the manifest's (14;1;1;0;0;1;0;2)",
                "levels/forward-01.counts: differs from level 0 expanded again"), verify(0).mismatches());
        assertEquals(List.of("levels/forward-00: does not hold exactly the start with its orbit size",
                "levels/forward-01: 1 2 4 5 7 8 9 10 11 12 13 14 15 holds 2 paths, its predecessors on level 0 give 4"),
                verify(5).mismatches());
    }

    @Test
    void aLevelWhoseSetAndCountsDifferInLengthIsNamedOnce() throws IOException {
        int n = 6;
        CountVector counts = CountFile.read(levelFile("solvable", n, "counts"));
        int positions = counts.size();
        CountVector shorter = new CountVector(positions - 1, counts.limbs());
        for (int i = 0; i < positions - 1; i++) {
            shorter.copy(i, counts, i);
        }
        record("solvable", n, shorter);
        // read as the level above level 5 and again for its own check: one line, and no check of either level
        List<String> expected = List.of("levels/solvable-06: " + positions + " positions but " + (positions - 1) + " counts");
        assertEquals(expected, verify(0).mismatches());
        assertEquals(expected, verify(1000).mismatches());
    }

    @Test
    void aForwardLevelShortOfAPositionIsFoundWholeAndBySampling() throws IOException {
        int n = 7;
        long[] keys = LevelSetFile.read(levelFile("forward", n, "roar"));
        CountVector counts = CountFile.read(levelFile("forward", n, "counts"));
        long[] shorter = Arrays.copyOf(keys, keys.length - 1);
        CountVector shorterCounts = new CountVector(shorter.length, counts.limbs());
        for (int i = 0; i < shorter.length; i++) {
            shorterCounts.copy(i, counts, i);
        }
        Manifest manifest = Manifest.load(dir);
        PositionKeys codec = TRIANGLE.positionKeys();
        String name = String.format("levels/forward-%02d", n);
        manifest.putFile(name + ".roar", LevelSetFile.write(dir.resolve(name + ".roar"), codec, PROBLEM.startPegs() - n, shorter,
                shorter.length));
        manifest.putFile(name + ".counts", CountFile.write(dir.resolve(name + ".counts"), shorterCounts, shorter.length)).save();
        // whole: level 7 as re-derived differs from its files, so the recorded level 7 is expanded next, and its figures and
        // level 8 show the lost position (its 174 paths); it is not on a solution path, so the solvable levels agree
        assertEquals(List.of("levels/forward-07.roar: differs from level 6 expanded again",
                "levels/forward-07.counts: differs from level 6 expanded again",
                "level 7: figures re-derived (7;343;677;3;5;21356;324;1263) differ from the manifest's (7;344;679;3;5;21530;324;1266)",
                "levels/forward-08.counts: differs from level 7 expanded again"), verify(0).mismatches());
        // sampled (every position): the positions of level 8 that the lost one led to miss its 174 paths
        assertEquals(List.of("levels/forward-08: 1 3 6 11 13 14 holds 432 paths, its predecessors on level 7 give 258",
                "levels/forward-08: 4 7 11 12 13 15 holds 848 paths, its predecessors on level 7 give 674",
                "levels/forward-08: 1 3 10 11 12 15 holds 584 paths, its predecessors on level 7 give 410"), verify(1000).mismatches());
    }

    @Test
    void figuresTheManifestRecordsAreCheckedWhenLevelsAreRederivedWhole() throws IOException {
        Manifest manifest = Manifest.load(dir);
        String key = "figures.forward-05";
        String figures = manifest.get(key);
        String[] fields = figures.split(";");
        fields[1] = Long.toString(Long.parseLong(fields[1]) + 1);
        String wrong = String.join(";", fields);
        manifest.put(key, wrong).save();
        assertEquals(List.of("level 5: figures re-derived (" + figures + ") differ from the manifest's (" + wrong + ")"),
                verify(0).mismatches());
    }

    @Test
    void aLastLevelWithSuccessorsIsFound() throws IOException {
        Manifest manifest = Manifest.load(dir);
        manifest.put("forward.levels", Integer.toString(LEVELS - 1)).save();
        // level 12 is then checked against an empty level above it: its one position that can reach the goal is found wrong too
        assertEquals(List.of("level 12 is recorded as the last but has 3 successors",
                "levels/solvable-12: 2 4 holds 2, its jumps into level 13 give 0"), verify(0).mismatches());
    }

    /** Writes {@code counts} as level {@code n}'s count file and records it, as an engine bug would. */
    private void record(String kind, int n, CountVector counts) throws IOException {
        Path file = levelFile(kind, n, "counts");
        Manifest.load(dir).putFile(dir.relativize(file).toString(), CountFile.write(file, counts, counts.size())).save();
    }
}
