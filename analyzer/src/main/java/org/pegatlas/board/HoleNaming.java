package org.pegatlas.board;

/** How the holes of a board are named for users. */
public enum HoleNaming {
    /** Column letter from the left, row number from the top: {@code a1}, {@code d4}. */
    GRID_LETTER_NUMBER,
    /** Holes numbered {@code 1} to {@code N} in row-major order (triangular boards). */
    NUMBERED,
    /** Names given with the board (boards defined by an explicit list of jump lines). */
    EXPLICIT
}
