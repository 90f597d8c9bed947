package org.pegatlas.engine;

import java.math.BigInteger;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.Run;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/**
 * The search's expansion of a set of canonical positions, for callers outside this package that
 * split a level their own way (the Spark job expands one partition at a time): the same jump
 * generation, canonicalisation and summing per successor as {@code analyze}, on one thread.
 * Not thread-safe; make one per thread.
 */
public final class ChunkExpander implements AutoCloseable {
    /**
     * The figures of an expanded chunk, as {@code analyze} counts them; figures of disjoint
     * chunks add up with {@link #plus}.
     *
     * @param canonical positions expanded
     * @param raw the sizes of their symmetry classes, summed
     * @param deadEndsCanonical positions with no jump (backward: no un-jump)
     * @param deadEndsRaw the sizes of the dead ends' classes, summed
     * @param jumps jumps (or un-jumps) out of the positions, each counted once
     * @param deadEndCounts the counts of the dead ends, summed
     */
    public record Figures(long canonical, long raw, long deadEndsCanonical, long deadEndsRaw, long jumps, BigInteger deadEndCounts)
            implements java.io.Serializable {
        public static final Figures NONE = new Figures(0, 0, 0, 0, 0, BigInteger.ZERO);

        public Figures plus(Figures o) {
            return new Figures(canonical + o.canonical, raw + o.raw, deadEndsCanonical + o.deadEndsCanonical, deadEndsRaw + o.deadEndsRaw,
                    jumps + o.jumps, deadEndCounts.add(o.deadEndCounts));
        }
    }

    /**
     * A chunk's successors, each canonical successor once with the counts of its sources summed.
     *
     * @param keys successor keys, strictly ascending
     * @param counts one count per key, at least as many limbs as the chunk's own
     */
    public record Successors(long[] keys, CountVector counts, Figures figures) {
    }

    private final PositionKeys keys;
    private final ParallelExpander expander;

    /** @param symmetries the group canonical positions are taken under (a problem's {@link Problem#symmetries()}) */
    public ChunkExpander(Board board, SymmetryGroup symmetries) {
        this.keys = new PositionKeys(board.holeCount());
        this.expander = new ParallelExpander(board, new SymmetryTables(board, symmetries), 1);
    }

    /**
     * Expands canonical positions given by key.
     *
     * @param pegs pegs of every position of the chunk
     * @param chunkKeys keys of canonical positions (see {@link PositionKeys}), strictly ascending (a level's
     *     keys in any key range)
     * @param counts one count per key
     * @param backward un-jumps (towards more pegs) instead of jumps
     */
    public Successors expand(int pegs, long[] chunkKeys, CountVector counts, boolean backward) {
        Level level = new Level(pegs, chunkKeys, keys.positions(chunkKeys, pegs), counts);
        ParallelExpander.Expansion expansion = expander.expand(level, backward);
        LevelTally t = expansion.tally();
        Figures figures = new Figures(t.canonical, t.raw, t.deadEndsCanonical, t.deadEndsRaw, t.jumps, t.deadEndCountTotal.value());
        Run successors = expansion.joined();
        return new Successors(successors.keys(), successors.counts(), figures);
    }

    @Override
    public void close() {
        expander.close();
    }
}
