package org.pegatlas.reports.html;

/**
 * One jump of a replayed solution: the peg on {@code from} jumps over the peg on {@code over}
 * into the empty {@code to}.
 *
 * @param name the jump as reports write it, {@code from-to} ({@code f4-d4})
 */
public record Jump(String name, String from, String over, String to) {
}
