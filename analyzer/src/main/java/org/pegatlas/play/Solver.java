package org.pegatlas.play;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.pegatlas.board.Board;
import org.pegatlas.problem.Problem;
import org.pegatlas.engine.SymmetryTables;

/**
 * Finishes a game without a tablebase, as the classic solvers do: depth first over jumps in the
 * board's line order, remembering (canonically) the positions that failed, within a budget of
 * positions visited.
 */
final class Solver {
    /** What a search found: a finish (possibly empty: already a goal position), none, or out of budget. */
    record Result(List<Integer> finish, boolean exhausted) {
    }

    private final Problem problem;
    private final Board board;
    private final SymmetryTables symmetries;
    private final Set<Long> failed = new HashSet<>();
    private final long budget;
    private long visited;

    private Solver(Problem problem, long budget) {
        this.problem = problem;
        this.board = problem.board();
        this.symmetries = new SymmetryTables(board, problem.symmetries());
        this.budget = budget;
    }

    /**
     * A jump sequence from {@code position} to a goal position.
     *
     * @param budget most positions to visit
     * @return the finish ({@code null} when there is none or the budget ran out: see {@link Result#exhausted})
     */
    static Result finish(Problem problem, long position, long budget) {
        Solver solver = new Solver(problem, budget);
        List<Integer> path = new ArrayList<>();
        boolean found = solver.search(position, path);
        return new Result(found ? List.copyOf(path) : null, solver.visited >= budget);
    }

    private boolean search(long position, List<Integer> path) {
        if (problem.goal().test(position)) {
            return true;
        }
        if (Long.bitCount(position) <= problem.goal().minimumPegs() || visited >= budget || failed.contains(symmetries.canonical(position))) {
            return false;
        }
        visited++;
        for (int line = 0; line < board.lineCount(); line++) {
            if (board.canJump(position, line)) {
                path.add(line);
                if (search(position ^ board.lineMask(line), path)) {
                    return true;
                }
                path.remove(path.size() - 1);
            }
        }
        if (visited < budget) {
            failed.add(symmetries.canonical(position));
        }
        return false;
    }
}
