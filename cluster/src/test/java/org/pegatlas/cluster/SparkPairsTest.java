package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pegatlas.cli.ExitCode;
import org.pegatlas.cli.Main;

/** {@code pegatlas-spark pairs} in Spark local mode against {@code pegatlas pairs}. */
class SparkPairsTest {
    @BeforeAll
    static void startSpark() {
        LocalSpark.start();
    }

    @TempDir
    Path temp;

    @Test
    void givesTheTableOfPairs() throws IOException {
        Path local = temp.resolve("local");
        Path onSpark = temp.resolve("spark");
        assertEquals(ExitCode.OK, Main.run(new String[] {"pairs", "--board", "triangle-5", "--quiet", "--out", local.toString()},
                new PrintStream(new ByteArrayOutputStream()), System.err));
        SparkAnalysisTest.Ran ran = SparkAnalysisTest.runOnSpark("pairs", "--board triangle-5 --quiet", onSpark);
        assertEquals(ExitCode.OK, ran.code(), ran.err());
        assertEquals(Files.readString(local.resolve("pairs.csv")), Files.readString(onSpark.resolve("pairs.csv")));
        assertEquals(Files.readString(local.resolve("starts.csv")), Files.readString(onSpark.resolve("starts.csv")));
        assertEquals(Files.readString(local.resolve("pairs.md")), Files.readString(onSpark.resolve("pairs.md")));
        try (Stream<Path> files = Files.list(onSpark)) {
            assertFalse(files.anyMatch(p -> p.getFileName().toString().startsWith("scratch-")), "a start class's levels were left behind");
        }
    }
}
