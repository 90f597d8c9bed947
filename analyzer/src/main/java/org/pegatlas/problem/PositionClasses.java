package org.pegatlas.problem;

import java.util.Arrays;
import org.pegatlas.board.Board;

/**
 * Position classes: a jump XORs the position with its line's three-hole mask, so a position's
 * class — the position modulo the GF(2) span of all line masks — never changes. Two positions in
 * different classes cannot be reached from one another; a start and a goal in different classes
 * make a problem unsolvable without any search (the converse does not hold). The English board has
 * 16 classes (de Bruijn).
 *
 * <p>The span is kept as a reduced row-echelon basis of {@code long} bitmasks, one per pivot bit,
 * found by Gaussian elimination.
 */
public final class PositionClasses {
    /** The outcome of {@link #check}: whether a goal position can share the start's class. */
    public enum Verdict {
        /** Some goal position is in the start's class (necessary for a solution, not sufficient). */
        SAME_CLASS("same class"),
        /** No goal position is in the start's class: no jump sequence reaches the goal. */
        DIFFERENT_CLASSES("different classes: unsolvable"),
        /** Too many goal positions to check cheaply. */
        NOT_DECIDED("not decided");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        /** The words used in reports and {@code summary.json}. */
        public String label() {
            return label;
        }

        /**
         * The verdict in words for the terminal, with the board's number of classes, e.g.
         * {@code same class (english has 16; sharing a class is necessary for a solution, not sufficient)}.
         */
        public String explained(String boardName, long classes) {
            String count = String.format("%s has %,d", boardName, classes);
            return switch (this) {
                case SAME_CLASS -> label + " (" + count + "; sharing a class is necessary for a solution, not sufficient)";
                case DIFFERENT_CLASSES -> label + " (" + count + "; a jump never changes a position's class)";
                case NOT_DECIDED -> label + " (too many goal positions to check; " + count + ")";
            };
        }
    }

    /** At-most-k goals are decided by enumerating up to this many positions; beyond, not decided. */
    static final long ENUMERATION_LIMIT = 2_000_000;

    private final int holes;
    /** basis[i] has pivot bit pivots[i] (its highest bit); no other basis vector has that bit. */
    private final long[] basis;
    private final int[] pivots;

    private PositionClasses(int holes, long[] basis, int[] pivots) {
        this.holes = holes;
        this.basis = basis;
        this.pivots = pivots;
    }

    /** The classes of {@code board}'s positions under its jump lines. */
    public static PositionClasses of(Board board) {
        long[] rowByPivot = new long[64];
        for (int i = 0; i < board.lineCount(); i++) {
            long v = board.lineMask(i);
            while (v != 0) {
                int top = 63 - Long.numberOfLeadingZeros(v);
                if (rowByPivot[top] == 0) {
                    rowByPivot[top] = v;
                    break;
                }
                v ^= rowByPivot[top];
            }
        }
        // Back-substitute so that every pivot bit appears in its own row only.
        for (int p = 0; p < 64; p++) {
            if (rowByPivot[p] == 0) {
                continue;
            }
            for (int q = p + 1; q < 64; q++) {
                if (rowByPivot[q] != 0 && (rowByPivot[q] >>> p & 1) != 0) {
                    rowByPivot[q] ^= rowByPivot[p];
                }
            }
        }
        int rank = (int) Arrays.stream(rowByPivot).filter(v -> v != 0).count();
        long[] basis = new long[rank];
        int[] pivots = new int[rank];
        int k = 0;
        for (int p = 63; p >= 0; p--) {
            if (rowByPivot[p] != 0) {
                basis[k] = rowByPivot[p];
                pivots[k++] = p;
            }
        }
        return new PositionClasses(board.holeCount(), basis, pivots);
    }

    /** Dimension of the span of the line masks. */
    public int rank() {
        return basis.length;
    }

    /** Number of classes: 2^(holes - rank). */
    public long count() {
        return 1L << (holes - basis.length);
    }

    /**
     * The class of {@code position}, as its reduced form: the position with every pivot bit cleared
     * by the basis. Equal for two positions exactly when they are in the same class.
     */
    public long classOf(long position) {
        long v = position;
        for (int i = 0; i < basis.length; i++) {
            if ((v >>> pivots[i] & 1) != 0) {
                v ^= basis[i];
            }
        }
        return v;
    }

    /** Whether {@code a} and {@code b} are in the same class ({@code a ^ b} lies in the span). */
    public boolean sameClass(long a, long b) {
        return classOf(a ^ b) == 0;
    }

    /**
     * Whether some position of {@code goal} can be in the class of {@code start}: exact for one peg
     * on a hole, one peg anywhere and an exact final position; for at most k pegs, decided by
     * enumerating every position of 1 to k pegs when there are at most {@link #ENUMERATION_LIMIT},
     * otherwise {@link Verdict#NOT_DECIDED}, as for goals of other kinds.
     */
    public Verdict check(long start, Goal goal) {
        if (goal instanceof Goal.OnePegOn g) {
            return verdict(sameClass(start, 1L << g.hole()));
        }
        if (goal instanceof Goal.ExactPosition g) {
            return verdict(sameClass(start, g.position()));
        }
        if (goal instanceof Goal.OnePegAnywhere) {
            return verdict(anyWithAtMost(1, classOf(start)));
        }
        if (goal instanceof Goal.AtMost g) {
            int k = Math.min(g.pegs(), holes);
            if (positionsWithAtMost(k) > ENUMERATION_LIMIT) {
                return Verdict.NOT_DECIDED;
            }
            return verdict(anyWithAtMost(k, classOf(start)));
        }
        return Verdict.NOT_DECIDED;
    }

    private static Verdict verdict(boolean same) {
        return same ? Verdict.SAME_CLASS : Verdict.DIFFERENT_CLASSES;
    }

    /** Number of positions of 1 to k pegs, capped just above the enumeration limit. */
    private long positionsWithAtMost(int k) {
        long total = 0;
        long binomial = 1;
        for (int j = 1; j <= k; j++) {
            binomial = binomial * (holes - j + 1) / j;
            total += binomial;
            if (total > ENUMERATION_LIMIT) {
                return ENUMERATION_LIMIT + 1;
            }
        }
        return total;
    }

    /** Whether a position of 1 to k pegs has class {@code target}. */
    private boolean anyWithAtMost(int k, long target) {
        // Classes are linear, so the class of a set of pegs is the XOR of its holes' classes.
        long[] holeClass = new long[holes];
        for (int h = 0; h < holes; h++) {
            holeClass[h] = classOf(1L << h);
        }
        for (int j = 1; j <= k; j++) {
            if (search(holeClass, 0, j, 0, target)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code left} more holes from {@code from} on, added to class {@code acc}, give target. */
    private static boolean search(long[] holeClass, int from, int left, long acc, long target) {
        if (left == 0) {
            return acc == target;
        }
        for (int h = from; h <= holeClass.length - left; h++) {
            if (search(holeClass, h + 1, left - 1, acc ^ holeClass[h], target)) {
                return true;
            }
        }
        return false;
    }
}
