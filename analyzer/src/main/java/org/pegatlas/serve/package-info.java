/**
 * A tablebase over HTTP on the loopback interface, for the browser board page.
 *
 * <p>May use: {@code board}, {@code tablebase}.
 */
package org.pegatlas.serve;
