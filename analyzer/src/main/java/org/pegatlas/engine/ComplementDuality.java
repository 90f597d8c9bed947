package org.pegatlas.engine;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;
import org.pegatlas.engine.store.Level;
import org.pegatlas.engine.store.LevelFiles;
import org.pegatlas.engine.store.MemoryBudget;
import org.pegatlas.problem.Problem;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.PositionKeys;

/**
 * The solvable levels of a problem whose only goal position is the complement of its start
 * ({@link Problem#goalIsStartComplement()}: every central game), found from the forward levels
 * alone, without un-jumps.
 *
 * <p>A jump from {@code P} to {@code P'} takes the pegs off holes {@code a} and {@code b} and puts
 * one on {@code c}; the complement of {@code P'} has pegs on {@code a} and {@code b} and none on
 * {@code c}, so the same jump leads from {@code ~P'} to {@code ~P}. Reversing a jump sequence
 * and complementing each of its positions is thus a one-to-one map from the jump sequences
 * {@code c -> G} to the sequences {@code ~G -> ~c}; with {@code ~G} the start, a position
 * {@code c} can reach the goal exactly when {@code ~c} is reachable, in as many ways as there are
 * paths to {@code ~c}. In the orbit totals of the two passes: {@code B(c) = T(d)}, {@code d} the
 * canonical form of {@code ~c} (complementing commutes with every symmetry, so {@code c} and
 * {@code ~c} have orbits of one size, and the symmetries used fix the start).
 *
 * <p>So solvable level {@code n} is forward level {@code n} joined with forward level
 * {@link #partner} on complements: the smaller of the two levels is complemented and
 * canonicalised, radix-sorted by key with each position's index packed below its key, and
 * merged with the other level's keys (see {@link #join}). One join gives two solvable levels,
 * {@code n} and its partner, since complementing maps one onto the other: the pass joins each
 * pair once, at the upper level's turn, and holds the lower level's until its own.
 */
final class ComplementDuality {
    /** Bytes per position of a held solvable level: key, position, count (two limbs assumed). */
    private static final long HELD_BYTES = 32;
    /** Entries read from a count file at a time. */
    private static final int READ_BATCH = 1 << 12;

    private final SymmetryTables symmetries;
    private final PositionKeys keys;
    private final ParallelExpander expander;
    private final LevelFiles files;
    private final int levels;
    private final ComplementMatch match;
    private final int holes;
    private final int startPegs;
    /** Solvable levels found with a level above them, by level, until their turn. */
    private final Map<Integer, Found> held = new HashMap<>();

    /** A solvable level with its raw size (the sum of its positions' orbits). */
    private record Found(Level level, long raw) {
    }

    /**
     * The duality of a pass over {@code levels} forward levels, read from {@code files}.
     *
     * @throws IllegalArgumentException if the problem's goal is not its start's complement
     */
    ComplementDuality(Problem problem, SymmetryTables symmetries, ParallelExpander expander, LevelFiles files, int levels) {
        if (!problem.goalIsStartComplement()) {
            throw new IllegalArgumentException("the goal is not the start's complement");
        }
        this.symmetries = symmetries;
        this.keys = problem.board().positionKeys();
        this.expander = expander;
        this.files = files;
        this.levels = levels;
        this.match = new ComplementMatch(symmetries, keys, expander, problem.board().fullMask());
        this.holes = problem.board().holeCount();
        this.startPegs = problem.startPegs();
    }

    /**
     * The forward level holding the complements of level {@code n}'s positions (its positions have
     * {@code holes - pegs} pegs), or -1 when it is outside {@code [0, levels)}: then level
     * {@code n} has no solvable position.
     */
    int partner(int n) {
        int m = 2 * startPegs - holes - n;
        return m >= 0 && m < levels ? m : -1;
    }

    /**
     * Whether every level of a forward pass of these sizes (canonical positions, level 0 first)
     * can be joined with its partner within {@code budget}, beside the solvable levels held for
     * their turn, with a position's index packed below its key in one {@code long}.
     */
    boolean fits(List<ForwardPass.LevelFigures> forward, MemoryBudget budget) {
        long heldBound = 0;
        for (int n = 0; n < levels; n++) {
            int m = partner(n);
            heldBound += m >= 0 && m < n ? Math.min(forward.get(n).canonical(), forward.get(m).canonical()) : 0;
        }
        for (int n = 0; n < levels; n++) {
            int m = partner(n);
            if (m < 0) {
                continue;
            }
            long size = forward.get(n).canonical();
            long partnerSize = forward.get(m).canonical();
            if (!ComplementMatch.fits(keys, Math.min(size, partnerSize))
                    || !budget.fitsWhole(bytes(size, partnerSize) + HELD_BYTES * heldBound)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Bytes held while a level of {@code size} positions is joined with a partner of
     * {@code partnerSize}: both levels' keys and counts (two limbs assumed), the smaller level's
     * packed complements twice (grouped by partition) and an index per position of both.
     */
    private static long bytes(long size, long partnerSize) {
        return 24 * (size + partnerSize) + 16 * Math.min(size, partnerSize) + 4 * (size + partnerSize);
    }

    /**
     * Solvable level {@code n} (the pass goes from the last level down): the positions of forward
     * level {@code n} whose complements are on its {@link #partner}, each with the partner's count
     * of that complement. When the partner is a lower level, its solvable level is found by the
     * same join and held until its turn.
     *
     * @param minimumLimbs limbs per count at least (the level above's, as the un-jump pass would
     *     keep them); more when a count needs them
     * @param empty whether the level is known to be empty (below an empty solvable level and not
     *     the goal's): then neither forward level is read
     * @param tally receives the solvable level's canonical and raw sizes
     */
    Level solvable(int n, int minimumLimbs, boolean empty, LevelTally tally) throws IOException {
        int pegs = startPegs - n;
        Found found = held.remove(n);
        int m = partner(n);
        if (found == null && (m < 0 || empty)) {
            found = new Found(new Level(pegs, new long[0], new long[0], new CountVector(0, 1)), 0);
        } else if (found == null) {
            long[] levelKeys = files.readKeys(LevelFiles.FORWARD, n);
            long[] partnerKeys = files.readKeys(LevelFiles.FORWARD, m);
            boolean complementLevel = levelKeys.length <= partnerKeys.length;
            int[] partnerOf = complementLevel
                    ? match.join(levelKeys, pegs, partnerKeys, false)
                    : match.join(partnerKeys, holes - pegs, levelKeys, true);
            Future<Found> partnerFound = m < n
                    ? Background.start(() -> level(m, partnerKeys, inverse(partnerOf, partnerKeys.length), n, levelKeys.length),
                            expander.beside())
                    : null;
            try {
                found = level(n, levelKeys, partnerOf, m, partnerKeys.length);
                if (partnerFound != null) {
                    held.put(m, Background.await(partnerFound));
                }
            } finally {
                if (partnerFound != null) {
                    Background.settle(partnerFound);
                }
            }
        }
        tally.canonical += found.level().size();
        tally.raw += found.raw();
        return widened(found.level(), minimumLimbs);
    }

    /** The inverse of a partial one-to-one map {@code map} (-1 where undefined) onto {@code [0, size)}. */
    private static int[] inverse(int[] map, int size) {
        int[] inverse = new int[size];
        Arrays.fill(inverse, -1);
        for (int i = 0; i < map.length; i++) {
            if (map[i] >= 0) {
                inverse[map[i]] = i;
            }
        }
        return inverse;
    }

    /** {@code level} with its counts in {@code limbs} limbs when they have fewer. */
    private static Level widened(Level level, int limbs) {
        return level.counts().limbs() >= limbs ? level
                : new Level(level.pegs(), level.keys(), level.positions(), withLimbs(level.counts(), limbs));
    }

    /** {@code counts} in {@code limbs} limbs: wider (zeros above) or narrower (the values must fit). */
    private static CountVector withLimbs(CountVector counts, int limbs) {
        int from = counts.limbs();
        CountVector resized = new CountVector(counts.size(), limbs);
        for (int k = 0; k < counts.size(); k++) {
            System.arraycopy(counts.data(), k * from, resized.data(), k * limbs, Math.min(from, limbs));
        }
        return resized;
    }

    /**
     * Solvable level {@code n}: the positions of its forward keys {@code levelKeys} with a match
     * in forward level {@code partner} of {@code partnerSize} positions ({@code partnerOf}, -1
     * where none), each with the partner's count, in as few limbs as they need. The partner's
     * counts are streamed from its count file and only the matched ones kept.
     */
    private Found level(int n, long[] levelKeys, int[] partnerOf, int partner, int partnerSize) throws IOException {
        int pegs = startPegs - n;
        int[] slotOf = new int[partnerSize];
        Arrays.fill(slotOf, -1);
        int matched = 0;
        for (int j : partnerOf) {
            if (j >= 0) {
                slotOf[j] = matched++;
            }
        }
        long[] solvableKeys = new long[matched];
        long[] positions = new long[matched];
        for (int i = 0, k = 0; k < matched; i++) {
            if (partnerOf[i] >= 0) {
                solvableKeys[k] = levelKeys[i];
                positions[k] = keys.position(levelKeys[i], pegs);
                k++;
            }
        }
        return new Found(new Level(pegs, solvableKeys, positions, narrowest(picked(partner, slotOf, matched))),
                symmetries.orbitSum(positions));
    }

    /**
     * The counts of forward level {@code level} (one entry per element of {@code slotOf}) at the
     * entries {@code j} with {@code slotOf[j] >= 0}, each at its slot, in the level's limbs: from
     * memory while the level is still being written, else streamed from its count file.
     */
    private CountVector picked(int level, int[] slotOf, int size) throws IOException {
        CountVector unwritten = files.unwrittenCounts(LevelFiles.FORWARD, level);
        if (unwritten != null) {
            CountVector out = new CountVector(size, unwritten.limbs());
            for (int j = 0; j < slotOf.length; j++) {
                if (slotOf[j] >= 0) {
                    out.copy(slotOf[j], unwritten, j);
                }
            }
            return out;
        }
        try (CountFile.Cursor cursor = files.countCursor(LevelFiles.FORWARD, level)) {
            int limbs = cursor.limbs();
            long[] out = new long[Math.multiplyExact(size, limbs)];
            long[] batch = new long[READ_BATCH * limbs];
            if (cursor.count() != slotOf.length) {
                throw new IOException(files.path(LevelFiles.FORWARD, level, LevelFiles.COUNTS) + ": " + cursor.count() + " counts for "
                        + slotOf.length + " positions");
            }
            for (int first = 0; first < slotOf.length; first += READ_BATCH) {
                int entries = Math.min(READ_BATCH, slotOf.length - first);
                cursor.next(batch, 0, entries);
                for (int e = 0; e < entries; e++) {
                    int slot = slotOf[first + e];
                    if (slot >= 0) {
                        System.arraycopy(batch, e * limbs, out, slot * limbs, limbs);
                    }
                }
            }
            cursor.finish();
            return new CountVector(out, limbs);
        }
    }

    /** {@code counts} in as few limbs as its largest count needs (itself when that is all of them). */
    private static CountVector narrowest(CountVector counts) {
        int limbs = counts.limbs();
        long[] data = counts.data();
        int used = 1;
        for (int at = 0; at < data.length; at += limbs) {
            for (int limb = limbs - 1; limb >= used; limb--) {
                if (data[at + limb] != 0) {
                    used = limb + 1;
                }
            }
        }
        return used == limbs ? counts : withLimbs(counts, used);
    }
}
