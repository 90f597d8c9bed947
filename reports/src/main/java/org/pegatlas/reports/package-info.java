/**
 * What a finished run reports, as records ({@link org.pegatlas.reports.AnalysisReport},
 * {@link org.pegatlas.reports.PairsReport}, {@link org.pegatlas.reports.Forecast}), their writers
 * ({@code levels.csv}, {@code summary.json}, the pairs tables, and what the commands print on the
 * terminal: {@link org.pegatlas.reports.ConsoleText}), the one JSON escaper
 * ({@link org.pegatlas.reports.JsonWriter#quoted}) and byte-size formatter
 * ({@link org.pegatlas.reports.ByteSize}), and readers of the saved files.
 *
 * <p>May use: the JDK only; knows nothing of the search or of boards.
 */
package org.pegatlas.reports;
