package org.pegatlas.reports.html;

import java.util.Collection;
import java.util.Set;

/**
 * A board as inline SVG: one {@code <g class="hole" data-hole="NAME">} per hole, with a circle and
 * the hole's name. Classes on the group carry the state, styled by {@code board.css} and changed by
 * {@code board.js}: {@code peg} (a peg stands there), {@code goal} (the goal needs a peg there),
 * and {@code from}, {@code over}, {@code to} (the holes of a highlighted jump).
 */
public final class BoardSvg {
    /** Pixels between the two closest holes. */
    static final double SPACING = 48;
    private static final double RADIUS = 0.4 * SPACING;
    private static final double MARGIN = 0.55 * SPACING;

    private BoardSvg() {
    }

    /**
     * The board with pegs on {@code pegs} and the {@code goal} holes marked.
     *
     * @param id the {@code id} of the {@code <svg>} element
     * @param pegs names of the holes holding a peg
     * @param goal names of the holes the goal needs a peg on (empty when the goal names none, as
     *     for "one peg anywhere")
     */
    public static String render(String id, BoardLayout layout, Collection<String> pegs, Collection<String> goal) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (BoardLayout.Hole h : layout.holes()) {
            minX = Math.min(minX, h.x());
            minY = Math.min(minY, h.y());
            maxX = Math.max(maxX, h.x());
            maxY = Math.max(maxY, h.y());
        }
        double width = (maxX - minX) * SPACING + 2 * MARGIN;
        double height = (maxY - minY) * SPACING + 2 * MARGIN;
        Set<String> pegSet = Set.copyOf(pegs);
        Set<String> goalSet = Set.copyOf(goal);
        StringBuilder out = new StringBuilder();
        out.append("<svg id=\"").append(Html.escape(id)).append("\" class=\"board\" viewBox=\"0 0 ").append(Html.number(width)).append(' ')
                .append(Html.number(height)).append("\" width=\"").append(Html.number(width)).append("\" height=\"").append(Html.number(height))
                .append("\" role=\"img\" aria-label=\"board ").append(Html.escape(layout.board())).append("\">\n");
        for (BoardLayout.Hole h : layout.holes()) {
            String x = Html.number((h.x() - minX) * SPACING + MARGIN);
            String y = Html.number((h.y() - minY) * SPACING + MARGIN);
            String classes = "hole" + (pegSet.contains(h.name()) ? " peg" : "") + (goalSet.contains(h.name()) ? " goal" : "");
            double fontSize = Math.min(15, 1.7 * RADIUS / Math.max(1, h.name().length()));
            out.append("<g class=\"").append(classes).append("\" data-hole=\"").append(Html.escape(h.name())).append("\">")
                    .append("<circle cx=\"").append(x).append("\" cy=\"").append(y).append("\" r=\"").append(Html.number(RADIUS)).append("\"/>")
                    .append("<text x=\"").append(x).append("\" y=\"").append(y).append("\" font-size=\"").append(Html.number(fontSize))
                    .append("\">").append(Html.escape(h.name())).append("</text></g>\n");
        }
        return out.append("</svg>").toString();
    }
}
