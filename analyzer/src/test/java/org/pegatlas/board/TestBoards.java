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

    /** The French (37-hole) board of boards.md. */
    public static Board french() {
        return Board.fromGrid("french", List.of("..ooo..", ".ooooo.", "ooooooo", "ooooooo", "ooooooo", ".ooooo.", "..ooo.."),
                Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER);
    }

    /** The diamond (41-hole) board of boards.md. */
    public static Board diamond41() {
        return Board.fromGrid("diamond", List.of("....o....", "...ooo...", "..ooooo..", ".ooooooo.", "ooooooooo", ".ooooooo.",
                "..ooooo..", "...ooo...", "....o...."), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER);
    }

    /** The Wiegleb (45-hole) board of boards.md. */
    public static Board wiegleb() {
        return Board.fromGrid("wiegleb", List.of("...ooo...", "...ooo...", "...ooo...", "ooooooooo", "ooooooooo", "ooooooooo",
                "...ooo...", "...ooo...", "...ooo..."), Directions.ORTHOGONAL, HoleNaming.GRID_LETTER_NUMBER);
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
