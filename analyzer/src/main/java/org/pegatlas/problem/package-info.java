/**
 * What is asked of a board: a {@link org.pegatlas.problem.Problem} is a board, a start and a
 * {@link org.pegatlas.problem.Goal}; {@link org.pegatlas.problem.GoalSpec} reads goals as users
 * write them, {@link org.pegatlas.problem.PositionClasses} says which goals a start can reach at
 * all, {@link org.pegatlas.problem.Presets} names the classic problems, and
 * {@link org.pegatlas.problem.ProblemCodec} writes a problem into an output directory and reads it
 * back.
 *
 * <p>May use: {@code board}, and {@code storage} for the record ({@link org.pegatlas.problem.ProblemCodec}).
 */
package org.pegatlas.problem;
