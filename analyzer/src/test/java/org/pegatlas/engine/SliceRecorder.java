package org.pegatlas.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Records, per level expanded in slices, the sizes of its slices in order, the successors it
 * spilled and the runs they took, as a pass's progress reports them.
 */
final class SliceRecorder implements Progress {
    final Map<Integer, List<Long>> slices = new HashMap<>();
    final Map<Integer, Long> spilled = new HashMap<>();
    final Map<Integer, Integer> runs = new HashMap<>();
    private final Map<Integer, Long> done = new HashMap<>();

    @Override
    public void level(String pass, int level, int pegs, long canonical, long raw, long elapsedNanos) {
    }

    @Override
    public void slice(String pass, int level, long expanded, long total, long elapsedNanos) {
        long before = done.getOrDefault(level, 0L);
        slices.computeIfAbsent(level, n -> new ArrayList<>()).add(expanded - before);
        done.put(level, expanded);
    }

    @Override
    public void spilled(String pass, int level, long successors, int runCount, long bytes, long elapsedNanos) {
        spilled.put(level, successors);
        runs.put(level, runCount);
    }
}
