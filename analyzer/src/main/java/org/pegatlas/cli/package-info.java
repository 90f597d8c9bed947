/**
 * The command line: one class per command, the options they share, exit codes and one-line
 * errors. The only package that prints to the terminal or reads the command line.
 *
 * <p>May use: every other package.
 */
package org.pegatlas.cli;
