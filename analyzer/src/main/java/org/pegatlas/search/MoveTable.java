package org.pegatlas.search;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pegatlas.board.Board;

/**
 * The board's jump lines grouped for bit-parallel move generation. Lines whose over- and
 * to-holes sit at the same index offsets from their from-hole form one group; for a group with
 * offsets (dOver, dTo) the from-holes of every legal jump in position {@code p} are
 * {@code fromMask & p & shift(p, dOver) & ~shift(p, dTo)}, where {@code shift(p, d)} moves the
 * bit of hole {@code i + d} to bit {@code i}. On the English board 76 lines fall into 18 groups.
 *
 * <p>Backward (un-)jumps of {@code p} are the forward jumps of its complement; both lead to
 * {@code p ^ lineMask}.
 */
final class MoveTable {
    final int holes;
    final int groups;
    final long[] fromMask;
    /** Per group: {@code shift(p, d) = (p >>> right) << left}, one of the two being zero. */
    final int[] overRight;
    final int[] overLeft;
    final int[] toRight;
    final int[] toLeft;
    /** {@code lineAt[group * holes + fromHole]}: the line of that group starting at that hole. */
    final int[] lineAt;

    MoveTable(Board board) {
        holes = board.holeCount();
        Map<Long, List<Integer>> byOffsets = new LinkedHashMap<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            long offsets = ((long) (l[1] - l[0]) << 32) ^ ((l[2] - l[0]) & 0xffffffffL);
            byOffsets.computeIfAbsent(offsets, k -> new ArrayList<>()).add(i);
        }
        groups = byOffsets.size();
        fromMask = new long[groups];
        overRight = new int[groups];
        overLeft = new int[groups];
        toRight = new int[groups];
        toLeft = new int[groups];
        lineAt = new int[groups * holes];
        int g = 0;
        for (List<Integer> lines : byOffsets.values()) {
            int[] first = board.line(lines.get(0));
            int dOver = first[1] - first[0];
            int dTo = first[2] - first[0];
            overRight[g] = Math.max(dOver, 0);
            overLeft[g] = Math.max(-dOver, 0);
            toRight[g] = Math.max(dTo, 0);
            toLeft[g] = Math.max(-dTo, 0);
            for (int line : lines) {
                int from = board.line(line)[0];
                fromMask[g] |= 1L << from;
                lineAt[g * holes + from] = line;
            }
            g++;
        }
    }

    /** The from-holes of group {@code g}'s legal jumps in {@code pegs} (a position or complement). */
    long legalFrom(int g, long pegs) {
        return fromMask[g] & pegs & ((pegs >>> overRight[g]) << overLeft[g]) & ~((pegs >>> toRight[g]) << toLeft[g]);
    }
}
