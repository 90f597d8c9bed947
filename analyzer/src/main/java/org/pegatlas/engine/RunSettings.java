package org.pegatlas.engine;

import org.pegatlas.engine.store.MemoryBudget;

/**
 * How a search runs, as a command's run options ({@code --threads}, {@code --memory},
 * {@code --quiet}) choose it: none of it changes a result, so a run resumed with other settings
 * goes on to the same figures. Passed whole to a search and to the searches it runs in turn.
 *
 * @param threads worker threads, at least 1
 * @param budget the memory the search may use; larger levels go through disk
 * @param progress told of each level, slice, spill and merge
 */
public record RunSettings(int threads, MemoryBudget budget, Progress progress) {
}
