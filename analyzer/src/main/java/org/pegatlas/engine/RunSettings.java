package org.pegatlas.engine;

import org.pegatlas.engine.store.MemoryBudget;

/**
 * How a search runs, as its command's options ({@code --threads}, {@code --memory},
 * {@code --quiet}) chose: none of it changes a result, so a run resumed with other settings goes
 * on with the same figures.
 *
 * @param threads worker threads, at least 1
 * @param budget the memory the search may use; larger levels go through disk
 * @param progress told of each level, slice, spill and merge
 */
public record RunSettings(int threads, MemoryBudget budget, Progress progress) {
}
