package org.pegatlas.solve;

import java.util.Set;

/**
 * How {@link DepthFirstSearch} runs; none of it changes the answer, only how long it takes (or,
 * with {@code seconds}, whether it gives one).
 *
 * @param tableBytes the most bytes the {@link org.pegatlas.engine.FailureTable} may take
 * @param seconds stop without an answer after this long; {@code 0} for no limit
 * @param off the aids to leave out, to measure what each buys
 */
public record SolveSettings(long tableBytes, double seconds, Set<Aid> off) {
    /**
     * Default most bytes of the failure table: 512 MiB. While the table doubles, the old one is
     * held too (1.5 times the bytes): with a 1 GiB table the process peaked at 2.1 GiB, with
     * 512 MiB it stays well below 2 GiB.
     */
    public static final long DEFAULT_TABLE_BYTES = 1L << 29;

    /** What the search may leave out. */
    public enum Aid {
        /** {@link PagodaPruning}. */
        PAGODA,
        /** Rounds of the {@link MoveOrder#portfolio} orders: without them, the board's line order alone. */
        ORDERING,
        /** Canonical forms in the failure table: without them, raw positions. */
        SYMMETRY,
        /** The {@link EndgameTable}. */
        ENDGAME,
        /**
         * Pagoda functions derived by {@link PagodaProgram} during the search, and the
         * {@link MoveOrder#leastLoss} round they bring (left out too when {@code PAGODA} is).
         */
        LP,
        /**
         * For one peg anywhere, once a search is long: one search per hole the last peg may finish
         * on (up to the symmetries that keep the start), taking turns ({@link DepthFirstSearch}).
         */
        ENDS,
        /**
         * For goals of one peg, {@link BeamSearch}es between the depth-first rounds once a search
         * is long: they only find solutions, never prove there is none.
         */
        BEAM
    }

    public SolveSettings {
        off = Set.copyOf(off);
    }

    /** The defaults: a table of {@link #DEFAULT_TABLE_BYTES}, no time limit, every aid on. */
    public static SolveSettings defaults() {
        return new SolveSettings(DEFAULT_TABLE_BYTES, 0, Set.of());
    }

    boolean uses(Aid aid) {
        return !off.contains(aid);
    }
}
