package org.pegatlas.cluster;

import java.util.List;
import org.apache.spark.HashPartitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;

/** Brings pieces of a level to their key ranges and sums them: the level's one shuffle. */
final class ChunkShuffle {
    private ChunkShuffle() {
    }

    /**
     * One chunk per key range of {@code partitioner} (partition {@code p} holds range {@code p}),
     * the sum ({@link KeyChunk#sum}) of the pieces given for that range; an empty chunk for a range
     * no piece is given for.
     *
     * @param pieces (range, piece) pairs, each piece's keys inside its range
     */
    static JavaRDD<KeyChunk> sumByRange(JavaPairRDD<Integer, KeyChunk> pieces, KeyRangePartitioner partitioner) {
        // a hash partitioner sends the range numbers 0 to n - 1 of n partitions each to its own number
        return pieces.partitionBy(new HashPartitioner(partitioner.numPartitions())).values()
                .mapPartitions(it -> List.of(KeyChunk.sum(() -> it)).iterator(), true);
    }
}
