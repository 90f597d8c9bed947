/**
 * The command line: one class per command, each a {@link org.pegatlas.cli.Command} holding its
 * {@link org.pegatlas.cli.Declaration}; the options they share ({@link org.pegatlas.cli.ProblemOptions},
 * {@link org.pegatlas.cli.RunOptions}), exit codes and one-line errors. The only package that
 * prints to the terminal or reads the command line; what it prints about a run is made by the
 * writers of {@code reports} ({@link org.pegatlas.reports.ConsoleText}).
 *
 * <p>May use: every other package, and Commons CLI.
 */
package org.pegatlas.cli;
