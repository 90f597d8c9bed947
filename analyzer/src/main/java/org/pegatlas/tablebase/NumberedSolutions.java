package org.pegatlas.tablebase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.pegatlas.board.Board;
import org.pegatlas.reports.Counted;

/**
 * Every solution from a position, numbered, read off a tablebase's exact solution counts: the
 * solution with a given index, or one drawn uniformly at random.
 *
 * <p>The order: solutions are numbered from 0 to {@code solutions - 1} by their jumps, compared
 * jump by jump in the board's line order (the order {@code query} lists jumps in); where the
 * position reached is itself a goal position (an {@code at-most:K} goal), the solution that stops
 * there comes before every longer one through it. Solution 0 is therefore the one that always
 * takes the first jump that keeps the goal, which is {@code analyze}'s sample solution from the
 * start.
 */
public final class NumberedSolutions {
    /**
     * A solution picked from a position.
     *
     * @param index its number, {@code 0 <= index < of}
     * @param of the position's number of solutions
     * @param seed the seed it was drawn with, or empty when it was picked by its index
     * @param lines its jump lines, in order (empty when the position is itself a goal position and
     *     {@code index} is 0)
     */
    public record Pick(BigInteger index, BigInteger of, OptionalLong seed, List<Integer> lines) {
    }

    private final Tablebase tablebase;

    public NumberedSolutions(Tablebase tablebase) {
        this.tablebase = tablebase;
    }

    /**
     * The solution {@code choice} names from {@code position} (raw): a decimal index, or
     * {@code random} (any case) for one drawn uniformly with {@code seed}, or with a new seed (kept in
     * the pick, so the draw can be repeated) when {@code seed} is empty.
     *
     * @throws IllegalArgumentException with a one-line message when {@code choice} is neither, or
     *     names no solution of the position
     */
    public Pick pick(long position, String choice, OptionalLong seed) {
        String text = choice.strip();
        BigInteger index;
        OptionalLong drawnWith = OptionalLong.empty();
        if (text.toLowerCase(Locale.ROOT).equals("random")) {
            drawnWith = OptionalLong.of(seed.orElseGet(() -> new SplittableRandom().nextLong()));
            index = randomIndex(position, drawnWith.getAsLong());
        } else if (text.matches("\\d+")) {
            index = new BigInteger(text);
        } else {
            throw new IllegalArgumentException("a solution is picked by its index (0, 1, ...) or random, not '" + text + "'");
        }
        return new Pick(index, tablebase.value(position).solutions(), drawnWith, solution(position, index));
    }

    /**
     * The jump lines of solution {@code index} from {@code position} (raw).
     *
     * @throws IllegalArgumentException when {@code index} is not in {@code [0, solutions)}, saying
     *     how many there are
     */
    public List<Integer> solution(long position, BigInteger index) {
        BigInteger count = tablebase.value(position).solutions();
        if (index.signum() < 0 || index.compareTo(count) >= 0) {
            throw new IllegalArgumentException(count.signum() == 0 ? "the position has no solution"
                    : "solution " + index + " does not exist: the position has " + Counted.of(count, "solution") + ", numbered 0 to "
                    + String.format(Locale.ROOT, "%,d", count.subtract(BigInteger.ONE)));
        }
        Board board = tablebase.problem().board();
        List<Integer> lines = new ArrayList<>();
        BigInteger rest = index;
        long current = position;
        while (true) {
            if (tablebase.problem().goal().test(current)) {
                if (rest.signum() == 0) {
                    return List.copyOf(lines);
                }
                rest = rest.subtract(BigInteger.ONE);
            }
            int taken = -1;
            for (Tablebase.JumpValue jump : tablebase.report(current).jumps()) {
                BigInteger through = jump.value().solutions();
                if (rest.compareTo(through) < 0) {
                    taken = jump.line();
                    break;
                }
                rest = rest.subtract(through);
            }
            if (taken < 0) {
                throw new IllegalStateException("the tablebase's solution counts do not add up at " + board.holeNames(current));
            }
            lines.add(taken);
            current ^= board.lineMask(taken);
        }
    }

    /**
     * The index of a solution from {@code position} drawn uniformly at random with {@code seed}
     * (the same seed gives the same index), by rejection sampling of uniform bit strings.
     *
     * @throws IllegalArgumentException when the position has no solution
     */
    public BigInteger randomIndex(long position, long seed) {
        BigInteger count = tablebase.value(position).solutions();
        if (count.signum() == 0) {
            throw new IllegalArgumentException("the position has no solution");
        }
        SplittableRandom random = new SplittableRandom(seed);
        int bits = count.subtract(BigInteger.ONE).bitLength();
        while (true) {
            byte[] bytes = new byte[bits / 8 + 1];
            random.nextBytes(bytes);
            BigInteger candidate = new BigInteger(1, bytes).shiftRight(bytes.length * 8 - bits);
            if (candidate.compareTo(count) < 0) {
                return candidate;
            }
        }
    }
}
