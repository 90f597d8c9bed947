package org.pegatlas.solve;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.pegatlas.board.Board;

/**
 * A pagoda function: an integer weight on every hole such that no jump raises the total weight of
 * the pegs, that is {@code w[from] + w[over] >= w[to]} for every jump line. So a position whose
 * value is below a goal position's value can never reach it.
 *
 * <p>{@link #resourceCount} builds one for any board: Conway's resource count towards a target
 * hole, the golden ratio's inverse {@code s = 0.618...} raised to each hole's distance from the
 * target, scaled to integers. Over real numbers it is a pagoda function on every board when the
 * distance is counted in steps between holes next to each other on a jump line (each step changes
 * the distance by at most one, so a jump that gains two steps gains them through its over-hole,
 * where {@code s^(k+2) + s^(k+1) = s^k}). Rounding to integers can break the equality cases, so
 * the rounded weights are then lowered, line by line, to the largest integer weights below them
 * that satisfy every line ({@link #lowerToValid}). The result is checked by {@link #isValid}.
 */
final class Pagoda {
    /** The target's weight in {@link #resourceCount}: 2^20. */
    static final int SCALE = 1 << 20;
    /** The largest weight in absolute value: 4 {@link #SCALE}, so that 63 of them and more fit an int. */
    static final int MOST_WEIGHT = 4 * SCALE;
    private static final double INVERSE_GOLDEN_RATIO = (Math.sqrt(5) - 1) / 2;

    private final int[] weights;
    /** {@code byteValue[b * 256 + v]}: the weight of the pegs of byte value v at byte b. */
    private final int[] byteValue;

    /**
     * @param weights one weight per hole, at most {@link #MOST_WEIGHT} in absolute value, so that
     *     sums over 63 holes fit an int (not copied: do not modify)
     * @throws IllegalArgumentException if a weight is larger
     */
    Pagoda(int[] weights) {
        for (int w : weights) {
            if (Math.abs(w) > MOST_WEIGHT) {
                throw new IllegalArgumentException("pagoda weight " + w + " beyond " + MOST_WEIGHT);
            }
        }
        this.weights = weights;
        int bytes = (weights.length + 7) / 8;
        this.byteValue = new int[bytes * 256];
        for (int hole = 0; hole < weights.length; hole++) {
            for (int v = 0; v < 256; v++) {
                if ((v >>> (hole % 8) & 1) != 0) {
                    byteValue[(hole / 8) * 256 + v] += weights[hole];
                }
            }
        }
    }

    /** The resource count towards hole {@code target} (see the class comment); valid on {@code board}. */
    static Pagoda resourceCount(Board board, int target) {
        int[] distance = distances(board, target);
        int[] w = new int[board.holeCount()];
        for (int hole = 0; hole < w.length; hole++) {
            // A hole no line path reaches keeps weight 0: no jump can bring a peg from it to the target.
            w[hole] = distance[hole] < 0 ? 0 : (int) Math.round(SCALE * Math.pow(INVERSE_GOLDEN_RATIO, distance[hole]));
        }
        lowerToValid(board, w);
        return new Pagoda(w);
    }

    /** Steps from {@code target} to every hole, a step joining two holes next to each other on a line; -1 where none. */
    private static int[] distances(Board board, int target) {
        int[] distance = new int[board.holeCount()];
        Arrays.fill(distance, -1);
        distance[target] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(target);
        while (!queue.isEmpty()) {
            int hole = queue.poll();
            for (int i = 0; i < board.lineCount(); i++) {
                int[] l = board.line(i);
                for (int k = 0; k < 2; k++) {
                    if (l[k] == hole && distance[l[k + 1]] < 0) {
                        distance[l[k + 1]] = distance[hole] + 1;
                        queue.add(l[k + 1]);
                    }
                }
            }
        }
        return distance;
    }

    /**
     * Lowers {@code w} where a line fails, {@code w[to] = w[from] + w[over]}, until every line holds
     * or after one pass over the lines per hole (weights only fall, so with non-negative weights this
     * is a fixpoint that stays non-negative; with negative ones it need not be reached): callers
     * check the result with {@link #isValid}.
     */
    static void lowerToValid(Board board, int[] w) {
        for (int pass = 0; pass < board.holeCount(); pass++) {
            boolean changed = false;
            for (int i = 0; i < board.lineCount(); i++) {
                int[] l = board.line(i);
                if (w[l[2]] > w[l[0]] + w[l[1]]) {
                    w[l[2]] = w[l[0]] + w[l[1]];
                    changed = true;
                }
            }
            if (!changed) {
                return;
            }
        }
    }

    /** The total weight of the pegs of {@code position}. */
    int value(long position) {
        int total = 0;
        for (int b = 0, base = 0; base < byteValue.length; b += 8, base += 256) {
            total += byteValue[base + (int) (position >>> b & 0xff)];
        }
        return total;
    }

    /** The weight of {@code hole}. */
    int weight(int hole) {
        return weights[hole];
    }

    /** Whether {@code other} has the same weight on every hole. */
    boolean sameWeights(Pagoda other) {
        return Arrays.equals(weights, other.weights);
    }

    /** Whether no jump line of {@code board} raises the value: {@code w[from] + w[over] >= w[to]} on every line. */
    boolean isValid(Board board) {
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            if (weights[l[0]] + weights[l[1]] < weights[l[2]]) {
                return false;
            }
        }
        return true;
    }
}
