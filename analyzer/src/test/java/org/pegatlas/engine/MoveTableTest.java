package org.pegatlas.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pegatlas.board.Board;
import org.pegatlas.board.Boards;
import org.pegatlas.board.TestBoards;

/** The move table against the board's jump lines tried one by one ({@link #naiveJumps}, also the reference of other engine tests). */
class MoveTableTest {
    /** The jump lines legal in {@code p}, naively. */
    static List<Integer> naiveJumps(Board board, long p) {
        List<Integer> jumps = new ArrayList<>();
        for (int i = 0; i < board.lineCount(); i++) {
            int[] l = board.line(i);
            if ((p >>> l[0] & 1) == 1 && (p >>> l[1] & 1) == 1 && (p >>> l[2] & 1) == 0) {
                jumps.add(i);
            }
        }
        return jumps;
    }

    /** The jump lines the move table finds from {@code pegs} (a move layout or its complement). */
    static List<Integer> tableJumps(MoveTable moves, long pegs) {
        List<Integer> jumps = new ArrayList<>();
        for (int g = 0; g < moves.groups; g++) {
            long legal = moves.fromMask[g] & pegs & ((pegs >>> moves.overRight[g]) << moves.overLeft[g])
                    & ~((pegs >>> moves.toRight[g]) << moves.toLeft[g]);
            for (; legal != 0; legal &= legal - 1) {
                jumps.add(moves.lineAt[g * 64 + Long.numberOfTrailingZeros(legal)]);
            }
        }
        jumps.sort(null);
        return jumps;
    }

    @Test
    void moveTableFindsExactlyTheLegalJumpsAndUnJumps() {
        SplittableRandom random = new SplittableRandom(33);
        List<Board> boards = List.of(Boards.byName("english"), TestBoards.triangle(5), TestBoards.rectangle(3, 6),
                org.pegatlas.board.Board.fromGrid("8x8 less a1", java.util.stream.IntStream.range(0, 8)
                        .mapToObj(r -> r == 0 ? ".ooooooo" : "oooooooo").toList(),
                        org.pegatlas.board.Directions.ORTHOGONAL, org.pegatlas.board.HoleNaming.GRID_LETTER_NUMBER), org.pegatlas.board.Board.fromGrid("wiegleb", List.of("...ooo...", "...ooo...", "...ooo...", "ooooooooo", "ooooooooo",
                        "ooooooooo", "...ooo...", "...ooo...", "...ooo..."), org.pegatlas.board.Directions.ORTHOGONAL,
                        org.pegatlas.board.HoleNaming.GRID_LETTER_NUMBER), TestBoards.triangle(8),
                org.pegatlas.board.Board.fromGrid("diagonal", List.of("ooooo", "ooooo", "ooooo", "ooooo"),
                        org.pegatlas.board.Directions.ORTHOGONAL_DIAGONAL, org.pegatlas.board.HoleNaming.GRID_LETTER_NUMBER));
        for (Board board : boards) {
            MoveTable moves = new MoveTable(board);
            assertEquals(Long.bitCount(moves.layoutFull), board.holeCount(), board.name() + ": one layout bit per hole");
            assertEquals(moves.layoutFull, moves.layout(board.fullMask()));
            for (int trial = 0; trial < 2000; trial++) {
                long p = random.nextLong() & board.fullMask();
                long layout = moves.layout(p);
                assertEquals(Long.bitCount(p), Long.bitCount(layout));
                assertEquals(naiveJumps(board, p), tableJumps(moves, layout), board.name() + " position " + Long.toHexString(p));
                // un-jumps of p are the jumps of its complement
                long complement = board.fullMask() & ~p;
                assertEquals(naiveJumps(board, complement), tableJumps(moves, ~layout & moves.layoutFull),
                        board.name() + " un-jumps of " + Long.toHexString(p));
            }
        }
    }
}
