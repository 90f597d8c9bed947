package org.pegatlas.engine;

/**
 * Least-significant-digit radix sort of {@code long}s by a bit field, stable, in as many passes
 * of at most 11 bits as the field needs. Passes in which every value has the same digit are
 * skipped. Keeps its digit histograms between calls; not thread-safe.
 */
final class RadixSort {
    private static final int MAX_DIGIT_BITS = 11;

    private int[] histogram = new int[0];

    /**
     * Sorts {@code values[0, count)} by bits {@code [low, low + width)} (unsigned), using
     * {@code buffer} (at least {@code count} long) as scratch.
     *
     * @return whichever of {@code values} and {@code buffer} holds the sorted data
     */
    long[] sort(long[] values, long[] buffer, int count, int low, int width) {
        if (width <= 0 || count < 2) {
            return values;
        }
        int passes = (width + MAX_DIGIT_BITS - 1) / MAX_DIGIT_BITS;
        int digitBits = (width + passes - 1) / passes;
        int buckets = 1 << digitBits;
        int mask = buckets - 1;
        if (histogram.length < passes * buckets) {
            histogram = new int[passes * buckets];
        } else {
            java.util.Arrays.fill(histogram, 0, passes * buckets, 0);
        }
        int[] histogram = this.histogram;
        for (int i = 0; i < count; i++) {
            long field = values[i] >>> low;
            for (int p = 0; p < passes; p++) {
                histogram[p * buckets + ((int) (field >>> (p * digitBits)) & mask)]++;
            }
        }
        long[] from = values;
        long[] to = buffer;
        for (int p = 0; p < passes; p++) {
            int base = p * buckets;
            if (histogram[base + ((int) (from[0] >>> (low + p * digitBits)) & mask)] == count) {
                continue;
            }
            int offset = 0;
            for (int b = 0; b < buckets; b++) {
                int c = histogram[base + b];
                histogram[base + b] = offset;
                offset += c;
            }
            int shift = low + p * digitBits;
            for (int i = 0; i < count; i++) {
                long v = from[i];
                to[histogram[base + ((int) (v >>> shift) & mask)]++] = v;
            }
            long[] swap = from;
            from = to;
            to = swap;
        }
        return from;
    }
}
