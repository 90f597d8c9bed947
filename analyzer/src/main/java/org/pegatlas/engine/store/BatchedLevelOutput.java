package org.pegatlas.engine.store;

import java.io.IOException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import org.pegatlas.storage.Background;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.LevelSetFile;

/**
 * Receives a level's keys and counts in ascending key order and hands them to the level's
 * writers a batch at a time on {@code writing}, while the caller fills the next batch: the files
 * are the same as those of adding each entry to the writers directly. Each written batch is also
 * added to a {@link HeldLevel}, which keeps it while the level fits its limit. One batch is
 * written at a time, in order, so the writers are never used by two threads at once.
 */
final class BatchedLevelOutput implements RunOutput {
    private final LevelSetFile.Writer keysWriter;
    private final CountFile.Writer countsWriter;
    private final HeldLevel held;
    private final int limbs;
    private final Executor writing;
    private EntryBatch filling;
    /** The second batch before its first use, then {@code null}. */
    private EntryBatch spare;
    /** The batch being written, or {@code null}. */
    private Future<EntryBatch> written;

    /**
     * @param batch entries per batch, at least 1
     * @param writing where batches are written; {@code Runnable::run} writes on the caller's thread
     */
    BatchedLevelOutput(LevelSetFile.Writer keysWriter, CountFile.Writer countsWriter, HeldLevel held, int limbs, int batch,
            Executor writing) {
        this.keysWriter = keysWriter;
        this.countsWriter = countsWriter;
        this.held = held;
        this.limbs = limbs;
        this.writing = writing;
        this.filling = new EntryBatch(batch, limbs);
        this.spare = new EntryBatch(batch, limbs);
    }

    @Override
    public void accept(long key, long[] count) throws IOException {
        EntryBatch batch = filling;
        batch.keys[batch.size] = key;
        System.arraycopy(count, 0, batch.counts, batch.size * limbs, limbs);
        if (++batch.size == batch.keys.length) {
            handOver();
        }
    }

    /**
     * Writes what is left and waits until every batch is written.
     *
     * @throws IOException if writing a batch failed
     * @throws IllegalArgumentException if a key was refused by the keys' writer
     */
    void finish() throws IOException {
        handOver();
        awaitWritten();
    }

    /** Waits for the batch being written, if any, ignoring its failure (for a merge that is given up). */
    void abandon() {
        if (written != null) {
            Background.settle(written);
            written = null;
        }
    }

    /** Starts writing the batch being filled, once the one before it is written, and fills the other. */
    private void handOver() throws IOException {
        EntryBatch full = filling;
        filling = awaitWritten();
        written = Background.start(() -> write(full), writing);
    }

    /** Waits for the batch being written and returns it emptied (the spare batch if none was). */
    private EntryBatch awaitWritten() throws IOException {
        if (written == null) {
            EntryBatch unused = spare;
            spare = null;
            return unused;
        }
        try {
            EntryBatch done = Background.runOrAwait(written); // written here if no worker has started it yet
            done.size = 0;
            return done;
        } finally {
            written = null;
        }
    }

    private EntryBatch write(EntryBatch batch) throws IOException {
        keysWriter.addAll(batch.keys, batch.size, Runnable::run);
        countsWriter.add(batch.counts, 0, batch.size);
        held.add(batch.keys, batch.counts, batch.size);
        return batch;
    }
}
