package org.pegatlas.reports;

import java.util.List;
import java.util.function.ToLongFunction;

/**
 * A forecast of a whole forward pass from its first levels ({@code pegatlas estimate}).
 *
 * @param levels every level, measured ones first
 * @param secondsPerPosition measured wall time per canonical position expanded (on the levels measured)
 * @param bytesPerPosition measured bytes on disk per canonical position (set and count files)
 * @param measuredSeconds wall time of the measured part
 * @param largestLevelBytes forecast memory to expand the largest level whole
 */
public record Forecast(List<Forecast.Level> levels, double secondsPerPosition, double bytesPerPosition, double measuredSeconds,
        long largestLevelBytes) {
    /**
     * One level, measured or forecast.
     *
     * @param canonical positions, canonical (forecast: the central figure, rounded)
     * @param low the lower forecast (the parabola's), equal to {@code canonical} when measured
     * @param high the higher forecast (the line's), equal to {@code canonical} when measured
     * @param measured whether the search computed it rather than the forecast
     */
    public record Level(int level, int pegs, long canonical, long low, long high, boolean measured) {
    }

    public Forecast {
        levels = List.copyOf(levels);
    }

    /** The total of the central figures (at most {@code Long.MAX_VALUE}, as are the other totals). */
    public long totalCanonical() {
        return total(Level::canonical);
    }

    /** The total under the lower forecast. */
    public long totalLow() {
        return total(Level::low);
    }

    /** The total under the higher forecast. */
    public long totalHigh() {
        return total(Level::high);
    }

    private long total(ToLongFunction<Level> figure) {
        long total = 0;
        for (Level level : levels) {
            total = Math.min(Long.MAX_VALUE - figure.applyAsLong(level), total) + figure.applyAsLong(level);
        }
        return total;
    }

    /** The largest level's canonical positions (0 without levels). */
    public long largestLevel() {
        return largestLevel(levels);
    }

    /** The largest of {@code levels}' canonical positions (0 when there is none). */
    public static long largestLevel(List<Level> levels) {
        return levels.stream().mapToLong(Level::canonical).max().orElse(0);
    }

    /** Forecast wall time of the forward pass. */
    public double seconds() {
        return totalCanonical() * secondsPerPosition;
    }

    /** Forecast bytes of the forward level files. */
    public double diskBytes() {
        return totalCanonical() * bytesPerPosition;
    }

    /** Whether the search reached the end, so that nothing is forecast. */
    public boolean exact() {
        return levels.stream().allMatch(Level::measured);
    }
}
