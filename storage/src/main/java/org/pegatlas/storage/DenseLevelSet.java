package org.pegatlas.storage;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.file.Path;

/**
 * A level's set of position keys held as one bit per possible position of the level: bit {@code
 * r} stands for the key of dense rank {@code r} ({@link LevelRanks}: the positions with the
 * level's pegs and parities on the class invariants). Its size is fixed by the level's shape, not
 * by how many keys it holds: {@link #bytesFor} says how much (on the 41-hole diamond, about 2.1 GB
 * for the widest level, of 20 or 21 pegs). Made for levels too large to be sorted in memory: keys
 * are added in any order and by any number of threads, and come out ascending, once each, when the
 * set is written as a level file, byte for byte the file {@link LevelSetFile#write} writes for the
 * same keys.
 */
public final class DenseLevelSet {
    /** Words of a Java array at most (a little under {@link Integer#MAX_VALUE}). */
    private static final long MAX_WORDS = Integer.MAX_VALUE - 8;
    private static final VarHandle WORD = MethodHandles.arrayElementVarHandle(long[].class);
    /** Ranks read from a file at a time. */
    private static final int READ_BATCH = 1 << 14;

    private final PositionKeys codec;
    private final LevelRanks ranks;
    private final long[] words;
    /** Words per numbered block: eight, the 64 bytes of a cache line (Java arrays need not start on one). */
    private static final int BLOCK_SHIFT = 3;
    /**
     * {@code before[b]}: keys held in the words before block {@code b} ({@link #BLOCK_SHIFT});
     * {@code null} until {@link #number}. Small (an {@code int} per 512 bits), so it stays in the
     * cache, and the words of a block that a number also counts are most often in the cache line of
     * the word looked up.
     */
    private int[] before;

    /**
     * An empty set of the level of {@code pegs} pegs whose positions have parities {@code
     * classBits} on {@code codec}'s class invariants.
     *
     * @throws IllegalArgumentException if {@code pegs} is outside 0 to the codec's holes, or the level
     *     has more possible positions than one array of bits can hold (about 1.4 × 10^11)
     */
    public DenseLevelSet(PositionKeys codec, int pegs, int classBits) {
        this(codec, new LevelRanks(codec, checkPegs(codec, pegs), classBits));
    }

    private DenseLevelSet(PositionKeys codec, LevelRanks ranks) {
        long wordCount = words(ranks.size());
        if (wordCount > MAX_WORDS) {
            throw new IllegalArgumentException("a level of " + ranks.pegs() + " pegs on " + codec.holes() + " holes has " + ranks.size()
                    + " possible positions: too many to hold one bit each");
        }
        this.codec = codec;
        this.ranks = ranks;
        this.words = new long[(int) wordCount];
    }

    /**
     * The bytes a set of that level takes (one bit per possible position), whatever it holds; more
     * than {@link #MAX_BYTES} when the level has too many possible positions to be held at all.
     */
    public static long bytesFor(PositionKeys codec, int pegs, int classBits) {
        return 8 * words(new LevelRanks(codec, checkPegs(codec, pegs), classBits).size());
    }

    /** The most bytes a set can take: a level with more possible positions cannot be held. */
    public static final long MAX_BYTES = 8 * MAX_WORDS;

    /**
     * The keys of a level file numbered by ranks (as level files are), its checksum, header and key
     * count checked.
     *
     * @throws IOException if the file is unreadable, damaged, or numbered by keys (the message names it)
     */
    public static DenseLevelSet read(Path file) throws IOException {
        try (LevelSetFile.Cursor cursor = new LevelSetFile.Cursor(file)) {
            LevelRanks fileRanks = cursor.ranks();
            if (fileRanks == null) {
                throw new IOException(file + ": a scratch file of keys, not a level file of ranks");
            }
            DenseLevelSet set;
            try {
                set = new DenseLevelSet(cursor.codec(), fileRanks);
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ": " + e.getMessage());
            }
            long[] batch = new long[READ_BATCH];
            for (int n; (n = cursor.nextRanks(batch, 0, batch.length)) > 0; ) {
                for (int i = 0; i < n; i++) {
                    set.words[(int) (batch[i] >>> 6)] |= 1L << batch[i];
                }
            }
            cursor.finish();
            return set;
        }
    }

    /** The level's pegs. */
    public int pegs() {
        return ranks.pegs();
    }

    /** The bytes the set takes. */
    public long bytes() {
        return 8L * words.length;
    }

    /** Keys held (counted, so not free: one pass over the bits). */
    public long count() {
        long count = 0;
        for (long word : words) {
            count += Long.bitCount(word);
        }
        return count;
    }

    /**
     * Keeps only the keys {@code other} holds too (a set of the same level: pegs and class).
     *
     * @throws IllegalArgumentException if {@code other} is a set of another level
     */
    public void retainAll(DenseLevelSet other) {
        if (other.ranks.pegs() != ranks.pegs() || other.ranks.classBits() != ranks.classBits() || other.words.length != words.length) {
            throw new IllegalArgumentException("sets of different levels");
        }
        for (int w = 0; w < words.length; w++) {
            words[w] &= other.words[w];
        }
    }

    /**
     * Numbers the keys held {@code 0, 1, …} in ascending order, for {@link Access#indexesOf}: the
     * order of a level file's keys, so that an array indexed by it holds one entry per key of the
     * file. Costs an {@code int} per 512 bits. The set must not change afterwards.
     *
     * @return the keys held
     * @throws IllegalStateException if it holds {@link Integer#MAX_VALUE} keys or more
     */
    public int number() {
        int[] numbers = new int[(words.length >>> BLOCK_SHIFT) + 1];
        long held = 0;
        for (int w = 0; w < words.length; w++) {
            if ((w & ((1 << BLOCK_SHIFT) - 1)) == 0) {
                numbers[w >>> BLOCK_SHIFT] = (int) held;
            }
            held += Long.bitCount(words[w]);
            if (held >= Integer.MAX_VALUE) {
                throw new IllegalStateException("a set of " + ranks.pegs() + " pegs holding 2^31 keys or more cannot be numbered");
            }
        }
        before = numbers;
        return (int) held;
    }

    /** Blocks of the set's words, as {@link #reader} and {@link #keysOfBlocks} take them: eight words (512 possible keys) each. */
    public int blocks() {
        return (words.length + (1 << BLOCK_SHIFT) - 1) >>> BLOCK_SHIFT;
    }

    /**
     * A reader of the keys held in blocks {@code [fromBlock, toBlock)} (of {@link #blocks}),
     * ascending, with their positions: threads given disjoint ranges of blocks read the whole set
     * together, each with a reader of its own. Meant for a set no thread adds to any more.
     */
    public KeyReader reader(int fromBlock, int toBlock) {
        return new KeyReader(fromBlock, toBlock);
    }

    /**
     * Writes the keys held in blocks {@code [fromBlock, toBlock)}, ascending, and their positions
     * into {@code keys} and {@code positions} from the number of the first of them ({@link
     * #number}, which must have been called): threads given disjoint ranges of blocks fill the
     * arrays of every key held together, in the order of a level file's keys.
     *
     * @param keys room for every key held
     * @param positions room for every key held
     */
    public void keysOfBlocks(int fromBlock, int toBlock, long[] keys, long[] positions) {
        reader(fromBlock, toBlock).next(keys, positions, before[fromBlock], Integer.MAX_VALUE);
    }

    /** One thread's reading of a range of blocks: see {@link #reader}. */
    public final class KeyReader {
        private final LevelRanks.AscendingKeys keysOfRanks = ranks.new AscendingKeys();
        private final int pegs = ranks.pegs();
        private final int end;
        /** The word being read, and what is left of it. */
        private int at;
        private long word;
        private int bucket;

        private KeyReader(int fromBlock, int toBlock) {
            this.at = fromBlock << BLOCK_SHIFT;
            this.end = (int) Math.min(words.length, (long) toBlock << BLOCK_SHIFT);
            this.word = at < end ? words[at] : 0;
        }

        /**
         * Reads the next keys of the range, at most {@code most}, into {@code keys} and their
         * positions into {@code positions}, from index {@code offset}.
         *
         * @return the keys read: fewer than {@code most} only at the end of the range (then 0 on)
         */
        public int next(long[] keys, long[] positions, int offset, int most) {
            int n = 0;
            while (n < most) {
                while (word == 0) {
                    if (++at >= end) {
                        at = end;
                        return n;
                    }
                    word = words[at];
                }
                long rank = 64L * at + Long.numberOfTrailingZeros(word);
                word &= word - 1;
                while (rank >= ranks.bucketStart(bucket + 1)) {
                    bucket++;
                }
                long key = keysOfRanks.key(bucket, rank);
                keys[offset + n] = key;
                positions[offset + n++] = codec.position(key, pegs);
            }
            return n;
        }
    }

    /**
     * A view that looks up keys, with the ranking tables of one thread: make one per thread. Meant
     * for a set no thread adds to any more ({@link #adder} adds).
     */
    public Access access() {
        return new Access();
    }

    /**
     * A view that adds keys a batch at a time, with the ranking tables of one thread: make one per
     * thread, and {@link Adder#flush} it before the set is read. Faster than {@link Access#add} on
     * a set larger than the processor's cache: a batch's ranks are found first, then the words
     * they fall in are loaded in a loop of loads alone (which the processor overlaps, many cache
     * misses at once), then the bits are set from the cache. Adding is safe while other threads
     * add through their own adders.
     */
    public Adder adder() {
        return new Adder();
    }

    /** One thread's batches of keys to add: see {@link #adder}. */
    public final class Adder {
        /** Keys held back before they are added. */
        private static final int BATCH = 256;
        private final LevelRanks.AscendingRanks ranking = ranks.new AscendingRanks();
        private final long[] pending = new long[BATCH];
        private int held;
        /** The sum of the words loaded ahead, kept so that the compiler keeps the loads. */
        private long touched;

        private Adder() {
        }

        /**
         * Adds {@code key} once this batch is full or flushed.
         *
         * @throws IllegalArgumentException (now or when its batch is added) if it is not the key of a
         *     position of the level's pegs and class
         */
        public void add(long key) {
            pending[held++] = key;
            if (held == BATCH) {
                flush();
            }
        }

        /** Adds the keys held back. */
        public void flush() {
            int n = held;
            held = 0;
            for (int i = 0; i < n; i++) {
                long rank = ranking.rank(pending[i]);
                if (rank < 0) {
                    throw new IllegalArgumentException("key " + Long.toHexString(pending[i]) + " is not that of a position of "
                            + ranks.pegs() + " pegs in the level's class");
                }
                pending[i] = rank;
            }
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += words[(int) (pending[i] >>> 6)];
            }
            touched += sum;
            for (int i = 0; i < n; i++) {
                int index = (int) (pending[i] >>> 6);
                long bit = 1L << pending[i];
                if ((words[index] & bit) == 0) { // most successors are met again: a read spares most of the atomic writes
                    WORD.getAndBitwiseOr(words, index, bit);
                }
            }
        }
    }

    /**
     * Writes the keys held to {@code file} atomically, as a level file numbered by ranks (no key
     * is held meanwhile: each set bit is coded as it is met).
     */
    public AtomicFiles.Written write(Path file) throws IOException {
        LevelSetFile.Writer writer = new LevelSetFile.Writer(codec, ranks.pegs(), ranks.classBits());
        for (int w = 0; w < words.length; w++) {
            long word = words[w];
            while (word != 0) {
                writer.addRank(64L * w + Long.numberOfTrailingZeros(word));
                word &= word - 1;
            }
        }
        return writer.write(file);
    }

    /** One thread's view of the set: see {@link #access}. */
    public final class Access {
        private final LevelRanks.AscendingRanks ranking = ranks.new AscendingRanks();
        private long[] scratch = new long[0];
        /** The sum of the words loaded ahead, kept so that the compiler keeps the loads. */
        private long touched;

        private Access() {
        }

        /**
         * The numbers of {@code keys[0 .. n)} among the keys held ({@link #number}, which must have
         * been called): each the count of smaller keys held, or -1 when the set does not hold it (a
         * key of another peg count or class included). The ranks are found first, then the words
         * they fall in are loaded in a loop of loads alone (many cache misses at once), as
         * {@link Adder} does.
         *
         * @param into room for {@code n} numbers
         */
        public void indexesOf(long[] keys, int n, int[] into) {
            long[] ranked = n <= scratch.length ? scratch : new long[n];
            scratch = ranked;
            for (int i = 0; i < n; i++) {
                ranked[i] = ranking.rank(keys[i]);
            }
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += ranked[i] < 0 ? 0 : words[(int) (ranked[i] >>> 6)];
            }
            touched += sum;
            for (int i = 0; i < n; i++) {
                long rank = ranked[i];
                if (rank < 0) {
                    into[i] = -1;
                    continue;
                }
                int index = (int) (rank >>> 6);
                long bit = 1L << rank;
                long word = words[index];
                if ((word & bit) == 0) {
                    into[i] = -1;
                    continue;
                }
                int number = before[index >>> BLOCK_SHIFT] + Long.bitCount(word & (bit - 1));
                for (int w = index & -(1 << BLOCK_SHIFT); w < index; w++) {
                    number += Long.bitCount(words[w]);
                }
                into[i] = number;
            }
        }

        /** Whether the set holds {@code key}: {@code false} for a key of another peg count or class than the level's. */
        public boolean contains(long key) {
            long rank = ranking.rank(key);
            return rank >= 0 && (words[(int) (rank >>> 6)] & 1L << rank) != 0;
        }
    }

    private static long words(long bits) {
        return (bits + 63) >>> 6;
    }

    private static int checkPegs(PositionKeys codec, int pegs) {
        if (pegs < 0 || pegs > codec.holes()) {
            throw new IllegalArgumentException(pegs + " pegs on a board of " + codec.holes() + " holes");
        }
        return pegs;
    }
}
