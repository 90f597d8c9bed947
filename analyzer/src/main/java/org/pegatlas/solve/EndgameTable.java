package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.engine.MoveTable;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;

/**
 * Every position of few pegs that can reach the goal, found backwards: the goal positions, then
 * every position one jump before one of them (its un-jumps), and so on, level by level, while the
 * table stays under its entry budget. Held canonical under symmetries that keep the goal, so a
 * position of at most {@link #pegs()} pegs can reach the goal exactly when its canonical form is
 * in the table: the search need not look below that many pegs, and when it gets there it knows.
 *
 * <p>Built for goals of one peg on a hole (from that position), one peg anywhere (from one peg on
 * each hole of the start's class; positions met from the start share its class) and an exact
 * final position; goals of at most k pegs get {@link #none()}, as does any goal whose first level
 * alone exceeds the budget.
 */
final class EndgameTable {
    private final int pegs;
    private final ExactSet positions;

    private EndgameTable(int pegs, ExactSet positions) {
        this.pegs = pegs;
        this.positions = positions;
    }

    /** A table that knows nothing: {@link #pegs()} is 0. */
    static EndgameTable none() {
        return new EndgameTable(0, new ExactSet());
    }

    /**
     * The table for {@code problem}'s goal, levels added while the whole holds at most
     * {@code maxEntries} positions.
     *
     * @param symmetries symmetries that map the goal onto itself
     */
    static EndgameTable build(Problem problem, SymmetryTables symmetries, long maxEntries) {
        List<Long> goals = goalPositions(problem);
        if (goals.isEmpty() || goals.size() > maxEntries) {
            return none();
        }
        Board board = problem.board();
        MoveTable moves = new MoveTable(board);
        long[] images = new long[symmetries.order()];
        int[] lines = new int[board.lineCount()];
        ExactSet all = new ExactSet();
        List<Long> level = new ArrayList<>();
        for (long goal : goals) {
            long c = symmetries.canonical(goal, images);
            if (all.add(c)) {
                level.add(c);
            }
        }
        int pegs = Long.bitCount(goals.get(0));
        while (pegs < problem.startPegs() - 1) {
            List<Long> before = new ArrayList<>();
            for (long p : level) {
                int count = moves.legalLines(p, true, lines);
                for (int j = 0; j < count; j++) {
                    long c = symmetries.canonical(p ^ board.lineMask(lines[j]), images);
                    if (all.add(c)) {
                        before.add(c);
                    }
                }
                if (all.size() > maxEntries) {
                    // This level is incomplete: keep the table only to the level before it.
                    for (long c : before) {
                        all.remove(c);
                    }
                    return new EndgameTable(pegs, all);
                }
            }
            level = before;
            pegs++;
        }
        return new EndgameTable(pegs, all);
    }

    /** The goal positions the table starts from, all of one peg count; empty for goals it does not serve. */
    private static List<Long> goalPositions(Problem problem) {
        Goal goal = problem.goal();
        List<Long> goals = new ArrayList<>();
        if (goal instanceof Goal.OnePegOn || goal instanceof Goal.ExactPosition) {
            goals.add(goal.holes());
        } else if (goal instanceof Goal.OnePegAnywhere) {
            PositionClasses classes = PositionClasses.of(problem.board());
            for (int hole = 0; hole < problem.board().holeCount(); hole++) {
                if (classes.sameClass(problem.start(), 1L << hole)) {
                    goals.add(1L << hole);
                }
            }
        }
        return goals;
    }

    /** Positions of at most this many pegs are decided by {@link #canReach}; 0 when none are. */
    int pegs() {
        return pegs;
    }

    /** Positions held. */
    long size() {
        return positions.size();
    }

    /** Whether the position whose canonical form is {@code canonical} (at most {@link #pegs()} pegs) can reach the goal. */
    boolean canReach(long canonical) {
        return positions.contains(canonical);
    }

    /** An exact set of non-zero {@code long}s: open addressing with linear probing, doubling at half full. */
    private static final class ExactSet {
        private long[] slots = new long[1 << 10];
        private long size;

        boolean add(long key) {
            if (size * 2 >= slots.length) {
                long[] old = slots;
                slots = new long[old.length * 2];
                size = 0;
                for (long k : old) {
                    if (k != 0) {
                        add(k);
                    }
                }
            }
            int at = slot(key);
            if (slots[at] == key) {
                return false;
            }
            slots[at] = key;
            size++;
            return true;
        }

        boolean contains(long key) {
            return slots[slot(key)] == key;
        }

        /** Removes {@code key}, moving the keys after it back so that every probe still finds its key. */
        void remove(long key) {
            int mask = slots.length - 1;
            int hole = slot(key);
            if (slots[hole] != key) {
                return;
            }
            slots[hole] = 0;
            size--;
            for (int i = (hole + 1) & mask; slots[i] != 0; i = (i + 1) & mask) {
                long k = slots[i];
                slots[i] = 0;
                size--;
                add(k);
            }
        }

        long size() {
            return size;
        }

        /** The slot holding {@code key}, or the empty slot where it would go. */
        private int slot(long key) {
            int mask = slots.length - 1;
            int at = (int) (key * 0x9E3779B97F4A7C15L >>> 32) & mask;
            while (slots[at] != 0 && slots[at] != key) {
                at = (at + 1) & mask;
            }
            return at;
        }
    }
}
