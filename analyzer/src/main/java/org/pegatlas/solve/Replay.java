package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.engine.SampleSolution;
import org.pegatlas.problem.Problem;

/** Checks a jump sequence against the board's rules, independently of how it was found. */
final class Replay {
    private Replay() {
    }

    /**
     * The jumps {@code lines} played from the problem's start, with the position after each.
     *
     * @throws IllegalStateException when a jump is not legal where it is played, or the last
     *     position is not a goal position (the empty sequence is a solution only when the start is
     *     a goal position)
     */
    static SampleSolution check(Problem problem, List<Integer> lines) {
        Board board = problem.board();
        List<Long> positions = new ArrayList<>();
        long position = problem.start();
        positions.add(position);
        for (int i = 0; i < lines.size(); i++) {
            int line = lines.get(i);
            if (line < 0 || line >= board.lineCount() || !board.canJump(position, line)) {
                throw new IllegalStateException("replay failed: jump " + (i + 1) + " of the solution is not legal");
            }
            position ^= board.lineMask(line);
            positions.add(position);
        }
        if (!problem.goal().test(position)) {
            throw new IllegalStateException("replay failed: the solution does not end on a goal position");
        }
        return new SampleSolution(List.copyOf(lines), List.copyOf(positions));
    }
}
