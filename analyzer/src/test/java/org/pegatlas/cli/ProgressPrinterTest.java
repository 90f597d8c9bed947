package org.pegatlas.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Progress lines: one per level, slice and merge lines at most once a second. */
class ProgressPrinterTest {
    @TempDir
    Path dir;

    @Test
    void sliceLinesAreThrottledToOnePerSecond() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressPrinter printer = new ProgressPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), dir);
        long ms = 1_000_000L;
        for (int slice = 1; slice <= 2500; slice++) { // 2,500 slices of 1 ms: 2.5 s
            printer.slice("forward", 9, slice, 2500, slice * ms);
        }
        printer.level("forward", 9, 1, 10, 20, 2600 * ms);
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(3, lines.size(), String.join("\n", lines));
        assertEquals("[   1.00 s] forward  level  9: 1,000 of 2,500 positions (40%), 0.00 M/s, level done in ~2 s", lines.get(0));
        assertTrue(lines.get(1).startsWith("[   2.00 s] forward  level  9: 2,000 of 2,500 positions (80%)"), lines.get(1));
        assertTrue(lines.get(2).startsWith("[   2.60 s] forward  level  9 ( 1 peg ):             10 canonical"), lines.get(2));
    }

    @Test
    void verifyLinesCountThePositionsChecked() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressPrinter printer = new ProgressPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), dir);
        long ms = 1_000_000L;
        printer.checked("forward", 3, 11, 2_000_000, 1000 * ms);
        printer.checked("solvable", 13, 1, 3, 1500 * ms);
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(0).startsWith("[   1.00 s] verify forward  level  3 (11 pegs):      2,000,000 canonical positions checked"
                + "     2.00 M/s  disk "), lines.get(0));
        assertTrue(lines.get(1).startsWith("[   1.50 s] verify solvable level 13 ( 1 peg ):              3 canonical positions checked"
                + "     0.00 M/s  disk "), lines.get(1));
    }

    @Test
    void mergeLinesCountEntriesReadSinceTheRunsWereSpilled() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressPrinter printer = new ProgressPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), dir);
        long ms = 1_000_000L;
        printer.spilled("forward", 18, 8_000_000, 4, 40_000_000, 10_000 * ms);
        for (int step = 1; step <= 8; step++) { // a million entries every 400 ms
            printer.merged("forward", 18, step * 1_000_000L, 8_000_000, (10_000 + 400 * step) * ms);
        }
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(3, lines.size(), String.join("\n", lines));
        assertEquals("[  10.00 s] forward  level 18: 8,000,000 successors spilled in 4 runs, 38.1 MiB of scratch, 5.00 bytes per successor",
                lines.get(0));
        assertEquals("[  11.20 s] forward  level 18: 3,000,000 of 8,000,000 spilled successors merged (38%), 2.50 M/s, merge done in ~2 s",
                lines.get(1));
        assertTrue(lines.get(2).startsWith("[  12.40 s] forward  level 18: 6,000,000 of 8,000,000"), lines.get(2));
    }
}
