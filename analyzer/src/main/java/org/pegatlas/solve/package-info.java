/**
 * One solution of a problem found fast, or a proof that there is none:
 * {@link org.pegatlas.solve.DepthFirstSearch} searches depth first from the start with the
 * engine's jump generator, a bounded {@link org.pegatlas.engine.FailureTable} of positions known
 * to fail, {@link org.pegatlas.solve.PagodaPruning} by {@link org.pegatlas.solve.Pagoda}
 * functions and rounds of move orders, taking turns with {@link org.pegatlas.solve.BeamSearch}es
 * (a few best-scoring positions per level) that may find a solution sooner but prove nothing;
 * {@link org.pegatlas.solve.Replay} checks the solution by
 * the board's rules. Every cut is sound, so an exhausted search proves "no solution".
 *
 * <p>May use: {@code board}, {@code problem}, and {@code engine} for its jump generator, symmetry
 * tables, failure table and solution record; Commons Math ({@code org.apache.commons.math3}) for its
 * simplex solver.
 */
package org.pegatlas.solve;
