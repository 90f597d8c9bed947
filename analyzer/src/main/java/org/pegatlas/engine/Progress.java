package org.pegatlas.engine;

import java.util.List;
import java.util.function.UnaryOperator;
import org.pegatlas.engine.store.SpilledRun;

/** Receives a line of news after each level of each pass. */
public interface Progress {
    /**
     * @param pass {@code forward}, {@code backward} or {@code moves} (see {@link MovesPass})
     * @param level the level just finished
     * @param pegs pegs on that level
     * @param canonical canonical positions on it (reachable forward, solvable backward)
     * @param raw raw positions on it
     * @param elapsedNanos time since the analysis started
     */
    void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos);

    /**
     * News within a level expanded in slices (a level too large for memory).
     *
     * @param done positions of the level expanded so far
     * @param total positions on the level
     */
    default void slice(String pass, int level, long done, long total, long elapsedNanos) {
    }

    /**
     * The scratch a level expanded in slices took: its spilled runs, once all are written and
     * before they are merged.
     *
     * @param level the level expanded
     * @param successors entries of the spilled runs (a successor reached from several runs counts once per run)
     * @param runs spilled runs (one per slice, or fewer after {@link #mergedEarly})
     * @param bytes bytes of the runs' scratch files
     */
    default void spilled(String pass, int level, long successors, int runs, long bytes, long elapsedNanos) {
    }

    /**
     * Spilled runs of a level merged early into one, because they took more scratch than the
     * limit (see {@code LevelFiles.scratchLimit}).
     *
     * @param level the level being expanded
     * @param runs the runs merged (at least two; their files are deleted by now)
     * @param merged the run they became: its entries are their distinct keys
     */
    default void mergedEarly(String pass, int level, List<SpilledRun> runs, SpilledRun merged, long elapsedNanos) {
    }

    /**
     * News while a level's spilled runs are merged into the next level's files (see {@link
     * #spilled}): every few million entries read, and once when all are read.
     *
     * @param level the level expanded
     * @param read entries of the spilled runs read so far
     * @param total entries of the spilled runs
     */
    default void merged(String pass, int level, long read, long total, long elapsedNanos) {
    }

    /**
     * News after a level was checked ({@code verify}): how many of its canonical positions were
     * checked, not how many it holds.
     *
     * @param what the files checked: {@code forward} (re-derived from the level before, or sampled
     *     positions checked by un-jumps) or {@code solvable} (checked against the level above)
     * @param positions canonical positions checked
     */
    default void checked(String what, int level, int pegs, long positions, long elapsedNanos) {
    }

    /** A one-line message about the run (for example where a resumed run goes on). */
    default void note(String message) {
    }

    /**
     * This progress with each pass named by {@code label} of its own name ({@code forward} becomes
     * {@code start c1}, say); the news of levels, slices, spills, merges and notes is passed on,
     * that of runs merged early and of checks is not.
     */
    default Progress relabelled(UnaryOperator<String> label) {
        Progress progress = this;
        return new Progress() {
            @Override
            public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
                progress.level(label.apply(pass), level, pegs, canonical, raw, elapsedNanos);
            }

            @Override
            public void slice(String pass, int level, long done, long total, long elapsedNanos) {
                progress.slice(label.apply(pass), level, done, total, elapsedNanos);
            }

            @Override
            public void spilled(String pass, int level, long successors, int runs, long bytes, long elapsedNanos) {
                progress.spilled(label.apply(pass), level, successors, runs, bytes, elapsedNanos);
            }

            @Override
            public void merged(String pass, int level, long read, long total, long elapsedNanos) {
                progress.merged(label.apply(pass), level, read, total, elapsedNanos);
            }

            @Override
            public void note(String message) {
                progress.note(message);
            }
        };
    }

    /** Progress that goes nowhere. */
    static Progress silent() {
        return (pass, level, pegs, canonical, raw, elapsedNanos) -> { };
    }
}
