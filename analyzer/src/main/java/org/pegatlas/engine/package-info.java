/**
 * The exhaustive search: a forward pass over the levels reachable from the start, a backward pass
 * over the positions that can still reach the goal, the parallel expander with its move and
 * symmetry tables, radix sort and aggregation, resuming a run from its level files, and the two
 * drivers that wire it all: {@link org.pegatlas.engine.Analysis} (one problem) and
 * {@link org.pegatlas.engine.PairsTable} (every start × end). The level files themselves, the runs
 * merged into them and the memory budget belong to {@code engine.store}.
 *
 * <p>May use: {@code board}, {@code problem}, {@code engine.store}, {@code storage}, and the
 * report records of {@code reports} it fills (with its {@link org.pegatlas.reports.ByteSize}).
 */
package org.pegatlas.engine;
