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
 * by a table of how many bit strings of each length have each peg count and parity. The tables
 * that do not depend on the level are made once per codec shape ({@link RankTables}); a level
 * adds only where each bucket's ranks start.
 */
final class LevelRanks {
    /** The codec's tables, shared with every other level of the same shape. */
    private final RankTables t;
    private final int highBits;
    private final int pegs;
    private final int classBits;
    /** start[h]: rank of the first possible key of bucket h; start[2^lowBits] is {@link #size()}. */
    private final long[] start;

    /**
     * @param keys the codec of the level's keys (its invariants are the ones used)
     * @param pegs pegs on every position of the level, 0 to {@code keys.holes()}
     * @param classBits the level's parities on the invariants ({@link PositionKeys#classBits})
     */
    LevelRanks(PositionKeys keys, int pegs, int classBits) {
        this.t = RankTables.of(keys);
        this.highBits = t.highBits;
        this.pegs = pegs;
        this.classBits = classBits;
        int buckets = t.bucketPegs.length;
        this.start = new long[buckets + 1];
        for (int h = 0; h < buckets; h++) {
            start[h + 1] = Math.addExact(start[h], t.bucketSize(pegs - t.bucketPegs[h], classBits ^ t.bucketParities[h]));
        }
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
     * The rank of {@code key} (for one key; {@link AscendingRanks} ranks many).
     *
     * @return -1 when {@code key} is not the key of a position with the level's pegs and parities
     */
    long rank(long key) {
        return new AscendingRanks().rank(key);
    }

    /**
     * Ranks of a sequence of keys: a key's rank adds, byte by byte of its high bits from the top,
     * a share looked up by the byte's value and the pegs and parities the bytes above leave (see
     * {@link RankTables#byteRank}); a bucket's pegs and parities are looked up once per run of
     * keys in it, as in the ascending keys of a level. Not thread-safe; make one per thread.
     */
    final class AscendingRanks {
        private int bucket = -1;
        /** Pegs and parities the high bits of the current bucket must hold. */
        private int needPegs;
        private int needParities;
        private final long[] byteRank = t.byteRank;
        private final int[] byteParities = t.byteParities;
        private final int syndromes = t.syndromes;

        /**
         * The rank of {@code key}, in any order of keys.
         *
         * @return -1 when {@code key} is not the key of a position with the level's pegs and parities
         */
        long rank(long key) {
            int h = (int) (key >>> highBits);
            if (h != bucket) {
                bucket = h;
                needPegs = pegs - t.bucketPegs[h];
                needParities = classBits ^ t.bucketParities[h];
            }
            long y = key & ((1L << highBits) - 1);
            int k = needPegs;
            int s = needParities;
            long rank = 0;
            for (int j = t.rankBytes - 1; j >= 0; j--) {
                if (k < 0 || k > highBits + 1) {
                    return -1;
                }
                int v = (int) (y >>> (8 * j)) & 0xff;
                rank += byteRank[((j * 256 + v) * (highBits + 2) + k) * syndromes + s];
                k -= Integer.bitCount(v);
                s ^= byteParities[j * 256 + v];
            }
            boolean lastEmpty = k == 0 && s == 0;
            boolean lastHeld = t.twoCases && k == 1 && s == t.lastHoleColumn;
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
                needPegs = pegs - t.bucketPegs[h];
                needParities = classBits ^ t.bucketParities[h];
            }
            int tableBits = t.tableBits;
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
                if (bucketAt[j] == h && left >= from && left - from < t.completions(j + 1, k - onesAt[j], s ^ paritiesAt[j])) {
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
                long zero = t.completions(i, k - ones, s ^ parities);
                if (left - passed >= zero) {
                    passed += zero;
                    y |= 1L << i;
                    ones++;
                    parities ^= t.column[i];
                }
            }
            return (long) h << highBits | y | t.completionList[t.completionStart[(k - ones) * t.syndromes + (s ^ parities)] + (int) (left - passed)];
        }
    }
}
