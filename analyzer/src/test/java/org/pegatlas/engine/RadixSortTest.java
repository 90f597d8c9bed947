package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The radix sort against {@link Arrays#sort} on seeded random data. */
class RadixSortTest {
    @Test
    void radixSortOrdersByTheFieldAndIsStable() {
        SplittableRandom random = new SplittableRandom(31);
        for (int trial = 0; trial < 200; trial++) {
            int low = random.nextInt(20);
            int width = 1 + random.nextInt(63 - low);
            int count = random.nextInt(trial < 10 ? 3 : 5000);
            long[] values = new long[count];
            for (int i = 0; i < count; i++) {
                // few distinct fields, so stability matters; the low bits tell the original order
                long field = random.nextLong(1 + random.nextInt(50)) * (random.nextBoolean() ? 1 : 0x5DEECE66DL);
                values[i] = (field << low | (i & ((1L << low) - 1))) & (width + low == 64 ? -1L : (1L << (width + low)) - 1);
            }
            long fieldMask = width == 64 ? -1L : (1L << width) - 1;
            Long[] expected = Arrays.stream(values).boxed().toArray(Long[]::new);
            Arrays.sort(expected, (a, b) -> Long.compareUnsigned(a >>> low & fieldMask, b >>> low & fieldMask));
            long[] sorted = new RadixSort().sort(values.clone(), new long[count], count, low, width);
            assertArrayEquals(Arrays.stream(expected).mapToLong(Long::longValue).toArray(), Arrays.copyOf(sorted, count),
                    "trial " + trial + ": low " + low + ", width " + width);
        }
    }
}
