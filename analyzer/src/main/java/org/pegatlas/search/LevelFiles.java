package org.pegatlas.search;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.pegatlas.storage.AtomicFiles;
import org.pegatlas.storage.CountFile;
import org.pegatlas.storage.CountVector;
import org.pegatlas.storage.LevelSetFile;
import org.pegatlas.storage.Manifest;
import org.pegatlas.storage.PositionKeys;

/**
 * The level files of an output directory, under {@code levels/}: for each level {@code NN}
 * (two digits or more), {@code forward-NN.roar} (reachable canonical positions) with
 * {@code forward-NN.counts} (their orbit-total path counts), and {@code solvable-NN.roar} with
 * {@code solvable-NN.counts} (those that can reach the goal, with orbit-total ways to finish).
 * Every file is written atomically and recorded in the manifest once complete. Writes run on one
 * background thread, in submission order, so the search goes on while a level is being written.
 * The keys of written levels are also kept in memory while they fit in the cache budget, so that
 * reading them back costs nothing on problems that fit in memory.
 */
final class LevelFiles implements AutoCloseable {
    static final String FORWARD = "forward";
    static final String SOLVABLE = "solvable";

    private final Path directory;
    private final Manifest manifest;
    private final PositionKeys keys;
    private final ExecutorService writer = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "pegatlas-writer");
        thread.setDaemon(true);
        return thread;
    });
    private final List<Future<Long>> pending = new ArrayList<>();
    private final Map<String, long[]> cache = new HashMap<>();
    private long cacheBytesLeft;

    /** @param cacheBytes memory that levels kept for reading back may take */
    LevelFiles(Path outputDirectory, Manifest manifest, PositionKeys keys, long cacheBytes) throws IOException {
        this.cacheBytesLeft = cacheBytes;
        this.directory = outputDirectory.resolve("levels");
        this.manifest = manifest;
        this.keys = keys;
        Files.createDirectories(directory);
    }

    /**
     * Queues a level's set and counts for writing; the level's arrays must not change afterwards.
     *
     * @return the bytes of the set file, once written
     */
    Future<Long> writeLater(String kind, int level, Level data) {
        Future<Long> bytes = writer.submit(() -> write(kind, level, data));
        pending.add(bytes);
        long size = 8L * data.size();
        if (size <= cacheBytesLeft) {
            cacheBytesLeft -= size;
            cache.put(name(kind, level, "roar"), data.keys());
        }
        return bytes;
    }

    /**
     * Waits for every queued write.
     *
     * @throws IOException the first write failure
     */
    void awaitWrites() throws IOException {
        for (Future<Long> write : pending) {
            bytesOf(write);
        }
        pending.clear();
    }

    /** The result of {@link #writeLater}, waiting for it. */
    static long bytesOf(Future<Long> write) throws IOException {
        try {
            return write.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while writing level files", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private long write(String kind, int level, Level data) throws IOException {
        String set = name(kind, level, "roar");
        String counts = name(kind, level, "counts");
        AtomicFiles.Written setWritten = LevelSetFile.write(directory.resolve(set), data.keys(), data.size());
        AtomicFiles.Written countsWritten = CountFile.write(directory.resolve(counts), data.counts(), data.size());
        manifest.putFile("levels/" + set, setWritten).putFile("levels/" + counts, countsWritten).save();
        return setWritten.bytes();
    }

    /** The keys of a level written by {@link #writeLater} (after {@link #awaitWrites} when not cached). */
    long[] readKeys(String kind, int level) throws IOException {
        long[] cached = cache.get(name(kind, level, "roar"));
        return cached != null ? cached : LevelSetFile.read(directory.resolve(name(kind, level, "roar")));
    }

    /** The counts of a level written by {@link #writeLater}, after {@link #awaitWrites}. */
    CountVector readCounts(String kind, int level) throws IOException {
        return CountFile.read(directory.resolve(name(kind, level, "counts")));
    }

    @Override
    public void close() {
        writer.shutdownNow();
    }

    private static String name(String kind, int level, String extension) {
        return String.format(Locale.ROOT, "%s-%02d.%s", kind, level, extension);
    }
}
