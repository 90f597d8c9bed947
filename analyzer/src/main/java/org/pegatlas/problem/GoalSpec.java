package org.pegatlas.problem;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pegatlas.board.Board;
import org.pegatlas.board.Positions;

/**
 * Goals written by users ({@code --goal}):
 *
 * <ul>
 *   <li>{@code HOLE} — one peg left, on that hole ({@code d4}, {@code 3,3}, {@code 13}, {@code H});
 *   <li>{@code any} — one peg left, anywhere;
 *   <li>{@code at-most:K} — at most K pegs left (K at least 1);
 *   <li>{@code HOLE HOLE ...} or {@code pegs: HOLE ...} — exactly these pegs left;
 *   <li>{@code empty: HOLE ...} — exactly the pegs of the full board less these holes;
 *   <li>a diagram, rows separated by {@code /} — exactly the pegs drawn {@code x}.
 * </ul>
 *
 * Malformed input throws {@link IllegalArgumentException} with a one-line message.
 */
public final class GoalSpec {
    private static final Pattern AT_MOST = Pattern.compile("at-most\\s*:?\\s*(\\S*)");

    private GoalSpec() {
    }

    /** Parses a goal as {@code --goal} takes it. */
    public static Goal parse(Board board, String spec) {
        String s = spec.trim();
        String lower = s.toLowerCase(Locale.ROOT);
        if (s.isEmpty()) {
            throw new IllegalArgumentException("empty goal; give a hole, any, at-most:K, or the final pegs");
        }
        if (lower.equals("any")) {
            return Goal.onePegAnywhere();
        }
        Matcher atMost = AT_MOST.matcher(lower);
        if (atMost.matches()) {
            String k = atMost.group(1);
            if (k.matches("0*[1-9]\\d*")) {
                String digits = k.replaceFirst("^0+", "");
                if (digits.length() > 2 || Integer.parseInt(digits) > Board.MAX_HOLES) {
                    throw new IllegalArgumentException("goal '" + s + "': at most " + digits + " pegs is more than any board holds ("
                            + Board.MAX_HOLES + " holes at most)");
                }
                return Goal.atMost(Integer.parseInt(digits));
            }
            throw new IllegalArgumentException("goal '" + s + "': at-most needs a whole number of pegs, at least 1, as in at-most:2");
        }
        if (Positions.isInlineDiagram(s)) {
            return exact(Positions.inlineDiagram(board, s));
        }
        if (lower.startsWith("pegs:")) {
            return exact(Positions.holes(board, s.substring(s.indexOf(':') + 1)));
        }
        if (lower.startsWith("empty:")) {
            return exact(board.fullMask() & ~Positions.holes(board, s.substring(s.indexOf(':') + 1)));
        }
        return exact(Positions.holes(board, s));
    }

    /** A goal drawn in a diagram file ({@code --goal-file}): exactly the pegs drawn {@code x}. */
    public static Goal diagramFile(Board board, String text) {
        return exact(Positions.diagramFile(board, text));
    }

    private static Goal exact(long position) {
        if (position == 0) {
            throw new IllegalArgumentException("the goal has no peg; draw the final pegs as x");
        }
        return Goal.exactly(position);
    }

    /**
     * Refuses goals that make no sense for {@code start}: more pegs than the start, or as many
     * (every jump removes a peg, so only the start itself could have them), and {@code at-most:K}
     * with K at least the start's pegs (the start itself would be a goal).
     */
    public static void checkAgainstStart(Board board, long start, Goal goal) {
        int startPegs = Long.bitCount(start);
        if (goal.minimumPegs() > startPegs) {
            throw new IllegalArgumentException("the goal (" + goal.describe(board) + ") has " + goal.minimumPegs()
                    + " pegs but the start only " + startPegs);
        }
        if (goal.minimumPegs() == startPegs && !(goal instanceof Goal.AtMost)) {
            throw new IllegalArgumentException("the goal (" + goal.describe(board) + ") has as many pegs as the start (" + startPegs
                    + "); every jump removes one, so a goal needs fewer");
        }
        if (goal instanceof Goal.AtMost a && a.pegs() >= startPegs) {
            throw new IllegalArgumentException("the goal (" + goal.describe(board) + ") is met by the start itself, which has "
                    + startPegs + " peg" + (startPegs == 1 ? "" : "s") + "; ask for fewer");
        }
    }
}
