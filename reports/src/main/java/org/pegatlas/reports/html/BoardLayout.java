package org.pegatlas.reports.html;

import java.util.List;

/**
 * Where a board's holes are drawn.
 *
 * @param board the board's name
 * @param holes every hole, in the board's hole order
 */
public record BoardLayout(String board, List<Hole> holes) {
    public BoardLayout {
        holes = List.copyOf(holes);
    }

    /**
     * One hole: its name and its place in the plane, in units of the distance between the two
     * closest holes, y growing downwards.
     */
    public record Hole(String name, double x, double y) {
    }
}
