package org.pegatlas.tablebase;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import net.openhft.chronicle.algo.hashing.LongHashFunction;
import net.openhft.chronicle.bytes.BytesStore;
import net.openhft.chronicle.bytes.RandomDataInput;
import net.openhft.chronicle.bytes.RandomDataOutput;
import net.openhft.chronicle.hash.AbstractData;
import net.openhft.chronicle.hash.impl.SizePrefixedBlob;
import net.openhft.chronicle.map.ChronicleMap;
import net.openhft.chronicle.map.ChronicleMapBuilder;
import net.openhft.chronicle.map.ExternalMapQueryContext;
import net.openhft.chronicle.map.MapAbsentEntry;
import net.openhft.chronicle.map.VanillaChronicleMap;

/**
 * The one place that touches Chronicle Map: the tablebase's persisted map from a canonical
 * position ({@code Long}) to its {@link ValueCodec encoded value} ({@code byte[]}). Plain
 * {@code Long} keys and {@code byte[]} values need no generated value classes; the one class
 * Chronicle generates for every map (its global mutable state) is compiled into the jar at build
 * time ({@code ChronicleClasses}), so opening a map runs no compiler.
 *
 * <p>A map is split into {@link ChronicleMap#segments() segments}, each with its own lock, hash
 * lookup and entry space; {@link #segmentOf} says which one holds a key, so that a writer can put
 * its entries one segment after another and keep each segment's memory in cache while it fills it.
 *
 * <p>Chronicle Map has no read-only mode (it maps files read-write); readers therefore only ever
 * call {@code get} and iteration, which leave the file's bytes as they found them.
 */
final class MapFile {
    static {
        // never phone home (the artifact is also excluded from the build)
        System.setProperty("chronicle.analytics.disable", "true");
    }

    /** The hash Chronicle Map files a key under (its {@code LongDataAccess} hashes a {@code Long} key's value with it). */
    private static final LongHashFunction KEY_HASH = LongHashFunction.xx_r39();

    private MapFile() {
    }

    /**
     * The segment, in [0, {@code segments}), that a map of {@code segments} segments puts
     * {@code key} in: the low bits of the key's hash when {@code segments} is a power of two, else
     * its low 31 bits modulo {@code segments} (Chronicle Map's {@code HashSplitting}). This is an
     * implementation detail of Chronicle Map, pinned by a test: were it to change, writes in this
     * order would only lose their locality, never an entry.
     */
    static int segmentOf(long key, int segments) {
        long hash = KEY_HASH.hashLong(key);
        return (segments & (segments - 1)) == 0 ? (int) hash & (segments - 1) : ((int) hash & Integer.MAX_VALUE) % segments;
    }

    private static ChronicleMapBuilder<Long, byte[]> builder(long entries, double averageValueBytes) {
        return ChronicleMap.of(Long.class, byte[].class).name("pegatlas-tablebase").entries(Math.max(1, entries))
                .averageValueSize(Math.max(1, averageValueBytes)).checksumEntries(false);
    }

    /** A new map in {@code file}, which must not exist, sized for {@code entries} values of the given mean size. */
    static ChronicleMap<Long, byte[]> create(Path file, long entries, double averageValueBytes) throws IOException {
        return builder(entries, averageValueBytes).createPersistedTo(file.toFile());
    }

    /**
     * Whether {@code file} begins as Chronicle Map writes a persisted map: a header marked complete
     * (its size word at byte 8, positive and within the file) whose text, from byte 12, names the map's
     * class. Chronicle waits about a minute for the creator of a file whose header is not marked
     * complete (a zero-filled one, say) before it gives up: this check refuses such a file at once.
     */
    static boolean hasHeader(Path file) throws IOException {
        byte[] type = ("!" + VanillaChronicleMap.class.getName()).getBytes(StandardCharsets.US_ASCII);
        int textAt = SizePrefixedBlob.SELF_BOOTSTRAPPING_HEADER_OFFSET;
        ByteBuffer start = ByteBuffer.allocate(textAt + type.length).order(ByteOrder.LITTLE_ENDIAN);
        long size;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            size = channel.size();
            while (start.hasRemaining() && channel.read(start) >= 0) {
                // read the header's start
            }
        }
        if (start.hasRemaining()) {
            return false;
        }
        int sizeWord = start.getInt(SizePrefixedBlob.SIZE_WORD_OFFSET);
        return SizePrefixedBlob.isReady(sizeWord) && textAt + SizePrefixedBlob.extractSize(sizeWord) <= size
                && Arrays.equals(Arrays.copyOfRange(start.array(), textAt, start.capacity()), type);
    }

    /** The existing map in {@code file} (the caller checks that it exists; otherwise one would be created). */
    static ChronicleMap<Long, byte[]> open(Path file, long entries, double averageValueBytes) throws IOException {
        return builder(entries, averageValueBytes).createPersistedTo(file.toFile());
    }

    /**
     * Values laid end to end in one array, as a builder encodes them: wrapped for the map once,
     * so that putting one of them neither copies it into an array of its own nor wraps it again.
     */
    static final class Values {
        private final byte[] data;
        private final BytesStore<?, byte[]> store;

        Values(byte[] data) {
            this.data = data;
            this.store = BytesStore.wrap(data);
        }
    }

    /**
     * Puts values given as slices of {@link Values} into a new map: the bytes go straight from the
     * slice to the map's entry. One per thread (it reuses its slice).
     */
    static final class SliceWriter {
        private final ChronicleMap<Long, byte[]> map;
        private final Slice slice = new Slice();

        SliceWriter(ChronicleMap<Long, byte[]> map) {
            this.map = map;
        }

        /**
         * Puts bytes {@code [offset, offset + length)} of {@code values} under {@code key}, unless
         * the map already holds {@code key} (then it is left as it was).
         *
         * @return whether the value was put
         */
        boolean putNew(long key, Values values, int offset, int length) {
            slice.data = values.data;
            slice.store = values.store;
            slice.offset = offset;
            slice.size = length;
            try (ExternalMapQueryContext<Long, byte[], ?> query = map.queryContext(key)) {
                query.writeLock().lock();
                MapAbsentEntry<Long, byte[]> absent = query.absentEntry();
                if (absent == null) {
                    return false;
                }
                absent.doInsert(slice);
                return true;
            } finally {
                slice.data = null;
                slice.store = null;
            }
        }
    }

    /** A value's bytes within a {@link Values} store, as Chronicle Map reads a value to insert. */
    private static final class Slice extends AbstractData<byte[]> {
        /** The array that {@link #store} wraps. */
        private byte[] data;
        private BytesStore<?, byte[]> store;
        private long offset;
        private long size;

        @Override
        public RandomDataInput bytes() {
            return store;
        }

        @Override
        public long offset() {
            return offset;
        }

        @Override
        public long size() {
            return size;
        }

        /**
         * Copies the value into the map's entry in one bulk write from the array: the default
         * copies through {@link #bytes()} a long and then a byte at a time, each read and write
         * checked, which took a third of the time of putting the English tablebase's values of
         * about 6 bytes.
         */
        @Override
        public void writeTo(RandomDataOutput target, long targetOffset) {
            target.write(targetOffset, data, (int) offset, (int) size);
        }

        @Override
        public byte[] get() {
            return getUsing(null);
        }

        @Override
        public byte[] getUsing(byte[] using) {
            byte[] value = using != null && using.length == size ? using : new byte[(int) size];
            store.read(offset, value, 0, (int) size);
            return value;
        }
    }
}
