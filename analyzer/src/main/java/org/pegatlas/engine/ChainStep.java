package org.pegatlas.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.LongPredicate;
import org.pegatlas.board.Board;
import org.pegatlas.board.SymmetryGroup;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.PositionKeys;

/**
 * The step both fewest-moves passes take, one level from the one beside it, in one of two
 * directions (see docs/algorithms.md, "Fewest moves"). A position looks at each of its raw
 * neighbours on the other level (a raw predecessor by an un-jump, or a raw successor by a jump),
 * seen through the canonical position {@code σ n} stored there, whose mask maps back as
 * {@code σ^-1 M(σ n)}. The jump between them costs nothing when it chains onto the neighbour's
 * move (its hole in the neighbour's mask), else one move; the position keeps the least cost over
 * its neighbours and, as its own mask, the jumps' holes of every neighbour achieving it.
 *
 * <p>A raw position's mask is closed under the symmetries fixing it (they map its minimal paths
 * onto minimal paths of its own), so any {@code σ} canonicalising a neighbour gives the same
 * mask; and since every raw neighbour is looked at, the masks made are closed in turn.
 */
final class ChainStep {
    /** Which way the pass runs, which says which neighbours a position has and which holes of a jump matter. */
    enum Direction {
        /**
         * From the start ({@link MovesPass}): the neighbours are the predecessors (by un-jumps), the
         * masks those of last landings; a jump continues the predecessor's last move when its
         * from hole is in the predecessor's mask, and adds its to hole to the position's mask.
         */
        FROM_START,
        /**
         * To the goal ({@link MovesLeftPass}): the neighbours are the successors (by jumps), the
         * masks those of first-jump holes; the successor's first move continues the jump when the
         * jump's to hole is in the successor's mask, and the jump adds its from hole to the
         * position's mask.
         */
        TO_GOAL
    }

    /** Positions a worker takes at a time. */
    private static final int CHUNK = 1 << 12;

    private final Board board;
    private final SymmetryTables tables;
    private final SymmetryGroup group;
    private final PositionKeys keys;
    private final MoveTable moveTable;
    /** Whether a position's neighbours are found by un-jumps ({@link Direction#FROM_START}) rather than jumps. */
    private final boolean unJumps;
    /** {@code lineMasks[line]}: the line's three holes ({@link Board#lineMask}). */
    private final long[] lineMasks;
    /** {@code needed[line]}: the line's holes that hold pegs when the step can take it (its to hole to un-jump, its from and over holes to jump). */
    private final long[] needed;
    /** {@code joining[line]}: the line's hole that must be in the neighbour's mask for the move to chain. */
    private final int[] joining;
    /** {@code marked[line]}: the line's hole that the step adds to the position's mask. */
    private final int[] marked;

    /** @param tables the images under {@code group}, the problem's symmetries */
    ChainStep(Board board, SymmetryTables tables, SymmetryGroup group, Direction direction) {
        this.board = board;
        this.tables = tables;
        this.group = group;
        this.keys = board.positionKeys();
        this.moveTable = new MoveTable(board);
        this.unJumps = direction == Direction.FROM_START;
        int lines = board.lineCount();
        this.lineMasks = new long[lines];
        this.needed = new long[lines];
        this.joining = new int[lines];
        this.marked = new int[lines];
        for (int line = 0; line < lines; line++) {
            int[] l = board.line(line);
            lineMasks[line] = board.lineMask(line);
            boolean fromStart = direction == Direction.FROM_START;
            needed[line] = fromStart ? 1L << l[2] : 1L << l[0] | 1L << l[1];
            joining[line] = fromStart ? l[0] : l[2];
            marked[line] = fromStart ? l[2] : l[0];
        }
    }

    /** Whether line {@code line} leads from {@code position} to a neighbour: un-jumped from the start, jumped to the goal. */
    boolean takes(long position, int line) {
        return (position & lineMasks[line]) == needed[line];
    }

    /** The fewest moves and masks of some positions, aligned with them. */
    record Fewest(byte[] moves, long[] masks) {
    }

    /**
     * The fewest moves and masks of the canonical positions {@code levelKeys} (ascending keys, with
     * {@code pegs} pegs each), from their neighbours on {@code neighbours}, in chunks on
     * {@code pool}: one writer per position, so the same for any number of threads.
     *
     * @param ends the positions that need no move (0 moves, empty mask) whatever their neighbours:
     *     the goal positions to the goal, none from the start
     * @throws IllegalStateException when a position that is not an end has no neighbour on {@code neighbours}
     */
    MovesLevel level(MovesLevel neighbours, long[] levelKeys, int pegs, LongPredicate ends, ExecutorService pool) throws IOException {
        long[] positions = keys.positions(levelKeys, pegs);
        Fewest fewest = fewest(neighbours, positions, ends, pool);
        return MovesLevel.of(pegs, levelKeys, positions, keys, fewest.moves(), fewest.masks());
    }

    /**
     * The fewest moves and masks of the canonical positions {@code positions} (all with the same
     * pegs), as {@link #level} finds them.
     */
    Fewest fewest(MovesLevel neighbours, long[] positions, LongPredicate ends, ExecutorService pool) throws IOException {
        byte[] moves = new byte[positions.length];
        long[] masks = new long[positions.length];
        List<Future<?>> chunks = new ArrayList<>();
        for (int from = 0; from < positions.length; from += CHUNK) {
            int start = from;
            int end = Math.min(positions.length, from + CHUNK);
            chunks.add(pool.submit(() -> {
                long[] images = new long[tables.order()];
                int[] lines = new int[moveTable.maxJumps];
                for (int i = start; i < end; i++) {
                    if (!ends.test(positions[i])) {
                        fewestInto(neighbours, positions[i], images, lines, moves, masks, i);
                    }
                }
            }));
        }
        for (Future<?> chunk : chunks) {
            Background.await(chunk);
        }
        return new Fewest(moves, masks);
    }

    /**
     * Writes the fewest moves of raw position {@code position} and its mask into {@code moves[i]}
     * and {@code masks[i]}, from its raw neighbours on {@code neighbours}. The element
     * canonicalising a neighbour is only looked for once the neighbour is found there.
     *
     * @param images scratch for the position's images, one per element
     * @param lines scratch for the lines leading to its neighbours, one per line of the board
     */
    private void fewestInto(MovesLevel neighbours, long position, long[] images, int[] lines, byte[] moves, long[] masks, int i) {
        tables.images(position, images);
        int best = Integer.MAX_VALUE;
        long mask = 0;
        for (int j = 0, count = moveTable.legalLines(position, unJumps, lines); j < count; j++) {
            int line = lines[j];
            long canonical = tables.canonicalAfterJump(images, line);
            int at = neighbours.find(canonical);
            if (at < 0) {
                continue;
            }
            int g = tables.elementGiving(images, line, canonical);
            int cost = neighbours.moves(at) + (chains(neighbours, at, images, line, g, joining[line]) ? 0 : 1);
            if (cost < best) {
                best = cost;
                mask = 1L << marked[line];
            } else if (cost == best) {
                mask |= 1L << marked[line];
            }
        }
        if (best == Integer.MAX_VALUE) {
            throw new IllegalStateException("a position that can reach the goal without a neighbour that can: " + board.holeNames(position));
        }
        if (best > MovesLevel.MAX_MOVES) {
            throw new IllegalStateException("more than " + MovesLevel.MAX_MOVES + " moves to " + board.holeNames(position));
        }
        moves[i] = (byte) best;
        masks[i] = mask;
    }

    /**
     * An element that maps the position after jump (or un-jump) {@code line} to its canonical
     * form, from the position's images (as {@link SymmetryTables#images} writes them).
     */
    int canonicalisingAfterJump(long[] images, int line) {
        return tables.elementGiving(images, line, tables.canonicalAfterJump(images, line));
    }

    /**
     * The index on {@code level} of the canonical form of the position after jump (or un-jump)
     * {@code line} from the position of {@code images}, with element {@code g} canonicalising it.
     */
    int findAfterJump(MovesLevel level, long[] images, int line, int g) {
        return level.find(afterJump(images, line, g));
    }

    /** The canonical form of the position after jump (or un-jump) {@code line} from the position of {@code images}, with element {@code g} canonicalising it. */
    private long afterJump(long[] images, int line, int g) {
        return images[g] ^ tables.lineImage[line * tables.order + g];
    }

    /**
     * Whether {@code hole} of the raw position after jump (or un-jump) {@code line} from the
     * position of {@code images}, which element {@code g} maps onto canonical position {@code at}
     * of {@code level}, is in that raw position's mask: whether {@code g(hole)} is in the canonical
     * one's.
     */
    boolean chains(MovesLevel level, int at, long[] images, int line, int g, int hole) {
        return level.maskHas(at, afterJump(images, line, g), group.permutation(g)[hole]);
    }

    /** The index of raw position {@code position} on {@code level} (of its pegs) and its canonicalising element, or {@code null} when absent. */
    private int[] find(MovesLevel level, long position) {
        long[] images = new long[tables.order()];
        int g = tables.canonicalising(position, images);
        int at = level.find(images[g]);
        return at < 0 ? null : new int[] {at, g};
    }

    /** The fewest moves of raw position {@code position} on {@code level} (of its pegs), or -1 when it is not there. */
    int movesOf(MovesLevel level, long position) {
        int[] found = find(level, position);
        return found == null ? -1 : level.moves(found[0]);
    }

    /** The mask of raw position {@code position} on {@code level} (of its pegs), or -1 when it is not there. */
    long maskOf(MovesLevel level, long position) {
        int[] found = find(level, position);
        return found == null ? -1 : group.preimage(found[1], level.mask(found[0]));
    }
}
