package org.pegatlas.engine.store;

import java.util.Locale;
import org.pegatlas.reports.ByteSize;

/**
 * The memory a search may use, and how a level is split to stay within it. A level whose
 * expansion is predicted to fit is expanded whole in memory; a larger one is read from its
 * level files in slices, each slice's successors are spilled to scratch files and the spilled
 * runs are merged into the next level's files. The predictions count the arrays the search holds
 * per position and per jump; they are deliberately generous, since the JVM needs room to spare.
 *
 * @param bytes the budget in bytes, at least {@link #MINIMUM}
 */
public record MemoryBudget(long bytes) {
    /** The smallest budget accepted: 1 MiB (small budgets are for testing the way through disk). */
    public static final long MINIMUM = 1L << 20;
    /** Share of the budget one whole-level or one-slice expansion may take. */
    private static final double EXPANSION_SHARE = 0.5;
    /** The margin on a slice's measured bytes per position when the next slice is sized from it. */
    private static final double SLICE_SPARE = 1.25;
    /** Share of the budget that written levels' keys may keep in memory for the backward pass. */
    private static final double KEY_CACHE_SHARE = 0.2;
    /** Share of the budget that a merged level may take to be kept in memory for its own expansion. */
    private static final double HELD_LEVEL_SHARE = 0.15;

    public MemoryBudget {
        if (bytes < MINIMUM) {
            throw new IllegalArgumentException("memory budget below " + (MINIMUM >> 20) + " MiB");
        }
    }

    /** What the JVM may use: its maximum heap. */
    public static MemoryBudget ofJvm() {
        return new MemoryBudget(Runtime.getRuntime().maxMemory());
    }

    /**
     * Parses a size such as {@code 6g}, {@code 512m}, {@code 800k} or a plain number of bytes
     * (suffixes k, m, g, t in either case, powers of 1024).
     *
     * @throws IllegalArgumentException with a one-line message if malformed or below {@link #MINIMUM}
     */
    public static MemoryBudget parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int shift = 0;
        if (!t.isEmpty()) {
            int suffix = "kmgt".indexOf(t.charAt(t.length() - 1));
            if (suffix >= 0) {
                shift = 10 * (suffix + 1);
                t = t.substring(0, t.length() - 1);
            }
        }
        long value;
        try {
            value = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a size (examples: 6g, 512m)");
        }
        if (value < 0 || (shift > 0 && value > Long.MAX_VALUE >> shift)) {
            throw new IllegalArgumentException("'" + text + "' is not a size (examples: 6g, 512m)");
        }
        return new MemoryBudget(value << shift);
    }

    /**
     * Predicted bytes to expand {@code positions} positions at once: the positions with their
     * counts, their jumps (held twice over while being grouped) and their successors.
     *
     * @param limbs limbs per count
     * @param jumpsPerPosition jumps per position expected (the previous level's ratio)
     * @param successorsPerPosition distinct successors per position expected
     */
    public static long expansionBytes(long positions, int limbs, double jumpsPerPosition, double successorsPerPosition) {
        double perPosition = 16 + 8 * limbs + 18 * jumpsPerPosition + (32 + 16 * limbs) * successorsPerPosition;
        return (long) Math.ceil(positions * perPosition);
    }

    /**
     * The budget that slices have beside {@code heldBytes} of a level held in memory (see {@link
     * HeldLevel}): its expansion share is this one's less {@code heldBytes}, and never below
     * {@link #MINIMUM}.
     */
    public MemoryBudget besides(long heldBytes) {
        return heldBytes <= 0 ? this : new MemoryBudget(Math.max(MINIMUM, bytes - (long) (heldBytes / EXPANSION_SHARE)));
    }

    /** Whether an expansion predicted to take {@code bytes} may run whole. */
    public boolean fitsWhole(long bytes) {
        return bytes <= this.bytes * EXPANSION_SHARE;
    }

    /**
     * Slices to cut a level of {@code positions} into so that each slice's expansion fits: at
     * least 1. A slice's successors are predicted as one per jump: within a slice few jumps meet
     * (the level's own ratio of successors to positions only holds for the whole level). This
     * sizes a level's first slice; the slices after it are sized by what it held (see {@link
     * #slicePositions}), so a level may take fewer.
     */
    public int slices(long positions, int limbs, double jumpsPerPosition) {
        long bytes = expansionBytes(positions, limbs, jumpsPerPosition, jumpsPerPosition);
        return (int) Math.max(1, Math.min(1 << 20, (long) Math.ceil(bytes / (this.bytes * EXPANSION_SHARE))));
    }

    /**
     * Positions the next slice of a level being expanded in slices may take, from what the slices
     * before it held: {@code jumps} jumps and {@code successors} spilled successors for their
     * {@code positions} positions. A spilled successor is held once (its key and its count, never
     * joined into a copy), and a jump as {@link #expansionBytes} counts it; the sum gets a quarter
     * to spare, since the next positions may make more jumps. The slices before are no larger
     * than the next (see {@link #slices}), and successors meet more in a larger slice, so their
     * share of successors is an upper bound for it.
     *
     * @param positions positions expanded so far, at least 1
     * @param limbs limbs per count of the successors
     * @return at least 1
     */
    public long slicePositions(long positions, long jumps, long successors, int limbs) {
        double perPosition = SLICE_SPARE * (16 + 8 * limbs + (18.0 * jumps + (8 + 8 * limbs) * (double) successors) / positions);
        return Math.max(1, (long) (bytes * EXPANSION_SHARE / perPosition));
    }

    /** Memory that written levels' keys may keep for reading back. */
    public long keyCacheBytes() {
        return (long) (bytes * KEY_CACHE_SHARE);
    }

    /**
     * Memory that a level merged from spilled runs may take to be kept for its own expansion
     * next, so that it is not read back from its files (see {@link HeldLevel}).
     */
    public long heldLevelBytes() {
        return (long) (bytes * HELD_LEVEL_SHARE);
    }

    /** The budget in a short human form ({@link ByteSize}): GiB with one decimal, or whole MiB rounded down below 1 GiB. */
    public String describe() {
        return ByteSize.of(bytes < 1L << 30 ? bytes >> 20 << 20 : bytes, 0);
    }
}
