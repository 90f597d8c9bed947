package org.pegatlas.storage;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RunnableFuture;

/**
 * Work handed to an executor and awaited by a thread that parks at once rather than spinning, so
 * that on a machine with as many busy threads as cores the waiting thread leaves its core to the
 * work it waits for.
 */
public final class Background {
    private Background() {
    }

    /** Starts {@code work} on {@code executor} ({@code Runnable::run} does it now, on this thread). */
    public static <T> Future<T> start(Callable<T> work, Executor executor) {
        FutureTask<T> task = new FutureTask<>(work);
        executor.execute(task);
        return task;
    }

    /**
     * The result of {@code task}, waiting for it.
     *
     * @throws IOException the work's own, or an {@link InterruptedIOException} if this thread is
     *     interrupted while waiting (its interrupt status set again)
     * @throws RuntimeException the work's own, as thrown
     * @throws Error the work's own, as thrown
     */
    public static <T> T await(Future<T> task) throws IOException {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for work on another thread");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IOException(cause);
        }
    }

    /**
     * As {@link #await}, but a task that no thread has started yet (still queued on its executor)
     * is run on this thread instead of waited for: a thread that would park until a busy pool
     * reached the task does it itself. A task already running or done is awaited as by {@link
     * #await}; a {@link Future} that cannot be run ({@link #start} makes ones that can) is only
     * awaited.
     *
     * <p>Only for a task that may run on any thread, and that no task still queued or running
     * must precede (for example, the one task a reader has in flight at a time).
     */
    public static <T> T runOrAwait(Future<T> task) throws IOException {
        if (task instanceof RunnableFuture<T> runnable && !task.isDone()) {
            runnable.run(); // does nothing if another thread has started it
        }
        return await(task);
    }

    /** Waits for {@code task} to end, however it ends (before releasing what it uses). */
    public static void settle(Future<?> task) {
        boolean interrupted = false;
        while (true) {
            try {
                task.get();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            } catch (ExecutionException | RuntimeException e) {
                break;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
