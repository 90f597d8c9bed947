package org.pegatlas.cluster;

import java.io.Serializable;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.ChunkExpander;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.PositionKeys;

/**
 * What the executors need of a problem, shipped with every task: the board, the symmetries
 * canonical positions are taken under, and the goal. Executors build the analyzer's own
 * expander and tables from it.
 */
record Rules(Board board, SymmetryGroup symmetries, Goal goal) implements Serializable {
    static Rules of(Problem problem) {
        return new Rules(problem.board(), problem.symmetries(), problem.goal());
    }

    PositionKeys keys() {
        return board.positionKeys();
    }

    SymmetryTables tables() {
        return new SymmetryTables(board, symmetries);
    }

    ChunkExpander expander() {
        return new ChunkExpander(board, symmetries);
    }

    /** Whether a level of {@code pegs} pegs can hold goal positions. */
    boolean mayHoldGoals(int pegs) {
        return pegs >= goal.minimumPegs() && pegs <= goal.maximumPegs();
    }
}
