package org.pegatlas.cluster;

import java.io.Serializable;
import java.util.Arrays;
import org.pegatlas.engine.SymmetryTables;
import org.pegatlas.storage.PositionKeys;

/**
 * One key range of a solvable level, made from the same range of the forward level and of the
 * un-jumps of the solvable level above: a reachable position is solvable when it is a goal (count
 * {@code |O(c)|}) or an un-jump of a solvable position reaches it (their counts summed), as in the
 * local backward pass.
 *
 * @param solvable the range's solvable positions with their counts {@code B(c)}
 * @param candidateBits bits of the largest candidate count (un-jump sums plus goals), reachable or
 *     not: the local engine sizes the level's count file by it
 */
record SolvableJoin(KeyChunk solvable, int candidateBits) implements Serializable {
    /**
     * @param pegs pegs on the range's positions
     * @param reachable the forward level's range (any counts: only its keys are used)
     * @param unjumps the summed un-jumps into the range (empty at the last level)
     */
    static SolvableJoin of(Rules rules, int pegs, KeyChunk reachable, KeyChunk unjumps) {
        KeyChunk candidates = rules.mayHoldGoals(pegs) ? KeyChunk.sum(unjumps, goals(rules, pegs, reachable)) : unjumps;
        int bits = 0;
        int limbs = candidates.limbs();
        long[] keys = new long[Math.min(reachable.size(), candidates.size())];
        long[] counts = new long[keys.length * limbs];
        int kept = 0;
        int r = 0;
        for (int c = 0; c < candidates.size(); c++) {
            long key = candidates.keys()[c];
            bits = Math.max(bits, Counts.bitLength(candidates.counts(), c * limbs, limbs));
            while (r < reachable.size() && reachable.keys()[r] < key) {
                r++;
            }
            if (r < reachable.size() && reachable.keys()[r] == key) {
                keys[kept] = key;
                System.arraycopy(candidates.counts(), c * limbs, counts, kept * limbs, limbs);
                kept++;
            }
        }
        return new SolvableJoin(new KeyChunk(Arrays.copyOf(keys, kept), Arrays.copyOf(counts, kept * limbs), limbs), bits);
    }

    /** The goal positions of a range, each with count {@code |O(c)|}. */
    private static KeyChunk goals(Rules rules, int pegs, KeyChunk reachable) {
        PositionKeys codec = rules.keys();
        SymmetryTables tables = rules.tables();
        long[] keys = new long[reachable.size()];
        long[] counts = new long[reachable.size()];
        int found = 0;
        for (long key : reachable.keys()) {
            long position = codec.position(key, pegs);
            if (rules.goal().test(position)) {
                keys[found] = key;
                counts[found++] = tables.orbitSize(position);
            }
        }
        return new KeyChunk(Arrays.copyOf(keys, found), Arrays.copyOf(counts, found), 1);
    }
}
