package org.pegatlas.engine;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import org.pegatlas.reports.StartFigures;

/**
 * A start class's results in the pairs table ({@link PairsTable}): its pass's totals (raw and
 * canonical positions, complete games; {@code null} unless {@code search} is
 * {@link StartFigures#FULL}), the exact solutions into each end hole, by hole index, its fewest
 * moves ({@code null} when not asked for), and how it was searched (a {@link StartFigures#search}
 * value).
 */
public record ClassFigures(BigInteger raw, BigInteger canonical, BigInteger games, BigInteger[] ends, ClassMoves moves, String search) {
    /** Figures of a class searched to the end, without fewest moves. */
    public ClassFigures(BigInteger raw, BigInteger canonical, BigInteger games, BigInteger[] ends) {
        this(raw, canonical, games, ends, null, StartFigures.FULL);
    }

    /**
     * The solutions of a class not searched to the end: {@code search} says how they were found
     * ({@link StartFigures#MIDDLE} or {@link StartFigures#CLASS_CHECK}); no totals, no fewest moves.
     * Public for the Spark module's search to the middle.
     */
    public static ClassFigures ends(BigInteger[] ends, String search) {
        return new ClassFigures(null, null, null, ends, null, search);
    }

    /** These figures with {@code moves}. */
    ClassFigures with(ClassMoves moves) {
        return new ClassFigures(raw, canonical, games, ends, moves, search);
    }

    /** A pass's figures: its levels' raw and canonical positions and games summed, with {@code ends}. */
    static ClassFigures of(List<ForwardPass.LevelFigures> levels, BigInteger[] ends) {
        BigInteger raw = BigInteger.ZERO;
        BigInteger canonical = BigInteger.ZERO;
        BigInteger games = BigInteger.ZERO;
        for (ForwardPass.LevelFigures level : levels) {
            raw = raw.add(BigInteger.valueOf(level.raw()));
            canonical = canonical.add(BigInteger.valueOf(level.canonical()));
            games = games.add(level.gamesEnded());
        }
        return new ClassFigures(raw, canonical, games, ends);
    }

    /**
     * The counts, {@code ;} between, then {@code ;} and the {@link ClassMoves#encode moves} when
     * there are; a class not searched to the end has {@code middle} or {@code class} in place
     * of its raw positions, and empty canonical positions and games.
     */
    String encode() {
        String totals = search.equals(StartFigures.FULL) ? raw + ";" + canonical + ";" + games
                : (search.equals(StartFigures.MIDDLE) ? MIDDLE_FIELD : CLASS_FIELD) + ";;";
        return totals + ";" + String.join(",", Arrays.stream(ends).map(BigInteger::toString).toList())
                + (moves == null ? "" : ";" + moves.encode());
    }

    private static final String MIDDLE_FIELD = "middle";
    private static final String CLASS_FIELD = "class";

    /**
     * @param moves whether the record must hold fewest moves
     * @throws IllegalArgumentException if {@code text} is not a value of {@link #encode} for
     *     {@code holes} holes, with fewest moves exactly when {@code moves}
     */
    static ClassFigures decode(String text, int holes, boolean moves) {
        String[] f = text.split(";");
        String[] ends = f.length == (moves ? 5 : 4) ? f[3].split(",") : new String[0];
        if (ends.length != holes) {
            throw new IllegalArgumentException("bad start-class record '" + text + "'");
        }
        BigInteger[] counts = Arrays.stream(ends).map(BigInteger::new).toArray(BigInteger[]::new);
        ClassMoves classMoves = moves ? ClassMoves.decode(f[4], holes) : null;
        if (f[0].equals(MIDDLE_FIELD) || f[0].equals(CLASS_FIELD)) {
            if (!f[1].isEmpty() || !f[2].isEmpty()) {
                throw new IllegalArgumentException("bad start-class record '" + text + "'");
            }
            return new ClassFigures(null, null, null, counts, classMoves, f[0].equals(MIDDLE_FIELD) ? StartFigures.MIDDLE
                    : StartFigures.CLASS_CHECK);
        }
        return new ClassFigures(new BigInteger(f[0]), new BigInteger(f[1]), new BigInteger(f[2]), counts, classMoves,
                StartFigures.FULL);
    }
}
