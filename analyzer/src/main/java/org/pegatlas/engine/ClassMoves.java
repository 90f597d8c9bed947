package org.pegatlas.engine;

import java.util.Arrays;
import java.util.List;

/**
 * The fewest moves from the representative start of a start class of the pairs table ({@link PairsTable}).
 *
 * @param ends by end hole, the fewest moves to one peg there, -1 when there is no solution;
 *     empty for {@link #NOT_COMPUTED}
 * @param solution the jump lines of one solution in the fewest moves of any end, empty when there is none
 */
public record ClassMoves(List<Integer> ends, List<Integer> solution) {
    /** The moves pass did not run: the class's solvable positions did not fit in half the JVM's heap. */
    public static final ClassMoves NOT_COMPUTED = new ClassMoves(List.of(), List.of());

    public ClassMoves {
        ends = List.copyOf(ends);
        solution = List.copyOf(solution);
    }

    /** What a moves pass from the start to one peg anywhere found. */
    static ClassMoves of(MovesPass.Result result) {
        return result.computed() ? new ClassMoves(result.onePeg(), result.lines()) : NOT_COMPUTED;
    }

    public boolean computed() {
        return !ends.isEmpty();
    }

    /** The fewest moves of any end, -1 when none is solvable or they were not computed. */
    int fewest() {
        return ends.stream().filter(m -> m >= 0).mapToInt(Integer::intValue).min().orElse(-1);
    }

    /** {@code moves=} the ends (empty where -1), {@code /}, the solution's lines, {@code .} between; {@code moves=?} when not computed. */
    String encode() {
        return MOVES_FIELD + (!computed() ? "?" : String.join(",", ends.stream().map(m -> m < 0 ? "" : m.toString()).toList())
                + "/" + String.join(".", solution.stream().map(String::valueOf).toList()));
    }

    /** @throws IllegalArgumentException if {@code text} is not a value of {@link #encode} for {@code holes} holes */
    static ClassMoves decode(String text, int holes) {
        if (!text.startsWith(MOVES_FIELD)) {
            throw new IllegalArgumentException("bad fewest-moves record '" + text + "'");
        }
        String value = text.substring(MOVES_FIELD.length());
        if (value.equals("?")) {
            return NOT_COMPUTED;
        }
        String[] parts = value.split("/", -1);
        String[] ends = parts[0].split(",", -1);
        if (parts.length != 2 || ends.length != holes) {
            throw new IllegalArgumentException("bad fewest-moves record '" + text + "'");
        }
        return new ClassMoves(Arrays.stream(ends).map(m -> m.isEmpty() ? -1 : Integer.parseInt(m)).toList(),
                parts[1].isEmpty() ? List.of() : Arrays.stream(parts[1].split("\\.")).map(Integer::valueOf).toList());
    }

    private static final String MOVES_FIELD = "moves=";
}
