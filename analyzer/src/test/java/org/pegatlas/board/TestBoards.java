package org.pegatlas.board;

import java.util.ArrayList;
import java.util.List;

/** Boards for the tests: built-in ones by name, and grids that are not built in. */
public final class TestBoards {
    private TestBoards() {
    }

    /** Triangle with {@code n} rows (4 to 8), holes numbered 1.. from the apex. */
    public static Board triangle(int n) {
        return Boards.byName("triangle-" + n);
    }

    /** The French (37-hole) board. */
    public static Board french() {
        return Boards.byName("french");
    }

    /** The diamond (41-hole) board. */
    public static Board diamond41() {
        return Boards.byName("diamond");
    }

    /** The Wiegleb (45-hole) board. */
    public static Board wiegleb() {
        return Boards.byName("wiegleb");
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
