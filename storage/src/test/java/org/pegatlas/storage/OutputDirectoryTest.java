package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputDirectoryTest {
    static final String FP_A = "board=english;holes=33;lines=76;start=1fffeffff;goal=one peg on d4";
    static final String FP_B = "board=english;holes=33;lines=76;start=1fffeffff;goal=one peg on d1";

    @TempDir
    Path tmp;

    /** Every regular file under {@code root} with its bytes, by relative path. */
    static Map<String, byte[]> snapshot(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return files;
    }

    static void assertSameFiles(Map<String, byte[]> expected, Map<String, byte[]> actual) {
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((name, bytes) -> assertArrayEquals(bytes, actual.get(name), name));
    }

    @Test
    void freshDirectoryIsCreatedWithARunningManifest() throws IOException {
        Path out = tmp.resolve("a/b/out");
        Manifest m = OutputDirectory.prepare(out, FP_A);
        assertTrue(Files.isDirectory(out));
        assertEquals(FP_A, m.get(OutputDirectory.PROBLEM_KEY));
        assertEquals("running", m.get(OutputDirectory.STATUS_KEY));
        Manifest saved = Manifest.load(out);
        assertEquals(m.entries(), saved.entries());
    }

    @Test
    void aRunIsCompleteOnlyOnceMarkedAndTheMarkIsSavedAndClearedByResume() throws IOException {
        Path out = tmp.resolve("out");
        Manifest m = OutputDirectory.prepare(out, FP_A);
        assertFalse(OutputDirectory.isComplete(m));
        assertFalse(OutputDirectory.isComplete(null));
        OutputDirectory.markComplete(m);
        assertEquals("complete", Manifest.load(out).get(OutputDirectory.STATUS_KEY));
        assertTrue(OutputDirectory.isComplete(Manifest.load(out)));
        assertFalse(OutputDirectory.isComplete(OutputDirectory.resume(out, FP_A)), "a resumed run is running again");
        assertEquals("running", Manifest.load(out).get(OutputDirectory.STATUS_KEY));
    }

    @Test
    void startClassKeysNameTheHole() {
        assertEquals("class.d4", OutputDirectory.startClassKey("d4"));
    }

    @Test
    void emptyExistingDirectoryIsAccepted() throws IOException {
        Path out = Files.createDirectory(tmp.resolve("empty"));
        assertEquals(FP_A, OutputDirectory.prepare(out, FP_A).get(OutputDirectory.PROBLEM_KEY));
        assertEquals(FP_A, Manifest.load(out).get(OutputDirectory.PROBLEM_KEY));
    }

    @Test
    void sameFingerprintIsAccepted() throws IOException {
        Path out = tmp.resolve("out");
        Manifest first = OutputDirectory.prepare(out, FP_A);
        first.put(OutputDirectory.STATUS_KEY, "complete").save();
        Files.createDirectories(out.resolve("levels"));
        Files.writeString(out.resolve("levels/forward-00.roar"), "x");
        Manifest again = OutputDirectory.prepare(out, FP_A);
        assertEquals(FP_A, again.get(OutputDirectory.PROBLEM_KEY));
        assertEquals("running", again.get(OutputDirectory.STATUS_KEY));
        assertEquals("running", Manifest.load(out).get(OutputDirectory.STATUS_KEY));
    }

    @Test
    void otherFingerprintIsRefusedAndNothingIsTouched() throws IOException {
        Path out = tmp.resolve("out");
        Manifest m = OutputDirectory.prepare(out, FP_A);
        Files.createDirectories(out.resolve("levels"));
        AtomicFiles.Written w = AtomicFiles.writeString(out.resolve("levels/forward-00.roar"), "level data");
        m.putFile("levels/forward-00.roar", w).put(OutputDirectory.STATUS_KEY, "complete").save();
        Files.writeString(out.resolve("levels.csv"), "level,pegs\n0,32\n");
        Map<String, byte[]> before = snapshot(out);

        OutputDirectory.RefusedException e = assertThrows(OutputDirectory.RefusedException.class,
                () -> OutputDirectory.prepare(out, FP_B));
        assertTrue(e.getMessage().contains(out.toString()), e::getMessage);
        assertSameFiles(before, snapshot(out));
    }

    @Test
    void nonEmptyDirectoryWithoutManifestIsRefusedAndNothingIsTouched() throws IOException {
        Path out = Files.createDirectory(tmp.resolve("photos"));
        Files.writeString(out.resolve("holiday.jpg"), "not pegatlas output");
        Map<String, byte[]> before = snapshot(out);
        OutputDirectory.RefusedException e = assertThrows(OutputDirectory.RefusedException.class,
                () -> OutputDirectory.prepare(out, FP_A));
        assertTrue(e.getMessage().contains(out.toString()), e::getMessage);
        assertSameFiles(before, snapshot(out));
    }

    @Test
    void unreadableManifestIsRefused() throws IOException {
        Path out = Files.createDirectory(tmp.resolve("broken"));
        Files.writeString(out.resolve(Manifest.FILE_NAME), "garbage without an equals sign\n");
        Map<String, byte[]> before = snapshot(out);
        assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.prepare(out, FP_A));
        assertSameFiles(before, snapshot(out));
    }

    @Test
    void regularFileAsTargetIsRefused() throws IOException {
        Path file = tmp.resolve("results.txt");
        Files.writeString(file, "precious");
        OutputDirectory.RefusedException e = assertThrows(OutputDirectory.RefusedException.class,
                () -> OutputDirectory.prepare(file, FP_A));
        assertTrue(e.getMessage().contains(file.toString()), e::getMessage);
        assertEquals("precious", Files.readString(file));
    }

    @Test
    void resumeOfAnotherLevelFormatIsRefusedInOneLineAndNothingIsTouched() throws IOException {
        Path out = tmp.resolve("old");
        assertEquals(LevelFormat.current(), OutputDirectory.prepare(out, FP_A).get(OutputDirectory.LEVEL_FORMAT_KEY));
        assertEquals(FP_A, OutputDirectory.resume(out, FP_A).get(OutputDirectory.PROBLEM_KEY), "this build's own format resumes");
        Manifest.load(out).put(OutputDirectory.LEVEL_FORMAT_KEY, "set-1,counts-1").save();
        Map<String, byte[]> before = snapshot(out);
        OutputDirectory.RefusedException e = assertThrows(OutputDirectory.RefusedException.class,
                () -> OutputDirectory.resume(out, FP_A));
        assertEquals("cannot resume: " + out + " holds level files of format set-1,counts-1, this pegatlas reads "
                + LevelFormat.current() + "; run without --resume to start again, or use the pegatlas that wrote it", e.getMessage());
        assertSameFiles(before, snapshot(out));
    }

    @Test
    void manifestWithoutALevelFormatHoldsTheFormatWrittenBeforeFormatsWereRecorded() throws IOException {
        Path out = tmp.resolve("unrecorded");
        Files.createDirectories(out);
        Files.writeString(out.resolve(Manifest.FILE_NAME), OutputDirectory.PROBLEM_KEY + "=" + FP_A + "\n");
        boolean sameFormat = LevelFormat.current().equals(LevelFormat.UNRECORDED);
        if (sameFormat) {
            assertEquals(FP_A, OutputDirectory.resume(out, FP_A).get(OutputDirectory.PROBLEM_KEY));
        } else {
            assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.resume(out, FP_A));
        }
    }

    @Test
    void refusedExceptionIsAnIOException() {
        assertTrue(IOException.class.isAssignableFrom(OutputDirectory.RefusedException.class));
    }

    @Test
    void refusalsDescribeTheOtherProblemWithoutItsBitMask() throws IOException {
        Path out = tmp.resolve("out");
        OutputDirectory.prepare(out, FP_A);
        OutputDirectory.RefusedException e = assertThrows(OutputDirectory.RefusedException.class, () -> OutputDirectory.prepare(out, FP_B));
        assertEquals("output directory " + out + " holds results of another problem (english, a start of 32 pegs, goal one peg on d4);"
                + " choose another directory", e.getMessage());
        assertEquals("the pairs table of french", OutputDirectory.describeProblem("pairs;board=french;holes=37;lines=92;layout=ab12;middle"));
        assertEquals("the pairs table of french with fewest moves",
                OutputDirectory.describeProblem("pairs;board=french;holes=37;lines=92;layout=ab12;moves;middle"));
        assertEquals("the pairs table of french searched to the end (--full)",
                OutputDirectory.describeProblem("pairs;board=french;holes=37;lines=92;layout=ab12"));
        assertEquals("english, a start of 1 peg, goal at most 1 peg", OutputDirectory.describeProblem("board=english;start=8;goal=at most 1 peg"));
    }
}
