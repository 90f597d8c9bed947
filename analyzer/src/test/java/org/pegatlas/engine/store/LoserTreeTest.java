package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LoserTreeTest {
    /**
     * Sorted runs of random keys (some empty, many keys shared between runs, keys up to 2^62)
     * come out of the tree in the order of all their keys sorted, for numbers of runs around the
     * powers of two.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 7, 8, 9, 31, 33, 64, 65, 100})
    void winnersComeInAscendingKeyOrderOverEveryRun(int runs) {
        SplittableRandom random = new SplittableRandom(runs * 7919L);
        long[][] keys = new long[runs][];
        for (int r = 0; r < runs; r++) {
            long range = random.nextBoolean() ? 1000 : 1L << 62;
            keys[r] = random.longs(random.nextInt(4) == 0 ? 0 : random.nextInt(1, 300), 0, range).sorted().distinct().toArray();
        }
        LoserTree tree = new LoserTree(runs);
        int[] at = new int[runs];
        for (int r = 0; r < runs; r++) {
            tree.setHead(r, keys[r].length > 0 ? keys[r][0] : LoserTree.EXHAUSTED);
        }
        tree.build();
        long[] merged = new long[Arrays.stream(keys).mapToInt(k -> k.length).sum()];
        int n = 0;
        for (int r = tree.winner(); r >= 0; ) {
            merged[n++] = keys[r][at[r]];
            at[r]++;
            r = tree.replay(r, at[r] < keys[r].length ? keys[r][at[r]] : LoserTree.EXHAUSTED);
        }
        assertEquals(merged.length, n, "every key once");
        assertArrayEquals(Arrays.stream(keys).flatMapToLong(LongStream::of).sorted().toArray(), merged);
    }

    /** The extremes of the key range, 0 and just below {@link LoserTree#EXHAUSTED}, are compared without overflow. */
    @Test
    void keysAtBothEndsOfTheRangeComeOutInOrder() {
        long top = LoserTree.EXHAUSTED - 1;
        long[][] keys = {{top}, {0, top - 1}, {1, 2}, {}, {0}};
        LoserTree tree = new LoserTree(keys.length);
        int[] at = new int[keys.length];
        for (int r = 0; r < keys.length; r++) {
            tree.setHead(r, keys[r].length > 0 ? keys[r][0] : LoserTree.EXHAUSTED);
        }
        tree.build();
        long[] merged = new long[6];
        int n = 0;
        for (int r = tree.winner(); r >= 0; ) {
            merged[n++] = keys[r][at[r]];
            at[r]++;
            r = tree.replay(r, at[r] < keys[r].length ? keys[r][at[r]] : LoserTree.EXHAUSTED);
        }
        assertArrayEquals(new long[] {0, 0, 1, 2, top - 1, top}, merged);
    }
}
