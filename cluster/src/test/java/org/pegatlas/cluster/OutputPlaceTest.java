package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.board.Boards;
import org.pegatlas.problem.ProblemCodec;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;

/** A Spark run's output directory names its problem in a manifest, as a local run's does. */
class OutputPlaceTest {
    @TempDir
    Path temp;

    private final Configuration conf = new Configuration();
    private final String table = ProblemCodec.encodePairs(Boards.byName("triangle-4"), false, true);
    private final String other = ProblemCodec.encodePairs(Boards.byName("triangle-5"), false, true);

    private static org.apache.hadoop.fs.Path hadoop(Path local) {
        return new org.apache.hadoop.fs.Path(local.toUri());
    }

    /** The manifest holds the fingerprint under the local key; the same problem resumes, another is refused naming it. */
    @Test
    void theManifestNamesTheProblem() throws IOException {
        Path dir = temp.resolve("run");
        OutputPlace.claim(hadoop(dir), conf, table, false, List.of("summary.json"));
        assertEquals(table, Manifest.load(dir).get(OutputDirectory.PROBLEM_KEY));
        assertEquals(OutputPlace.LEVEL_FORMAT, Manifest.load(dir).get(OutputDirectory.LEVEL_FORMAT_KEY));
        OutputPlace.claim(hadoop(dir), conf, table, true, List.of("summary.json"));
        OutputDirectory.RefusedException refused = assertThrows(OutputDirectory.RefusedException.class,
                () -> OutputPlace.claim(hadoop(dir), conf, other, true, List.of()));
        assertTrue(refused.getMessage().contains("holds a run of another problem (the pairs table of triangle-4)"), refused.getMessage());
    }

    /** A directory of an older pegatlas-spark, whose problem file named the problem, resumes and gets a manifest instead. */
    @Test
    void anOlderRunsProblemFileIsReadAndReplaced() throws IOException {
        Path dir = temp.resolve("old");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(OutputPlace.OLD_PROBLEM_FILE), table + "\n");
        assertThrows(OutputDirectory.RefusedException.class, () -> OutputPlace.claim(hadoop(dir), conf, other, true, List.of()));
        OutputPlace.claim(hadoop(dir), conf, table, true, List.of());
        assertEquals(table, Manifest.load(dir).get(OutputDirectory.PROBLEM_KEY));
        assertFalse(Files.exists(dir.resolve(OutputPlace.OLD_PROBLEM_FILE)));
    }

    /** A local run's directory, whose manifest names the same problem, is not taken for a Spark run's. */
    @Test
    void aLocalRunIsNotASparkRun() throws IOException {
        Path dir = temp.resolve("local");
        Files.createDirectories(dir);
        Manifest.create(dir).put(OutputDirectory.PROBLEM_KEY, table).put(OutputDirectory.LEVEL_FORMAT_KEY, "set-3,counts-4").save();
        Files.writeString(dir.resolve("pairs.csv"), "start,end,solvable,solutions\n");
        OutputDirectory.RefusedException resumed = assertThrows(OutputDirectory.RefusedException.class,
                () -> OutputPlace.claim(hadoop(dir), conf, table, true, List.of()));
        assertTrue(resumed.getMessage().contains("holds no pegatlas-spark run to resume"), resumed.getMessage());
        assertThrows(OutputDirectory.RefusedException.class, () -> OutputPlace.claim(hadoop(dir), conf, table, false, List.of()));
        assertEquals("set-3,counts-4", Manifest.load(dir).get(OutputDirectory.LEVEL_FORMAT_KEY), "the local run's manifest untouched");
    }

    /** A damaged manifest is a refusal, not a failed run. */
    @Test
    void aDamagedManifestIsRefused() throws IOException {
        Path dir = temp.resolve("damaged");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(Manifest.FILE_NAME), "no equals sign here\n");
        assertThrows(OutputDirectory.RefusedException.class, () -> OutputPlace.claim(hadoop(dir), conf, table, true, List.of()));
    }
}
