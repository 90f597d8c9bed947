package org.pegatlas.tablebase;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.PositionKeys;

/**
 * What a level's values need from each of its positions' jumps: the fewest pegs reachable (the
 * least of its successors' on the next level, its own pegs when it has no jump), with its orbit
 * size and movable holes on the way.
 *
 * <p>The successors are joined with the next level rather than looked up one jump at a time in
 * the order of their sources, which reads the next level at random: a block of the level's jumps
 * is grouped by the top bits of the successors' keys, and each group is looked up in the one small
 * range of the next level that its keys fall in, which then stays in cache. Not thread-safe; one
 * per build.
 */
final class SuccessorJoin {
    /**
     * Positions whose jumps are grouped at a time, by default: about 2 million jumps (the arrays
     * that hold them, kept from block to block, take about 50 MB) and a few hundred look-ups in
     * each group's range of a large next level.
     */
    private static final int BLOCK = 1 << 18;
    /** Positions a task generates the jumps of, by default. */
    private static final int CHUNK = 1 << 14;
    /** Bits of a successor's key that choose its group: a group's range of a large next level is a few thousand bytes. */
    private static final int GROUP_BITS = 12;
    /** Jumps a position is expected to have on average, for the first size of a chunk's arrays (they grow when a chunk has more). */
    private static final int JUMPS_EXPECTED = 8;
    /** Stands for no successor yet: more than any board's pegs. */
    private static final byte NONE = Byte.MAX_VALUE;

    private final Path dir;
    private final SymmetryTables symmetries;
    private final LegalJumps legalJumps;
    private final PositionKeys keys;
    private final ExecutorService pool;
    private final int threads;
    private final int block;
    private final int chunk;
    /** Chunk c's jumps of the block being joined, in the c-th, kept for the chunks of the next blocks. */
    private final List<ChunkJumps> chunkJumps = new ArrayList<>();

    /**
     * @param dir the directory of the analysis, for messages
     * @param pool where the tasks run
     * @param threads the pool's threads: the groups are looked up in this many tasks
     */
    SuccessorJoin(Path dir, SymmetryTables symmetries, LegalJumps legalJumps, PositionKeys keys, ExecutorService pool, int threads) {
        this(dir, symmetries, legalJumps, keys, pool, threads, BLOCK, CHUNK);
    }

    /**
     * A join of {@code block} positions at a time, in tasks of {@code chunk} (small ones test the
     * joins of several blocks and chunks on small boards).
     */
    SuccessorJoin(Path dir, SymmetryTables symmetries, LegalJumps legalJumps, PositionKeys keys, ExecutorService pool, int threads,
            int block, int chunk) {
        this.block = block;
        this.chunk = chunk;
        this.dir = dir;
        this.symmetries = symmetries;
        this.legalJumps = legalJumps;
        this.keys = keys;
        this.pool = pool;
        this.threads = threads;
    }

    /**
     * What a level's values need, aligned with its keys.
     *
     * @param fewest the fewest pegs reachable from each position
     * @param orbit the orbit size of each (canonical) position under the problem's symmetries
     * @param movable the holes from which each position has a legal jump, as a mask
     */
    record Joined(byte[] fewest, int[] orbit, long[] movable) {
    }

    /**
     * Joins the positions of a level with the next level.
     *
     * @param levelKeys the level's keys, ascending; the positions have {@code pegs} pegs each
     * @param solvableKeys the keys of the level's positions that can reach the goal, ascending
     * @param onePegGoal whether those reach one peg (their fewest pegs are then 1, their jumps not looked up)
     * @param next the next level's fewest pegs
     * @param level the level's number, for messages
     * @throws TablebaseException if a successor is missing from {@code next}
     */
    Joined join(long[] levelKeys, int pegs, long[] solvableKeys, boolean onePegGoal, FewestPegsLevel next, int level)
            throws IOException {
        int size = levelKeys.length;
        Joining joining = new Joining(levelKeys, pegs, solvableKeys, onePegGoal, next, level,
                new Joined(new byte[size], new int[size], new long[size]));
        for (int from = 0; from < size; from += block) {
            joinBlock(joining, from, Math.min(size, from + block));
        }
        return joining.joined();
    }

    /** A level being joined: {@link #join}'s arguments, and what it fills ({@code joined}). */
    private record Joining(long[] levelKeys, int pegs, long[] solvableKeys, boolean onePegGoal, FewestPegsLevel next, int level,
            Joined joined) {
    }

    /**
     * One chunk's jumps: its successors' keys and their sources as generated, then grouped by the
     * successors' key ranges, group g's at {@code [offsets[g], offsets[g + 1])}. The arrays grow as
     * needed and are reused from block to block, so that joining allocates next to nothing.
     */
    private static final class ChunkJumps {
        long[] successors;
        int[] sources;
        long[] groupedSuccessors = new long[0];
        int[] groupedSources = new int[0];
        final int[] offsets;

        /** @param jumps room for this many jumps to start with */
        ChunkJumps(int groups, int jumps) {
            successors = new long[jumps];
            sources = new int[jumps];
            offsets = new int[groups + 1];
        }
    }

    /** Joins positions {@code [from, to)} of the level. */
    private void joinBlock(Joining joining, int from, int to) throws IOException {
        int shift = Math.max(0, keys.keyBits() - GROUP_BITS);
        int groups = 1 << Math.min(keys.keyBits(), GROUP_BITS);
        List<Future<?>> generating = new ArrayList<>();
        for (int start = from, c = 0; start < to; start += chunk, c++) {
            int chunkFrom = start;
            int chunkTo = Math.min(to, start + chunk);
            if (c == chunkJumps.size()) {
                chunkJumps.add(new ChunkJumps(groups, chunk * JUMPS_EXPECTED));
            }
            ChunkJumps into = chunkJumps.get(c);
            generating.add(pool.submit(() -> generate(joining, chunkFrom, chunkTo, shift, into)));
        }
        for (Future<?> generated : generating) {
            Background.await(generated);
        }
        List<ChunkJumps> chunks = chunkJumps.subList(0, generating.size());
        List<Future<byte[]>> lookingUp = new ArrayList<>();
        for (int task = 0; task < threads; task++) {
            int firstGroup = (int) ((long) groups * task / threads);
            int endGroup = (int) ((long) groups * (task + 1) / threads);
            lookingUp.add(pool.submit(() -> lookUp(chunks, firstGroup, endGroup, from, to - from, joining)));
        }
        byte[] fewest = joining.joined().fewest(); // its own pegs, or 1 where no jump was looked up (see generate)
        for (Future<byte[]> task : lookingUp) {
            byte[] least = Background.await(task);
            for (int i = from; i < to; i++) {
                fewest[i] = (byte) Math.min(fewest[i], least[i - from]);
            }
        }
    }

    /** The index of the first of {@code solvableKeys} (ascending) not below {@code key}. */
    static int solvableFrom(long[] solvableKeys, long key) {
        int s = Arrays.binarySearch(solvableKeys, key);
        return s < 0 ? -s - 1 : s;
    }

    /**
     * Positions {@code [from, to)}' orbits and movable holes (into {@code joined}) and jumps (into
     * {@code into}), grouped by the top bits of their successors' keys (from bit {@code shift} up).
     * Each position's fewest pegs start at its own pegs (a dead end's), or at 1 for a solvable
     * position when the goal has one peg: its jumps are then left out.
     */
    private void generate(Joining joining, int from, int to, int shift, ChunkJumps into) {
        long[] levelKeys = joining.levelKeys();
        int pegs = joining.pegs();
        long[] solvableKeys = joining.solvableKeys();
        boolean onePegGoal = joining.onePegGoal();
        Joined joined = joining.joined();
        long[] images = new long[symmetries.order()];
        int[] lines = new int[legalJumps.lineCount()];
        long[] successors = into.successors;
        int[] sources = into.sources;
        int n = 0;
        int s = solvableFrom(solvableKeys, levelKeys[from]);
        for (int i = from; i < to; i++) {
            long position = keys.position(levelKeys[i], pegs);
            symmetries.images(position, images);
            joined.orbit()[i] = symmetries.orbitSize(position, images);
            int jumps = legalJumps.lines(position, lines);
            joined.movable()[i] = legalJumps.fromHoles(lines, jumps);
            boolean solvable = s < solvableKeys.length && solvableKeys[s] == levelKeys[i];
            s += solvable ? 1 : 0;
            if (solvable && onePegGoal) {
                joined.fewest()[i] = 1;
                continue;
            }
            joined.fewest()[i] = (byte) pegs;
            if (n + jumps > successors.length) {
                successors = Arrays.copyOf(successors, 2 * (n + jumps));
                sources = Arrays.copyOf(sources, successors.length);
                into.successors = successors;
                into.sources = sources;
            }
            for (int j = 0; j < jumps; j++) {
                successors[n] = keys.key(symmetries.canonicalAfterJump(images, lines[j]));
                sources[n++] = i;
            }
        }
        int[] offsets = into.offsets;
        int groups = offsets.length - 1;
        Arrays.fill(offsets, 0);
        for (int e = 0; e < n; e++) {
            offsets[(int) (successors[e] >>> shift) + 1]++;
        }
        for (int g = 0; g < groups; g++) {
            offsets[g + 1] += offsets[g];
        }
        if (into.groupedSuccessors.length < n) {
            into.groupedSuccessors = new long[successors.length];
            into.groupedSources = new int[successors.length];
        }
        long[] groupedSuccessors = into.groupedSuccessors;
        int[] groupedSources = into.groupedSources;
        int[] at = Arrays.copyOf(offsets, groups);
        for (int e = 0; e < n; e++) {
            int g = (int) (successors[e] >>> shift);
            groupedSuccessors[at[g]] = successors[e];
            groupedSources[at[g]++] = sources[e];
        }
    }

    /**
     * The least fewest pegs of the successors in groups {@code [firstGroup, endGroup)} of every
     * chunk, by source position relative to {@code base} ({@link #NONE} where none), in the next
     * level of {@code joining}.
     */
    private byte[] lookUp(List<ChunkJumps> chunks, int firstGroup, int endGroup, int base, int size, Joining joining)
            throws TablebaseException {
        FewestPegsLevel next = joining.next();
        byte[] least = new byte[size];
        Arrays.fill(least, NONE);
        for (int g = firstGroup; g < endGroup; g++) {
            for (ChunkJumps grouped : chunks) {
                for (int e = grouped.offsets[g]; e < grouped.offsets[g + 1]; e++) {
                    int fewest = next.fewest(grouped.groupedSuccessors[e]);
                    if (fewest < 0) {
                        throw new TablebaseException(dir + ": a successor of a position of level " + joining.level() + " is missing from level "
                                + (joining.level() + 1));
                    }
                    int at = grouped.groupedSources[e] - base;
                    least[at] = (byte) Math.min(least[at], fewest);
                }
            }
        }
        return least;
    }
}
