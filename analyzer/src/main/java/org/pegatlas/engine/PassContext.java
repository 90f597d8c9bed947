package org.pegatlas.engine;

import org.pegatlas.board.Board;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.storage.PositionKeys;

/**
 * What the passes of one search work with, built once by the search that runs them (an analysis,
 * an estimate, a pass of the pairs table, a verification) and handed to each pass in place of a
 * long argument list.
 *
 * @param board the board searched
 * @param symmetries the group the search's positions are canonical under
 * @param expander whose threads expand the levels, with the counts per image of the start
 * @param files where the levels are written and read back
 * @param budget the memory the passes may use; larger levels go through {@code files} in slices
 * @param progress told of each level, slice and merge
 * @param startNanos {@link System#nanoTime()} when the search began, for the elapsed time in progress lines
 */
public record PassContext(Board board, SymmetryTables symmetries, ParallelExpander expander, LevelFiles files, MemoryBudget budget,
        Progress progress, long startNanos) {
    /** The codec of the board's position keys. */
    PositionKeys keys() {
        return board.positionKeys();
    }

    /** Nanoseconds since the search began. */
    long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}
