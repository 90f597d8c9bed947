package org.pegatlas.cluster;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.serializers.JavaSerializer;
import org.apache.spark.serializer.KryoRegistrator;
import org.pegatlas.engine.ChunkExpander;

/**
 * Lets Spark's Kryo serializer (fast for the (key, count) pairs of the shuffles) carry the job's
 * few Java records too: Kryo's field serializer cannot read a record's fields, so the figures go
 * through Java serialization (one per partition and level, off the hot path), as do an expanded
 * chunk (only when it spills to disk) and a small solvable level's join (when it comes to the
 * driver); the level chunks of the shuffles go through {@link KeyChunkSerializer}.
 */
public final class RecordSerializers implements KryoRegistrator {
    @Override
    public void registerClasses(Kryo kryo) {
        for (Class<?> record : new Class<?>[] {LevelStats.class, ChunkExpander.Figures.class, SparkAnalysis.Totals.class,
                SparkAnalysis.Expanded.class, SolvableJoin.class}) {
            kryo.register(record, new JavaSerializer());
        }
        kryo.register(KeyChunk.class, new KeyChunkSerializer());
    }
}
