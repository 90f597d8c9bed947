package org.pegatlas.storage;

/**
 * Dense ranks of the keys of one level: a key's rank is the number of smaller keys of positions
 * that could be on the level, that is, with the level's peg count and the level's parities on the
 * class invariants (see {@link PositionKeys}). Ranks are strictly increasing with keys, and every
 * rank below {@link #size()} belongs to exactly one such key, so a level's keys can be stored as
 * gaps between ranks, which are several times smaller than the gaps between keys.
 *
 * <p>A key is its bucket (its high {@link PositionKeys#lowBits()} bits: the scrambled pattern of
 * the lowest holes, which fixes their pegs and parities) followed by the higher holes {@code y}
 * unchanged. Within a bucket, the rank of {@code y} counts the smaller bit strings with the pegs
 * and parities that are left (two cases when the last hole is implied: empty or holding a peg),
 * by a table of how many bit strings of each length have each peg count and parity.
 */
final class LevelRanks {
    /** Completions of up to this many bits are listed (2^12 strings, twice when the last hole is implied). */
    private static final int TABLE_BITS = 12;
    private final int highBits;
    private final int lowBits;
    private final int syndromes;
    private final int pegs;
    private final int classBits;
    private final boolean twoCases;
    private final int lastHoleColumn;
    /** ways[(i * (highBits + 1) + k) * syndromes + s]: strings of the first i high bits with k ones and parities s. */
    private final long[] ways;
    /**
     * Like {@link #ways}, plus, when the last hole is implied, the strings with one one fewer and
     * the last hole's parities flipped: the completions of a key of either case, in one lookup.
     */
    private final long[] completions;
    /** column[i]: the parities that high bit i (hole lowBits + i) flips. */
    private final int[] column;
    /** The lowest high bits, below which {@link #key} looks the completion up instead of walking bit by bit. */
    private final int tableBits;
    /**
     * completionList[completionStart[k * syndromes + s] + i]: the i-th smallest string of the
     * first {@link #tableBits} high bits among the completions needing k pegs and parities s.
     */
    private final int[] completionList;
    private final int[] completionStart;
    /** start[h]: rank of the first possible key of bucket h; start[2^lowBits] is {@link #size()}. */
    private final long[] start;
    private final PositionKeys keys;

    /**
     * @param keys the codec of the level's keys (its invariants are the ones used)
     * @param pegs pegs on every position of the level, 0 to {@code keys.holes()}
     * @param classBits the level's parities on the invariants ({@link PositionKeys#classBits})
     */
    LevelRanks(PositionKeys keys, int pegs, int classBits) {
        this.keys = keys;
        this.lowBits = keys.lowBits();
        this.highBits = keys.keyBits() - lowBits;
        long[] invariants = keys.invariants();
        this.syndromes = 1 << invariants.length;
        this.pegs = pegs;
        this.classBits = classBits;
        this.twoCases = keys.dropsLastHole();
        this.lastHoleColumn = keys.classBits(keys.droppedBit());
        this.column = new int[highBits];
        for (int i = 0; i < highBits; i++) {
            column[i] = keys.classBits(1L << (lowBits + i));
        }
        this.ways = new long[(highBits + 1) * (highBits + 1) * syndromes];
        ways[0] = 1;
        for (int i = 1; i <= highBits; i++) {
            for (int k = 0; k <= i; k++) {
                for (int s = 0; s < syndromes; s++) {
                    ways[index(i, k, s)] = ways(i - 1, k, s) + ways(i - 1, k - 1, s ^ column[i - 1]);
                }
            }
        }
        this.completions = new long[ways.length];
        for (int i = 0; i <= highBits; i++) {
            for (int k = 0; k <= highBits; k++) {
                for (int s = 0; s < syndromes; s++) {
                    completions[index(i, k, s)] = ways(i, k, s) + (twoCases ? ways(i, k - 1, s ^ lastHoleColumn) : 0);
                }
            }
        }
        this.tableBits = Math.min(highBits, TABLE_BITS);
        this.completionStart = new int[(highBits + 2) * syndromes + 1];
        for (int k = 0; k <= highBits; k++) {
            for (int s = 0; s < syndromes; s++) {
                int at = k * syndromes + s;
                completionStart[at + 1] = completionStart[at] + (int) completions(tableBits, k, s);
            }
        }
        this.completionList = new int[completionStart[(highBits + 1) * syndromes]];
        int[] filled = new int[(highBits + 1) * syndromes];
        for (int z = 0; z < 1 << tableBits; z++) {
            int ones = Integer.bitCount(z);
            int parities = 0;
            for (int i = 0; i < tableBits; i++) {
                parities ^= (z >>> i & 1) * column[i];
            }
            add(z, ones, parities, filled);
            if (twoCases) {
                add(z, ones + 1, parities ^ lastHoleColumn, filled);
            }
        }
        this.start = new long[(1 << lowBits) + 1];
        for (int h = 0; h < 1 << lowBits; h++) {
            long low = keys.lowPattern(h);
            int k = pegs - Long.bitCount(low);
            int s = classBits ^ keys.classBits(low);
            long size = ways(highBits, k, s) + (twoCases ? ways(highBits, k - 1, s ^ lastHoleColumn) : 0);
            start[h + 1] = Math.addExact(start[h], size);
        }
    }

    private void add(int z, int k, int s, int[] filled) {
        if (k <= highBits) {
            int at = k * syndromes + s;
            completionList[completionStart[at] + filled[at]++] = z;
        }
    }

    private int index(int i, int k, int s) {
        return (i * (highBits + 1) + k) * syndromes + s;
    }

    /** Completions of the first {@code i} high bits needing {@code k} more pegs and parities {@code s}, in either case. */
    private long completions(int i, int k, int s) {
        return k < 0 || k > highBits ? 0 : completions[index(i, k, s)];
    }

    private long ways(int i, int k, int s) {
        return k < 0 || k > i ? 0 : ways[index(i, k, s)];
    }

    /** Number of possible keys: every rank is below it. */
    long size() {
        return start[start.length - 1];
    }

    /** Number of buckets (key high-bit patterns). */
    int buckets() {
        return start.length - 1;
    }

    /** Rank of the first possible key of bucket {@code h}; {@code h} may be {@link #buckets()}. */
    long bucketStart(int h) {
        return start[h];
    }

    /** The level's pegs. */
    int pegs() {
        return pegs;
    }

    /** The level's parities on the class invariants. */
    int classBits() {
        return classBits;
    }

    /**
     * The rank of {@code key} (for one key; {@link AscendingRanks} ranks a sorted sequence faster).
     *
     * @return -1 when {@code key} is not the key of a position with the level's pegs and parities
     */
    long rank(long key) {
        return new AscendingRanks().rank(key);
    }

    /**
     * Ranks of a sequence of keys, each found from the last one's: a key's rank adds one term per
     * peg of its high bits, and the terms of the pegs above the highest bit in which it differs
     * from the last key are the same, so only the pegs below are walked again (and a bucket's pegs
     * and parities are found once per run of keys in it). Made for the ascending keys of a level,
     * where neighbours share most of their high bits. Not thread-safe.
     */
    final class AscendingRanks {
        private int bucket = -1;
        /** Pegs and parities the high bits of the current bucket must hold. */
        private int needPegs;
        private int needParities;
        private long lastHigh;
        /** The walk's state just after high bit i, for each i held in {@link #lastHigh}. */
        private final long[] rankAfter = new long[Math.max(1, highBits)];
        private final int[] onesAfter = new int[Math.max(1, highBits)];
        private final int[] paritiesAfter = new int[Math.max(1, highBits)];

        /**
         * The rank of {@code key}. Keys in any order get their right ranks; ascending keys close
         * together are the fast case.
         *
         * @return -1 when {@code key} is not the key of a position with the level's pegs and parities
         */
        long rank(long key) {
            int h = (int) (key >>> highBits);
            long y = key & keys.highMask();
            long walk = y;
            long rank = 0;
            int ones = 0;
            int parities = 0;
            if (h != bucket) {
                bucket = h;
                long low = keys.lowPattern(h);
                needPegs = pegs - Long.bitCount(low);
                needParities = classBits ^ keys.classBits(low);
            } else if (y != lastHigh) {
                int highest = 63 - Long.numberOfLeadingZeros(y ^ lastHigh);
                long above = y & (-2L << highest);
                walk = y & ~above;
                if (above != 0) {
                    int j = Long.numberOfTrailingZeros(above);
                    rank = rankAfter[j];
                    ones = onesAfter[j];
                    parities = paritiesAfter[j];
                }
            }
            int k = needPegs;
            int s = needParities;
            for (long rest = walk; rest != 0; ) {
                int i = 63 - Long.numberOfLeadingZeros(rest);
                rest ^= 1L << i;
                rank += completions(i, k - ones, s ^ parities);
                ones++;
                parities ^= column[i];
                rankAfter[i] = rank;
                onesAfter[i] = ones;
                paritiesAfter[i] = parities;
            }
            lastHigh = y;
            boolean lastEmpty = ones == k && parities == s;
            boolean lastHeld = twoCases && ones == k - 1 && parities == (s ^ lastHoleColumn);
            return lastEmpty || lastHeld ? start[h] + rank : -1;
        }
    }

    /**
     * The key of rank {@code rank} in bucket {@code h}, where {@code bucketStart(h) <= rank <
     * bucketStart(h + 1)} (for one key; {@link AscendingKeys} finds the keys of a sorted sequence
     * of ranks faster).
     */
    long key(int h, long rank) {
        return new AscendingKeys().key(h, rank);
    }

    /**
     * Keys of a sequence of ranks, each found from the last one's. Finding a key walks down the
     * high bits from the top, at each bit choosing by how many ranks lie below the strings with a
     * zero there; every point of that walk covers a range of ranks, and when the next rank falls
     * in the range of a point of the last walk, the walk starts again from that point. Made for
     * the ascending ranks of a level file, where neighbours share most of their high bits. Not
     * thread-safe.
     */
    final class AscendingKeys {
        private int bucket = -1;
        private int needPegs;
        private int needParities;
        /**
         * The last walks' state on reaching high bit i: the bucket walked, the ranks passed over
         * (from the bucket's start), the bits chosen above i, their pegs and parities.
         */
        private final int[] bucketAt = new int[Math.max(1, highBits)];
        private final long[] passedAt = new long[Math.max(1, highBits)];
        private final long[] chosenAt = new long[Math.max(1, highBits)];
        private final int[] onesAt = new int[Math.max(1, highBits)];
        private final int[] paritiesAt = new int[Math.max(1, highBits)];

        AscendingKeys() {
            java.util.Arrays.fill(bucketAt, -1);
        }

        /** As {@link LevelRanks#key}: the key of rank {@code rank} in bucket {@code h}. */
        long key(int h, long rank) {
            if (h != bucket) {
                bucket = h;
                long low = keys.lowPattern(h);
                needPegs = pegs - Long.bitCount(low);
                needParities = classBits ^ keys.classBits(low);
            }
            int k = needPegs;
            int s = needParities;
            long left = rank - start[h];
            int i = highBits - 1;
            long passed = 0;
            long y = 0;
            int ones = 0;
            int parities = 0;
            for (int j = tableBits; j < highBits; j++) {
                long from = passedAt[j];
                if (bucketAt[j] == h && left >= from && left - from < completions(j + 1, k - onesAt[j], s ^ paritiesAt[j])) {
                    i = j;
                    passed = from;
                    y = chosenAt[j];
                    ones = onesAt[j];
                    parities = paritiesAt[j];
                    break;
                }
            }
            for (; i >= tableBits && ones <= k; i--) {
                bucketAt[i] = h;
                passedAt[i] = passed;
                chosenAt[i] = y;
                onesAt[i] = ones;
                paritiesAt[i] = parities;
                long zero = completions(i, k - ones, s ^ parities);
                if (left - passed >= zero) {
                    passed += zero;
                    y |= 1L << i;
                    ones++;
                    parities ^= column[i];
                }
            }
            return (long) h << highBits | y | completionList[completionStart[(k - ones) * syndromes + (s ^ parities)] + (int) (left - passed)];
        }
    }
}
