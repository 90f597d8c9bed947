package org.pegatlas.engine.store;

import java.util.Arrays;

/**
 * A tournament tree of losers over the current keys of several sorted runs: which run holds the
 * smallest key, found again after that run advances with one comparison per level of the tree
 * ({@code ceil(log2(runs))}), where a binary heap needs two and a choice between children.
 * Runs are numbered from 0; a run whose entries are used up has the key {@link #EXHAUSTED}, which
 * loses to every other key. Of equal keys, any may win. Not thread-safe.
 */
final class LoserTree {
    /** The key of a run with no entry left; real keys must be below it. */
    static final long EXHAUSTED = Long.MAX_VALUE;

    /** Leaves: the number of runs rounded up to a power of two (padding leaves are exhausted). */
    private final int leaves;
    private final long[] head;
    /** {@code node[i]} for internal node {@code i} (1 to leaves - 1): the run that lost there; {@code node[0]}: the winner. */
    private final int[] node;

    /** @param runs number of runs, at least 0 */
    LoserTree(int runs) {
        int size = 1;
        while (size < runs) {
            size <<= 1;
        }
        this.leaves = size;
        this.head = new long[size];
        this.node = new int[size];
        Arrays.fill(head, EXHAUSTED);
    }

    /** Sets run {@code run}'s current key before {@link #build()}. */
    void setHead(int run, long key) {
        head[run] = key;
    }

    /** Plays the whole tournament once every run's key is set. */
    void build() {
        int[] winners = new int[2 * leaves];
        for (int i = 0; i < leaves; i++) {
            winners[leaves + i] = i;
        }
        for (int i = leaves - 1; i >= 1; i--) {
            int a = winners[2 * i];
            int b = winners[2 * i + 1];
            boolean aWins = head[a] <= head[b];
            winners[i] = aWins ? a : b;
            node[i] = aWins ? b : a;
        }
        node[0] = winners[1];
    }

    /** The run holding the smallest key, or -1 when every run is exhausted. */
    int winner() {
        int run = node[0];
        return head[run] == EXHAUSTED ? -1 : run;
    }

    /**
     * Gives the last winner {@code run} its next key and plays its way up again. Each level
     * decides without a branch: a run's keys interleave with the others' at random, so a branch
     * on which of two keys is smaller would be mispredicted about every other level (without one,
     * a merge of 64 runs takes about a third less time per entry).
     *
     * @param key the run's next key: non-negative, {@link #EXHAUSTED} when it has none
     * @return the new winner, as {@link #winner()}
     */
    int replay(int run, long key) {
        head[run] = key;
        int winner = run;
        long best = key;
        for (int i = (leaves + run) >>> 1; i > 0; i >>>= 1) {
            int loser = node[i];
            long challenger = head[loser];
            long difference = challenger - best; // both non-negative: no overflow
            long challengerWins = difference >> 63; // all ones when challenger < best
            int swap = (int) challengerWins;
            node[i] = loser ^ ((loser ^ winner) & swap);
            winner = winner ^ ((winner ^ loser) & swap);
            best += difference & challengerWins;
        }
        node[0] = winner;
        return best == EXHAUSTED ? -1 : winner;
    }
}
