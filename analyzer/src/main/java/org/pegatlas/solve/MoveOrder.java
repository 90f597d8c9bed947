package org.pegatlas.solve;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.pegatlas.board.Board;

/**
 * The order in which the search tries a position's jumps: jumps that land in holes on few jump
 * lines (corners and edges, where a peg is hard to remove again) last, and among those landing
 * alike, jumps that take a peg out of such a hole first. A hole's weight is the number of jump
 * lines it lies on, in any role. Ties keep the board's line order. Any order finds the same
 * answer; only the time differs.
 */
final class MoveOrder {
    /** {@code rank[line]}: where the line comes in the order, 0 first. */
    private final int[] rank;

    private MoveOrder(int[] rank) {
        this.rank = rank;
    }

    /** Jumps that gain the most in {@link #penalties} first (see the class comment). */
    static MoveOrder centreFirst(Board board) {
        int[] penalty = penalties(board);
        int[] order = IntStream.range(0, board.lineCount()).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> {
                    int[] l = board.line(i);
                    return penalty[l[2]] - penalty[l[0]] - penalty[l[1]];
                }))
                .mapToInt(Integer::intValue).toArray();
        return fromOrder(order);
    }

    /**
     * How hard a peg on each hole is to remove: the most lines any hole is the over-hole of, less
     * the lines this hole is the over-hole of (a corner, over-hole of none, gets the most).
     */
    static int[] penalties(Board board) {
        int[] overOf = new int[board.holeCount()];
        for (int i = 0; i < board.lineCount(); i++) {
            overOf[board.line(i)[1]]++;
        }
        int most = java.util.Arrays.stream(overOf).max().orElse(0);
        return java.util.Arrays.stream(overOf).map(n -> most - n).toArray();
    }

    /** The board's line order (for measuring what ordering buys). */
    static MoveOrder lineOrder(Board board) {
        return fromOrder(IntStream.range(0, board.lineCount()).toArray());
    }

    /** The board's line order backwards. */
    static MoveOrder reverseLineOrder(Board board) {
        return fromOrder(IntStream.range(0, board.lineCount()).map(i -> board.lineCount() - 1 - i).toArray());
    }

    /**
     * The orders {@link DepthFirstSearch} takes turns with: {@link #centreFirst}, the line order and
     * the line order backwards (three unrelated orders, so that a bad start in one is made up by another).
     */
    static List<MoveOrder> portfolio(Board board) {
        return List.of(centreFirst(board), lineOrder(board), reverseLineOrder(board));
    }

    private static MoveOrder fromOrder(int[] order) {
        int[] rank = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            rank[order[i]] = i;
        }
        return new MoveOrder(rank);
    }

    /** Sorts {@code lines[0, count)} into this order (insertion sort: a position has few jumps). */
    void sort(int[] lines, int count) {
        for (int i = 1; i < count; i++) {
            int line = lines[i];
            int r = rank[line];
            int j = i - 1;
            while (j >= 0 && rank[lines[j]] > r) {
                lines[j + 1] = lines[j];
                j--;
            }
            lines[j + 1] = line;
        }
    }
}
