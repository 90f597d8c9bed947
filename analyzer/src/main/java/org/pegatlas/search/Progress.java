package org.pegatlas.search;

/** Receives a line of news after each level of each pass. */
public interface Progress {
    /**
     * @param pass {@code forward} or {@code backward}
     * @param level the level just finished
     * @param pegs pegs on that level
     * @param canonical canonical positions on it (reachable forward, solvable backward)
     * @param raw raw positions on it
     * @param elapsedNanos time since the analysis started
     */
    void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos);

    /** Progress that goes nowhere. */
    static Progress silent() {
        return (pass, level, pegs, canonical, raw, elapsedNanos) -> { };
    }
}
