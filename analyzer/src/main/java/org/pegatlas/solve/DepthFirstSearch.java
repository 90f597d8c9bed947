package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.List;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.engine.FailureTable;
import org.pegatlas.engine.MoveTable;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.problem.Goal;
import org.pegatlas.problem.PositionClasses;
import org.pegatlas.problem.Problem;

/**
 * One solution of a problem, or a proof that there is none, by depth-first search from the start.
 *
 * <p>First the position-class check: when no goal position shares the start's class, the answer
 * is "no solution" at once. Otherwise the search walks jump sequences depth first (an explicit
 * stack, one frame per jump), generating each position's jumps with the engine's bit-parallel
 * {@link MoveTable}. It runs in rounds, each from the start with one of the {@link MoveOrder#portfolio}
 * orders in turn, each order's round twice as long as its last (2^14 positions at first); the
 * failure table is kept from round to round, so a round goes where the earlier ones did not. A
 * search's time is heavy-tailed in its order: one order may take millions of positions where
 * another takes thousands, and the rounds cost at most a small factor over the best order. A
 * round that exhausts the start proves there is no solution. A position is not entered when
 * <ul>
 * <li>it has no more pegs than the goal's fewest and is not a goal position (jumps only remove pegs);
 * <li>{@link PagodaPruning} rules it out; once the search has entered 2^16 positions, and then
 *     each time the positions entered have doubled since, the next round that ends on its budget
 *     adds the pagoda functions {@link PagodaProgram} derives for two positions it found hard
 *     (so the linear programs, tens of milliseconds each, take a small share of a long search): the one whose failed search took the most positions in that round,
 *     and the one halfway down the path the round stopped on (each jump's loss of their value
 *     orders one more round, {@link MoveOrder#leastLoss});
 * <li>its canonical form is in the {@link FailureTable}: positions whose every jump was searched
 *     without reaching the goal;
 * <li>it has at most {@link EndgameTable#pegs()} pegs and is not in the {@link EndgameTable}
 *     (positions of that few pegs in it all reach the goal, so below there the search goes
 *     straight to a solution); the table is built between two rounds once the search has entered
 *     2^22 positions, so that easy problems (all the English ones) do not pay for it.
 * </ul>
 * Canonical forms are taken under the board symmetries that map the goal onto itself (the start
 * need not be fixed: whether a position can reach the goal depends only on the position and the
 * goal). Every rule is sound, so when the search exhausts the start, no solution exists.
 *
 * <p>The solution found is replayed through the board's rules ({@link Replay}) before it is
 * returned; a replay that fails is an internal error ({@link IllegalStateException}).
 */
public final class DepthFirstSearch {
    /** Nodes between two looks at the clock. */
    private static final long CLOCK_EVERY = 1 << 14;
    /** Positions the first round of each order may enter; each later round of an order, twice as many. */
    private static final long FIRST_ROUND_NODES = 1 << 14;
    /** Doublings after which a round's budget grows no more (2^14 << 40 is beyond any search). */
    private static final int MAX_DOUBLINGS = 40;
    /**
     * Most positions of the {@link EndgameTable}: 2^19 (about half a second to build, 8 to 16 MiB;
     * 2^21 took four times as long and saved no positions on the French starts measured).
     */
    private static final long ENDGAME_ENTRIES = 1 << 19;
    /** Positions entered before pagoda functions are derived ({@link PagodaProgram}): easy problems pay nothing. */
    private static final long DERIVE_AFTER = 1 << 16;
    /** Positions entered before the {@link EndgameTable} is built: easy problems are answered without it. */
    private static final long ENDGAME_AFTER = 1 << 22;

    private final Problem problem;
    private final SolveSettings settings;

    public DepthFirstSearch(Problem problem, SolveSettings settings) {
        this.problem = problem;
        this.settings = settings;
    }

    /** Runs the search (see the class comment). */
    public SolveOutcome run() {
        long began = System.nanoTime();
        if (problem.positionClassCheck() == PositionClasses.Verdict.DIFFERENT_CLASSES) {
            return new SolveOutcome(SolveOutcome.Answer.NO_SOLUTION, true, null, 0, 0, 0, 0, elapsed(began));
        }
        return new Frames(began).search();
    }

    private static double elapsed(long began) {
        return (System.nanoTime() - began) / 1e9;
    }

    /** The search's state: one frame per jump made, the start at depth 0. */
    private final class Frames {
        private final long began;
        private final long deadline;
        private final Board board = problem.board();
        private final Goal goal = problem.goal();
        private final long[] lineMask = new long[board.lineCount()];
        private final MoveTable moves = new MoveTable(board);
        private final List<MoveOrder> orders;
        /** Where in {@link #orders} the {@link MoveOrder#leastLoss} order is, once there is one; -1 before. */
        private int lossOrder = -1;
        /** Derived pagoda functions so far, for the {@link MoveOrder#leastLoss} order. */
        private final List<Pagoda> derived = new ArrayList<>();
        private final PagodaPruning pagodas;
        private final SymmetryTables symmetries;
        private final long[] images;
        private final FailureTable failures = new FailureTable(settings.tableBytes());
        private EndgameTable endgame = EndgameTable.none();
        private boolean endgameBuilt;
        private final long[] position;
        private final long[] canonical;
        private final int[][] jumps;
        private final int[] jumpCount;
        private final int[] nextJump;
        /** {@code enteredAt[depth]}: {@link #nodes} when the position at that depth was entered. */
        private final long[] enteredAt;
        private long nodes;
        /** The position whose failed search took the most positions in this round; its count, 0 for none yet. */
        private long hardest;
        private long hardestNodes;
        /** Positions entered before the next derivation of pagoda functions: doubles at each. */
        private long nextDerivation = DERIVE_AFTER;
        /** The depth the last round stopped at (its budget spent); the path down to it is still on the stack. */
        private int stopDepth;

        Frames(long began) {
            this.began = began;
            this.deadline = settings.seconds() > 0 ? began + (long) (settings.seconds() * 1e9) : Long.MAX_VALUE;
            for (int i = 0; i < lineMask.length; i++) {
                lineMask[i] = board.lineMask(i);
            }
            orders = new ArrayList<>(settings.uses(SolveSettings.Aid.ORDERING) ? MoveOrder.portfolio(board) : List.of(MoveOrder.lineOrder(board)));
            pagodas = settings.uses(SolveSettings.Aid.PAGODA) ? PagodaPruning.of(problem) : PagodaPruning.none();
            SymmetryGroup group = problem.boardSymmetries();
            symmetries = new SymmetryTables(board, settings.uses(SolveSettings.Aid.SYMMETRY)
                    ? group.subgroup(goal::isFixedBy) : group.subgroup(p -> p == group.permutation(0)));
            images = new long[symmetries.order()];
            // Every jump removes a peg, so there are at most pegs - 1 jumps: depths 0 .. pegs - 1.
            int depths = problem.startPegs();
            position = new long[depths];
            canonical = new long[depths];
            jumps = new int[depths][board.lineCount()];
            jumpCount = new int[depths];
            nextJump = new int[depths];
            enteredAt = new long[depths];
        }

        SolveOutcome search() {
            long start = problem.start();
            nodes = 1;
            if (goal.test(start)) {
                return solved(0);
            }
            if (!mayReach(start)) {
                return finished(SolveOutcome.Answer.NO_SOLUTION);
            }
            for (int round = 0; ; round++) {
                if (nodes >= ENDGAME_AFTER && !endgameBuilt && settings.uses(SolveSettings.Aid.ENDGAME)) {
                    endgameBuilt = true;
                    endgame = EndgameTable.build(problem, symmetries, Math.min(ENDGAME_ENTRIES, settings.tableBytes() / 32));
                    if (Long.bitCount(start) <= endgame.pegs() && !endgame.canReach(symmetries.canonical(start, images))) {
                        return finished(SolveOutcome.Answer.NO_SOLUTION);
                    }
                }
                if (nodes >= nextDerivation && hardestNodes > 0 && settings.uses(SolveSettings.Aid.LP)) {
                    deriveFrom(hardest);
                    deriveFrom(position[stopDepth / 2]);
                    nextDerivation = 2 * nodes;
                }
                hardestNodes = 0;
                long lastNode = orders.size() == 1 ? Long.MAX_VALUE
                        : nodes + (FIRST_ROUND_NODES << Math.min(MAX_DOUBLINGS, round / orders.size()));
                SolveOutcome outcome = descend(orders.get(round % orders.size()), lastNode);
                if (outcome != null) {
                    return outcome;
                }
            }
        }

        /**
         * One round: the search from the start in {@code order}, until it answers or has entered
         * {@code lastNode} positions in all (then {@code null}; the failure table keeps what it
         * learnt).
         */
        private SolveOutcome descend(MoveOrder order, long lastNode) {
            int depth = 0;
            long start = problem.start();
            enter(0, start, symmetries.canonical(start, images), order);
            while (depth >= 0) {
                if (nextJump[depth] == jumpCount[depth]) {
                    failures.add(canonical[depth]);
                    if (nodes - enteredAt[depth] > hardestNodes) {
                        hardestNodes = nodes - enteredAt[depth];
                        hardest = position[depth];
                    }
                    depth--;
                    continue;
                }
                long next = position[depth] ^ lineMask[jumps[depth][nextJump[depth]++]];
                nodes++;
                if ((nodes & (CLOCK_EVERY - 1)) == 0 && System.nanoTime() > deadline) {
                    return finished(SolveOutcome.Answer.STOPPED);
                }
                if (nodes >= lastNode) {
                    stopDepth = depth;
                    return null;
                }
                if (goal.test(next)) {
                    return solved(depth + 1);
                }
                if (Long.bitCount(next) <= endgame.pegs()) {
                    long c = symmetries.canonical(next, images);
                    if (endgame.canReach(c)) {
                        depth++;
                        enter(depth, next, c, order);
                    }
                } else if (mayReach(next)) {
                    long c = symmetries.canonical(next, images);
                    if (!failures.contains(c)) {
                        depth++;
                        enter(depth, next, c, order);
                    }
                }
            }
            return finished(SolveOutcome.Answer.NO_SOLUTION);
        }

        /** Whether {@code p}, not a goal position, survives the peg count and the pagoda functions. */
        private boolean mayReach(long p) {
            return Long.bitCount(p) > goal.minimumPegs() && !pagodas.rulesOut(p);
        }

        private void enter(int depth, long p, long canonicalForm, MoveOrder order) {
            position[depth] = p;
            canonical[depth] = canonicalForm;
            int count = moves.legalLines(p, false, jumps[depth]);
            order.sort(jumps[depth], count);
            jumpCount[depth] = count;
            nextJump[depth] = 0;
            enteredAt[depth] = nodes;
        }

        /**
         * Derives pagoda functions for {@code p} ({@link PagodaPruning#derive}); when the move orders
         * take turns, the {@link MoveOrder#leastLoss} order of all derived so far joins them, or
         * replaces its older self.
         */
        private void deriveFrom(long p) {
            List<Pagoda> added = pagodas.derive(p);
            if (added.isEmpty()) {
                return;
            }
            derived.addAll(added);
            if (orders.size() == 1) {
                return;
            }
            MoveOrder loss = MoveOrder.leastLoss(board, derived);
            if (lossOrder < 0) {
                lossOrder = orders.size();
                orders.add(loss);
            } else {
                orders.set(lossOrder, loss);
            }
        }

        /** The solution on the stack: the jump last taken at each depth below {@code depth}. */
        private SolveOutcome solved(int depth) {
            List<Integer> lines = new ArrayList<>();
            for (int d = 0; d < depth; d++) {
                lines.add(jumps[d][nextJump[d] - 1]);
            }
            return new SolveOutcome(SolveOutcome.Answer.SOLVED, false, Replay.check(problem, lines), nodes, failures.size(),
                    failures.bytes(), failures.replaced(), elapsed(began));
        }

        private SolveOutcome finished(SolveOutcome.Answer answer) {
            return new SolveOutcome(answer, false, null, nodes, failures.size(), failures.bytes(), failures.replaced(), elapsed(began));
        }
    }
}
