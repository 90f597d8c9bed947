package org.pegatlas.search;

import org.pegatlas.board.Board;

/**
 * What counts as finished: a set of positions. A goal must be described so that the search can
 * tell which symmetries leave it unchanged ({@link #isFixedBy}); only those are used for
 * canonical storage, so every count stays exact.
 */
public interface Goal {
    /** Whether {@code position} is a goal position. */
    boolean test(long position);

    /** Whether the permutation {@code hole -> permutation[hole]} maps the goal set onto itself. */
    boolean isFixedBy(int[] permutation);

    /** A short description for reports, e.g. {@code one peg on d4}. */
    String describe(Board board);

    /** One peg left, on {@code hole}. */
    static Goal onePegOn(int hole) {
        return new OnePegOn(hole);
    }

    /** The goal behind {@link #onePegOn}. */
    record OnePegOn(int hole) implements Goal {
        @Override
        public boolean test(long position) {
            return position == 1L << hole;
        }

        @Override
        public boolean isFixedBy(int[] permutation) {
            return permutation[hole] == hole;
        }

        @Override
        public String describe(Board board) {
            return "one peg on " + board.holeName(hole);
        }
    }
}
