package org.pegatlas.engine;

/**
 * A bounded set of positions known not to reach the goal: open addressing over a {@code long[]}
 * (0 marks an empty slot, so the position with no peg is never stored; no search meets it).
 *
 * <p>It starts small and doubles when it is more than half full or a key finds its
 * {@link #PROBES} slots taken, up to the largest power of two of slots that fits in the byte
 * budget. Once at that size and full near a key's home slot, a new
 * key overwrites one of the {@link #PROBES} slots after its home: the table forgets a position
 * instead of refusing to learn, which costs the search time, never soundness (a forgotten position
 * is searched again; every position in the table has been proved to fail).
 *
 * <p>Used by {@code solve}'s depth-first search and by the pairs table's sample solutions
 * ({@link MiddleSolutions}). Not thread-safe: one per search.
 */
public final class FailureTable {
    /** Slots looked at for one key, from its home slot on. */
    static final int PROBES = 16;
    private static final int INITIAL_SLOTS = 1 << 16;

    private final int maxSlots;
    private long[] slots;
    private int mask;
    private long size;
    private long replaced;
    private int victim;

    /**
     * @param maxBytes the most bytes the slots may take; at least {@code 8 * PROBES}
     * @throws IllegalArgumentException when {@code maxBytes} is smaller
     */
    public FailureTable(long maxBytes) {
        if (maxBytes < 8L * PROBES) {
            throw new IllegalArgumentException("a failure table needs at least " + 8 * PROBES + " bytes");
        }
        this.maxSlots = (int) Math.min(1 << 30, Long.highestOneBit(maxBytes / 8));
        allocate(Math.min(INITIAL_SLOTS, maxSlots));
    }

    private void allocate(int count) {
        slots = new long[count];
        mask = count - 1;
    }

    /** Whether {@code position} is in the table. */
    public boolean contains(long position) {
        int home = home(position);
        for (int i = 0; i < PROBES; i++) {
            long slot = slots[(home + i) & mask];
            if (slot == position) {
                return true;
            }
            if (slot == 0) {
                return false;
            }
        }
        return false;
    }

    /** Adds {@code position} (not 0), overwriting an older entry when the table is at its largest and crowded there. */
    public void add(long position) {
        if (size * 2 > slots.length && slots.length < maxSlots) {
            grow();
        }
        int home = home(position);
        for (int i = 0; i < PROBES; i++) {
            int at = (home + i) & mask;
            if (slots[at] == position) {
                return;
            }
            if (slots[at] == 0) {
                slots[at] = position;
                size++;
                return;
            }
        }
        if (slots.length < maxSlots) {
            grow();
            add(position);
            return;
        }
        victim = (victim + 1) % PROBES;
        slots[(home + victim) & mask] = position;
        replaced++;
    }

    private void grow() {
        long[] old = slots;
        allocate(old.length * 2);
        size = 0;
        for (long position : old) {
            if (position != 0) {
                add(position);
            }
        }
    }

    private int home(long position) {
        // Fibonacci hashing: the top bits of the product depend on every bit of the position.
        return (int) (position * 0x9E3779B97F4A7C15L >>> 34) & mask;
    }

    /** Positions held. */
    public long size() {
        return size;
    }

    /** Positions forgotten to make room since the table reached its largest size. */
    public long replaced() {
        return replaced;
    }

    /** Bytes the slots take now. */
    public long bytes() {
        return 8L * slots.length;
    }

    /** Bytes the slots may take at most. */
    public long maxBytes() {
        return 8L * maxSlots;
    }
}
