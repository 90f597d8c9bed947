package org.pegatlas.search;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pegatlas.storage.WideSum;

/**
 * Expands a stored level a slice at a time: each slice's successors are spilled to a scratch
 * file, then the spilled runs are merged into the next level's files. Memory holds one slice and
 * its jumps at a time; the result is the same, byte for byte, as expanding the level whole.
 */
final class SlicedExpansion {
    private SlicedExpansion() {
    }

    /**
     * @param in the level, read from its first position
     * @param slices how many slices to cut it into (at least 1)
     * @param out where the next level ({@code number + 1}) is written, and the scratch files
     * @param paths receives the sum of the level's counts
     * @param tally receives the level's figures
     * @return the next level as written
     */
    static LevelFiles.Merged expand(LevelSlices in, int slices, ParallelExpander expander, LevelFiles out, String kind, int number,
            WideSum paths, LevelTally tally, Progress progress, long startNanos) throws IOException {
        int sliceSize = (int) Math.min(Integer.MAX_VALUE, Math.max(1, (in.size() + slices - 1) / slices));
        Path scratch = out.scratch();
        List<SpilledRun> runs = new ArrayList<>();
        int limbs = in.limbs();
        try {
            long done = 0;
            for (Level slice; (slice = in.next(sliceSize)) != null; ) {
                paths.addAll(slice.counts());
                ParallelExpander.Expansion expansion = expander.expand(slice, false);
                tally.add(expansion.tally());
                Run run = expansion.successors();
                limbs = Math.max(limbs, run.counts().limbs());
                runs.add(SpilledRun.write(scratch.resolve(String.format(Locale.ROOT, "%s-%02d-%05d.run", kind, number + 1, runs.size())),
                        run));
                done += slice.size();
                progress.slice(kind, number, done, in.size(), System.nanoTime() - startNanos);
            }
            return out.writeMerged(kind, number + 1, runs, limbs);
        } finally {
            for (SpilledRun run : runs) {
                run.delete();
            }
        }
    }
}
