/**
 * The tablebase of a problem: built from a complete analysis directory into a Chronicle Map
 * (the only package that touches Chronicle Map), opened for lookups of any position's value and
 * of every jump from it, and its JSON answers.
 *
 * <p>May use: {@code board}, {@code problem}, {@code engine} (symmetry tables), {@code storage},
 * {@code reports} (the JSON escaper), Chronicle Map.
 */
package org.pegatlas.tablebase;
