package org.pegatlas.reports.html;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pegatlas.reports.PairSolution;
import org.pegatlas.reports.PairsReport;

/**
 * The start × end table of a pairs run as an SVG heat map: one row per vacated start hole, one
 * column per hole of the last peg. A solvable pair's colour follows the logarithm of its solution
 * count (the smallest count of a solvable pair darkest, the largest brightest); an unsolvable pair
 * is pale grey and crossed. Every cell's {@code <title>} (shown on hover) and {@code data-count} hold the exact count.
 * In a table with sample solutions, a solvable cell's title also gives its sample, and the cell
 * links to its row ({@code #solution-START-END}) of the table of samples ({@link #samples}).
 */
final class HeatMap {
    /** Colour stops from the smallest count (1) to the largest. */
    private static final int[][] PALETTE = {{0x44, 0x01, 0x54}, {0x3b, 0x52, 0x8b}, {0x21, 0x91, 0x8c}, {0x5e, 0xc9, 0x62}, {0xfd, 0xe7, 0x25}};
    private static final int LABEL = 40;

    private HeatMap() {
    }

    static String render(PairsReport report) {
        Map<String, PairSolution> samples = new HashMap<>();
        for (PairSolution sample : report.samples() == null ? List.<PairSolution>of() : report.samples()) {
            samples.put(sample.start() + "," + sample.end(), sample);
        }
        List<String> holes = report.holes();
        int n = holes.size();
        int cell = Math.max(12, Math.min(28, 640 / n));
        BigInteger min = smallest(report);
        BigInteger max = largest(report);
        int size = LABEL + n * cell;
        StringBuilder out = new StringBuilder();
        out.append("<svg id=\"heat-map\" class=\"heat-map\" viewBox=\"0 0 ").append(size + 4).append(' ').append(size + 4).append("\" width=\"")
                .append(size + 4).append("\" height=\"").append(size + 4).append("\" role=\"img\" aria-label=\"start by end solution counts\">\n");
        for (int i = 0; i < n; i++) {
            int middle = LABEL + i * cell + cell / 2;
            out.append("<text class=\"end-label\" x=\"").append(middle).append("\" y=\"").append(LABEL - 6).append("\">")
                    .append(Html.escape(holes.get(i))).append("</text>");
            out.append("<text class=\"start-label\" x=\"").append(LABEL - 6).append("\" y=\"").append(middle).append("\">")
                    .append(Html.escape(holes.get(i))).append("</text>\n");
        }
        for (int s = 0; s < n; s++) {
            for (int e = 0; e < n; e++) {
                BigInteger count = report.solutions().get(s).get(e);
                int x = LABEL + e * cell;
                int y = LABEL + s * cell;
                boolean solvable = count.signum() > 0;
                PairSolution sample = samples.get(holes.get(s) + "," + holes.get(e));
                String title = title(holes.get(s), holes.get(e), count) + (sample == null ? "" : "; a solution: " + String.join(" ", sample.jumps()));
                if (sample != null) {
                    out.append("<a href=\"#").append(Html.escape(anchor(sample))).append("\">");
                }
                out.append("<rect class=\"").append(solvable ? "pair" : "pair unsolvable").append("\" x=\"").append(x).append("\" y=\"").append(y)
                        .append("\" width=\"").append(cell).append("\" height=\"").append(cell).append("\" fill=\"")
                        .append(solvable ? colour(count, min, max) : "#f1f1f1").append("\" data-start=\"").append(Html.escape(holes.get(s)))
                        .append("\" data-end=\"").append(Html.escape(holes.get(e))).append("\" data-count=\"").append(count).append("\"><title>")
                        .append(Html.escape(title)).append("</title></rect>").append(sample == null ? "" : "</a>");
                if (!solvable) {
                    int a = cell / 4;
                    out.append("<path class=\"cross\" d=\"M").append(x + a).append(' ').append(y + a).append("L").append(x + cell - a).append(' ')
                            .append(y + cell - a).append("M").append(x + cell - a).append(' ').append(y + a).append("L").append(x + a).append(' ')
                            .append(y + cell - a).append("\"/>");
                }
            }
            out.append('\n');
        }
        return out.append("</svg>").toString();
    }

    /**
     * The table of sample solutions, one row per solvable pair with its jumps, each row's id the
     * anchor its heat-map cell links to; empty when the table has none.
     */
    static String samples(PairsReport report) {
        if (report.samples() == null) {
            return "";
        }
        StringBuilder out = new StringBuilder("<section id=\"solutions\"><h2>Sample solutions</h2>\n<p class=\"caption\">One solution of each"
                + " solvable pair (solutions.csv), replayed by pegatlas before it was written; a cell of the map links here.</p>\n");
        if (report.samples().isEmpty()) {
            return out.append("<p>No pair is solvable.</p></section>\n").toString();
        }
        out.append("<table id=\"solutions-table\">\n<thead><tr><th>start</th><th>end</th><th>jumps</th></tr></thead>\n<tbody>\n");
        for (PairSolution sample : report.samples()) {
            out.append("<tr id=\"").append(Html.escape(anchor(sample))).append("\"><td>").append(Html.escape(sample.start())).append("</td><td>")
                    .append(Html.escape(sample.end())).append("</td><td class=\"jumps\">").append(Html.escape(String.join(" ", sample.jumps())))
                    .append("</td></tr>\n");
        }
        return out.append("</tbody></table></section>\n").toString();
    }

    /** The id of a sample's row in {@link #samples}. */
    private static String anchor(PairSolution sample) {
        return "solution-" + sample.start() + "-" + sample.end();
    }

    /** The legend: the colour ramp from the smallest to the largest count, and the mark of an unsolvable pair. */
    static String legend(PairsReport report) {
        StringBuilder ramp = new StringBuilder();
        for (int i = 0; i < PALETTE.length; i++) {
            ramp.append(i == 0 ? "" : ", ").append(hex(PALETTE[i]));
        }
        return "<div class=\"legend\"><span>" + solutions(smallest(report)) + "</span><span class=\"ramp\" style=\"background: linear-gradient(to right, "
                + ramp + ")\"></span><span>" + solutions(largest(report)) + " (log scale)</span><span class=\"swatch unsolvable\">×</span>"
                + "<span>unsolvable</span></div>";
    }

    /** The hover text of one pair. */
    static String title(String start, String end, BigInteger count) {
        return "start " + start + " vacated, last peg on " + end + ": " + (count.signum() == 0 ? "unsolvable" : solutions(count));
    }

    private static String solutions(BigInteger count) {
        return Html.count(count) + (count.equals(BigInteger.ONE) ? " solution" : " solutions");
    }

    /** The smallest count of a solvable pair (0 when none is solvable). */
    private static BigInteger smallest(PairsReport report) {
        return report.solutions().stream().flatMap(List::stream).filter(c -> c.signum() > 0).min(BigInteger::compareTo).orElse(BigInteger.ZERO);
    }

    private static BigInteger largest(PairsReport report) {
        return report.solutions().stream().flatMap(List::stream).max(BigInteger::compareTo).orElse(BigInteger.ZERO);
    }

    /**
     * The colour of {@code count}, from {@code min} to {@code max} (both at least 1), on a
     * logarithmic scale; the brightest when {@code min} equals {@code max}.
     */
    static String colour(BigInteger count, BigInteger min, BigInteger max) {
        double span = Math.log(max.doubleValue()) - Math.log(min.doubleValue());
        double t = span <= 0 ? 1 : (Math.log(count.doubleValue()) - Math.log(min.doubleValue())) / span;
        double position = t * (PALETTE.length - 1);
        int i = Math.min(PALETTE.length - 2, (int) position);
        double f = position - i;
        int[] rgb = new int[3];
        for (int c = 0; c < 3; c++) {
            rgb[c] = (int) Math.round(PALETTE[i][c] + f * (PALETTE[i + 1][c] - PALETTE[i][c]));
        }
        return hex(rgb);
    }

    private static String hex(int[] rgb) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
    }
}
