package org.pegatlas.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FewestPegsLevelTest {
    /** Keys narrow enough to carry their values and keys too wide to: the same answers. */
    @ParameterizedTest
    @ValueSource(ints = {1, 20, 33, 56, 57, 63})
    void givesEachKeysValueAndMinusOneForOthers(int keyBits) {
        SplittableRandom random = new SplittableRandom(keyBits);
        long limit = keyBits == 63 ? Long.MAX_VALUE : 1L << keyBits;
        long[] keys = random.longs(3000, 0, limit).sorted().distinct().toArray();
        long[] original = keys.clone();
        byte[] fewest = new byte[keys.length];
        for (int i = 0; i < keys.length; i++) {
            fewest[i] = (byte) random.nextInt(65);
        }
        FewestPegsLevel level = new FewestPegsLevel(keys, fewest.clone(), keyBits);
        for (int i = 0; i < original.length; i++) {
            assertEquals(fewest[i], level.fewest(original[i]), "key " + original[i]);
        }
        long[] others = random.longs(1000, 0, limit).toArray();
        for (long key : others) {
            if (Arrays.binarySearch(original, key) < 0) {
                assertEquals(-1, level.fewest(key), "key " + key);
            }
        }
        assertEquals(-1, FewestPegsLevel.empty(keyBits).fewest(0));
    }
}
