package org.pegatlas.problem;

import org.pegatlas.board.Board;

/**
 * What counts as finished: a set of positions. A goal must be described so that the search can
 * tell which symmetries leave it unchanged ({@link #isFixedBy}); only those are used for
 * canonical storage, so every count stays exact.
 *
 * <p>The kinds: one peg on a given hole ({@link #onePegOn}), one peg anywhere
 * ({@link #onePegAnywhere}), at most k pegs left ({@link #atMost}) and an exact final position
 * ({@link #exactly}). {@link #describe} is the text for people; a problem's record writes its goal
 * apart from it ({@link ProblemCodec}), so that the text may change without changing any record.
 */
public interface Goal extends java.io.Serializable {
    /** Whether {@code position} is a goal position. */
    boolean test(long position);

    /** Whether the permutation {@code hole -> permutation[hole]} maps the goal set onto itself. */
    boolean isFixedBy(int[] permutation);

    /** A short description for reports, e.g. {@code one peg on d4}: text for people, not read back. */
    String describe(Board board);

    /** The holes the goal names: the goal hole, the exact final pegs; {@code 0} when it names none. */
    default long holes() {
        return 0;
    }

    /** Fewest pegs on a goal position (a start with fewer pegs can never reach the goal). */
    default int minimumPegs() {
        return 1;
    }

    /** Most pegs on a goal position: levels with more pegs hold no goal position. */
    default int maximumPegs() {
        return 1;
    }

    /** One peg left, on {@code hole}. */
    static Goal onePegOn(int hole) {
        return new OnePegOn(hole);
    }

    /** One peg left, on any hole. */
    static Goal onePegAnywhere() {
        return new OnePegAnywhere();
    }

    /**
     * At most {@code pegs} pegs left (at least 1). Every position with that few pegs is a goal
     * position, so a jump sequence that stops on one and a longer one that goes on are both
     * solutions.
     */
    static Goal atMost(int pegs) {
        if (pegs < 1) {
            throw new IllegalArgumentException("at most " + pegs + " pegs: the count must be at least 1");
        }
        return new AtMost(pegs);
    }

    /**
     * Exactly the pegs of {@code position} and no other (at least one peg); a single peg is
     * {@link #onePegOn}.
     */
    static Goal exactly(long position) {
        if (position == 0) {
            throw new IllegalArgumentException("a goal position needs at least one peg");
        }
        return Long.bitCount(position) == 1 ? onePegOn(Long.numberOfTrailingZeros(position)) : new ExactPosition(position);
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

        @Override
        public long holes() {
            return 1L << hole;
        }
    }

    /** The goal behind {@link #onePegAnywhere}. */
    record OnePegAnywhere() implements Goal {
        @Override
        public boolean test(long position) {
            return Long.bitCount(position) == 1;
        }

        @Override
        public boolean isFixedBy(int[] permutation) {
            return true;
        }

        @Override
        public String describe(Board board) {
            return "one peg anywhere";
        }
    }

    /** The goal behind {@link #atMost}. */
    record AtMost(int pegs) implements Goal {
        @Override
        public boolean test(long position) {
            return Long.bitCount(position) <= pegs;
        }

        @Override
        public boolean isFixedBy(int[] permutation) {
            return true;
        }

        @Override
        public String describe(Board board) {
            return "at most " + pegs + (pegs == 1 ? " peg" : " pegs");
        }

        @Override
        public int maximumPegs() {
            return pegs;
        }
    }

    /** The goal behind {@link #exactly}: two or more pegs, exactly on {@code position}. */
    record ExactPosition(long position) implements Goal {
        @Override
        public boolean test(long p) {
            return p == position;
        }

        @Override
        public boolean isFixedBy(int[] permutation) {
            for (long m = position; m != 0; m &= m - 1) {
                if ((position >>> permutation[Long.numberOfTrailingZeros(m)] & 1) == 0) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public String describe(Board board) {
            return "exactly pegs on " + board.holeNames(position);
        }

        @Override
        public long holes() {
            return position;
        }

        @Override
        public int minimumPegs() {
            return Long.bitCount(position);
        }

        @Override
        public int maximumPegs() {
            return Long.bitCount(position);
        }
    }
}
