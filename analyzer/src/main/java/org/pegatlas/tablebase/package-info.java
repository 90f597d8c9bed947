/**
 * The tablebase of a problem: built from a complete analysis directory into a Chronicle Map
 * (the only package that touches Chronicle Map), opened for lookups of any position's value and
 * of every jump from it, and its JSON answers.
 *
 * <p>May use: {@code board}, {@code problem}, {@code engine} (symmetry tables, the jump generator
 * {@link org.pegatlas.engine.MoveTable}, and the moves-left pass the builder runs,
 * {@link org.pegatlas.engine.MovesLeftPass} with its {@link org.pegatlas.engine.MovesLevel}),
 * {@code engine.store} (the names of the level files it reads, {@link org.pegatlas.engine.store.LevelFiles}),
 * {@code storage}, {@code reports} (the JSON escaper, {@link org.pegatlas.reports.Counted}),
 * Chronicle Map.
 */
package org.pegatlas.tablebase;
