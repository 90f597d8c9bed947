/**
 * Checkers of the engine, apart from it: {@link org.pegatlas.check.Verification} re-derives a
 * finished analysis directory level by level (after checking every recorded file against its
 * checksum) and {@link org.pegatlas.check.Estimate} forecasts a run's levels, time and disk before
 * it is made.
 *
 * <p>May use: {@code board}, {@code problem}, {@code engine}, {@code engine.store} (the level files it
 * checks and derives again, and the run the engine's step derives a solvable level into, which
 * {@code Verification} compares), {@code storage},
 * and the report records of {@code reports} it fills ({@link org.pegatlas.reports.Forecast}).
 */
package org.pegatlas.check;
