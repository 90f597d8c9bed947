package org.pegatlas.engine.runs;

import java.io.IOException;

/** A sorted run that can be read from its start, wherever it lives (memory or a scratch file). */
public interface RunSource {
    /** A new cursor before the run's first entry. */
    RunCursor open() throws IOException;

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
