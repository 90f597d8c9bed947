package org.pegatlas.cli;

import java.io.PrintStream;
import java.util.Locale;
import org.pegatlas.search.Progress;

/** Progress lines on standard error: pass, level, positions, rate and elapsed time. */
final class ProgressPrinter implements Progress {
    private final PrintStream err;
    private long previousNanos;

    ProgressPrinter(PrintStream err) {
        this.err = err;
    }

    @Override
    public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
        double seconds = Math.max(1e-9, (elapsedNanos - previousNanos) / 1e9);
        previousNanos = elapsedNanos;
        err.printf(Locale.ROOT, "[%7.2f s] %-8s level %2d (%2d pegs): %,14d canonical %,16d raw  %7.2f M canonical/s%n",
                elapsedNanos / 1e9, pass, level, pegs, canonical, raw, canonical / seconds / 1e6);
    }
}
