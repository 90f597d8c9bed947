package org.pegatlas.cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.List;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

/** The packed form of a level's runs: sums, carries, cuts by key range and the shuffle's encoding. */
class KeyChunkTest {
    private static KeyChunk chunk(long[] keys, long... counts) {
        return new KeyChunk(keys, counts, counts.length / Math.max(1, keys.length));
    }

    @Test
    void sumsAKeyFoundInSeveralChunksWhateverTheirOrder() {
        KeyChunk a = chunk(new long[] {1, 5, 9}, 1, 2, 3);
        KeyChunk b = chunk(new long[] {2, 5}, 10, 20);
        KeyChunk c = chunk(new long[] {9, 12}, 100, 200);
        for (List<KeyChunk> order : List.of(List.of(a, b, c), List.of(c, b, a), List.of(b, c, a))) {
            KeyChunk sum = KeyChunk.sum(order);
            assertArrayEquals(new long[] {1, 2, 5, 9, 12}, sum.keys());
            assertArrayEquals(new long[] {1, 10, 22, 103, 200}, sum.counts());
        }
        assertEquals(0, KeyChunk.sum(List.of()).size());
    }

    @Test
    void sumsOfManyRandomChunksAreExact() {
        java.util.Random random = new java.util.Random(48);
        for (int trial = 0; trial < 200; trial++) {
            java.util.TreeMap<Long, java.math.BigInteger> expected = new java.util.TreeMap<>();
            List<KeyChunk> pieces = new java.util.ArrayList<>();
            for (int piece = 0; piece < 1 + random.nextInt(9); piece++) {
                long[] keys = random.longs(random.nextInt(40), 0, 60).distinct().sorted().toArray();
                int limbs = random.nextInt(5) == 0 ? 2 : 1;
                long[] counts = new long[keys.length * limbs];
                for (int i = 0; i < keys.length; i++) {
                    // small counts, and counts near 2^64 whose sums carry out of one limb
                    counts[i * limbs] = random.nextBoolean() ? random.nextInt(1000) : -1L - random.nextInt(1000);
                    expected.merge(keys[i], org.pegatlas.storage.WideSum.toBigInteger(counts, i * limbs, limbs), java.math.BigInteger::add);
                }
                pieces.add(new KeyChunk(keys, counts, limbs));
            }
            KeyChunk sum = KeyChunk.sum(pieces);
            assertArrayEquals(expected.keySet().stream().mapToLong(Long::longValue).toArray(), sum.keys());
            for (int i = 0; i < sum.size(); i++) {
                assertEquals(expected.get(sum.keys()[i]), org.pegatlas.storage.WideSum.toBigInteger(sum.counts(), i * sum.limbs(), sum.limbs()));
            }
        }
    }

    @Test
    void aSumThatCarriesOutWidensByALimb() {
        KeyChunk sum = KeyChunk.sum(chunk(new long[] {3}, -1L), chunk(new long[] {3, 4}, 1, 7));
        assertEquals(2, sum.limbs());
        assertArrayEquals(new long[] {0, 1, 7, 0}, sum.counts());
        KeyChunk wide = KeyChunk.sum(new KeyChunk(new long[] {4}, new long[] {5, 1}, 2), chunk(new long[] {4}, 6));
        assertArrayEquals(new long[] {11, 1}, wide.counts());
    }

    @Test
    void splitsIntoItsKeyRangesAscending() {
        KeyRangePartitioner ranges = new KeyRangePartitioner(18, 4); // 2^16 keys per range
        KeyChunk level = chunk(new long[] {1, 2, 3L << 16, (3L << 16) + 9}, 1, 2, 3, 4);
        List<Tuple2<Integer, KeyChunk>> pieces = level.split(ranges);
        assertEquals(2, pieces.size());
        assertEquals(0, pieces.get(0)._1());
        assertArrayEquals(new long[] {1, 2}, pieces.get(0)._2().counts());
        assertEquals(3, pieces.get(1)._1());
        assertArrayEquals(new long[] {3L << 16, (3L << 16) + 9}, pieces.get(1)._2().keys());
        assertEquals(0, KeyChunk.EMPTY.split(ranges).size());
    }

    @Test
    void theShuffleEncodingReadsBackWhatItWrote() {
        Kryo kryo = new Kryo();
        kryo.register(KeyChunk.class, new KeyChunkSerializer());
        KeyChunk chunk = new KeyChunk(new long[] {0, 7, Long.MAX_VALUE}, new long[] {1, 0, -1L, 5, 3, Long.MIN_VALUE}, 2);
        Output out = new Output(64, -1);
        kryo.writeObject(out, chunk);
        KeyChunk back = kryo.readObject(new Input(out.toBytes()), KeyChunk.class);
        assertArrayEquals(chunk.keys(), back.keys());
        assertArrayEquals(chunk.counts(), back.counts());
        assertEquals(2, back.limbs());
    }

    @Test
    void aBuilderSortsKeysThatArriveOutOfOrderAndWidensToTheWidestCount() {
        KeyChunkBuilder builder = new KeyChunkBuilder();
        builder.add(9, new long[] {1});
        builder.add(2, new long[] {3, 1});
        builder.add(5, new long[] {4});
        KeyChunk chunk = builder.build();
        assertArrayEquals(new long[] {2, 5, 9}, chunk.keys());
        assertArrayEquals(new long[] {3, 1, 4, 0, 1, 0}, chunk.counts());
    }
}
