package org.pegatlas.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;

/**
 * A level's exact counts (a {@link CountVector}) in one file, written and read either whole or a
 * piece at a time, each count in about as many bits as it has.
 *
 * <p>Layout (little-endian): magic {@code PGCV}, format version 4 (int), limbs per entry (int);
 * then the coded counts as 64-bit words; then the entry count (long) and, last, the CRC-32 (int)
 * of every byte before it. The counts are coded in blocks of {@value #BLOCK} (the last block
 * shorter): a block starts with the smallest bit length {@code m} of its counts (13 bits) and the
 * width {@code w} of the excess lengths (4 bits); then each count is its bit length less {@code m}
 * ({@code w} bits) and, when not zero, its bits below the leading one, least significant first.
 * Bits fill each word from its least significant bit; the last word is padded with zeros. The
 * count comes last so that a file can be written while its entries are still being produced. A
 * file of another format version is refused, naming the file and both versions.
 */
public final class CountFile {
    /** The layout version, part of {@link LevelFormat#current()}: 4 (version 3 held every count in whole 64-bit limbs). */
    public static final int VERSION = 4;
    private static final int MAGIC = 0x56434750; // "PGCV" read little-endian
    static final int BLOCK = 64;
    /** Bits opening each block: the shortest length (13) and the width of the excess lengths (4). */
    private static final int BLOCK_HEADER_BITS = 17;
    private static final int HEADER_BYTES = 12;
    private static final int TRAILER_BYTES = 12;
    /** Pages of coded words a writer holds before handing them to the file. */
    private static final int HELD_PAGES = 4;

    private CountFile() {
    }

    /** Writes the first {@code size} entries of {@code counts} to {@code file} atomically. */
    public static AtomicFiles.Written write(Path file, CountVector counts, int size) throws IOException {
        return write(file, counts, size, AtomicFiles.Sync.TO_DISK);
    }

    /** As {@link #write(Path, CountVector, int)}, synced to disk or not as {@code sync} says. */
    public static AtomicFiles.Written write(Path file, CountVector counts, int size, AtomicFiles.Sync sync) throws IOException {
        try (Writer writer = new Writer(file, counts.limbs(), sync)) {
            writer.add(counts.data(), 0, size);
            return writer.commit();
        }
    }

    /**
     * Reads a whole file written by {@link #write} or a {@link Writer}.
     *
     * @throws IOException if unreadable or damaged (the message names the file)
     */
    public static CountVector read(Path file) throws IOException {
        try (Cursor cursor = new Cursor(file)) {
            if ((long) cursor.count() * cursor.limbs() > Integer.MAX_VALUE - 8) {
                throw new IOException(file + ": more counts than an array can hold");
            }
            CountVector counts = new CountVector(cursor.count(), cursor.limbs());
            cursor.next(counts.data(), 0, cursor.count());
            cursor.finish();
            return counts;
        }
    }

    /** The bit length of the {@code limbs}-limb count at {@code data[at]} (0 for zero). */
    private static int bitLength(long[] data, int at, int limbs) {
        for (int i = limbs - 1; i >= 0; i--) {
            if (data[at + i] != 0) {
                return 64 * i + 64 - Long.numberOfLeadingZeros(data[at + i]);
            }
        }
        return 0;
    }

    /** Writes a count file a batch of entries at a time; see {@link AtomicFiles#open}. */
    public static final class Writer implements AutoCloseable {
        private final AtomicFiles.Pending pending;
        private final int limbs;
        private final BitSink bits = new BitSink();
        private final long[] block;
        private final int[] lengths = new int[BLOCK];
        private int blockFill;
        private long entries;

        public Writer(Path file, int limbs) throws IOException {
            this(file, limbs, AtomicFiles.Sync.TO_DISK);
        }

        /** A writer whose file is synced to disk on {@link #commit} or not, as {@code sync} says. */
        public Writer(Path file, int limbs, AtomicFiles.Sync sync) throws IOException {
            if (limbs < 1) {
                throw new IllegalArgumentException("limbs must be at least 1: " + limbs);
            }
            this.pending = AtomicFiles.open(file, sync);
            this.limbs = limbs;
            this.block = new long[BLOCK * limbs];
            pending.out().writeInt(MAGIC);
            pending.out().writeInt(VERSION);
            pending.out().writeInt(limbs);
        }

        /** Appends {@code entries} entries of this writer's limb width from {@code data}, starting at entry {@code from}. */
        public void add(long[] data, int from, int entries) throws IOException {
            for (int e = from; e < from + entries; e++) {
                System.arraycopy(data, e * limbs, block, blockFill * limbs, limbs);
                if (++blockFill == BLOCK) {
                    encodeBlock();
                    bits.drainTo(pending.out(), HELD_PAGES);
                }
            }
            this.entries += entries;
        }

        /** Ends the file and renames it into place. */
        public AtomicFiles.Written commit() throws IOException {
            encodeBlock();
            bits.flush();
            bits.writeTo(pending.out());
            pending.out().writeLong(entries);
            pending.out().writeCrcTrailer();
            return pending.commit();
        }

        private void encodeBlock() {
            if (blockFill == 0) {
                return;
            }
            int shortest = Integer.MAX_VALUE;
            int longest = 0;
            for (int i = 0; i < blockFill; i++) {
                lengths[i] = bitLength(block, i * limbs, limbs);
                shortest = Math.min(shortest, lengths[i]);
                longest = Math.max(longest, lengths[i]);
            }
            int width = 32 - Integer.numberOfLeadingZeros(longest - shortest);
            bits.put(shortest, 13);
            bits.put(width, 4);
            for (int i = 0; i < blockFill; i++) {
                int below = Math.max(0, lengths[i] - 1);
                if (limbs == 1 && width + below < 64) { // the common case, in one put
                    bits.put(lengths[i] - shortest | (block[i] & ((1L << below) - 1)) << width, width + below);
                } else {
                    bits.put(lengths[i] - shortest, width);
                    putBelowLeadingOne(i * limbs, lengths[i]);
                }
            }
            blockFill = 0;
        }

        /** Puts the {@code length - 1} bits of the count at {@code block[at]} below its leading one. */
        private void putBelowLeadingOne(int at, int length) {
            int left = length - 1;
            for (int limb = at; left > 0; limb++) {
                if (left >= 64) { // a whole limb: in two halves, as a put takes at most 63 bits
                    bits.put(block[limb] & 0xffff_ffffL, 32);
                    bits.put(block[limb] >>> 32, 32);
                    left -= 64;
                } else {
                    bits.put(block[limb] & ((1L << left) - 1), left);
                    left = 0;
                }
            }
        }

        /** Removes the temporary file unless {@link #commit()} succeeded. */
        @Override
        public void close() throws IOException {
            pending.close();
        }
    }

    /**
     * Reads a count file's entries in order, a batch at a time. Opening it checks its checksum
     * and header, so a damaged file is refused before any entry is read.
     */
    public static final class Cursor implements AutoCloseable {
        private final Path file;
        private final FileChannel channel;
        private final int limbs;
        private final int count;
        private final ByteBuffer buffer = ByteBuffer.allocateDirect(1 << 20).order(ByteOrder.LITTLE_ENDIAN);
        private final BitSource bits;
        private long position = HEADER_BYTES;
        private final long end;
        private int delivered;
        private int blockLeft;
        private int shortest;
        private int width;

        /** @throws IOException if unreadable or damaged (the message names the file) */
        public Cursor(Path file) throws IOException {
            this.file = file;
            this.channel = FileChannel.open(file, StandardOpenOption.READ);
            try {
                long size = channel.size();
                if (size < HEADER_BYTES + TRAILER_BYTES || !checksumMatches(size)) {
                    throw new IOException(file + ": checksum mismatch: truncated or damaged");
                }
                ByteBuffer header = readAt(0, HEADER_BYTES);
                if (header.getInt() != MAGIC) {
                    throw new IOException(file + ": not a pegatlas count file");
                }
                int version = header.getInt();
                if (version != VERSION) {
                    throw new IOException(file + ": a count file of format " + version + "; this pegatlas reads format " + VERSION);
                }
                limbs = header.getInt();
                long entries = readAt(size - TRAILER_BYTES, 8).getLong();
                end = size - TRAILER_BYTES;
                long blocksAtMost = (end - HEADER_BYTES) * 8 / BLOCK_HEADER_BITS + 1;
                if (limbs < 1 || limbs > 64 || entries < 0 || entries > Integer.MAX_VALUE || (end - HEADER_BYTES) % 8 != 0
                        || entries > BLOCK * blocksAtMost) {
                    throw new IOException(file + ": truncated or damaged");
                }
                count = (int) entries;
                bits = new BitSource(LongBuffer.allocate(0), this::nextWords);
            } catch (IOException | RuntimeException e) {
                channel.close();
                throw e;
            }
        }

        public int limbs() {
            return limbs;
        }

        /** Entries in the file. */
        public int count() {
            return count;
        }

        /**
         * Reads the next {@code entries} entries into {@code into} from entry {@code at}.
         *
         * @throws IOException if fewer than {@code entries} are left, or the file is damaged
         */
        public void next(long[] into, int at, int entries) throws IOException {
            if (entries > count - delivered) {
                throw new IOException(file + ": fewer entries left than asked for");
            }
            try {
                for (int e = at; e < at + entries; e++) {
                    if (blockLeft == 0) {
                        shortest = (int) bits.get(13);
                        width = (int) bits.get(4);
                        blockLeft = BLOCK;
                    }
                    blockLeft--;
                    int length = shortest + (int) bits.get(width);
                    if (length > 64 * limbs) {
                        throw new IOException(file + ": damaged: a count wider than " + limbs + " limbs");
                    }
                    readCount(into, e * limbs, length);
                }
            } catch (BitSource.ExhaustedException e) {
                throw new IOException(file + ": holds fewer entries than its trailer says (" + count + ")");
            }
            delivered += entries;
        }

        /**
         * Checks, once every entry has been read, that nothing but padding follows the last one.
         *
         * @throws IOException naming the file if not
         */
        public void finish() throws IOException {
            if (delivered != count || !bits.onlyPaddingLeft()) {
                throw new IOException(file + ": holds a different number of entries than its trailer says (" + count + ")");
            }
        }

        private void readCount(long[] into, int at, int length) throws IOException {
            if (limbs == 1) { // the common case, in one get
                into[at] = length == 0 ? 0 : bits.get(length - 1) | 1L << (length - 1);
                return;
            }
            java.util.Arrays.fill(into, at, at + limbs, 0L);
            if (length == 0) {
                return;
            }
            int left = length - 1;
            for (int limb = 0; left > 0; limb++) {
                int low = Math.min(left, 32);
                long value = bits.get(low);
                left -= low;
                if (left > 0) {
                    int high = Math.min(left, 32);
                    value |= bits.get(high) << 32;
                    left -= high;
                }
                into[at + limb] = value;
            }
            into[at + (length - 1) / 64] |= 1L << ((length - 1) % 64);
        }

        /** The next words of the coded counts, or {@code null} after the last. */
        private LongBuffer nextWords() throws IOException {
            if (position == end) {
                return null;
            }
            buffer.clear();
            buffer.limit((int) Math.min(buffer.capacity(), end - position));
            while (buffer.hasRemaining()) {
                if (channel.read(buffer, position + buffer.position()) < 0) {
                    throw new IOException(file + ": truncated");
                }
            }
            buffer.flip();
            position += buffer.remaining();
            return buffer.asLongBuffer();
        }

        private boolean checksumMatches(long size) throws IOException {
            CRC32 crc = new CRC32();
            long at = 0;
            while (at < size - 4) {
                buffer.clear();
                buffer.limit((int) Math.min(buffer.capacity(), size - 4 - at));
                int read = channel.read(buffer, at);
                if (read < 0) {
                    return false;
                }
                buffer.flip();
                crc.update(buffer);
                at += read;
            }
            return readAt(size - 4, 4).getInt() == (int) crc.getValue();
        }

        private ByteBuffer readAt(long at, int bytes) throws IOException {
            ByteBuffer small = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
            while (small.hasRemaining()) {
                if (channel.read(small, at + small.position()) < 0) {
                    throw new IOException(file + ": truncated");
                }
            }
            return small.flip();
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
