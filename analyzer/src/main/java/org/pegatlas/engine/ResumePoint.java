package org.pegatlas.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.pegatlas.engine.store.LevelFiles;

/**
 * Where an interrupted analysis can go on: the levels whose files are recorded in the manifest,
 * match their recorded size and CRC-32C, and whose figures were recorded. The forward pass goes on
 * from the highest level {@code k} whose files and those of every level below are intact (the
 * figures of levels {@code 0 .. k-1} come from the manifest, level {@code k} is expanded again);
 * the backward pass goes on below the lowest solvable level of an unbroken intact run from the
 * top. A solvable level's figures are recorded once its un-jumps are expanded, but its files
 * before that: when the level next below that run has intact files without figures, its set is
 * kept and only its un-jumps are expanded again (on a large board this saves the expansion of the
 * level above it, an hour's work), or, when the backward pass goes by {@link ComplementDuality},
 * its files are read back for its figures. Files found damaged are named, and their levels computed again.
 *
 * @param forwardDone figures of the forward levels that need no work, level 0 first
 * @param forwardComplete whether the forward pass needs no work at all
 * @param backwardDone figures of the solvable levels that need no work, lowest level first
 * @param backwardNextWritten whether the solvable level just below {@code backwardDone} (the last
 *     level when that is empty) has intact files, so that only its un-jumps are to be expanded;
 *     always {@code false} when the forward pass is not complete
 * @param damaged relative paths of recorded files that no longer match the manifest
 */
record ResumePoint(List<ForwardPass.LevelFigures> forwardDone, boolean forwardComplete, List<BackwardPass.LevelFigures> backwardDone,
        boolean backwardNextWritten, List<String> damaged) {
    /** A new run: nothing done. */
    static ResumePoint fresh() {
        return new ResumePoint(List.of(), false, List.of(), false, List.of());
    }

    /** Reads what {@code files}' manifest records and checks every recorded level file. */
    static ResumePoint of(LevelFiles files) throws IOException {
        List<String> damaged = new ArrayList<>();
        List<ForwardPass.LevelFigures> forward = new ArrayList<>();
        int levels = files.recordedForwardLevels();
        int resumeLevel = 0; // the highest level with every file up to it intact and the figures below it recorded
        for (int n = 0; files.intact(LevelFiles.FORWARD, n, damaged); n++) {
            resumeLevel = n;
            String figures = files.recordedFigures(LevelFiles.FORWARD, n);
            if (figures == null) {
                break;
            }
            forward.add(ForwardPass.LevelFigures.decode(figures, files.recordedBytes(LevelFiles.FORWARD, n)));
            if (n + 1 == levels) {
                break;
            }
        }
        boolean complete = levels > 0 && forward.size() == levels;
        if (!complete) {
            forward.subList(resumeLevel, forward.size()).clear();
        }
        List<BackwardPass.LevelFigures> backward = new ArrayList<>();
        boolean nextWritten = false;
        for (int n = complete ? levels - 1 : -1; n >= 0; n--) {
            String figures = files.recordedFigures(LevelFiles.SOLVABLE, n);
            boolean intact = files.intact(LevelFiles.SOLVABLE, n, damaged);
            if (figures == null || !intact) {
                nextWritten = figures == null && intact;
                break;
            }
            backward.add(0, BackwardPass.LevelFigures.decode(figures, files.recordedBytes(LevelFiles.SOLVABLE, n).total()));
        }
        return new ResumePoint(List.copyOf(forward), complete, List.copyOf(backward), nextWritten, List.copyOf(damaged));
    }

    /**
     * Where a forward pass through {@link LevelFiles#keepingResumable} files goes on: from the
     * highest level {@code k} that is not empty, whose files are intact and whose lower levels'
     * figures are all recorded (their files are gone). The backward pass is not considered; a pass that had
     * finished goes on from its last level, which is expanded again. Files that
     * {@linkplain LevelFiles#keepsSets keep every set} go on from there only when the set of every
     * level below is recorded and intact too, and otherwise from level 0 (those levels' counts, needed to make them
     * again, are gone): a scratch written by a pegatlas that did not keep them starts afresh.
     */
    static ResumePoint ofLatest(LevelFiles files) throws IOException {
        List<ForwardPass.LevelFigures> recorded = new ArrayList<>();
        for (String figures; (figures = files.recordedFigures(LevelFiles.FORWARD, recorded.size())) != null; ) {
            recorded.add(ForwardPass.LevelFigures.decode(figures, files.recordedBytes(LevelFiles.FORWARD, recorded.size())));
        }
        List<String> damaged = new ArrayList<>();
        int resumeLevel = recorded.size();
        while (resumeLevel > 0 && !(files.resumableFrom(LevelFiles.FORWARD, resumeLevel)
                && files.intact(LevelFiles.FORWARD, resumeLevel, damaged))) {
            resumeLevel--;
        }
        for (int n = 0; files.keepsSets() && n < resumeLevel; n++) {
            if (!files.setIntact(LevelFiles.FORWARD, n, damaged)) {
                resumeLevel = 0;
            }
        }
        return new ResumePoint(List.copyOf(recorded.subList(0, resumeLevel)), false, List.of(), false, List.copyOf(damaged));
    }

    /** One line saying where the run goes on. */
    String describe() {
        if (!forwardComplete) {
            return forwardDone.isEmpty() ? "resuming: nothing usable was recorded; starting from level 0"
                    : "resuming: forward levels 0-" + (forwardDone.size() - 1) + " done; going on from level " + forwardDone.size();
        }
        int next = forwardDone.size() - backwardDone.size() - 1;
        String kept = backwardNextWritten ? "; the solvable set of level " + next + " is kept" : "";
        return (backwardDone.isEmpty() ? "resuming: forward pass done; backward pass from the last level"
                : "resuming: forward pass done; backward pass going on below level " + (next + 1)) + kept;
    }
}
