package org.pegatlas.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.problem.PositionClasses;

/**
 * The single-vacancy starts of a board as the pairs table ({@link PairsTable}) groups them: a start
 * class is a start's orbit under the board's symmetries, named by its first (least) hole; the
 * classes whose starts share a position class are searched in one pass, under the group that keeps
 * that position class; a class's figures found from one of its starts are mapped to another by a
 * symmetry between them.
 */
public final class StartClasses {
    private StartClasses() {
    }

    /**
     * The first holes of the start classes to search in one pass with the class of {@code hole}
     * (the first hole of its own class): those whose starts share a position class with its start
     * and for which {@code open} holds, {@code hole} first, then in ascending order. A start class
     * meets one position class at most once up to the symmetries keeping that class (a symmetry
     * that maps a start into its own position class keeps the class), so the pass carries one
     * source per start class. Only {@code hole} when the pass would carry more than
     * {@link StartImages#MAX_IMAGES} images.
     */
    static int[] sharingPositionClass(Board board, SymmetryGroup group, int hole, IntPredicate open) {
        PositionClasses classes = PositionClasses.of(board);
        long start = board.fullMask() & ~(1L << hole);
        List<Integer> together = new ArrayList<>(List.of(hole));
        int images = 0;
        for (int h = 0; h < board.holeCount(); h++) {
            boolean shares = classes.sameClass(board.fullMask() & ~(1L << h), start);
            images += shares ? 1 : 0;
            int first = firstOfClass(group, h);
            if (shares && first != hole && !together.contains(first) && open.test(first)) {
                together.add(first);
            }
        }
        if (images > StartImages.MAX_IMAGES) {
            return new int[] {hole};
        }
        return IntStream.concat(IntStream.of(hole), together.stream().skip(1).mapToInt(Integer::intValue).sorted()).toArray();
    }

    /** The least hole of the start class of {@code hole} (its orbit under {@code group}). */
    public static int firstOfClass(SymmetryGroup group, int hole) {
        return Arrays.stream(imagesOf(group, hole)).min().orElseThrow();
    }

    /**
     * The solutions from the start vacating {@code to} into each end, from those {@code ends} of
     * the start vacating {@code from}, an image of it under {@code group}.
     */
    static BigInteger[] seenFrom(SymmetryGroup group, int from, int to, BigInteger[] ends) {
        for (int g = 0; g < group.order(); g++) {
            int[] permutation = group.permutation(g);
            if (permutation[from] == to) {
                BigInteger[] moved = new BigInteger[ends.length];
                for (int end = 0; end < ends.length; end++) {
                    moved[permutation[end]] = ends[end];
                }
                return moved;
            }
        }
        throw new IllegalArgumentException("hole " + to + " is not an image of hole " + from);
    }

    /**
     * The group a class pass is canonical under: the board's symmetries that keep the start in
     * its position class (see {@link PositionClasses}), or {@code fixingStart} when that gives the
     * start more than {@link StartImages#MAX_IMAGES} images. A symmetry that moves the start to
     * another class moves every position the start reaches out of the positions it reaches, so
     * the larger group would meet the same positions and only carry counts that stay zero.
     */
    static SymmetryGroup classGroup(Board board, long start, SymmetryGroup fixingStart) {
        PositionClasses classes = PositionClasses.of(board);
        SymmetryGroup whole = SymmetryGroup.of(board);
        Set<int[]> keeping = Collections.newSetFromMap(new IdentityHashMap<>());
        for (int g = 0; g < whole.order(); g++) {
            if (classes.sameClass(whole.apply(g, start), start)) {
                keeping.add(whole.permutation(g));
            }
        }
        SymmetryGroup keepingClass = whole.subgroup(keeping::contains);
        return keepingClass.order() / fixingStart.order() <= StartImages.MAX_IMAGES ? keepingClass : fixingStart;
    }

    /**
     * Exact solutions into each one-peg position, from the last level of a forward pass (its
     * canonical positions and their counts, of {@code pegs} pegs each; none finish unless
     * {@code pegs} is 1): a canonical one-peg position's orbit total shared evenly by the
     * positions of its orbit.
     */
    public static BigInteger[] finishes(int pegs, long[] positions, BigInteger[] counts, SymmetryGroup symmetries, int holes) {
        BigInteger[] ends = new BigInteger[holes];
        Arrays.fill(ends, BigInteger.ZERO);
        if (pegs != 1) {
            return ends;
        }
        for (int i = 0; i < positions.length; i++) {
            int hole = Long.numberOfTrailingZeros(positions[i]);
            int[] orbit = Arrays.stream(imagesOf(symmetries, hole)).distinct().toArray();
            BigInteger each = counts[i].divide(BigInteger.valueOf(orbit.length));
            for (int end : orbit) {
                ends[end] = each;
            }
        }
        return ends;
    }

    /** {@code result[g]}: the image of {@code hole} under element {@code g}. */
    static int[] imagesOf(SymmetryGroup group, int hole) {
        int[] images = new int[group.order()];
        for (int g = 0; g < images.length; g++) {
            images[g] = group.permutation(g)[hole];
        }
        return images;
    }
}
