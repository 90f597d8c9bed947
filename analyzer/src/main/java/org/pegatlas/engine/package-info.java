/**
 * The exhaustive search: a forward pass over the levels reachable from the start, a backward pass
 * over the positions that can still reach the goal, the parallel expander with its move and
 * symmetry tables, radix sort and aggregation, the level files of a run and resuming from them, and
 * the two drivers that wire it all: {@link org.pegatlas.engine.Analysis} (one problem) and
 * {@link org.pegatlas.engine.PairsTable} (every start × end).
 *
 * <p>May use: {@code board}, {@code problem}, {@code engine.runs}, {@code storage}, and the
 * report records of {@code reports} it fills (with its {@link org.pegatlas.reports.ByteSize}).
 */
package org.pegatlas.engine;
