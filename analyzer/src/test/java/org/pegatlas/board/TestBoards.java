package org.pegatlas.board;

import java.util.ArrayList;
import java.util.List;

/** Boards built in the tests from their grids (not built in to the code under test). */
public final class TestBoards {
    private TestBoards() {
    }

    /** Triangle with {@code n} rows, row r holding r holes, left-aligned; holes numbered 1.. from the apex. */
    public static Board triangle(int n) {
        List<String> grid = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            grid.add("o".repeat(r) + ".".repeat(n - r));
        }
        return Board.fromGrid("triangle-" + n, grid, Directions.TRIANGULAR, HoleNaming.NUMBERED);
    }

    /** A full rectangle of {@code rows} x {@code columns} holes with orthogonal jumps. */
    public static Board rectangle(int rows, int columns) {
        List<String> grid = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            grid.add("o".repeat(columns));
        }
        return Board.fromGrid(rows + "x" + columns, grid, Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER);
    }
}
