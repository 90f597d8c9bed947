package org.pegatlas.cli;

import org.pegatlas.board.Board;
import org.pegatlas.board.BoardDrawing;
import org.pegatlas.engine.SampleSolution;

/** A sample solution as text: numbered jumps, and the board after each jump. */
final class SolutionText {
    private SolutionText() {
    }

    /** One jump per line, numbered from 1. */
    static String listing(Board board, SampleSolution solution) {
        StringBuilder out = new StringBuilder("# sample solution, " + solution.lines().size() + " jumps\n");
        for (int i = 0; i < solution.lines().size(); i++) {
            out.append(i + 1).append(". ").append(board.jumpName(solution.lines().get(i))).append('\n');
        }
        return out.toString();
    }

    /** The start and the board after each jump ({@code x} peg, {@code o} empty hole; see {@link BoardDrawing#pegs}). */
    static String withBoards(Board board, SampleSolution solution) {
        StringBuilder out = new StringBuilder("start:\n").append(BoardDrawing.pegs(board, solution.positions().get(0))).append("\n\n");
        for (int i = 0; i < solution.lines().size(); i++) {
            out.append(i + 1).append(". ").append(board.jumpName(solution.lines().get(i))).append(":\n")
                    .append(BoardDrawing.pegs(board, solution.positions().get(i + 1))).append("\n\n");
        }
        return out.toString();
    }
}
