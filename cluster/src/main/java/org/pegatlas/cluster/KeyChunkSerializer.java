package org.pegatlas.cluster;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;

/**
 * Kryo's form of a {@link KeyChunk} in shuffles and persisted partitions: the size and limbs, then
 * the keys as variable-length gaps from the previous key (the first from 0; keys ascend, so gaps
 * are positive and a range of many keys takes a few bytes per key instead of 8), then every limb
 * of the counts as a variable-length unsigned number (small counts take a byte or two; a limb with
 * its top bit set takes 10).
 */
final class KeyChunkSerializer extends Serializer<KeyChunk> {
    KeyChunkSerializer() {
        setImmutable(true);
    }

    @Override
    public void write(Kryo kryo, Output out, KeyChunk chunk) {
        out.writeVarInt(chunk.size(), true);
        out.writeVarInt(chunk.limbs(), true);
        long previous = 0;
        for (long key : chunk.keys()) {
            out.writeVarLong(key - previous, true);
            previous = key;
        }
        for (long limb : chunk.counts()) {
            out.writeVarLong(limb, true);
        }
    }

    @Override
    public KeyChunk read(Kryo kryo, Input in, Class<KeyChunk> type) {
        int size = in.readVarInt(true);
        int limbs = in.readVarInt(true);
        long[] keys = new long[size];
        long previous = 0;
        for (int i = 0; i < size; i++) {
            previous += in.readVarLong(true);
            keys[i] = previous;
        }
        long[] counts = new long[size * limbs];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = in.readVarLong(true);
        }
        return new KeyChunk(keys, counts, limbs);
    }
}
