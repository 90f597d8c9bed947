package org.pegatlas.solve;

import java.util.ArrayList;
import java.util.Iterator;
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
 *     each time the positions entered have doubled since (past 2^22 positions, and in the searches
 *     of {@link #byEnds} from their start, each time they have grown by an eighth), the next round
 *     that ends on its budget
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
 * <p>One peg anywhere, once the whole search has entered 2^22 positions without an answer, goes
 * {@link #byEnds one last hole at a time}: a search to one peg on each hole the last peg may finish
 * on (one per class of them under the symmetries that keep the start), each with its own pagoda
 * functions (a position is then cut when that one hole's functions rule it out, where the whole
 * search needs every hole's to), its own end-game table and its own rounds, the searches taking
 * turns round by round and sharing the failure table (their keys tagged apart); each gives every
 * other round to its {@link MoveOrder#leastLoss} order once it has one. A search that
 * exhausts its start proves that no solution ends on its hole and drops out; the first solution
 * found answers (it ends with one peg, so it is a solution of the whole problem).
 *
 * <p>For a goal of one peg (on a hole or anywhere), {@link BeamSearch}es take turns with the
 * depth-first rounds: the first, 2^8 positions a level wide, once 2^16 positions are entered
 * (problems answered sooner never see one), then each four times as wide as the last once the
 * positions entered have doubled since it ended, up to 2^20 wide. A beam keeps only the positions
 * that score best ({@link BeamScore}) of each level and cuts what the whole search cuts (its
 * pagoda functions, failure table and end-game table), so it may find a solution in a corner the
 * depth-first rounds would reach late; a beam that empties proves nothing, and the depth-first
 * search goes on, so "no solution" is proved exactly as without beams. Their positions count in
 * the positions entered.
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
    /**
     * Positions a search enters before it derives pagoda functions each time its positions have
     * grown by an eighth instead of doubled: the long searches, where the linear programs cost
     * little (the searches one peg anywhere splits into, from their start).
     */
    private static final long DERIVE_OFTEN_AFTER = 1 << 22;
    /** Positions entered before the {@link EndgameTable} is built: easy problems are answered without it. */
    private static final long ENDGAME_AFTER = 1 << 22;

    /** Positions entered (by all searches) before one peg anywhere goes {@link #byEnds}: easy problems are answered as a whole. */
    static final long SPLIT_AFTER = 1 << 22;
    /** Positions entered before the first {@link BeamSearch}: problems answered sooner pay nothing for it. */
    static final long BEAM_AFTER = 1 << 16;
    /**
     * Width of the first beam; each later one is four times as wide. 2^8 solved 159 of the 168
     * problems of {@link BeamScore}'s measure (2^10 the others) at a quarter of the cost of 2^10.
     */
    private static final int FIRST_BEAM_WIDTH = 1 << 8;
    /**
     * Width of the last beam: 2^20 positions a level take about 400 MB while the beam runs
     * (candidates, two levels and the links of every level), beside the failure table's 512 MiB.
     */
    private static final int MOST_BEAM_WIDTH = 1 << 20;

    /**
     * What {@code admit} returns for a position a rule cuts: no key, since every key is the
     * canonical form of a position with an empty hole (a successor), tagged above the holes.
     */
    static final long CUT = -1;

    private final Problem problem;
    private final SolveSettings settings;
    private final long splitAfter;
    private final long beamAfter;
    // The run's state, shared by its searches (set by run()).
    private long began;
    private long deadline;
    private FailureTable failures;
    /** Positions entered in all: the start and every jump's result looked at, by the beams too. */
    private long nodes;
    /** The beam search of the whole problem; {@code null} when there is none (see {@link #beamFor}). */
    private BeamSearch beam;
    /** Width of the next beam, and {@link #nodes} before which it does not run. */
    private int beamWidth = FIRST_BEAM_WIDTH;
    private long nextBeam;

    public DepthFirstSearch(Problem problem, SolveSettings settings) {
        this(problem, settings, SPLIT_AFTER, BEAM_AFTER);
    }

    /**
     * As the public constructor, going {@link #byEnds} once {@code splitAfter} positions are
     * entered and running the first beam once {@code beamAfter} are (tests: 0, before any round).
     */
    DepthFirstSearch(Problem problem, SolveSettings settings, long splitAfter, long beamAfter) {
        this.problem = problem;
        this.settings = settings;
        this.splitAfter = splitAfter;
        this.beamAfter = beamAfter;
    }

    /** Runs the search (see the class comment); once per instance. */
    public SolveOutcome run() {
        began = System.nanoTime();
        if (problem.positionClassCheck() == PositionClasses.Verdict.DIFFERENT_CLASSES) {
            return new SolveOutcome(SolveOutcome.Answer.NO_SOLUTION, true, null, 0, 0, 0, 0, elapsed(began));
        }
        deadline = settings.seconds() > 0 ? began + (long) (settings.seconds() * 1e9) : Long.MAX_VALUE;
        failures = new FailureTable(settings.tableBytes());
        nodes = 1;
        Frames whole = new Frames(problem, 0);
        SolveOutcome outcome = whole.begin();
        if (outcome != null) {
            return outcome;
        }
        beam = beamFor(whole);
        nextBeam = beamAfter;
        int[] ends = splitEnds();
        while (ends == null || nodes < splitAfter) {
            outcome = beamIfDue();
            if (outcome == null) {
                outcome = whole.round();
            }
            if (outcome != null) {
                return outcome;
            }
        }
        return byEnds(ends);
    }

    /**
     * The beam search for a goal of one peg (on a hole or anywhere) with aid
     * {@link SolveSettings.Aid#BEAM} on: scored with the whole search's pagoda functions (the derived
     * ones too, as they come), cutting what the whole search cuts ({@code whole}'s failure table
     * included); {@code null} for other goals.
     */
    private BeamSearch beamFor(Frames whole) {
        boolean onePeg = problem.goal() instanceof Goal.OnePegOn || problem.goal() instanceof Goal.OnePegAnywhere;
        if (!onePeg || !settings.uses(SolveSettings.Aid.BEAM)) {
            return null;
        }
        return new BeamSearch(problem, new BeamScore(problem.board(), whole.pagodas), whole::admit);
    }

    /**
     * A beam search, when its time has come: the first once {@link #beamAfter} positions are entered,
     * each later one four times as wide once the positions entered have doubled since the last
     * ended (so the depth-first rounds keep about half the time), up to {@link #MOST_BEAM_WIDTH}.
     * Its positions count in {@link #nodes}. The outcome when it found a solution or the time ran
     * out; {@code null} otherwise (a beam that empties proves nothing: the search goes on).
     */
    private SolveOutcome beamIfDue() {
        if (beam == null || nodes < nextBeam || beamWidth > MOST_BEAM_WIDTH) {
            return null;
        }
        long before = beam.examined();
        List<Integer> lines = beam.search(beamWidth, deadline);
        nodes += beam.examined() - before;
        if (lines != null) {
            return solution(lines);
        }
        if (System.nanoTime() > deadline) {
            return finished(SolveOutcome.Answer.STOPPED);
        }
        beamWidth *= 4;
        nextBeam = 2 * nodes;
        return null;
    }

    /**
     * The holes the last peg may finish on, one per class of them under the symmetries that keep
     * the start, when the search should go {@link #byEnds} (one peg anywhere, aid
     * {@link SolveSettings.Aid#ENDS} on, at least two such classes, and room in a key for the
     * searches' tags); {@code null} otherwise.
     */
    private int[] splitEnds() {
        if (!(problem.goal() instanceof Goal.OnePegAnywhere) || !settings.uses(SolveSettings.Aid.ENDS)) {
            return null;
        }
        Board board = problem.board();
        PositionClasses classes = PositionClasses.of(board);
        SymmetryGroup keepingStart = problem.symmetries();
        List<Integer> ends = new ArrayList<>();
        for (int hole = 0; hole < board.holeCount(); hole++) {
            if (!classes.sameClass(problem.start(), 1L << hole)) {
                continue;
            }
            boolean seen = false;
            for (int end : ends) {
                for (int g = 0; g < keepingStart.order() && !seen; g++) {
                    seen = keepingStart.permutation(g)[end] == hole;
                }
            }
            if (!seen) {
                ends.add(hole);
            }
        }
        int tagBits = 64 - Long.numberOfLeadingZeros(ends.size());
        if (ends.size() < 2 || board.holeCount() + tagBits > 64) {
            return null;
        }
        return ends.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * One peg anywhere as one search per last hole {@code ends[i]} (one peg on it, with that hole's
     * own pagoda functions and end-game table; its failure-table keys tagged {@code i + 1} above the
     * board's holes), their rounds taking turns: the first to find a solution answers; a search
     * that exhausts its start drops out (no solution ends on that hole, nor on its images under
     * the symmetries that keep the start); when all have, there is no solution.
     */
    private SolveOutcome byEnds(int[] ends) {
        Board board = problem.board();
        List<Frames> searches = new ArrayList<>();
        for (int i = 0; i < ends.length; i++) {
            Frames search = new Frames(new Problem(board, problem.start(), Goal.onePegOn(ends[i])), (long) (i + 1) << board.holeCount());
            SolveOutcome outcome = search.begin();
            if (outcome == null) {
                searches.add(search);
            } else if (outcome.answer() == SolveOutcome.Answer.SOLVED) {
                return outcome;
            }
        }
        while (!searches.isEmpty()) {
            SolveOutcome beamed = beamIfDue();
            if (beamed != null) {
                return beamed;
            }
            for (Iterator<Frames> it = searches.iterator(); it.hasNext(); ) {
                SolveOutcome outcome = it.next().round();
                if (outcome == null) {
                    continue;
                }
                if (outcome.answer() != SolveOutcome.Answer.NO_SOLUTION) {
                    return outcome;
                }
                it.remove();
            }
        }
        return finished(SolveOutcome.Answer.NO_SOLUTION);
    }

    /** The solution {@code lines}, replayed from the start ({@link Replay}). */
    private SolveOutcome solution(List<Integer> lines) {
        return new SolveOutcome(SolveOutcome.Answer.SOLVED, false, Replay.check(problem, lines), nodes, failures.size(),
                failures.bytes(), failures.replaced(), elapsed(began));
    }

    private SolveOutcome finished(SolveOutcome.Answer answer) {
        return new SolveOutcome(answer, false, null, nodes, failures.size(), failures.bytes(), failures.replaced(), elapsed(began));
    }

    private static double elapsed(long began) {
        return (System.nanoTime() - began) / 1e9;
    }

    /** One search's state (the whole problem's, or one last hole's): one frame per jump made, the start at depth 0. */
    private final class Frames {
        /** The problem this search answers: {@link #problem}, or one peg on one of its last holes. */
        private final Problem part;
        /** Set above the board's holes in every failure-table key of this search: 0 for the whole problem. */
        private final long tag;
        private final Board board = problem.board();
        private final Goal goal;
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
        private EndgameTable endgame = EndgameTable.none();
        private boolean endgameBuilt;
        private final long[] position;
        private final long[] canonical;
        private final int[][] jumps;
        private final int[] jumpCount;
        private final int[] nextJump;
        /** {@code enteredAt[depth]}: {@link #nodes} when the position at that depth was entered. */
        private final long[] enteredAt;
        /** Rounds run so far. */
        private int round;
        /** Positions this search entered (all of {@link #nodes} when it is the only one). */
        private long spent = 1;
        /** The position whose failed search took the most positions in this round; its count, 0 for none yet. */
        private long hardest;
        private long hardestNodes;
        /** Positions entered before the next derivation of pagoda functions: doubles at each. */
        private long nextDerivation = DERIVE_AFTER;
        /** The depth the last round stopped at (its budget spent); the path down to it is still on the stack. */
        private int stopDepth;

        Frames(Problem part, long tag) {
            this.part = part;
            this.tag = tag;
            this.goal = part.goal();
            for (int i = 0; i < lineMask.length; i++) {
                lineMask[i] = board.lineMask(i);
            }
            orders = new ArrayList<>(settings.uses(SolveSettings.Aid.ORDERING) ? MoveOrder.portfolio(board) : List.of(MoveOrder.lineOrder(board)));
            pagodas = settings.uses(SolveSettings.Aid.PAGODA) ? PagodaPruning.of(part) : PagodaPruning.none();
            SymmetryGroup group = part.boardSymmetries();
            symmetries = new SymmetryTables(board, settings.uses(SolveSettings.Aid.SYMMETRY)
                    ? group.subgroup(goal::isFixedBy) : group.subgroup(p -> p == group.permutation(0)));
            images = new long[symmetries.order()];
            // Every jump removes a peg, so there are at most pegs - 1 jumps: depths 0 .. pegs - 1.
            int depths = part.startPegs();
            position = new long[depths];
            canonical = new long[depths];
            jumps = new int[depths][board.lineCount()];
            jumpCount = new int[depths];
            nextJump = new int[depths];
            enteredAt = new long[depths];
        }

        /** The answer at the start itself (a goal position, or ruled out), or {@code null} to search. */
        SolveOutcome begin() {
            long start = part.start();
            if (goal.test(start)) {
                return solved(0);
            }
            if (!mayReach(start)) {
                return finished(SolveOutcome.Answer.NO_SOLUTION);
            }
            return null;
        }

        /**
         * The next round: first the end-game table or pagoda functions when their time has come,
         * then a search from the start in the next order until it answers (the outcome) or spends
         * its budget ({@code null}).
         */
        SolveOutcome round() {
            long start = part.start();
            if (spent >= ENDGAME_AFTER && !endgameBuilt && settings.uses(SolveSettings.Aid.ENDGAME)) {
                endgameBuilt = true;
                endgame = EndgameTable.build(part, symmetries, Math.min(ENDGAME_ENTRIES, settings.tableBytes() / 32));
                if (Long.bitCount(start) <= endgame.pegs() && !endgame.canReach(symmetries.canonical(start, images))) {
                    return finished(SolveOutcome.Answer.NO_SOLUTION);
                }
            }
            if (spent >= nextDerivation && hardestNodes > 0 && settings.uses(SolveSettings.Aid.LP)) {
                deriveFrom(hardest);
                deriveFrom(position[stopDepth / 2]);
                pagodas.endDerivation();
                nextDerivation = tag == 0 && spent < DERIVE_OFTEN_AFTER ? 2 * spent : spent + spent / 8;
            }
            hardestNodes = 0;
            long budget = orders.size() == 1 ? Long.MAX_VALUE - nodes : FIRST_ROUND_NODES << Math.min(MAX_DOUBLINGS, round / orders.size());
            long before = nodes;
            int which = round % orders.size();
            if (tag != 0 && lossOrder >= 0 && round % 2 == 1) {
                // A search of byEnds: every other round in the order of its own hole's pagoda loss
                // (where the solutions measured were found), the others in the orders in turn.
                which = lossOrder;
            }
            SolveOutcome outcome = descend(orders.get(which), nodes + budget);
            spent += nodes - before;
            round++;
            return outcome;
        }

        /**
         * One round: the search from the start in {@code order}, until it answers or {@link #nodes}
         * reaches {@code lastNode} (then {@code null}; the failure table keeps what it learnt).
         */
        private SolveOutcome descend(MoveOrder order, long lastNode) {
            int depth = 0;
            long start = part.start();
            enter(0, start, symmetries.canonical(start, images) | tag, order);
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
                long key = admit(next);
                if (key != CUT) {
                    depth++;
                    enter(depth, next, key, order);
                }
            }
            return finished(SolveOutcome.Answer.NO_SOLUTION);
        }

        /**
         * The failure-table key of {@code p}, not a goal position, when the search may enter it,
         * or {@link #CUT} when a rule cuts it: at most {@link EndgameTable#pegs()} pegs and not in
         * the end-game table; else too few pegs, ruled out by the pagoda functions, or in the
         * failure table.
         */
        long admit(long p) {
            if (Long.bitCount(p) <= endgame.pegs()) {
                long c = symmetries.canonical(p, images);
                return endgame.canReach(c) ? c | tag : CUT;
            }
            if (!mayReach(p)) {
                return CUT;
            }
            long c = symmetries.canonical(p, images) | tag;
            return failures.contains(c) ? CUT : c;
        }

        /** Whether {@code p}, not a goal position, survives the peg count and the pagoda functions. */
        private boolean mayReach(long p) {
            return Long.bitCount(p) > goal.minimumPegs() && !pagodas.rulesOut(p);
        }

        private void enter(int depth, long p, long key, MoveOrder order) {
            position[depth] = p;
            canonical[depth] = key;
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

        /** The solution on the stack: the jump last taken at each depth below {@code depth}, replayed from the whole problem's start. */
        private SolveOutcome solved(int depth) {
            List<Integer> lines = new ArrayList<>();
            for (int d = 0; d < depth; d++) {
                lines.add(jumps[d][nextJump[d] - 1]);
            }
            return solution(lines);
        }
    }
}
