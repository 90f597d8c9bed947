/**
 * A tablebase over HTTP on the loopback interface, for the browser board page.
 *
 * <p>May use: {@code board}, {@code problem} (the problem a tablebase answers for), {@code tablebase}.
 */
package org.pegatlas.serve;
