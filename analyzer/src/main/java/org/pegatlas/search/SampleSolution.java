package org.pegatlas.search;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.storage.PositionKeys;

/**
 * One solution, found by walking forward from the start and always taking the first jump (in the
 * board's line order) whose result can still reach the goal, as recorded by the backward pass.
 * Deterministic: the same problem always gives the same solution.
 *
 * @param lines the jump lines taken, in order
 * @param positions the raw positions, from the start through the position after each jump
 */
public record SampleSolution(List<Integer> lines, List<Long> positions) {
    /** Jumps written {@code from-to}. */
    public List<String> jumpNames(Board board) {
        return lines.stream().map(board::jumpName).toList();
    }

    /**
     * Finds a solution using the solvable sets on disk.
     *
     * @return the solution, or {@code null} when the start cannot reach the goal
     */
    static SampleSolution find(Problem problem, SymmetryTables symmetries, LevelFiles files) throws IOException {
        Board board = problem.board();
        PositionKeys keys = board.positionKeys();
        long current = problem.start();
        if (Arrays.binarySearch(files.readKeys(LevelFiles.SOLVABLE, 0), keys.key(symmetries.canonical(current))) < 0) {
            return null;
        }
        List<Integer> lines = new ArrayList<>();
        List<Long> positions = new ArrayList<>(List.of(current));
        for (int level = 0; !problem.goal().test(current); level++) {
            long[] nextSolvable = files.readKeys(LevelFiles.SOLVABLE, level + 1);
            int chosen = -1;
            for (int line = 0; line < board.lineCount() && chosen < 0; line++) {
                if (board.canJump(current, line) && Arrays.binarySearch(nextSolvable, keys.key(symmetries.canonical(current ^ board.lineMask(line)))) >= 0) {
                    chosen = line;
                }
            }
            if (chosen < 0) {
                throw new IllegalStateException("solvable position without a solvable successor at level " + level);
            }
            current ^= board.lineMask(chosen);
            lines.add(chosen);
            positions.add(current);
        }
        return new SampleSolution(List.copyOf(lines), List.copyOf(positions));
    }
}
