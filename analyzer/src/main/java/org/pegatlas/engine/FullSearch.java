package org.pegatlas.engine;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.storage.ScratchDirectory;

/**
 * The pairs table's searches to the end ({@code pairs --full}): the start classes whose starts
 * share a position class are searched in one forward pass to the last level (a
 * {@link StartClassPass}), which gives their reachable positions, games and solutions into every
 * end. A pass's levels are kept in {@code scratch} until its classes are recorded, for a resume.
 */
final class FullSearch implements PairsTable.PassSearch {
    private final Board board;
    private final RunSettings settings;
    private final Path scratch;
    private final long startNanos;

    /** @param startNanos {@link System#nanoTime()} when the table began, for the elapsed time in progress lines */
    FullSearch(Board board, RunSettings settings, Path scratch, long startNanos) {
        this.board = board;
        this.settings = settings;
        this.scratch = scratch;
        this.startNanos = startNanos;
    }

    /**
     * One forward pass from the starts of the classes whose first holes are {@code holes}: from
     * each class's start in the position class of {@code holes[0]}'s start (see
     * {@link StartClasses#sharingPositionClass}), canonical under the group of
     * {@link StartClasses#classGroup} with a count per image of each start; goes on from the levels
     * in {@code scratch} when they are this pass's, otherwise starts afresh there. Gives each
     * class's figures as seen from its first hole.
     */
    @Override
    public List<ClassFigures> searchTogether(int[] holes, List<SymmetryGroup> fixingStarts) throws IOException {
        StartClassPass pass = StartClassPass.of(board, holes);
        StartImages images = pass.images();
        ForwardPass.Result result = pass.run(StartClassPass.Extent.TO_THE_END, settings.threads(), settings.budget(), scratch,
                settings.progress(), startNanos);
        SymmetryGroup whole = SymmetryGroup.of(board);
        List<ClassFigures> figures = new ArrayList<>();
        for (int i = 0; i < holes.length; i++) {
            int source = i;
            List<ForwardPass.LevelFigures> levels = result.levels().stream().map(level -> level.source(source)).toList();
            BigInteger[] ends = images.finishes(result.last(), pass.group(), board.holeCount(), source);
            figures.add(ClassFigures.of(levels, StartClasses.seenFrom(whole, pass.sources()[i], holes[i], ends)));
        }
        return figures;
    }

    /** Deletes the scratch: the pass's levels are no longer needed once its classes are recorded. */
    @Override
    public void recorded(int hole) throws IOException {
        ScratchDirectory.delete(scratch);
    }
}
