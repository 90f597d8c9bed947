package org.pegatlas.problem;

import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;

/**
 * A board, a start position and a goal, with the symmetries that keep all three: the subgroup of
 * the board's group fixing the start (as a set of pegs) and the goal. Canonical positions are
 * taken under that subgroup.
 */
public final class Problem {
    private final Board board;
    private final long start;
    private final Goal goal;
    private final SymmetryGroup boardSymmetries;
    private final SymmetryGroup symmetries;
    private PositionClasses.Verdict positionClassCheck;

    /**
     * @throws IllegalArgumentException if the start has no peg or pegs outside the board
     */
    public Problem(Board board, long start, Goal goal) {
        if (start == 0 || (start & ~board.fullMask()) != 0) {
            throw new IllegalArgumentException("a start position needs at least one peg, all on holes of the board");
        }
        this.board = board;
        this.start = start;
        this.goal = goal;
        this.boardSymmetries = SymmetryGroup.of(board);
        SymmetryGroup fixingStart = boardSymmetries.stabilizer(start);
        this.symmetries = fixingStart.subgroup(goal::isFixedBy);
    }

    /** The full board less one hole, finishing with one peg on that hole. */
    public static Problem centralGame(Board board, int vacancy) {
        return new Problem(board, board.fullMask() & ~(1L << vacancy), Goal.onePegOn(vacancy));
    }

    public Board board() {
        return board;
    }

    public long start() {
        return start;
    }

    public Goal goal() {
        return goal;
    }

    /** The board's own symmetry group. */
    public SymmetryGroup boardSymmetries() {
        return boardSymmetries;
    }

    /** The symmetries used for canonical positions: those fixing the start and the goal. */
    public SymmetryGroup symmetries() {
        return symmetries;
    }

    /**
     * Whether the goal is exactly one position, the start's complement on the board: every central
     * game (full board less one hole, one peg left there) and every "finish where the pegs were
     * not" problem. Then a position can reach the goal exactly when its complement can be reached
     * from the start, in as many ways (reverse a jump sequence and complement every position: the
     * same jumps lead the other way). Goals of several positions, such as one peg anywhere, are
     * never a start's complement.
     */
    public boolean goalIsStartComplement() {
        long complement = board.fullMask() & ~start;
        return (goal instanceof Goal.OnePegOn || goal instanceof Goal.ExactPosition) && goal.test(complement);
    }

    public int startPegs() {
        return Long.bitCount(start);
    }

    /** The start written as its empty holes (or its pegs when fewer), for reports. */
    public String describeStart() {
        long empty = board.fullMask() & ~start;
        if (Long.bitCount(empty) <= Long.bitCount(start)) {
            return empty == 0 ? "full board" : "full board less " + board.holeNames(empty);
        }
        return "pegs on " + board.holeNames(start);
    }

    /**
     * Whether the start and a goal position can be in the same position class (see
     * {@link PositionClasses}); {@link PositionClasses.Verdict#DIFFERENT_CLASSES} proves the
     * problem unsolvable before any search.
     */
    public synchronized PositionClasses.Verdict positionClassCheck() {
        if (positionClassCheck == null) {
            positionClassCheck = PositionClasses.of(board).check(start, goal);
        }
        return positionClassCheck;
    }

    /**
     * A one-line identity of the problem: two output directories hold results of the same problem
     * exactly when their fingerprints are equal. Written by {@link ProblemCodec#encode}, which
     * says what it holds, and read back by {@link ProblemCodec#read}.
     */
    public String fingerprint() {
        return ProblemCodec.encode(this);
    }
}
