package org.pegatlas.board;

import java.util.List;

/** The jump directions of a grid board, as (row step, column step) pairs. */
public enum Directions {
    /** Up, down, left, right. */
    ORTHOGONAL("orthogonal", List.of(new int[] {0, 1}, new int[] {0, -1}, new int[] {1, 0}, new int[] {-1, 0})),
    /** The orthogonal directions and the four diagonals. */
    ORTHOGONAL_DIAGONAL("orthogonal+diagonal", List.of(new int[] {0, 1}, new int[] {0, -1}, new int[] {1, 0}, new int[] {-1, 0},
            new int[] {1, 1}, new int[] {-1, -1}, new int[] {1, -1}, new int[] {-1, 1})),
    /**
     * The six directions of a triangular board drawn left-aligned (row r holds columns 0 to r-1):
     * along a row, along a column, and along the (+1,+1) diagonal.
     */
    TRIANGULAR("triangular", List.of(new int[] {0, 1}, new int[] {0, -1}, new int[] {1, 0}, new int[] {-1, 0},
            new int[] {1, 1}, new int[] {-1, -1}));

    private final String label;
    private final List<int[]> steps;

    Directions(String label, List<int[]> steps) {
        this.label = label;
        this.steps = steps;
    }

    /** The name used in board files and listings. */
    public String label() {
        return label;
    }

    /** The (row step, column step) pairs; each array has two elements. */
    public List<int[]> steps() {
        return steps;
    }

    /** The direction set with this label, or {@code null}. */
    public static Directions byLabel(String label) {
        for (Directions d : values()) {
            if (d.label.equals(label)) {
                return d;
            }
        }
        return null;
    }
}
