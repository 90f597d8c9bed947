package org.pegatlas.tablebase;

import org.pegatlas.board.Board;
import org.pegatlas.engine.MoveTable;

/**
 * The legal jumps of positions on one board: a line is legal when its from and over holes hold
 * pegs and its to hole is empty. {@link #lines} finds them all at once, as the search does
 * ({@link MoveTable}); {@link #movable} tests each line.
 */
final class LegalJumps {
    /** Per line: the bits of its three holes. */
    private final long[] lineHoles;
    /** Per line: the bits of its from and over holes, the pegs a legal jump needs. */
    private final long[] linePegs;
    /** Per line: its from hole. */
    private final int[] fromHole;
    private final MoveTable moveTable;

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
        moveTable = new MoveTable(board);
    }

    /** The board's jump lines: the room {@link #lines} needs. */
    int lineCount() {
        return lineHoles.length;
    }

    /**
     * Writes the lines of {@code position}'s legal jumps to the start of {@code lines} (which has
     * room for {@link #lineCount()}), in no particular order.
     *
     * @return how many were written
     */
    int lines(long position, int[] lines) {
        return moveTable.legalLines(position, false, lines);
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
