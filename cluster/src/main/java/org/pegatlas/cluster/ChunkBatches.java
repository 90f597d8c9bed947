package org.pegatlas.cluster;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaRDD;

/**
 * A level's chunks brought to the driver in partition order (so their keys ascend), as many
 * partitions per Spark job as fit in a budget of positions: a level of a few positions costs one
 * job, not one per partition (as {@code toLocalIterator} would), and the driver never holds much
 * more than the budget (a single partition above it comes alone).
 */
final class ChunkBatches implements Iterator<KeyChunk> {
    /** Positions brought to the driver per job, at most (about 16 bytes each): about 64 MB. */
    static final long BUDGET = 1L << 22;

    private final JavaRDD<KeyChunk> chunks;
    private final long[] sizes;
    private final long budget;
    private final Deque<KeyChunk> fetched = new ArrayDeque<>();
    private int next;

    /**
     * @param chunks a persisted level, one chunk per partition
     * @param sizes positions in each partition, in partition order
     * @param budget positions per job, at least 1
     */
    ChunkBatches(JavaRDD<KeyChunk> chunks, long[] sizes, long budget) {
        this.chunks = chunks;
        this.sizes = sizes;
        this.budget = budget;
    }

    @Override
    public boolean hasNext() {
        while (fetched.isEmpty() && next < sizes.length) {
            int from = next;
            long taken = sizes[next++];
            while (next < sizes.length && taken + sizes[next] <= budget) {
                taken += sizes[next++];
            }
            if (taken > 0) {
                List<KeyChunk>[] batch = chunks.collectPartitions(IntStream.range(from, next).toArray());
                for (List<KeyChunk> partition : batch) {
                    fetched.addAll(partition);
                }
            }
        }
        return !fetched.isEmpty();
    }

    @Override
    public KeyChunk next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return fetched.poll();
    }
}
