package org.pegatlas.solve;

import org.pegatlas.board.Board;
import org.pegatlas.engine.MoveTable;

/**
 * How promising a position looks to a {@link BeamSearch}, higher better: in 64ths of a peg,
 * <pre>
 *   64 * (jumps - isolated) + slack / 2^14
 * </pre>
 * where {@code jumps} is the number of legal jumps (room to move), {@code isolated} the pegs with
 * no peg next to them on a jump line (such a peg can only go when another comes next to it), and
 * {@code slack} is {@link PagodaPruning#slack}: how far the position stands above the pagoda
 * functions' cut towards its best finishing hole, the derived functions included (one peg there is
 * about {@link Pagoda#SCALE}, so 2^14 is a 64th of a peg). Without pagoda functions (goals of
 * several pegs, or the aid left out) the slack is 0 and the rest decides.
 *
 * <p>Chosen on 168 single-vacancy problems whose position class allows a finish (English and
 * French, every start to one peg anywhere and on its own hole; triangles 6 to 8 to one peg
 * anywhere; the diamond's {@code d2} and {@code e3}; Wiegleb's nine start classes), widths
 * 1,000, 4,000, 16,000 in turn: with this score a beam 1,000 wide solved every one (one 256
 * wide, 159 of them; 1,024 the other nine: four English starts to their own hole, the diamond's
 * {@code e3}, Wiegleb's {@code d2}, {@code e2}, {@code e4}, {@code e5}). Without the
 * isolated pegs the diamond's {@code d2} needed 4,000; with them counted twice, Wiegleb's
 * {@code e2} and {@code e5} needed 16,000; adding the pegs on corners and edges (the move
 * order's penalties; tried on 16 of the problems) made Wiegleb's {@code e1}, {@code e2} and
 * {@code e5} need 4,000.
 */
final class BeamScore {
    /** {@code neighbours[hole]}: the holes next to it on some jump line. */
    private final long[] neighbours;
    private final MoveTable moves;
    private final int[] scratch;
    private final PagodaPruning pagodas;

    BeamScore(Board board, PagodaPruning pagodas) {
        neighbours = new long[board.holeCount()];
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            neighbours[l[0]] |= 1L << l[1];
            neighbours[l[1]] |= 1L << l[0];
        }
        moves = new MoveTable(board);
        scratch = new int[board.lineCount()];
        this.pagodas = pagodas;
    }

    /** The score of {@code position} (see the class comment). */
    int of(long position) {
        int isolated = 0;
        for (long rest = position; rest != 0; rest &= rest - 1) {
            if ((position & neighbours[Long.numberOfTrailingZeros(rest)]) == 0) {
                isolated++;
            }
        }
        int jumps = moves.legalLines(position, false, scratch);
        return 64 * (jumps - isolated) + (int) (pagodas.slack(position) >> 14);
    }
}
