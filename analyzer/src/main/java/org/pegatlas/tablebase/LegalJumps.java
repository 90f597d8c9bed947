package org.pegatlas.tablebase;

import org.pegatlas.board.Board;

/**
 * The legal jumps of positions on one board, found with one mask test per jump line: a line is
 * legal when its from and over holes hold pegs and its to hole is empty.
 */
final class LegalJumps {
    /** Per line: the bits of its three holes. */
    private final long[] lineHoles;
    /** Per line: the bits of its from and over holes, the pegs a legal jump needs. */
    private final long[] linePegs;
    /** Per line: its from hole. */
    private final int[] fromHole;

    LegalJumps(Board board) {
        int count = board.lineCount();
        lineHoles = new long[count];
        linePegs = new long[count];
        fromHole = new int[count];
        for (int i = 0; i < count; i++) {
            int[] line = board.line(i);
            linePegs[i] = 1L << line[0] | 1L << line[1];
            lineHoles[i] = linePegs[i] | 1L << line[2];
            fromHole[i] = line[0];
        }
    }

    /** The board's jump lines: the room {@link #lines} needs. */
    int lineCount() {
        return lineHoles.length;
    }

    /**
     * Writes the lines of {@code position}'s legal jumps, ascending, to the start of {@code lines}
     * (which has room for {@link #lineCount()}; the entry after the last written may be
     * overwritten too).
     *
     * @return how many were written
     */
    int lines(long position, int[] lines) {
        int count = 0;
        for (int i = 0; i < lineHoles.length; i++) { // no branch: whether a line is legal is a coin toss
            lines[count] = i;
            count += legal(position, i) ? 1 : 0;
        }
        return count;
    }

    /** The from holes of {@code lines[0, count)}, as a mask. */
    long fromHoles(int[] lines, int count) {
        long holes = 0;
        for (int i = 0; i < count; i++) {
            holes |= 1L << fromHole[lines[i]];
        }
        return holes;
    }

    /** The holes of {@code position} from which a jump can start: the from holes of its legal jumps. */
    long movable(long position) {
        long holes = 0;
        for (int i = 0; i < lineHoles.length; i++) {
            if (legal(position, i)) {
                holes |= 1L << fromHole[i];
            }
        }
        return holes;
    }

    /** Whether line {@code i} is a legal jump of {@code position}. */
    private boolean legal(long position, int i) {
        return (position & lineHoles[i]) == linePegs[i];
    }
}
