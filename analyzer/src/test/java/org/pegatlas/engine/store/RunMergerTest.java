package org.pegatlas.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.pegatlas.storage.CountVector;

/** Merging runs in memory against a sorted map of exact sums, on seeded random data, in one key range and in several. */
class RunMergerTest {
    @Test
    void runMergerUnitesKeysAndAddsCountsExactly() {
        SplittableRandom random = new SplittableRandom(32);
        for (int trial = 0; trial < 100; trial++) {
            int limbs = 1 + random.nextInt(3);
            int runCount = 1 + random.nextInt(6);
            List<Run> runs = new ArrayList<>();
            TreeMap<Long, BigInteger> expected = new TreeMap<>();
            for (int r = 0; r < runCount; r++) {
                long[] keys = random.longs(random.nextInt(300), 0, 1000).distinct().sorted().toArray();
                CountVector counts = new CountVector(keys.length, limbs);
                for (int i = 0; i < keys.length; i++) {
                    counts.set(i, random.nextLong(limbs == 1 ? 1L << 58 : Long.MAX_VALUE)); // sums fit the limbs
                    if (limbs > 1 && random.nextBoolean()) {
                        counts.data()[i * limbs + 1] = random.nextLong(1L << 40);
                    }
                    expected.merge(keys[i], counts.get(i), BigInteger::add);
                }
                runs.add(new Run(keys, counts));
            }
            Run merged = RunMerger.merge(runs, limbs, 1);
            assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), merged.keys());
            int i = 0;
            for (BigInteger count : expected.values()) {
                assertEquals(count, merged.counts().get(i++));
            }
        }
    }

    @Test
    void runMergerInKeyRangesGivesTheSameRunForAnyNumberOfRanges() {
        SplittableRandom random = new SplittableRandom(33);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            for (int trial = 0; trial < 6; trial++) {
                int limbs = 1 + trial % 2;
                List<Run> runs = new ArrayList<>();
                for (int r = 0; r < 2 + trial; r++) {
                    // one large run (so that ranges are cut), the others smaller and denser or sparser
                    long[] keys = random.longs(r == 0 ? 300_000 : random.nextInt(120_000), 0, r % 2 == 0 ? 1L << 22 : 1L << 40)
                            .distinct().sorted().toArray();
                    CountVector counts = new CountVector(keys.length, limbs);
                    for (int i = 0; i < keys.length; i++) {
                        counts.set(i, random.nextLong(1L << 50));
                    }
                    runs.add(new Run(keys, counts));
                }
                Run expected = RunMerger.merge(runs, limbs, 1);
                for (int parts = 1; parts <= 4; parts++) {
                    Run merged = RunMerger.merge(runs, limbs, 1, pool, parts);
                    assertArrayEquals(expected.keys(), merged.keys(), "trial " + trial + ", " + parts + " ranges");
                    assertArrayEquals(expected.counts().data(), merged.counts().data(), "trial " + trial + ", " + parts + " ranges");
                }
            }
            // a sum that overflows one limb in the last range is still an ArithmeticException
            long[] keys = LongStream.range(0, 300_000).toArray();
            CountVector big = new CountVector(keys.length, 1);
            big.data()[keys.length - 1] = -1L;
            List<Run> overflowing = List.of(new Run(keys, big), new Run(keys, big));
            assertThrows(ArithmeticException.class, () -> RunMerger.merge(overflowing, 1, 1, pool, 3));
        } finally {
            pool.shutdownNow();
        }
    }
}
