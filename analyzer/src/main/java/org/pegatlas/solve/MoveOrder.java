package org.pegatlas.solve;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.pegatlas.board.Board;

/**
 * An order in which the search tries a position's jumps, fixed per jump line: {@link #centreFirst},
 * the board's line order, or that order backwards ({@link #portfolio}), or by pagoda loss
 * ({@link #leastLoss}). Any order finds the same
 * answer; only the time differs.
 */
final class MoveOrder {
    /** {@code rank[line]}: where the line comes in the order, 0 first. */
    private final int[] rank;

    private MoveOrder(int[] rank) {
        this.rank = rank;
    }

    /**
     * Jumps into holes where a peg is hard to remove again (corners, edges) last, jumps that
     * remove pegs from such holes first: lines by the {@link #penalties} of their to-hole less those
     * of their from- and over-holes, ascending; ties in the board's line order.
     */
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
    private static int[] penalties(Board board) {
        int[] overOf = new int[board.holeCount()];
        for (int i = 0; i < board.lineCount(); i++) {
            overOf[board.line(i)[1]]++;
        }
        int most = Arrays.stream(overOf).max().orElse(0);
        return Arrays.stream(overOf).map(n -> most - n).toArray();
    }

    /**
     * Jumps that lose the least pagoda value first: lines by their loss
     * {@code w[from] + w[over] - w[to]} summed over {@code pagodas} (each function's scale counts
     * as it is), ascending; ties in the board's line order. With no functions, the line order.
     */
    static MoveOrder leastLoss(Board board, List<Pagoda> pagodas) {
        long[] loss = new long[board.lineCount()];
        for (int i = 0; i < loss.length; i++) {
            int[] l = board.line(i);
            for (Pagoda p : pagodas) {
                loss[i] += (long) p.weight(l[0]) + p.weight(l[1]) - p.weight(l[2]);
            }
        }
        return fromOrder(IntStream.range(0, loss.length).boxed().sorted(Comparator.comparingLong(i -> loss[i]))
                .mapToInt(Integer::intValue).toArray());
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
