package org.pegatlas.engine;

import java.util.List;

/** Progress for tests that read what a run said (where a resumed run goes on, what it recalled). */
final class Notes {
    private Notes() {
    }

    /** Progress that adds every note to {@code notes} and keeps nothing else. */
    static Progress keptIn(List<String> notes) {
        return new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void note(String message) {
                notes.add(message);
            }
        };
    }
}
