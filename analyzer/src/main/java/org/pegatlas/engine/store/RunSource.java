package org.pegatlas.engine.store;

import java.io.IOException;
import java.util.concurrent.Executor;

/** A sorted run that can be read from its start, wherever it lives (memory or a scratch file). */
public interface RunSource {
    /** A new cursor before the run's first entry. */
    RunCursor open() throws IOException;

    /**
     * A new cursor before the run's first entry that may decode entries ahead on {@code
     * readAhead}; the same entries in the same order as {@link #open()}. A run held in memory has
     * nothing to decode and ignores it.
     */
    default RunCursor open(Executor readAhead) throws IOException {
        return open();
    }

    /** Limbs of the run's counts. */
    int limbs();

    /** An in-memory run as a source. */
    static RunSource of(Run run) {
        return new RunSource() {
            @Override
            public RunCursor open() {
                return RunCursor.of(run);
            }

            @Override
            public int limbs() {
                return run.counts().limbs();
            }
        };
    }
}
