package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pegatlas.board.Board;
import org.pegatlas.board.HoleNaming;

/**
 * The board's jump lines grouped for bit-parallel move generation.
 *
 * <p>Moves are generated on a <em>move layout</em> of the position: on a grid board whose grid
 * fits in 64 bits, hole (row, col) sits at bit {@code row * width + col}, so every jump in one
 * direction has the same bit offsets (the English board's 76 lines fall into 4 groups); otherwise
 * the layout is the position itself. Lines whose over- and to-holes sit at the same layout offsets
 * from their from-hole form one group; for a group with offsets (dOver, dTo) the from-bits of the
 * legal jumps of layout {@code p} are {@code fromMask & p & shift(p, dOver) & ~shift(p, dTo)},
 * where {@code shift(p, d)} moves bit {@code i + d} to bit {@code i}.
 *
 * <p>Backward (un-)jumps of {@code p} are the forward jumps of its complement; both lead to
 * {@code p ^ lineMask}.
 */
public final class MoveTable {
    final int groups;
    final long[] fromMask;
    /** Per group: {@code shift(p, d) = (p >>> right) << left}, one of the two being zero. */
    final int[] overRight;
    final int[] overLeft;
    final int[] toRight;
    final int[] toLeft;
    /** {@code lineAt[group * 64 + fromBit]}: the line of that group starting at that layout bit. */
    final int[] lineAt;
    /** Most jumps any position can have: the number of lines. */
    final int maxJumps;
    /** Whether the move layout is the position itself. */
    final boolean identityLayout;
    /** The layout of all holes. */
    final long layoutFull;
    /** {@code toLayout[byte * 256 + value]}: layout bits of the holes of that position byte. */
    private final long[] toLayout;
    private final int bytes;

    public MoveTable(Board board) {
        int holes = board.holeCount();
        maxJumps = board.lineCount();
        int[] bit = layoutBits(board);
        identityLayout = isIdentity(bit);
        bytes = (holes + 7) / 8;
        toLayout = new long[bytes * 256];
        long full = 0;
        for (int h = 0; h < holes; h++) {
            full |= 1L << bit[h];
            for (int v = 0; v < 256; v++) {
                if ((v >>> (h % 8) & 1) != 0) {
                    toLayout[(h / 8) * 256 + v] |= 1L << bit[h];
                }
            }
        }
        layoutFull = full;
        Map<Long, List<Integer>> byOffsets = new LinkedHashMap<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            long offsets = ((long) (bit[l[1]] - bit[l[0]]) << 32) ^ ((bit[l[2]] - bit[l[0]]) & 0xffffffffL);
            byOffsets.computeIfAbsent(offsets, k -> new ArrayList<>()).add(i);
        }
        groups = byOffsets.size();
        fromMask = new long[groups];
        overRight = new int[groups];
        overLeft = new int[groups];
        toRight = new int[groups];
        toLeft = new int[groups];
        lineAt = new int[groups * 64];
        int g = 0;
        for (List<Integer> lines : byOffsets.values()) {
            int[] first = board.line(lines.get(0));
            int dOver = bit[first[1]] - bit[first[0]];
            int dTo = bit[first[2]] - bit[first[0]];
            overRight[g] = Math.max(dOver, 0);
            overLeft[g] = Math.max(-dOver, 0);
            toRight[g] = Math.max(dTo, 0);
            toLeft[g] = Math.max(-dTo, 0);
            for (int line : lines) {
                int from = bit[board.line(line)[0]];
                fromMask[g] |= 1L << from;
                lineAt[g * 64 + from] = line;
            }
            g++;
        }
    }

    /** The move layout of a position. */
    long layout(long position) {
        if (identityLayout) {
            return position;
        }
        long out = 0;
        for (int b = 0; b < bytes; b++) {
            out |= toLayout[b * 256 + (int) (position >>> (8 * b) & 0xff)];
        }
        return out;
    }

    /**
     * Writes the lines of the legal jumps of {@code position} (or, backward, of its un-jumps) into
     * {@code out}, group by group (not in line order), and returns how many there are.
     *
     * @param out room for at least {@link #maxJumps} lines
     */
    public int legalLines(long position, boolean backward, int[] out) {
        long layout = layout(position);
        long pegs = backward ? ~layout & layoutFull : layout;
        int n = 0;
        for (int g = 0; g < groups; g++) {
            long legal = fromMask[g] & pegs & ((pegs >>> overRight[g]) << overLeft[g]) & ~((pegs >>> toRight[g]) << toLeft[g]);
            int lineBase = g * 64;
            while (legal != 0) {
                out[n++] = lineAt[lineBase + Long.numberOfTrailingZeros(legal)];
                legal &= legal - 1;
            }
        }
        return n;
    }

    /** Hole → layout bit: the grid cell on grid boards whose grid fits in 64 bits, else the hole. */
    private static int[] layoutBits(Board board) {
        int holes = board.holeCount();
        int[] bit = new int[holes];
        int rows = 0;
        int width = 0;
        for (int h = 0; h < holes; h++) {
            rows = Math.max(rows, board.row(h) + 1);
            width = Math.max(width, board.column(h) + 1);
        }
        boolean grid = board.naming() != HoleNaming.EXPLICIT && (long) rows * width <= 64;
        for (int h = 0; h < holes; h++) {
            bit[h] = grid ? board.row(h) * width + board.column(h) : h;
        }
        return bit;
    }

    private static boolean isIdentity(int[] bit) {
        for (int h = 0; h < bit.length; h++) {
            if (bit[h] != h) {
                return false;
            }
        }
        return true;
    }
}
