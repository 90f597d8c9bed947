package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import org.pegatlas.storage.DenseLevelSet;

/**
 * The successors a pass with counts keeps, level by level: those whose keys are on the kept set
 * of the level they are on ({@link PassSets#keep}). The pass says which level it expands into
 * before each expansion ({@link #expandingInto}); the test then reads that level's kept set, held
 * whole as a {@link DenseLevelSet}. Safe for any number of threads between two switches.
 */
final class KeptFilter implements LongPredicate {
    private final IntFunction<Path> keptFile;
    private volatile Kept current;

    /** The set of one level, with a lookup per thread. */
    private record Kept(int level, DenseLevelSet set, ThreadLocal<DenseLevelSet.Access> lookups) {
    }

    /** @param keptFile the kept set's file of each level */
    KeptFilter(IntFunction<Path> keptFile) {
        this.keptFile = keptFile;
    }

    /** Makes the test that of level {@code level}'s kept set (read once for each level switched to). */
    void expandingInto(int level) throws IOException {
        Kept kept = current;
        if (kept == null || kept.level() != level) {
            current = null; // the last level's set can go before the next one is read
            DenseLevelSet set = DenseLevelSet.read(keptFile.apply(level));
            current = new Kept(level, set, ThreadLocal.withInitial(set::access));
        }
    }

    /** Whether the key is on the kept set of the level switched to last. */
    @Override
    public boolean test(long key) {
        return current.lookups().get().contains(key);
    }
}
