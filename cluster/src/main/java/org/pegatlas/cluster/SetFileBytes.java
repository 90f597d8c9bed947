package org.pegatlas.cluster;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.roaringbitmap.ContainerPointer;
import org.roaringbitmap.RoaringBitmap;

/**
 * The size the local engine's set file ({@link org.pegatlas.storage.LevelSetFile}) of a level
 * would have, computed from key ranges that never split a 2^16-key container (see
 * {@link KeyRangePartitioner}), so that {@code levels.csv} reports the same bytes as {@code analyze}.
 *
 * <p>The file is a 20-byte header, per 32-bit chunk a chunk number and size (8 bytes) and the
 * chunk's run-optimised portable {@link RoaringBitmap}, and a 4-byte CRC. A bitmap's size is its
 * header plus its containers' sizes; the header depends only on the chunk's container count and
 * whether any container is a run container (Roaring's {@code RoaringArray.headerSize}).
 */
final class SetFileBytes implements Serializable {
    private static final long serialVersionUID = 1;
    private static final int FILE_HEADER = 20;
    private static final int CRC = 4;
    private static final int CHUNK_HEADER = 8;
    /** Below this many containers, a bitmap with run containers has no offset table. */
    private static final int NO_OFFSET_THRESHOLD = 4;

    /** One chunk's containers: how many, their serialized bytes, whether any is a run container. */
    private record Containers(long count, long bytes, boolean runs) implements Serializable {
        Containers plus(Containers o) {
            return new Containers(count + o.count, bytes + o.bytes, runs || o.runs);
        }

        long bitmapBytes() {
            long header = runs ? 4 + (count + 7) / 8 + (count < NO_OFFSET_THRESHOLD ? 4 : 8) * count : 8 + 8 * count;
            return header + bytes;
        }
    }

    private final TreeMap<Long, Containers> chunks = new TreeMap<>();

    /** The containers of strictly ascending {@code keys[0, size)}, which must be whole containers. */
    static SetFileBytes of(long[] keys, int size) {
        SetFileBytes out = new SetFileBytes();
        for (int from = 0; from < size; ) {
            long chunk = keys[from] >>> 32;
            int to = from;
            RoaringBitmap bitmap = new RoaringBitmap();
            while (to < size && keys[to] >>> 32 == chunk) {
                to++;
            }
            int[] low = new int[to - from];
            for (int i = from; i < to; i++) {
                low[i - from] = (int) keys[i];
            }
            bitmap.addN(low, 0, low.length);
            bitmap.runOptimize();
            Containers containers = new Containers(0, 0, false);
            for (ContainerPointer c = bitmap.getContainerPointer(); c.getContainer() != null; c.advance()) {
                containers = containers.plus(new Containers(1, c.getContainer().getArraySizeInBytes(), c.isRunContainer()));
            }
            out.chunks.merge(chunk, containers, Containers::plus);
            from = to;
        }
        return out;
    }

    /** The containers of both (of disjoint key ranges). */
    SetFileBytes plus(SetFileBytes other) {
        SetFileBytes out = new SetFileBytes();
        out.chunks.putAll(chunks);
        for (Map.Entry<Long, Containers> e : other.chunks.entrySet()) {
            out.chunks.merge(e.getKey(), e.getValue(), Containers::plus);
        }
        return out;
    }

    /** Bytes of the whole set file. */
    long fileBytes() {
        long total = FILE_HEADER + CRC;
        for (Containers c : chunks.values()) {
            total += CHUNK_HEADER + c.bitmapBytes();
        }
        return total;
    }
}
