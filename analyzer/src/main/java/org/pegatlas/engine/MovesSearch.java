package org.pegatlas.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.OutputDirectory;
import org.pegatlas.storage.ScratchDirectory;

/**
 * A search of the pairs table with each class's fewest moves added ({@code pairs --moves}): the
 * class's figures as another search finds them, and an {@link Analysis} of its first hole's start
 * to one peg anywhere, in {@code scratch/moves}, for the fewest moves to one peg on every hole.
 */
final class MovesSearch implements PairsTable.ClassSearch {
    private final Board board;
    private final PairsTable.ClassSearch search;
    private final RunSettings settings;
    private final Path directory;

    /** {@code search} with the fewest moves added, each class's analysis in {@code scratch/moves}. */
    MovesSearch(Board board, PairsTable.ClassSearch search, RunSettings settings, Path scratch) {
        this.board = board;
        this.search = search;
        this.settings = settings;
        this.directory = scratch.resolve("moves");
    }

    @Override
    public ClassFigures search(int hole, SymmetryGroup fixingStart) throws IOException {
        return searchTogether(new int[] {hole}, List.of(fixingStart)).get(0);
    }

    @Override
    public boolean searchesTogether() {
        return search.searchesTogether();
    }

    @Override
    public List<ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException {
        List<ClassFigures> figures = search.searchTogether(holes, fixingStarts);
        List<ClassFigures> withMoves = new ArrayList<>();
        for (int i = 0; i < holes.length; i++) {
            withMoves.add(figures.get(i).with(movesOf(holes[i])));
        }
        return withMoves;
    }

    @Override
    public void recorded(int hole) throws IOException {
        search.recorded(hole);
    }

    /**
     * The fewest moves from the start vacating {@code hole} to one peg on each hole: an
     * {@link Analysis} of that start to one peg anywhere in the moves directory, emptied first and
     * deleted after.
     */
    private ClassMoves movesOf(int hole) throws IOException {
        Problem problem = new Problem(board, board.fullMask() & ~(1L << hole), Goal.onePegAnywhere());
        ScratchDirectory.delete(directory);
        String label = "start " + board.holeName(hole) + " moves ";
        RunSettings relabelled = new RunSettings(settings.threads(), settings.budget(),
                settings.progress().relabelled(pass -> label + pass));
        MovesPass.Result result = Analysis.run(problem, directory, OutputDirectory.prepare(directory, problem.fingerprint()), relabelled,
                false).moves();
        ScratchDirectory.delete(directory);
        return ClassMoves.of(result);
    }
}
