package org.pegatlas.engine;

import java.util.stream.IntStream;
import org.pegatlas.board.Board;
import org.pegatlas.storage.DenseLevelSet;
import org.pegatlas.storage.PositionKeys;

/**
 * The memory the level sets of a table searched to the middle take ({@link PassSets}): each level
 * of a pass is held as one bit per possible position of its pegs and position class, whatever it
 * holds, and the kept sets hold two sets of one level at once (the candidates and the reached set
 * they are cut to). A pure function of the board, so a table whose sets cannot fit is refused
 * before it starts rather than after hours of search.
 */
public final class MiddleModeMemory {
    private MiddleModeMemory() {
    }

    /**
     * The heap the sets need at least: twice the widest set of levels {@code 0} to {@code ⌊(n -
     * 2)/2⌋}, the widest over the position classes of every single-vacancy start (they differ
     * little; the passes search some of them). {@link Long#MAX_VALUE} when some level has more
     * possible positions than one set can hold ({@link DenseLevelSet#MAX_BYTES}).
     */
    public static long setsBytes(Board board) {
        PositionKeys keys = board.positionKeys();
        int pegs = board.holeCount() - 1;
        int middle = (board.holeCount() - 2) / 2;
        long widest = 0;
        int[] classes = IntStream.range(0, board.holeCount()).map(hole -> keys.classBits(board.fullMask() & ~(1L << hole))).distinct()
                .toArray();
        for (int classBits : classes) {
            for (int k = 0; k <= middle; k++) {
                long bytes = DenseLevelSet.bytesFor(keys, pegs - k, classBits);
                if (bytes > DenseLevelSet.MAX_BYTES) {
                    return Long.MAX_VALUE;
                }
                widest = Math.max(widest, bytes);
            }
        }
        return 2 * widest;
    }
}
