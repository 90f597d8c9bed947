package org.pegatlas.storage;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tables behind {@link LevelRanks} that depend only on a key codec (its holes and class
 * invariants), not on a level's pegs and parities: made once per codec shape and shared by every
 * level of it, read-only once made (so safe to share between threads).
 *
 * <p>Names follow {@link LevelRanks}: a key is its bucket {@code h} (the high
 * {@link PositionKeys#lowBits()} bits) followed by the higher holes {@code y}, whose
 * {@link #highBits} bits are the "high bits"; "parities" are a bit per class invariant, one of
 * {@link #syndromes} values.
 */
final class RankTables {
    /** Completions of up to this many bits are listed (2^12 strings, twice when the last hole is implied). */
    private static final int TABLE_BITS = 12;
    /** By {@link #shapeOf}: the tables of every codec shape met so far (a handful per process). */
    private static final Map<String, RankTables> SHARED = new ConcurrentHashMap<>();

    final int highBits;
    final int syndromes;
    /** Whether the last hole is implied (dropped from keys): a key stands for two cases, that hole empty or holding a peg. */
    final boolean twoCases;
    /** The parities the implied last hole flips when it holds a peg. */
    final int lastHoleColumn;
    /** column[i]: the parities that high bit i (hole lowBits + i) flips. */
    final int[] column;
    /** ways[(i * (highBits + 1) + k) * syndromes + s]: strings of the first i high bits with k ones and parities s. */
    private final long[] ways;
    /**
     * Like {@link #ways}, plus, when the last hole is implied, the strings with one one fewer and
     * the last hole's parities flipped: the completions of a key of either case, in one lookup.
     */
    private final long[] completions;
    /** The lowest high bits, below which a key is looked up in {@link #completionList} instead of walked bit by bit. */
    final int tableBits;
    /**
     * completionList[completionStart[k * syndromes + s] + i]: the i-th smallest string of the
     * first {@link #tableBits} high bits among the completions needing k pegs and parities s.
     */
    final int[] completionList;
    final int[] completionStart;
    /** Bytes of the high bits that {@link #byteRank} covers: {@code ceil(highBits / 8)}. */
    final int rankBytes;
    /**
     * byteRank[((j * 256 + v) * (highBits + 2) + k) * syndromes + s]: what byte j of the high
     * bits (bits 8j to 8j+7) holding v adds to a key's rank when the bytes above it leave k pegs
     * (0 to highBits + 1: the implied last hole may take one) and parities s to place.
     */
    final long[] byteRank;
    /** byteParities[j * 256 + v]: the parities that byte j of the high bits holding v flips. */
    final int[] byteParities;
    /** bucketPegs[h]: the pegs of bucket {@code h}'s low holes. */
    final byte[] bucketPegs;
    /** bucketParities[h]: the parities of bucket {@code h}'s low holes. */
    final byte[] bucketParities;

    /** The tables of {@code keys}'s shape, made on first use. */
    static RankTables of(PositionKeys keys) {
        return SHARED.computeIfAbsent(shapeOf(keys), shape -> new RankTables(keys));
    }

    /** What the tables depend on: the holes and the class invariants. */
    private static String shapeOf(PositionKeys keys) {
        return keys.holes() + ":" + Arrays.toString(keys.invariants());
    }

    private RankTables(PositionKeys keys) {
        int lowBits = keys.lowBits();
        this.highBits = keys.keyBits() - lowBits;
        this.syndromes = 1 << keys.invariants().length;
        this.twoCases = keys.dropsLastHole();
        this.lastHoleColumn = keys.classBits(keys.droppedBit());
        this.column = new int[highBits];
        for (int i = 0; i < highBits; i++) {
            column[i] = keys.classBits(1L << (lowBits + i));
        }
        this.ways = waysTable();
        this.completions = completionsTable();
        this.tableBits = Math.min(highBits, TABLE_BITS);
        this.completionStart = completionStarts();
        this.completionList = completionListTable();
        this.rankBytes = (highBits + 7) / 8;
        this.byteParities = new int[rankBytes * 256];
        this.byteRank = byteRankTable();
        this.bucketPegs = new byte[1 << lowBits];
        this.bucketParities = new byte[1 << lowBits];
        for (int h = 0; h < 1 << lowBits; h++) {
            long low = keys.lowPattern(h);
            bucketPegs[h] = (byte) Long.bitCount(low);
            bucketParities[h] = (byte) keys.classBits(low);
        }
    }

    private long[] waysTable() {
        long[] table = new long[(highBits + 1) * (highBits + 1) * syndromes];
        table[0] = 1;
        for (int i = 1; i <= highBits; i++) {
            for (int k = 0; k <= i; k++) {
                for (int s = 0; s < syndromes; s++) {
                    table[index(i, k, s)] = ways(table, i - 1, k, s) + ways(table, i - 1, k - 1, s ^ column[i - 1]);
                }
            }
        }
        return table;
    }

    private long[] completionsTable() {
        long[] table = new long[ways.length];
        for (int i = 0; i <= highBits; i++) {
            for (int k = 0; k <= highBits; k++) {
                for (int s = 0; s < syndromes; s++) {
                    table[index(i, k, s)] = ways(i, k, s) + (twoCases ? ways(i, k - 1, s ^ lastHoleColumn) : 0);
                }
            }
        }
        return table;
    }

    private int[] completionStarts() {
        int[] starts = new int[(highBits + 2) * syndromes + 1];
        for (int k = 0; k <= highBits; k++) {
            for (int s = 0; s < syndromes; s++) {
                int at = k * syndromes + s;
                starts[at + 1] = starts[at] + (int) completions(tableBits, k, s);
            }
        }
        return starts;
    }

    private int[] completionListTable() {
        int[] list = new int[completionStart[(highBits + 1) * syndromes]];
        int[] filled = new int[(highBits + 1) * syndromes];
        for (int z = 0; z < 1 << tableBits; z++) {
            int ones = Integer.bitCount(z);
            int parities = 0;
            for (int i = 0; i < tableBits; i++) {
                parities ^= (z >>> i & 1) * column[i];
            }
            list(list, z, ones, parities, filled);
            if (twoCases) {
                list(list, z, ones + 1, parities ^ lastHoleColumn, filled);
            }
        }
        return list;
    }

    private void list(int[] list, int z, int k, int s, int[] filled) {
        if (k <= highBits) {
            int at = k * syndromes + s;
            list[completionStart[at] + filled[at]++] = z;
        }
    }

    /**
     * {@link #byteRank}, filling {@link #byteParities}: a byte's share of a rank is the completions
     * passed over at its highest set bit plus, one peg fewer to place below it, the share of the
     * same byte without that bit.
     */
    private long[] byteRankTable() {
        int kinds = (highBits + 2) * syndromes;
        long[] table = new long[rankBytes * 256 * kinds];
        for (int j = 0; j < rankBytes; j++) {
            int width = Math.min(8, highBits - 8 * j);
            for (int v = 1; v < 1 << width; v++) {
                int top = 31 - Integer.numberOfLeadingZeros(v);
                int i = 8 * j + top;
                int rest = v ^ 1 << top;
                byteParities[j * 256 + v] = byteParities[j * 256 + rest] ^ column[i];
                int at = (j * 256 + v) * kinds;
                int restAt = (j * 256 + rest) * kinds;
                for (int k = 1; k <= highBits + 1; k++) {
                    for (int s = 0; s < syndromes; s++) {
                        table[at + k * syndromes + s] = completions(i, k, s) + table[restAt + (k - 1) * syndromes + (s ^ column[i])];
                    }
                }
            }
        }
        return table;
    }

    private int index(int i, int k, int s) {
        return (i * (highBits + 1) + k) * syndromes + s;
    }

    /** Completions of the first {@code i} high bits needing {@code k} more pegs and parities {@code s}, in either case. */
    long completions(int i, int k, int s) {
        return k < 0 || k > highBits ? 0 : completions[index(i, k, s)];
    }

    /** Possible keys in a bucket whose high bits must hold {@code k} pegs (any int) and parities {@code s}. */
    long bucketSize(int k, int s) {
        return ways(highBits, k, s) + (twoCases ? ways(highBits, k - 1, s ^ lastHoleColumn) : 0);
    }

    private long ways(int i, int k, int s) {
        return ways(ways, i, k, s);
    }

    private long ways(long[] table, int i, int k, int s) {
        return k < 0 || k > i ? 0 : table[index(i, k, s)];
    }
}
