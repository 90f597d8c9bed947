package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** One run of the command line in-process, with what it printed and its exit code. */
record CliRun(ExitCode code, String out, String err) {
    static CliRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ExitCode code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The run failed with {@code expected}, one line on standard error mentioning {@code mentioned}. */
    void assertOneLineError(ExitCode expected, String mentioned) {
        assertEquals(expected, code, err);
        assertEquals(1, err.lines().count(), "one line expected: " + err);
        assertTrue(err.startsWith("pegatlas: "), err);
        assertTrue(err.contains(mentioned), err);
    }
}
