package org.pegatlas.engine;

import java.math.BigInteger;
import java.util.List;
import org.pegatlas.reports.PairsReport;

/**
 * The pairs table's check on itself, needing no outside figures: a solution from the full board
 * less hole {@code s} to one peg on {@code e}, played backwards with pegs and holes swapped, is a
 * solution from the full board less {@code e} to one peg on {@code s}, and the other way round; so
 * {@code solutions(s, e) = solutions(e, s)} for every pair. The two counts come from different
 * start classes' passes (unless {@code s} and {@code e} share a class and a symmetry swaps them), so
 * agreement checks the whole engine.
 *
 * <p>There is no such check for fewest moves: the reversal keeps each jump ({@code a} over
 * {@code b} to {@code c} stays that jump) but reverses their order, so a chain {@code a → c → e}
 * (jumps {@code a-c}, {@code c-e}) becomes {@code c-e} then {@code a-c}, two moves. Triangle-5 shows
 * it: 11 moves at fewest from start 1 to end 7, 10 from start 7 to end 1 ({@code PairsMovesTest}).
 */
public final class TimeReversalCheck {
    private TimeReversalCheck() {
    }

    /** What the check compared, for the user. */
    public record Passed(int pairs, long solvablePairs) {
        /** One line saying the check passed. */
        public String describe() {
            return "self-check passed: solutions(s, e) = solutions(e, s) for all " + pairs + " pairs of distinct holes ("
                    + solvablePairs + " of them solvable; a solution reversed, with pegs and holes swapped, is one of the other pair)";
        }
    }

    /** Thrown when two reversed pairs disagree; the message names the first such pair, in hole order. */
    public static final class MismatchException extends Exception {
        MismatchException(String message) {
            super(message);
        }
    }

    /**
     * Checks {@code report}.
     *
     * @throws MismatchException naming the first pair {@code s < e} (in hole order) whose two counts differ
     */
    public static Passed check(PairsReport report) throws MismatchException {
        List<String> holes = report.holes();
        List<List<BigInteger>> solutions = report.solutions();
        int pairs = 0;
        long solvable = 0;
        for (int s = 0; s < holes.size(); s++) {
            for (int e = s + 1; e < holes.size(); e++) {
                BigInteger forward = solutions.get(s).get(e);
                BigInteger reversed = solutions.get(e).get(s);
                if (!forward.equals(reversed)) {
                    throw new MismatchException("self-check failed on " + report.board() + ": start " + holes.get(s) + " to end "
                            + holes.get(e) + " has " + forward + " solutions, start " + holes.get(e) + " to end " + holes.get(s)
                            + " has " + reversed + "; they must be equal (time reversal)");
                }
                pairs++;
                solvable += forward.signum() > 0 ? 1 : 0;
            }
        }
        return new Passed(pairs, solvable);
    }
}
