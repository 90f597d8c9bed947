package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KeyIndexTest {
    /**
     * Random sorted keys, packed with random values: every key is found at its own entry, with
     * its value, and every other key (random ones, neighbours, the range's ends) is not found.
     */
    @ParameterizedTest
    @CsvSource({"1, 0, 0, 0", "1, 1, 7, 0", "5, 20, 0, 0", "20, 0, 7, 0", "20, 1000, 7, 0", "33, 100000, 0, 0", "33, 100000, 7, 0",
            "56, 5000, 7, 0", "62, 5000, 0, 0", "40, 3000, 23, 0", "1, 1, 7, 3", "5, 20, 0, 3", "33, 100000, 7, 3", "40, 3000, 23, 16",
            "62, 5000, 0, 5"})
    void findsEveryKeyAndNoOther(int keyBits, int size, int valueBits, int sparseness) {
        SplittableRandom random = new SplittableRandom(keyBits * 31L + size + valueBits + sparseness * 1009L);
        long limit = 1L << keyBits;
        long[] keys = random.longs(size, 0, limit).sorted().distinct().toArray();
        long[] entries = new long[keys.length];
        long[] values = new long[keys.length];
        for (int i = 0; i < keys.length; i++) {
            values[i] = valueBits == 0 ? 0 : random.nextLong(1L << valueBits);
            entries[i] = keys[i] << valueBits | values[i];
        }
        KeyIndex index = new KeyIndex(entries, keyBits, valueBits, sparseness);
        for (int i = 0; i < keys.length; i++) {
            int at = index.indexOf(keys[i]);
            assertEquals(i, at, "key " + keys[i]);
            assertEquals(values[i], entries[at] & ((1L << valueBits) - 1), "value of key " + keys[i]);
        }
        long[] others = {0, limit - 1, limit, -1, Long.MAX_VALUE, keys.length > 0 ? keys[0] + 1 : 1, keys.length > 0 ? keys[0] - 1 : 2};
        long[] queried = LongStream.concat(LongStream.of(others), random.longs(2000, 0, limit)).toArray();
        for (long key : queried) {
            int at = key < 0 ? -1 : Arrays.binarySearch(keys, key);
            assertEquals(Math.max(-1, at), index.indexOf(key), "key " + key);
        }
    }

    @ParameterizedTest
    @CsvSource({"0, 0, 0", "57, 7, 0", "63, 1, 0", "5, -1, 0", "5, 0, -1", "5, 0, 17"})
    void refusesEntriesThatDoNotFitAndSparsenessOutOfRange(int keyBits, int valueBits, int sparseness) {
        assertThrows(IllegalArgumentException.class, () -> new KeyIndex(new long[0], keyBits, valueBits, sparseness));
    }
}
