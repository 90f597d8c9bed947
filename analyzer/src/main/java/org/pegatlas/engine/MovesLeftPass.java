package org.pegatlas.engine;

import java.io.IOException;
import java.util.concurrent.ExecutorService;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;

/**
 * The mirror of {@link MovesPass}: the fewest moves left from every position that can reach the
 * goal (a move is a chain of one or more jumps by the same peg, as there), level by level from the
 * last back to the start over the backward pass's solvable sets only (every position on a path
 * from a solvable position to the goal is solvable). The tablebase stores what it finds.
 *
 * <p>Each solvable canonical position {@code q} gets {@code m(q)}, the fewest moves of a path from
 * {@code q} to a goal position, and {@code F(q)}, the mask of holes from which the first jump of a
 * path achieving {@code m(q)} starts. A goal position has {@code m = 0} and {@code F} empty (the
 * empty path; any other costs a move). Any other position, over its jumps {@code j} from hole
 * {@code a} to hole {@code b} to a solvable {@code q'}, has
 * {@code m(q) = min_j 1 + m(q') - [b ∈ F(q')]}, and {@code F(q)} is the from holes {@code a} of the
 * jumps achieving it; the pass pulls, by {@link ChainStep} to the goal (which is why the masks are
 * closed under the symmetries fixing a position).
 *
 * <p><b>Continuing a chain.</b> The fewest moves left from {@code q} when the jump before landed on
 * hole {@code h}, counting a first jump from {@code h} as part of that move, is
 * {@code m(q) - [h ∈ F(q)]} (the recurrence above is this for {@code q'} and {@code h = b}). Proof:
 * let {@code c(P)} be the moves of a path {@code P} from {@code q} counted fresh (its first jump
 * starts a move) and {@code c_h(P) = c(P) - [P starts from h]} counted after {@code h}. Any path
 * costs {@code c(P) >= m(q)} fresh, and a continuation saves at most one, so
 * {@code c_h(P) >= m(q) - 1}. If {@code h ∈ F(q)}, a path achieving {@code m(q)} starts from
 * {@code h}, and {@code c_h = m(q) - 1}. If not, a path starting from {@code h} has
 * {@code c(P) >= m(q) + 1} ({@code c(P) = m(q)} would put {@code h} in {@code F(q)}), so
 * {@code c_h(P) >= m(q)}, and one starting elsewhere has {@code c_h(P) = c(P) >= m(q)}: the least
 * is {@code m(q)}, which a path achieving {@code m(q)} gives.
 *
 * <p>Holds nothing between levels: the caller keeps the level after the one it asks for (about 10
 * bytes per solvable canonical position of each on large levels, see {@link MovesLevel}).
 */
public final class MovesLeftPass {
    private final Problem problem;
    private final ChainStep step;

    /** @param tables the images under the problem's symmetries ({@link Problem#symmetries()}) */
    public MovesLeftPass(Problem problem, SymmetryTables tables) {
        this.problem = problem;
        this.step = new ChainStep(problem.board(), tables, problem.symmetries(), ChainStep.Direction.TO_GOAL);
    }

    /**
     * The fewest moves left and masks of first-jump holes of the canonical positions
     * {@code solvableKeys} (keys ascending, as in the backward pass's {@code solvable-NN.roar}) with
     * {@code pegs} pegs, computed in chunks on {@code pool} (the same for any number of threads).
     *
     * @param next what this returned for the solvable positions with {@code pegs - 1} pegs, or
     *     {@code null} when there are none (the last level, or beyond the goal's)
     * @throws IllegalStateException when a position that is not a goal position has no solvable
     *     successor in {@code next} (solvable sets that do not belong together)
     */
    public MovesLevel level(long[] solvableKeys, int pegs, MovesLevel next, ExecutorService pool) throws IOException {
        MovesLevel successors = next != null ? next
                : MovesLevel.of(pegs - 1, new long[0], new long[0], problem.board().positionKeys(), new byte[0], new long[0]);
        Goal goal = problem.goal();
        return step.level(successors, solvableKeys, pegs, goal::test, pool);
    }

    /** The fewest moves left from raw position {@code position}, with its pegs, on {@code level} (as {@link #level} made it); -1 when it is not there. */
    int movesLeft(MovesLevel level, long position) {
        return step.movesOf(level, position);
    }

    /** The mask of first-jump holes of raw position {@code position} on {@code level}; -1 when it is not there. */
    long firstJumpHoles(MovesLevel level, long position) {
        return step.maskOf(level, position);
    }
}
