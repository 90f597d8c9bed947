package org.pegatlas.cluster;

import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/** Adds up the shuffle bytes and records the job's tasks wrote, for the progress lines. */
final class ShuffleMeter extends SparkListener {
    private final AtomicLong bytes = new AtomicLong();
    private final AtomicLong records = new AtomicLong();

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        TaskMetrics metrics = end.taskMetrics();
        if (metrics != null) {
            bytes.addAndGet(metrics.shuffleWriteMetrics().bytesWritten());
            records.addAndGet(metrics.shuffleWriteMetrics().recordsWritten());
        }
    }

    /** Shuffle bytes written so far (by finished tasks). */
    long bytes() {
        return bytes.get();
    }

    /** Shuffle records written so far (by finished tasks). */
    long records() {
        return records.get();
    }
}
