package org.pegatlas.reports;

import java.math.BigInteger;
import java.util.List;

/** Report values shared by the writer tests, with the English centre game's published figures. */
public final class Fixtures {
    public static final BigInteger GAMES = new BigInteger("577116156815309849672");
    public static final BigInteger SOLUTIONS = new BigInteger("40861647040079968");
    public static final BigInteger HUGE = BigInteger.TWO.pow(200).add(BigInteger.valueOf(12345));

    private Fixtures() {
    }

    public static List<LevelRow> rows() {
        return List.of(
                new LevelRow(0, 32, 1, 1, 1, 1, 0, 0, BigInteger.ONE, BigInteger.ZERO, 1, 42, 96),
                new LevelRow(1, 31, 4, 1, 4, 1, 0, 0, BigInteger.valueOf(4), BigInteger.ZERO, 3, 42, 96),
                new LevelRow(30, 2, 12, 3, 8, 2, 4, 1, SOLUTIONS, GAMES, 0, 60, 150),
                new LevelRow(31, 1, 5, 2, 1, 1, 5, 2, HUGE, HUGE.add(BigInteger.ONE),
                        0, 58, 140));
    }

    public static AnalysisReport report(String board, String start, String goal, List<String> sample) {
        ProblemInfo problem = new ProblemInfo(board, 33, 76, 8, 8, start, 32, goal, "same class", List.of(), List.of());
        Totals totals = new Totals(new BigInteger("187636299"), new BigInteger("23475688"), new BigInteger("13428122"),
                new BigInteger("1679072"), new BigInteger("1000"), new BigInteger("300"), SOLUTIONS, GAMES, 6, 31);
        FewestMoves moves = sample.isEmpty() ? null : new FewestMoves(2, List.of("d2-d4", "b3-d3-f3"));
        return new AnalysisReport(problem, rows(), totals, sample, moves, List.of(), new RunInfo("0.1.0-test", 2, 13.4567, 6_000_000_000L));
    }

    /**
     * A pairs table of a made-up three-hole board {@code A B C}: start A finishes on B (one solution)
     * and on C (a count past 2^64), start B on A, start C nowhere.
     */
    public static PairsReport pairs() {
        BigInteger big = BigInteger.TWO.pow(70).add(BigInteger.valueOf(3));
        List<StartFigures> starts = List.of(
                new StartFigures("A", "A", 2, BigInteger.valueOf(40), BigInteger.valueOf(21), GAMES, 2, big.add(BigInteger.ONE), StartFigures.FULL),
                new StartFigures("B", "B", 1, BigInteger.valueOf(12), BigInteger.valueOf(12), BigInteger.TEN, 1, BigInteger.valueOf(7), StartFigures.FULL),
                new StartFigures("C", "A", 2, BigInteger.valueOf(40), BigInteger.valueOf(21), BigInteger.ZERO, 0, BigInteger.ZERO, StartFigures.FULL));
        List<List<BigInteger>> solutions = List.of(List.of(BigInteger.ZERO, BigInteger.ONE, big), List.of(BigInteger.valueOf(7), BigInteger.ZERO,
                BigInteger.ZERO), List.of(BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO));
        return new PairsReport("abc", 2, List.of("A", "B", "C"), starts, solutions, new RunInfo("0.1.0-test", 1, 0.5, 1L << 26));
    }

    /** {@link #pairs()} with a (made-up) sample solution of each of its three solvable pairs. */
    public static PairsReport pairsWithSamples() {
        PairsReport pairs = pairs();
        return pairs.withSamples(List.of(new PairSolution("A", "B", List.of("C-A")), new PairSolution("A", "C", List.of("B-A", "A-C")),
                new PairSolution("B", "A", List.of("C-B"))), pairs.run());
    }
}
