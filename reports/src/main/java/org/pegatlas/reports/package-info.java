/**
 * What a finished run reports, as records ({@link org.pegatlas.reports.AnalysisReport},
 * {@link org.pegatlas.reports.PairsReport}), their writers ({@code levels.csv}, {@code summary.json},
 * the pairs tables) and readers of the saved files.
 *
 * <p>May use: the JDK only; knows nothing of the search or of boards.
 */
package org.pegatlas.reports;
