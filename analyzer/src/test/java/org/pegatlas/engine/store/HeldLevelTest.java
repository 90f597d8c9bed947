package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A held level gives back exactly what was added, across chunks, and holds nothing past its limit. */
class HeldLevelTest {
    private static final int LIMBS = 2;

    @Test
    void givesBackWhatWasAddedAcrossChunksInAnySlicing() {
        int size = 2 * HeldLevel.CHUNK + 12_345;
        long[] keys = new long[size];
        long[] counts = new long[size * LIMBS];
        SplittableRandom random = new SplittableRandom(23);
        for (int i = 0; i < size; i++) {
            keys[i] = 3L * i + random.nextInt(3);
        }
        for (int i = 0; i < counts.length; i++) {
            counts[i] = random.nextLong();
        }
        HeldLevel held = new HeldLevel(LIMBS, HeldLevel.bytes(size, LIMBS));
        for (int from = 0; from < size; ) { // batches of uneven sizes, as a merge's last batch is
            int n = Math.min(size - from, 1 + random.nextInt(300_000));
            held.add(Arrays.copyOfRange(keys, from, from + n), Arrays.copyOfRange(counts, from * LIMBS, (from + n) * LIMBS), n);
            from += n;
        }
        assertFalse(held.dropped(), "exactly at the limit is held");
        assertEquals(size, held.size());
        HeldLevel.Reader reader = held.reader();
        for (int from = 0; from < size; ) {
            int n = Math.min(size - from, 1 + random.nextInt(700_000));
            long[] sliceKeys = new long[n];
            long[] sliceCounts = new long[n * LIMBS];
            reader.next(sliceKeys, sliceCounts, n);
            assertArrayEquals(Arrays.copyOfRange(keys, from, from + n), sliceKeys, "keys from " + from);
            assertArrayEquals(Arrays.copyOfRange(counts, from * LIMBS, (from + n) * LIMBS), sliceCounts, "counts from " + from);
            from += n;
        }
        assertThrows(IllegalArgumentException.class, () -> reader.next(new long[1], new long[LIMBS], 1), "nothing is left");
        assertThrows(IllegalStateException.class, held::reader, "a held level is read once");
    }

    @Test
    void aLevelPastItsLimitIsDroppedWhole() {
        HeldLevel held = new HeldLevel(1, HeldLevel.bytes(10, 1));
        held.add(new long[] {1, 2, 3, 4, 5, 6}, new long[] {1, 1, 1, 1, 1, 1}, 6);
        assertFalse(held.dropped());
        held.add(new long[] {7, 8, 9, 10, 11}, new long[] {1, 1, 1, 1, 1}, 5);
        assertTrue(held.dropped(), "11 entries where 10 fit");
        held.add(new long[] {12}, new long[] {1}, 1);
        assertTrue(held.dropped(), "and it stays dropped");
        assertThrows(IllegalStateException.class, held::reader);
        assertTrue(new HeldLevel(1, 0).dropped(), "no limit holds nothing");
    }
}
