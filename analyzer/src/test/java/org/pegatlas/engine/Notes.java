package org.pegatlas.engine;

import java.util.List;

/** Progress for tests that read what a run said (where a resumed run goes on, what it recalled). */
final class Notes {
    private Notes() {
    }

    /** Progress that adds every note to {@code notes} and keeps nothing else. */
    static Progress keptIn(List<String> notes) {
        return keptIn(notes, new java.util.HashMap<>());
    }

    /**
     * Progress that adds every note to {@code notes} and puts the number of runs each level of
     * each pass spilled in {@code spilledRuns} (key {@code "PASS level N"}).
     */
    static Progress keptIn(List<String> notes, java.util.Map<String, Integer> spilledRuns) {
        return new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
            }

            @Override
            public void spilled(String pass, int level, long successors, int runs, long bytes, long elapsedNanos) {
                spilledRuns.put(pass + " level " + level, runs);
            }

            @Override
            public void note(String message) {
                notes.add(message);
            }
        };
    }
}
