package org.pegatlas.reports;

/**
 * How the analysis ran; these figures vary between runs and are kept out of {@code levels.csv}.
 *
 * @param version pegatlas version
 * @param threads worker threads
 * @param elapsedSeconds wall time of the analysis
 * @param peakMemoryBytes peak resident memory of the process (or of the JVM heap where the
 *     platform does not tell)
 */
public record RunInfo(String version, int threads, double elapsedSeconds, long peakMemoryBytes) {
}
