/**
 * The terminal game: a game of one problem, its session (commands in, answers out, saved games),
 * and a depth-first solver for finishing a game without a tablebase.
 *
 * <p>May use: {@code board}, {@code problem}, {@code engine} (symmetry tables), {@code tablebase},
 * {@code storage}, {@code reports} ({@link org.pegatlas.reports.Counted}, counts in words, and the problem's line,
 * {@link org.pegatlas.reports.ProblemInfo#line(String, String, String)}).
 */
package org.pegatlas.play;
