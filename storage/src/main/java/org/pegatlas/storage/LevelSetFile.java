package org.pegatlas.storage;

import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.zip.CRC32;
import org.roaringbitmap.RoaringBitmap;
import org.roaringbitmap.RoaringBitmapWriter;

/**
 * A level's set of position keys (see {@link PositionKeys}) in one file, as gaps between their
 * dense ranks ({@link LevelRanks}), entropy-coded.
 *
 * <p>Layout (little-endian): magic {@code PGLS}, format version 3 (int), holes (int), pegs (int),
 * the number of class invariants (int) and each invariant (a long hole mask), the level's
 * parities on them (int); then the coded gaps as 64-bit words; then the key count (long) and,
 * last, the CRC-32 (int) of every byte before it. The gaps are those between consecutive ranks
 * (the first counted from -1), less one, in blocks of {@value #BLOCK} (the last block shorter):
 * a block starts with its Rice parameter {@code k} (6 bits), then each gap {@code g} is {@code
 * g >>> k} one bits, a zero bit and the {@code k} low bits of {@code g}; a gap with {@code g >>> k
 * >= 32} is instead 32 one bits, its bit length {@code n} (6 bits) and its {@code n} bits. Bits
 * fill each word from its least significant bit; the last word is padded with zeros.
 *
 * <p>The count comes last so that a file can be written while its keys are still arriving. A file
 * of another format version is refused, naming the file and both versions.
 *
 * <p>A file numbered by {@link Numbering#KEYS} (magic {@code PGLK}, for scratch files written and
 * read once) has the same header and trailer, but its gaps are between the keys themselves (no
 * ranking on writing nor key finding on reading), and a block is packed instead of Rice-coded: the
 * bit length {@code w} of its largest gap (6 bits), then each gap in {@code w} bits. That is about
 * a byte more per key than a level file, coded and decoded with no search for a parameter and no
 * scan for one bits. {@link Cursor} reads either.
 */
public final class LevelSetFile {
    /** The layout version, part of {@link LevelFormat#current()}: 3 (version 2 held RoaringBitmaps of 32-bit key chunks). */
    public static final int VERSION = 3;
    private static final int MAGIC = 0x534c4750; // "PGLS" read little-endian
    private static final int KEYS_MAGIC = 0x4b4c4750; // "PGLK" read little-endian
    static final int BLOCK = 64;
    private static final int ESCAPE = 32;
    private static final int TRAILER_BYTES = 12;
    /** Keys ranked by one task of {@link Writer#addAll}. */
    private static final int RANK_CHUNK = 1 << 15;
    /** Chunks of {@link Writer#addAll} ranked or waiting to be coded at a time. */
    private static final int CHUNKS_IN_FLIGHT = 4;

    private LevelSetFile() {
    }

    /** What a file codes the gaps between. */
    public enum Numbering {
        /** Dense ranks ({@link LevelRanks}): the smallest files; level files are numbered so. */
        RANKS,
        /**
         * The keys themselves, their gaps packed per block: several times faster to write and to
         * read, about a byte more per key; for scratch files, written and read once.
         */
        KEYS
    }

    /**
     * Writes {@code keys[0, count)}, which must be strictly ascending keys of positions with
     * {@code pegs} pegs, to {@code file} atomically.
     *
     * @throws IllegalArgumentException if the keys are not strictly ascending, or one is not the
     *     key of a position with {@code pegs} pegs in the class of the first
     */
    public static AtomicFiles.Written write(Path file, PositionKeys codec, int pegs, long[] keys, int count) throws IOException {
        return write(file, codec, pegs, keys, count, Runnable::run);
    }

    /**
     * As {@link #write(Path, PositionKeys, int, long[], int)}, the keys ranked a chunk at a time on
     * {@code ranking} while the calling thread codes their gaps: the same file either way.
     *
     * @param ranking where chunks of keys are ranked, several at once; {@code Runnable::run} ranks
     *     on the calling thread
     */
    public static AtomicFiles.Written write(Path file, PositionKeys codec, int pegs, long[] keys, int count, Executor ranking)
            throws IOException {
        Writer writer = new Writer(codec, pegs);
        writer.addAll(keys, count, ranking);
        return writer.write(file);
    }

    /**
     * As {@link #write(Path, PositionKeys, int, long[], int)}, numbered by {@link Numbering#KEYS}
     * (on the calling thread: there is nothing to rank), synced to disk or not as {@code sync} says.
     * The keys come in several arrays, each taken whole, their keys ascending from array to array
     * (as a level's successors come from its partitions), so that they are never copied into one.
     */
    public static AtomicFiles.Written writeKeyGaps(Path file, PositionKeys codec, int pegs, List<long[]> keys, AtomicFiles.Sync sync)
            throws IOException {
        Writer writer = new Writer(codec, pegs, Numbering.KEYS);
        for (long[] part : keys) {
            writer.addAll(part, part.length, Runnable::run);
        }
        return writer.write(file, sync);
    }

    /**
     * Reads a file written by {@link #write}.
     *
     * @return the keys in ascending order
     * @throws IOException if the file cannot be read or is not a valid level file (the message
     *     names the file)
     */
    public static long[] read(Path file) throws IOException {
        try (Cursor cursor = new Cursor(file)) {
            if (cursor.count() > Integer.MAX_VALUE - 8) {
                throw corrupt(file, "holds more keys than an array can");
            }
            long[] keys = new long[(int) cursor.count()];
            int filled = 0;
            while (filled < keys.length) {
                int n = cursor.next(keys, filled, keys.length - filled);
                if (n == 0) {
                    break;
                }
                filled += n;
            }
            cursor.finish();
            return keys;
        }
    }

    /**
     * Collects strictly ascending keys one at a time, then writes them as a level file. Holds the
     * coded gaps only (about a byte per key or less), never the keys themselves.
     */
    public static final class Writer {
        private final PositionKeys codec;
        private final int pegs;
        private final Numbering numbering;
        private final BitSink bits = new BitSink();
        private final long[] block = new long[BLOCK];
        private int blockFill;
        /** The level's parities on the class invariants, from its first key; -1 before it. */
        private int classBits = -1;
        /** Only when numbered by {@link Numbering#RANKS}, from the first key. */
        private LevelRanks ranks;
        private LevelRanks.AscendingRanks ascending;
        private long count;
        private long lastKey = -1;
        private long lastRank = -1;

        /**
         * A writer numbered by {@link Numbering#RANKS}, as level files are.
         *
         * @param codec the keys' codec; its class invariants are recorded and used
         * @param pegs pegs on every position of the level
         * @throws IllegalArgumentException if {@code pegs} is outside 0 to the codec's holes
         */
        public Writer(PositionKeys codec, int pegs) {
            this(codec, pegs, Numbering.RANKS);
        }

        /**
         * A writer numbered by {@link Numbering#RANKS} for a level whose class is known before its
         * first key: {@link DenseLevelSet} adds ranks ({@link #addRank}) rather than keys.
         */
        Writer(PositionKeys codec, int pegs, int classBits) {
            this(codec, pegs, Numbering.RANKS);
            this.classBits = classBits;
            this.ranks = new LevelRanks(codec, pegs, classBits);
            this.ascending = ranks.new AscendingRanks();
        }

        /** As {@link #Writer(PositionKeys, int)}, numbered by {@code numbering}. */
        public Writer(PositionKeys codec, int pegs, Numbering numbering) {
            if (pegs < 0 || pegs > codec.holes()) {
                throw new IllegalArgumentException(pegs + " pegs on a board of " + codec.holes() + " holes");
            }
            this.codec = codec;
            this.pegs = pegs;
            this.numbering = numbering;
        }

        /**
         * @throws IllegalArgumentException if {@code key} is not above the last key added, or
         *     (numbered by {@link Numbering#RANKS}) is not the key of a position with the level's
         *     pegs in the class of the first key added. Numbered by {@link Numbering#KEYS}, for
         *     scratch files of keys the search made, a key is only checked to ascend and to fit the
         *     codec's key bits: its pegs and class are checked when it is ranked into a level
         *     file, and checking them here cost about 3 % of the time of the English
         *     analysis through disk ({@code --memory 64m}).
         */
        public void add(long key) {
            checkAbove(key, lastKey);
            if (classBits < 0) {
                classBits = codec.classBits(codec.position(key, pegs));
                if (numbering == Numbering.RANKS) {
                    ranks = new LevelRanks(codec, pegs, classBits);
                    ascending = ranks.new AscendingRanks();
                }
            }
            addRank(numbering == Numbering.RANKS ? rankOf(key, ascending) : key);
            lastKey = key;
        }

        /**
         * Adds {@code keys[0, count)} as {@link #add} would one by one, ranking chunks of them on
         * {@code ranking} (several chunks at once, each from a fresh walk) while this thread codes
         * the gaps of the chunks ranked.
         *
         * @throws IllegalArgumentException as {@link #add}, for the first offending key
         * @throws java.io.InterruptedIOException if interrupted while waiting for a chunk's ranks
         */
        public void addAll(long[] keys, int count, Executor ranking) throws IOException {
            if (count == 0) {
                return;
            }
            add(keys[0]);
            if (numbering == Numbering.KEYS) { // nothing to rank on other threads
                for (int i = 1; i < count; i++) {
                    add(keys[i]);
                }
                return;
            }
            ArrayDeque<Future<long[]>> inFlight = new ArrayDeque<>();
            int next = 1;
            try {
                while (next < count || !inFlight.isEmpty()) {
                    while (next < count && inFlight.size() < CHUNKS_IN_FLIGHT) {
                        int from = next;
                        int to = (int) Math.min(count, (long) from + RANK_CHUNK);
                        inFlight.add(Background.start(() -> rankChunk(keys, from, to), ranking));
                        next = to;
                    }
                    for (long rank : Background.await(inFlight.remove())) {
                        addRank(rank);
                    }
                }
            } catch (IOException | RuntimeException | Error e) {
                inFlight.forEach(Background::settle); // no task reads the keys once this returns
                throw e;
            }
            lastKey = keys[count - 1];
        }

        /** The ranks of {@code keys[from, to)}, each key checked as {@link #add} checks it. */
        private long[] rankChunk(long[] keys, int from, int to) {
            LevelRanks.AscendingRanks chunkRanks = ranks.new AscendingRanks();
            long[] chunk = new long[to - from];
            for (int i = from; i < to; i++) {
                checkAbove(keys[i], keys[i - 1]);
                chunk[i - from] = rankOf(keys[i], chunkRanks);
            }
            return chunk;
        }

        private void checkAbove(long key, long previous) {
            if (key <= previous || key >>> codec.keyBits() != 0) {
                throw new IllegalArgumentException("level keys must be strictly ascending and below 2^" + codec.keyBits());
            }
        }

        private long rankOf(long key, LevelRanks.AscendingRanks walk) {
            long rank = walk.rank(key);
            if (rank < 0) {
                throw notOfLevel(key);
            }
            return rank;
        }

        private IllegalArgumentException notOfLevel(long key) {
            return new IllegalArgumentException("key " + Long.toHexString(key) + " is not that of a position of " + pegs
                    + " pegs in the class of the level's first position");
        }

        /** Adds a rank above the last one added (not checked: the caller's ranks ascend). */
        void addRank(long rank) {
            block[blockFill++] = rank - lastRank - 1;
            if (blockFill == BLOCK) {
                encodeBlock();
            }
            lastRank = rank;
            count++;
        }

        /** Keys added so far. */
        public long count() {
            return count;
        }

        /** Bytes held by the coded keys so far (an estimate of this writer's memory). */
        public long heldBytes() {
            return 8 * bits.wordCount();
        }

        /** Writes the keys added so far to {@code file} atomically. */
        public AtomicFiles.Written write(Path file) throws IOException {
            return write(file, AtomicFiles.Sync.TO_DISK);
        }

        /** As {@link #write(Path)}, synced to disk or not as {@code sync} says. */
        public AtomicFiles.Written write(Path file, AtomicFiles.Sync sync) throws IOException {
            encodeBlock();
            bits.flush();
            long[] invariants = codec.invariants();
            return AtomicFiles.write(file, out -> {
                out.writeInt(numbering == Numbering.RANKS ? MAGIC : KEYS_MAGIC);
                out.writeInt(VERSION);
                out.writeInt(codec.holes());
                out.writeInt(pegs);
                out.writeInt(invariants.length);
                for (long invariant : invariants) {
                    out.writeLong(invariant);
                }
                out.writeInt(Math.max(0, classBits));
                bits.writeTo(out);
                out.writeLong(count);
                out.writeCrcTrailer();
            }, sync);
        }

        private void encodeBlock() {
            if (blockFill == 0) {
                return;
            }
            if (numbering == Numbering.KEYS) {
                encodePackedBlock();
                return;
            }
            int k = riceParameter(block, blockFill);
            bits.put(k, 6);
            for (int i = 0; i < blockFill; i++) {
                long gap = block[i];
                long quotient = gap >>> k;
                if (quotient < ESCAPE) {
                    bits.put((1L << quotient) - 1, (int) quotient + 1);
                    bits.put(gap & ((1L << k) - 1), k);
                } else {
                    int length = 64 - Long.numberOfLeadingZeros(gap);
                    bits.put((1L << ESCAPE) - 1, ESCAPE);
                    bits.put(length, 6);
                    bits.put(gap, length);
                }
            }
            blockFill = 0;
        }

        /** Codes the block's gaps packed: the bit length of the largest (6 bits), then each gap in that many bits. */
        private void encodePackedBlock() {
            long any = 0;
            for (int i = 0; i < blockFill; i++) {
                any |= block[i];
            }
            int width = 64 - Long.numberOfLeadingZeros(any); // at most 62: keys, and so gaps, are below 2^62
            bits.put(width, 6);
            for (int i = 0; i < blockFill; i++) {
                bits.put(block[i], width);
            }
            blockFill = 0;
        }

        /** The Rice parameter that codes the gaps in the fewest bits, among those near their mean's logarithm. */
        private static int riceParameter(long[] gaps, int n) {
            long high = 0; // the sum of the gaps in two parts, as 64 gaps of up to 2^62 would overflow
            long low = 0;
            for (int i = 0; i < n; i++) {
                high += gaps[i] >>> 8;
                low += gaps[i] & 0xff;
            }
            long mean = (high / n << 8) + ((high % n << 8) + low) / n;
            int guess = 63 - Long.numberOfLeadingZeros(mean | 1);
            int best = 0;
            long bestBits = Long.MAX_VALUE;
            for (int k = Math.max(0, guess - 2); k <= Math.min(62, guess + 1); k++) {
                long bits = 0;
                for (int i = 0; i < n; i++) {
                    long quotient = gaps[i] >>> k;
                    bits += quotient < ESCAPE ? quotient + 1 + k : ESCAPE + 6 + 64 - Long.numberOfLeadingZeros(gaps[i]);
                }
                if (bits < bestBits) {
                    bestBits = bits;
                    best = k;
                }
            }
            return best;
        }
    }

    /**
     * Reads a level file's keys in ascending order, a batch at a time. The file's checksum and
     * header are verified when it is opened.
     */
    public static final class Cursor implements AutoCloseable {
        private final Path file;
        private final long count;
        /** Ranks past the last possible key: the level's {@link LevelRanks#size()}, or 2^keyBits for key gaps. */
        private final long rankLimit;
        /** {@code null} when the file codes the gaps between keys. */
        private final LevelRanks ranks;
        /** The codec of the file's holes and class invariants. */
        private final PositionKeys codec;
        private final LevelRanks.AscendingKeys keysOfRanks;
        private final BitSource bits;
        private long delivered;
        private int blockLeft;
        private int k;
        private long rank = -1;
        private int bucket;

        /** @throws IOException if the file is unreadable or damaged (the message names the file) */
        public Cursor(Path file) throws IOException {
            this(file, MappedFile.CHUNK);
        }

        /** As {@link #Cursor(Path)}, the file mapped in chunks of {@code chunk} bytes (a multiple of 8; small ones for tests). */
        Cursor(Path file, long chunk) throws IOException {
            this.file = file;
            MappedFile data;
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                data = new MappedFile(channel, chunk);
            }
            if (!data.trailerMatches()) {
                throw corrupt(file, "checksum mismatch: truncated or damaged");
            }
            try {
                ByteBuffer header = data.first();
                int magic = data.size() < 8 + TRAILER_BYTES ? 0 : header.getInt();
                if (magic != MAGIC && magic != KEYS_MAGIC) {
                    throw corrupt(file, "not a pegatlas level file");
                }
                int version = header.getInt();
                if (version != VERSION) {
                    throw corrupt(file, "a level file of format " + version + "; this pegatlas reads format " + VERSION);
                }
                int holes = header.getInt();
                int pegs = header.getInt();
                int invariantCount = header.getInt();
                if (holes < 1 || holes > 63 || pegs < 0 || pegs > holes || invariantCount < 0
                        || invariantCount > PositionKeys.MAX_INVARIANTS) {
                    throw corrupt(file, "bad header");
                }
                long[] invariants = new long[invariantCount];
                for (int t = 0; t < invariantCount; t++) {
                    invariants[t] = header.getLong();
                }
                int classBits = header.getInt();
                if (classBits >>> invariantCount != 0) {
                    throw corrupt(file, "bad header");
                }
                codec = PositionKeys.withInvariants(holes, invariants);
                ranks = magic == MAGIC ? new LevelRanks(codec, pegs, classBits) : null;
                keysOfRanks = ranks == null ? null : ranks.new AscendingKeys();
                rankLimit = ranks == null ? 1L << codec.keyBits() : ranks.size();
                long wordsEnd = data.size() - TRAILER_BYTES;
                count = data.longAt(wordsEnd);
                long wordBytes = wordsEnd - header.position();
                if (count < 0 || wordBytes < 0 || wordBytes % 8 != 0 || count > rankLimit || count > 8 * wordBytes) {
                    throw corrupt(file, "bad header");
                }
                bits = data.words(header.position(), wordsEnd);
            } catch (BufferUnderflowException | IllegalArgumentException e) {
                throw corrupt(file, "truncated or damaged");
            }
        }

        /** Keys in the file, as its trailer says. */
        public long count() {
            return count;
        }

        /** The codec of the file's holes and class invariants. */
        PositionKeys codec() {
            return codec;
        }

        /** The level's dense ranks, or {@code null} for a file numbered by keys. */
        LevelRanks ranks() {
            return ranks;
        }

        /** As {@link #next}, copying ranks rather than keys (for a file numbered by ranks). */
        int nextRanks(long[] into, int offset, int max) throws IOException {
            return decode(into, offset, max, false);
        }

        /**
         * Copies up to {@code max} next keys into {@code into} from {@code offset}.
         *
         * @return how many were copied; 0 only at the end of the file
         */
        public int next(long[] into, int offset, int max) throws IOException {
            return decode(into, offset, max, ranks != null);
        }

        /**
         * Copies up to {@code max} next ranks ({@link LevelRanks}; for a file numbered by {@link
         * Numbering#KEYS}, the keys themselves) into {@code into}, each turned into its key when
         * {@code asKeys}.
         */
        private int decode(long[] into, int offset, int max, boolean asKeys) throws IOException {
            int n = (int) Math.min(max, count - delivered);
            boolean packed = ranks == null;
            try {
                for (int i = 0; i < n; i++) {
                    if (blockLeft == 0) {
                        k = (int) bits.get(6);
                        blockLeft = BLOCK;
                    }
                    blockLeft--;
                    long gap = packed ? bits.get(k) : riceGap();
                    rank += gap + 1; // a gap of up to 63 bits after a rank below 2^62 wraps to a negative rank at worst
                    if (gap < 0 || rank < 0 || rank >= rankLimit) {
                        throw corrupt(file, "damaged: a key beyond the level's range");
                    }
                    into[offset + i] = asKeys ? keyOfRank(rank) : rank;
                }
            } catch (BitSource.ExhaustedException e) {
                throw corrupt(file, "holds fewer keys than its trailer says (" + count + ")");
            }
            delivered += n;
            return n;
        }

        /** The next Rice-coded gap, with the block's parameter {@code k}. */
        private long riceGap() throws IOException {
            int quotient = bits.ones(ESCAPE);
            return quotient < ESCAPE ? (long) quotient << k | bits.get(k) : bits.get((int) bits.get(6));
        }

        private long keyOfRank(long rank) {
            while (rank >= ranks.bucketStart(bucket + 1)) {
                bucket++;
            }
            return keysOfRanks.key(bucket, rank);
        }

        /**
         * Checks, once every key has been read, that nothing but padding follows the last key.
         *
         * @throws IOException naming the file if not
         */
        public void finish() throws IOException {
            if (delivered != count || !bits.onlyPaddingLeft()) {
                throw corrupt(file, "holds a different number of keys than its trailer says (" + count + ")");
            }
        }

        @Override
        public void close() {
            // the mapped file is released with the buffer
        }
    }

    /**
     * Whether a level file holds keys asked in ascending order, the file read once from its start
     * a batch at a time: each key asked is ranked and compared with the ranks the file codes, so
     * that no rank of the file is turned back into a key (the dearest part of reading a level
     * file). A file numbered by {@link Numbering#KEYS} compares keys.
     */
    public static final class AscendingLookup implements AutoCloseable {
        private final Cursor cursor;
        /** {@code null} for a file numbered by keys. */
        private final LevelRanks.AscendingRanks ranking;
        private final long[] batch = new long[1 << 12];
        private int at;
        private int size;

        /** @throws IOException if the file is unreadable or damaged (the message names the file) */
        public AscendingLookup(Path file) throws IOException {
            cursor = new Cursor(file);
            ranking = cursor.ranks == null ? null : cursor.ranks.new AscendingRanks();
        }

        /**
         * Whether the file holds {@code key}: {@code false} for a key of another peg count or class
         * than the level's.
         *
         * @param key above every key asked before
         * @throws IOException if the file is damaged (the message names it)
         */
        public boolean contains(long key) throws IOException {
            long rank = ranking == null ? key : ranking.rank(key);
            if (rank < 0) {
                return false;
            }
            while (true) {
                if (at == size) {
                    size = cursor.decode(batch, 0, batch.length, false);
                    at = 0;
                    if (size == 0) {
                        return false;
                    }
                }
                if (batch[at] >= rank) {
                    return batch[at] == rank;
                }
                at++;
            }
        }

        @Override
        public void close() {
            cursor.close();
        }
    }

    /**
     * A level file's keys held in memory for questions in any order: the dense ranks the file
     * codes ({@link LevelRanks}), kept as RoaringBitmaps, one per 2^32 ranks, and a key asked is
     * ranked and looked up. A level numbered by {@link Numbering#RANKS} is a dense subset of its
     * ranks, so this holds about a bit per possible position of the level's pegs and class at
     * most, and usually less (runs and sparse stretches compress). A file numbered by {@link
     * Numbering#KEYS} is held by its keys. Safe for any number of threads once read.
     */
    public static final class KeySet {
        /** Ranks decoded at a time while reading. */
        private static final int READ_BATCH = 1 << 14;

        /** {@code null} for a file numbered by keys. */
        private final LevelRanks ranks;
        /** The high 32 bits of the ranks held, ascending, each once. */
        private final long[] highs;
        /** {@code parts[i]}: the low 32 bits of the ranks whose high bits are {@code highs[i]}. */
        private final RoaringBitmap[] parts;
        private final long size;

        private KeySet(LevelRanks ranks, long[] highs, RoaringBitmap[] parts, long size) {
            this.ranks = ranks;
            this.highs = highs;
            this.parts = parts;
            this.size = size;
        }

        /**
         * Reads every key of a level file, checking its checksum, header and key count.
         *
         * @throws IOException if the file is unreadable or damaged (the message names the file)
         */
        public static KeySet read(Path file) throws IOException {
            try (Cursor cursor = new Cursor(file)) {
                List<Long> highs = new java.util.ArrayList<>();
                List<RoaringBitmap> parts = new java.util.ArrayList<>();
                RoaringBitmapWriter<RoaringBitmap> writer = null;
                long[] batch = new long[READ_BATCH];
                for (int n; (n = cursor.decode(batch, 0, batch.length, false)) > 0; ) {
                    for (int i = 0; i < n; i++) {
                        long high = batch[i] >>> 32;
                        if (highs.isEmpty() || highs.get(highs.size() - 1) != high) { // ranks ascend: a new part
                            if (writer != null) {
                                parts.add(writer.get());
                            }
                            highs.add(high);
                            writer = RoaringBitmapWriter.writer().runCompress(true).get();
                        }
                        writer.add((int) batch[i]);
                    }
                }
                cursor.finish();
                if (writer != null) {
                    parts.add(writer.get());
                }
                parts.forEach(RoaringBitmap::runOptimize);
                return new KeySet(cursor.ranks, highs.stream().mapToLong(Long::longValue).toArray(), parts.toArray(new RoaringBitmap[0]),
                        cursor.count());
            }
        }

        /** Keys held. */
        public long size() {
            return size;
        }

        /** Bytes the set takes in memory, about. */
        public long heldBytes() {
            long bytes = 16L * parts.length;
            for (RoaringBitmap part : parts) {
                bytes += part.getLongSizeInBytes();
            }
            return bytes;
        }

        /** Whether the level holds {@code key}: {@code false} for a key of another peg count or class than the level's. */
        public boolean contains(long key) {
            long rank = ranks == null ? key : ranks.new AscendingRanks().rank(key);
            if (rank < 0) {
                return false;
            }
            int part = java.util.Arrays.binarySearch(highs, rank >>> 32);
            return part >= 0 && parts[part].contains((int) rank);
        }
    }

    /**
     * A level file mapped in chunks of at most {@link #CHUNK} bytes, so that a file may be larger
     * than one buffer can map (2 GiB): a level of billions of positions.
     */
    private static final class MappedFile {
        /** Bytes per mapped chunk: a multiple of 8, so that no 64-bit word of the coded gaps straddles two chunks. */
        static final long CHUNK = 1L << 30;
        private final ByteBuffer[] chunks;
        private final long size;
        private final long chunk;

        MappedFile(FileChannel channel, long chunk) throws IOException {
            this.chunk = chunk;
            size = channel.size();
            chunks = new ByteBuffer[(int) Math.max(1, (size + chunk - 1) / chunk)];
            for (int i = 0; i < chunks.length; i++) {
                long from = i * chunk;
                chunks[i] = channel.map(FileChannel.MapMode.READ_ONLY, from, Math.min(chunk, size - from)).order(ByteOrder.LITTLE_ENDIAN);
            }
        }

        long size() {
            return size;
        }

        /** The first chunk, from its start. */
        ByteBuffer first() {
            return chunks[0].duplicate().order(ByteOrder.LITTLE_ENDIAN);
        }

        private int byteAt(long offset) {
            return chunks[(int) (offset / chunk)].get((int) (offset % chunk)) & 0xff;
        }

        /** The little-endian long at {@code offset} (which may straddle two chunks). */
        long longAt(long offset) {
            long value = 0;
            for (int b = 7; b >= 0; b--) {
                value = value << 8 | byteAt(offset + b);
            }
            return value;
        }

        /** Whether the CRC-32 of every byte before the last four is the little-endian int in them. */
        boolean trailerMatches() {
            if (size < 4) {
                return false;
            }
            CRC32 check = new CRC32();
            long content = size - 4;
            for (int i = 0; i < chunks.length && i * chunk < content; i++) {
                ByteBuffer part = chunks[i].duplicate();
                part.limit((int) Math.min(part.capacity(), content - i * chunk));
                check.update(part);
            }
            int stored = 0;
            for (int b = 3; b >= 0; b--) {
                stored = stored << 8 | byteAt(size - 4 + b);
            }
            return stored == (int) check.getValue();
        }

        /** The 64-bit words in {@code [from, to)} (both multiples of 8 from the file's start), read in order. */
        BitSource words(long from, long to) {
            java.util.ArrayDeque<java.nio.LongBuffer> parts = new java.util.ArrayDeque<>();
            for (int i = (int) (from / chunk); i < chunks.length && i * chunk < to; i++) {
                long start = Math.max(from, i * chunk);
                long end = Math.min(to, i * chunk + chunks[i].capacity());
                ByteBuffer part = chunks[i].duplicate();
                part.position((int) (start - i * chunk)).limit((int) (end - i * chunk));
                parts.add(part.slice().order(ByteOrder.LITTLE_ENDIAN).asLongBuffer());
            }
            java.nio.LongBuffer first = parts.isEmpty() ? java.nio.LongBuffer.allocate(0) : parts.poll();
            return new BitSource(first, parts::poll);
        }
    }

    private static IOException corrupt(Path file, String what) {
        return new IOException(file + ": " + what);
    }
}
