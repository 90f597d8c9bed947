package org.pegatlas.solve;

import java.util.Arrays;

/**
 * The positions offered for one level of a {@link BeamSearch}, without duplicates, of which the
 * best {@code width} are kept: open addressing by key (a canonical form, never 0), each entry
 * with its position, rank, and the parent and jump that led to it.
 *
 * <p>A position's rank is its score above everything, then a hash of its key under a fixed seed
 * (a tie-break that looks random but is the same in every run). Whenever {@code 2 * width}
 * entries are held, all but the {@code width} of highest rank are dropped, and from then on an
 * offer must rank above the lowest kept one (the <em>floor</em>): the floor only rises, so
 * what {@link #select} returns is the {@code width} best of all positions offered, whatever
 * their order (a few more when ranks tie exactly at the floor). A key offered again keeps its first
 * entry (its first parent).
 */
final class BeamCandidates {
    /** Seed of the tie-break hash. */
    private static final long SEED = 0x5DEECE66DL;

    private final int width;
    private final int mask;
    private final long[] keys;
    private final long[] positions;
    private final long[] ranks;
    private final int[] links;
    private int count;
    /** Offers must rank above this: the lowest rank kept at the last cut. */
    private long floor = Long.MIN_VALUE;
    /** Scratch for the cut: the ranks held, then the entries kept. */
    private final long[] scratchRanks;
    private final long[] scratchKeys;
    private final long[] scratchPositions;
    private final int[] scratchLinks;

    /** Room for {@code width} positions a level (at least 1, at most 2^28). */
    BeamCandidates(int width) {
        if (width < 1 || width > 1 << 28) {
            throw new IllegalArgumentException("beam width " + width + " not in [1, 2^28]");
        }
        this.width = width;
        int slots = Integer.highestOneBit(4 * width - 1) << 1;
        mask = slots - 1;
        keys = new long[slots];
        positions = new long[slots];
        ranks = new long[slots];
        links = new int[slots];
        scratchRanks = new long[2 * width];
        scratchKeys = new long[2 * width];
        scratchPositions = new long[2 * width];
        scratchLinks = new int[2 * width];
    }

    /** Whether a position of this score may still be kept (when the score ties the floor's, its tie-break decides in {@link #offer}). */
    boolean mayKeep(int score) {
        return score >= (int) (floor >> 32);
    }

    /**
     * Offers {@code position}, whose key is {@code key} (not 0) and score {@code score}; {@code link}
     * names its parent and jump for the caller. Ignored when it ranks at or below the floor or its
     * key is held.
     */
    void offer(long key, long position, int score, int link) {
        long rank = (long) score << 32 | tieBreak(key);
        if (rank <= floor) {
            return;
        }
        int at = slot(key);
        if (keys[at] == key) {
            return;
        }
        keys[at] = key;
        positions[at] = position;
        ranks[at] = rank;
        links[at] = link;
        if (++count >= 2 * width) {
            cut();
        }
    }

    /** Entries held (before {@link #select}, up to {@code 2 * width}). */
    int size() {
        return count;
    }

    /**
     * Keeps the best {@code width} entries and writes them, in slot order, into {@code positionsOut}
     * and {@code linksOut} (room for {@code width} and a few ties: {@link #selectedRoom}); then
     * empties the table for the next level.
     *
     * @return how many were written
     */
    int select(long[] positionsOut, int[] linksOut) {
        if (count > width) {
            cut();
        }
        int n = 0;
        for (int at = 0; at <= mask; at++) {
            if (keys[at] != 0) {
                positionsOut[n] = positions[at];
                linksOut[n] = links[at];
                n++;
                keys[at] = 0;
            }
        }
        count = 0;
        floor = Long.MIN_VALUE;
        return n;
    }

    /** Room {@link #select} may need: {@code 2 * width} (ties at the floor may keep more than {@code width}). */
    int selectedRoom() {
        return 2 * width;
    }

    /** Drops all but the {@code width} entries of highest rank (and those tying the lowest of them) and raises the floor. */
    private void cut() {
        int n = 0;
        for (int at = 0; at <= mask; at++) {
            if (keys[at] != 0) {
                scratchRanks[n++] = ranks[at];
            }
        }
        long lowestKept = kthLargest(scratchRanks, n, width);
        int kept = 0;
        for (int at = 0; at <= mask; at++) {
            if (keys[at] != 0 && ranks[at] >= lowestKept) {
                scratchKeys[kept] = keys[at];
                scratchPositions[kept] = positions[at];
                scratchRanks[kept] = ranks[at];
                scratchLinks[kept] = links[at];
                kept++;
            }
        }
        Arrays.fill(keys, 0);
        for (int i = 0; i < kept; i++) {
            int at = slot(scratchKeys[i]);
            keys[at] = scratchKeys[i];
            positions[at] = scratchPositions[i];
            ranks[at] = scratchRanks[i];
            links[at] = scratchLinks[i];
        }
        count = kept;
        floor = lowestKept - 1;
    }

    /** The {@code k}-th largest of {@code a[0, n)}, {@code 1 <= k <= n}, reordering them (quickselect, median of three). */
    static long kthLargest(long[] a, int n, int k) {
        int target = n - k;
        int lo = 0;
        int hi = n - 1;
        while (lo < hi) {
            long x = a[lo];
            long y = a[(lo + hi) >>> 1];
            long z = a[hi];
            long pivot = Math.max(Math.min(x, y), Math.min(Math.max(x, y), z));
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    long t = a[i];
                    a[i++] = a[j];
                    a[j--] = t;
                }
            }
            if (target <= j) {
                hi = j;
            } else if (target >= i) {
                lo = i;
            } else {
                return a[target];
            }
        }
        return a[target];
    }

    /** The slot holding {@code key}, or the empty slot where it would go. */
    private int slot(long key) {
        int at = (int) (key * 0x9E3779B97F4A7C15L >>> 32) & mask;
        while (keys[at] != 0 && keys[at] != key) {
            at = (at + 1) & mask;
        }
        return at;
    }

    /** A hash of {@code key} in the low 32 bits (SplitMix64's finaliser over the key and the seed). */
    private static long tieBreak(long key) {
        long z = key ^ SEED;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) & 0xffffffffL;
    }
}
