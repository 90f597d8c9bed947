package org.pegatlas.cluster;

/**
 * How many key-range partitions each level of a job gets: about one per {@code positionsEach}
 * positions the level is expected to hold, at least one and at most {@code most} (each then
 * rounded down to a power of two by {@link KeyRangePartitioner}). Every partition is a task of
 * each of the level's Spark jobs, so a level of a few thousand positions in one partition costs a
 * few tasks instead of {@code most} of them; a large level still gets {@code most}.
 *
 * <p>Results do not depend on it: a level is the same set of (key, count) pairs however it is
 * cut, and is read back in any partitioning ({@link LevelStore#read}).
 *
 * @param most partitions of the largest levels ({@code --partitions}), at least 1
 * @param positionsEach positions a partition is meant to hold ({@code --partition-size}), at least 1
 */
record LevelPartitioning(int most, long positionsEach) {
    LevelPartitioning {
        if (most < 1 || positionsEach < 1) {
            throw new IllegalArgumentException("partitions " + most + ", positions each " + positionsEach);
        }
    }

    /**
     * The partitioner of a level expected to hold {@code positions} positions (an estimate or an
     * upper bound; 0 gives one partition).
     *
     * @param keyBits significant bits of the level's keys
     */
    KeyRangePartitioner forPositions(int keyBits, long positions) {
        long wanted = Math.min(most, Math.max(1, -Math.floorDiv(-positions, positionsEach)));
        return new KeyRangePartitioner(keyBits, (int) wanted);
    }
}
