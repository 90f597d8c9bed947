package org.pegatlas.problem;

import org.pegatlas.board.Board;
import org.pegatlas.board.Positions;

/**
 * What counts as finished: a set of positions. A goal must be described so that the search can
 * tell which symmetries leave it unchanged ({@link #isFixedBy}); only those are used for
 * canonical storage, so every count stays exact.
 *
 * <p>The kinds: one peg on a given hole ({@link #onePegOn}), one peg anywhere
 * ({@link #onePegAnywhere}), at most k pegs left ({@link #atMost}) and an exact final position
 * ({@link #exactly}). {@link #encode} writes a goal for a record (problems are fingerprinted by it)
 * and {@link #decode} reads it back; {@link #describe} is the text for people.
 */
public interface Goal extends java.io.Serializable {
    /** Whether {@code position} is a goal position. */
    boolean test(long position);

    /** Whether the permutation {@code hole -> permutation[hole]} maps the goal set onto itself. */
    boolean isFixedBy(int[] permutation);

    /** A short description for reports, e.g. {@code one peg on d4}. */
    String describe(Board board);

    /**
     * The goal as recorded in a problem's fingerprint, read back by {@link #decode}: {@code one peg
     * on HOLE}, {@code one peg anywhere}, {@code at most K peg(s)}, {@code exactly pegs on HOLE ...}
     * (hole names in board order). Fixed for the four kinds, so that records written by earlier
     * versions read back; a goal of another kind records its description, which decode refuses.
     */
    default String encode(Board board) {
        return describe(board);
    }

    /** The holes the goal names: the goal hole, the exact final pegs; {@code 0} when it names none. */
    default long holes() {
        return 0;
    }

    /**
     * The goal {@link #encode} wrote on {@code board}.
     *
     * @throws IllegalArgumentException for a text no goal encodes to, or a hole not on the board
     */
    static Goal decode(Board board, String code) {
        if (code.equals(ANYWHERE)) {
            return onePegAnywhere();
        }
        if (code.startsWith(ONE_PEG_ON)) {
            return onePegOn(board.hole(code.substring(ONE_PEG_ON.length())));
        }
        if (code.startsWith(AT_MOST)) {
            return atMost(Integer.parseInt(code.substring(AT_MOST.length()).split(" ")[0]));
        }
        if (code.startsWith(EXACTLY)) {
            return exactly(Positions.holes(board, code.substring(EXACTLY.length())));
        }
        throw new IllegalArgumentException("unknown goal '" + code + "'");
    }

    /** The words of {@link #encode}. */
    String ONE_PEG_ON = "one peg on ";
    String ANYWHERE = "one peg anywhere";
    String AT_MOST = "at most ";
    String EXACTLY = "exactly pegs on ";

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
            return encode(board);
        }

        @Override
        public String encode(Board board) {
            return ONE_PEG_ON + board.holeName(hole);
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
            return encode(board);
        }

        @Override
        public String encode(Board board) {
            return ANYWHERE;
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
            return encode(board);
        }

        @Override
        public String encode(Board board) {
            return AT_MOST + pegs + (pegs == 1 ? " peg" : " pegs");
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
            return encode(board);
        }

        @Override
        public String encode(Board board) {
            return EXACTLY + board.holeNames(position);
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
