package org.pegatlas.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.pegatlas.engine.Progress;
import org.pegatlas.engine.store.SpilledRun;
import org.pegatlas.reports.ByteSize;

/**
 * Progress lines on standard error. After each level: pass, level, positions, rate, elapsed
 * time, and the output directory's bytes on disk with the free space left (for {@code verify}:
 * the positions checked instead of the level's canonical and raw positions). Within a level
 * expanded in slices: positions done of the level's total, rate and the level's time to go, at
 * most one such line per {@link #SLICE_LINE_NANOS} (a level of many small slices would flood the
 * terminal). After a level's spilled runs are written: their successors, runs, bytes and bytes
 * per successor; while they are merged, entries read of their total, rate and the merge's time to
 * go, as often as slice lines.
 */
final class ProgressPrinter implements Progress {
    /** Least time between two slice lines: one second. */
    static final long SLICE_LINE_NANOS = 1_000_000_000L;
    private final PrintStream err;
    private final Path directory;
    private long previousNanos;
    private long lastLineNanos;
    /** When the last spilled runs were written: their merge's start. */
    private long spilledNanos;

    /** @param directory the output directory whose size and free space are reported */
    ProgressPrinter(PrintStream err, Path directory) {
        this.err = err;
        this.directory = directory;
    }

    @Override
    public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
        double seconds = Math.max(1e-9, (elapsedNanos - previousNanos) / 1e9);
        previousNanos = elapsedNanos;
        lastLineNanos = elapsedNanos;
        err.printf(Locale.ROOT, "[%7.2f s] %-8s level %2d (%2d peg%s): %,14d canonical %,16d raw  %7.2f M canonical/s  %s%n",
                elapsedNanos / 1e9, pass, level, pegs, pegs == 1 ? " " : "s", canonical, raw, canonical / seconds / 1e6, disk());
    }

    @Override
    public void checked(String what, int level, int pegs, long positions, long elapsedNanos) {
        double seconds = Math.max(1e-9, (elapsedNanos - previousNanos) / 1e9);
        previousNanos = elapsedNanos;
        lastLineNanos = elapsedNanos;
        err.printf(Locale.ROOT, "[%7.2f s] verify %-8s level %2d (%2d peg%s): %,14d canonical positions checked  %7.2f M/s  %s%n",
                elapsedNanos / 1e9, what, level, pegs, pegs == 1 ? " " : "s", positions, positions / seconds / 1e6, disk());
    }

    @Override
    public void slice(String pass, int level, long done, long total, long elapsedNanos) {
        if (elapsedNanos - lastLineNanos < SLICE_LINE_NANOS) {
            return;
        }
        lastLineNanos = elapsedNanos;
        double seconds = Math.max(1e-9, (elapsedNanos - previousNanos) / 1e9);
        double rate = done / seconds;
        err.printf(Locale.ROOT, "[%7.2f s] %-8s level %2d: %,d of %,d positions (%.0f%%), %.2f M/s, level done in ~%.0f s%n",
                elapsedNanos / 1e9, pass, level, done, total, 100.0 * done / total, rate / 1e6, (total - done) / Math.max(rate, 1e-9));
    }

    @Override
    public void merged(String pass, int level, long read, long total, long elapsedNanos) {
        if (read >= total || elapsedNanos - lastLineNanos < SLICE_LINE_NANOS) {
            return;
        }
        lastLineNanos = elapsedNanos;
        double rate = read / Math.max(1e-9, (elapsedNanos - spilledNanos) / 1e9);
        err.printf(Locale.ROOT, "[%7.2f s] %-8s level %2d: %,d of %,d spilled successors merged (%.0f%%), %.2f M/s, merge done in ~%.0f s%n",
                elapsedNanos / 1e9, pass, level, read, total, 100.0 * read / total, rate / 1e6, (total - read) / Math.max(rate, 1e-9));
    }

    @Override
    public void spilled(String pass, int level, long successors, int runs, long bytes, long elapsedNanos) {
        spilledNanos = elapsedNanos;
        lastLineNanos = elapsedNanos;
        err.printf(Locale.ROOT, "[%7.2f s] %-8s level %2d: %,d successors spilled in %d runs, %s of scratch, %.2f bytes per successor%n",
                elapsedNanos / 1e9, pass, level, successors, runs, ByteSize.of(bytes, 1), bytes / (double) Math.max(1, successors));
    }

    @Override
    public void mergedEarly(String pass, int level, List<SpilledRun> runs, SpilledRun merged, long elapsedNanos) {
        lastLineNanos = elapsedNanos;
        long entries = runs.stream().mapToLong(SpilledRun::size).sum();
        long bytes = runs.stream().mapToLong(SpilledRun::bytes).sum();
        err.printf(Locale.ROOT, "[%7.2f s] %-8s level %2d: %d spilled runs (%,d successors, %s) merged early into one of %,d (%s) to bound the scratch%n",
                elapsedNanos / 1e9, pass, level, runs.size(), entries, ByteSize.of(bytes, 1), merged.size(), ByteSize.of(merged.bytes(), 1));
    }

    @Override
    public void note(String message) {
        err.println(message);
    }

    /** "disk 1.2 GiB used, 40.1 GiB free", or nothing if the directory cannot be measured. */
    private String disk() {
        try (Stream<Path> files = Files.walk(directory)) {
            long used = files.filter(Files::isRegularFile).mapToLong(ProgressPrinter::sizeOf).sum();
            long free = Files.getFileStore(directory).getUsableSpace();
            return String.format(Locale.ROOT, "disk %s used, %s free", ByteSize.of(used, 1), ByteSize.of(free, 1));
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0; // a scratch file removed while walking
        }
    }
}
