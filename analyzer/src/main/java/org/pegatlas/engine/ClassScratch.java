package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.PositionKeys;
import org.pegatlas.storage.ScratchDirectory;

/**
 * The scratch directory of a pairs table's running start class: the class pass's levels with a
 * manifest of their own naming the class, keeping only what a resume can use, and the set of every
 * level when asked (see {@link LevelFiles#keepingResumable(Path, Manifest, PositionKeys, boolean)}).
 */
final class ClassScratch {
    /** Opened level files, and the figures of the levels an interrupted pass had finished (empty when new). */
    record Opened(LevelFiles files, List<ForwardPass.LevelFigures> done) {
    }

    private ClassScratch() {
    }

    /**
     * Opens {@code scratch} for the class pass with {@code fingerprint}: goes on from its levels when
     * its manifest names that pass (noting where, and any damaged file, on {@code progress};
     * level files the manifest does not record are deleted), and otherwise empties it and starts
     * afresh.
     *
     * @param everySet whether the set of every level is kept (see {@link LevelFiles#keepingResumable(Path, Manifest,
     *     PositionKeys, boolean)})
     *
     * @throws OutputDirectory.RefusedException when its levels are of another level format, or it is a symbolic link
     */
    static Opened open(Path scratch, String fingerprint, PositionKeys keys, boolean everySet, Progress progress, String label)
            throws IOException {
        ScratchDirectory.refuseLink(scratch);
        Manifest existing = Manifest.load(scratch);
        if (existing == null || !fingerprint.equals(existing.get(OutputDirectory.PROBLEM_KEY))) {
            ScratchDirectory.delete(scratch);
            return new Opened(LevelFiles.keepingResumable(scratch, OutputDirectory.prepare(scratch, fingerprint), keys, everySet), List.of());
        }
        LevelFiles files = LevelFiles.keepingResumable(scratch, OutputDirectory.resume(scratch, fingerprint), keys, everySet);
        try {
            files.deleteUnrecorded();
            ResumePoint point = ResumePoint.ofLatest(files);
            for (String damaged : point.damaged()) {
                progress.note(label + ": " + damaged + " is damaged (its size or CRC-32C differs from the manifest); its level is computed"
                        + " again");
            }
            progress.note(label + ": " + point.describe());
            return new Opened(files, point.forwardDone());
        } catch (IOException | RuntimeException e) {
            files.close();
            throw e;
        }
    }
}
