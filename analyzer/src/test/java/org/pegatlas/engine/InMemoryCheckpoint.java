package org.pegatlas.engine;

import java.util.LinkedHashMap;
import java.util.Map;

/** A pairs checkpoint kept in a map, in recording order, for tests that stop and resume a table. */
final class InMemoryCheckpoint implements PairsTable.Checkpoint {
    final Map<String, String> recorded = new LinkedHashMap<>();
    private final Runnable afterRecord;

    /** @param afterRecord runs after each class is recorded; a test may throw from it to stop the table there */
    InMemoryCheckpoint(Runnable afterRecord) {
        this.afterRecord = afterRecord;
    }

    @Override
    public String recalled(String hole) {
        return recorded.get(hole);
    }

    @Override
    public void record(String hole, String value) {
        recorded.put(hole, value);
        afterRecord.run();
    }
}
