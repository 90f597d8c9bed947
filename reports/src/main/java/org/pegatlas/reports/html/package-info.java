/**
 * The HTML pages: the offline report of an analysis or a pairs table, and the board page of
 * {@code serve}; templates, CSS and scripts are resources beside these classes, inlined into
 * every page.
 *
 * <p>May use: {@code reports}; knows boards only as hole names and places.
 */
package org.pegatlas.reports.html;
