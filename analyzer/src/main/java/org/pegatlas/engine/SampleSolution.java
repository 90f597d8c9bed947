package org.pegatlas.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.problem.Problem;
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

    /** Which canonical positions of a level can still reach the goal (the backward pass's solvable sets). */
    public interface SolvableSets {
        /**
         * @param level a level number, 0 for the start
         * @param keys position keys (see {@link PositionKeys}) of canonical positions of that level;
         *     a negative entry stands for no position
         * @return for each of {@code keys}, whether it is in the level's solvable set (never for a negative entry)
         */
        boolean[] contains(int level, long[] keys) throws IOException;
    }

    /** Finds a solution using the solvable sets on disk. */
    static SampleSolution find(Problem problem, SymmetryTables symmetries, LevelFiles files) throws IOException {
        return find(problem, symmetries, (level, keys) -> {
            long[] solvable = files.readKeys(LevelFiles.SOLVABLE, level);
            boolean[] found = new boolean[keys.length];
            for (int i = 0; i < keys.length; i++) {
                found[i] = Arrays.binarySearch(solvable, keys[i]) >= 0;
            }
            return found;
        });
    }

    /**
     * Finds a solution using the solvable sets {@code solvable} tells, asking once per level.
     *
     * @return the solution, or {@code null} when the start cannot reach the goal
     */
    public static SampleSolution find(Problem problem, SymmetryTables symmetries, SolvableSets solvable) throws IOException {
        Board board = problem.board();
        PositionKeys keys = board.positionKeys();
        long current = problem.start();
        if (!solvable.contains(0, new long[] {keys.key(symmetries.canonical(current))})[0]) {
            return null;
        }
        List<Integer> lines = new ArrayList<>();
        List<Long> positions = new ArrayList<>(List.of(current));
        for (int level = 0; !problem.goal().test(current); level++) {
            long[] successors = new long[board.lineCount()];
            for (int line = 0; line < board.lineCount(); line++) {
                successors[line] = board.canJump(current, line) ? keys.key(symmetries.canonical(current ^ board.lineMask(line))) : -1;
            }
            boolean[] found = solvable.contains(level + 1, successors);
            int chosen = -1;
            for (int line = 0; line < board.lineCount() && chosen < 0; line++) {
                if (successors[line] >= 0 && found[line]) {
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
