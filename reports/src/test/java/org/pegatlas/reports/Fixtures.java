package org.pegatlas.reports;

import java.math.BigInteger;
import java.util.List;

/** Report values shared by the writer tests, with the English centre game's published figures. */
final class Fixtures {
    static final BigInteger GAMES = new BigInteger("577116156815309849672");
    static final BigInteger SOLUTIONS = new BigInteger("40861647040079968");
    static final BigInteger HUGE = BigInteger.TWO.pow(200).add(BigInteger.valueOf(12345));

    private Fixtures() {
    }

    static List<LevelRow> rows() {
        return List.of(
                new LevelRow(0, 32, 1, 1, 1, 1, 0, 0, BigInteger.ONE, BigInteger.ZERO, 1, 42, 96),
                new LevelRow(1, 31, 4, 1, 4, 1, 0, 0, BigInteger.valueOf(4), BigInteger.ZERO, 3, 42, 96),
                new LevelRow(30, 2, 12, 3, 8, 2, 4, 1, SOLUTIONS, GAMES, 0, 60, 150),
                new LevelRow(31, 1, 5, 2, 1, 1, 5, 2, HUGE, HUGE.add(BigInteger.ONE),
                        0, 58, 140));
    }

    static AnalysisReport report(String board, String start, String goal, List<String> sample) {
        ProblemInfo problem = new ProblemInfo(board, 33, 76, 8, 8, start, 32, goal, "same class");
        Totals totals = new Totals(new BigInteger("187636299"), new BigInteger("23475688"), new BigInteger("13428122"),
                new BigInteger("1679072"), new BigInteger("1000"), new BigInteger("300"), SOLUTIONS, GAMES, 6, 31);
        return new AnalysisReport(problem, rows(), totals, sample, new RunInfo("0.1.0-test", 2, 13.4567, 6_000_000_000L));
    }
}
