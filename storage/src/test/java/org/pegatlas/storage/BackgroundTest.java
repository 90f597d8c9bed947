package org.pegatlas.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class BackgroundTest {
    @Test
    void resultsAndTheWorksOwnExceptionsComeBackAsTheyWere() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            assertEquals(42, Background.await(Background.start(() -> 42, pool)));
            IOException io = new IOException("disk full");
            assertSame(io, assertThrows(IOException.class, () -> Background.await(Background.start(() -> {
                throw io;
            }, pool))));
            ArithmeticException overflow = new ArithmeticException("count does not fit");
            assertSame(overflow, assertThrows(ArithmeticException.class, () -> Background.await(Background.start(() -> {
                throw overflow;
            }, pool))));
            Exception other = new Exception("checked, not an IOException");
            assertSame(other, assertThrows(IOException.class, () -> Background.await(Background.start(() -> {
                throw other;
            }, pool))).getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void onTheCallingThreadTheWorkIsDoneBeforeStartReturns() throws IOException {
        Thread[] ranOn = new Thread[1];
        Future<String> done = Background.start(() -> {
            ranOn[0] = Thread.currentThread();
            return "done";
        }, Runnable::run);
        assertSame(Thread.currentThread(), ranOn[0]);
        assertTrue(done.isDone());
        assertEquals("done", Background.await(done));
    }

    @Test
    void settleWaitsForTheWorkToEndHoweverItEnds() throws InterruptedException {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CountDownLatch release = new CountDownLatch(1);
            Future<Object> failing = Background.start(() -> {
                release.await();
                throw new IOException("fails after release");
            }, pool);
            Thread releaser = new Thread(() -> {
                sleepQuietly(50);
                release.countDown();
            });
            releaser.start();
            Background.settle(failing);
            assertTrue(failing.isDone(), "settle returned only once the work had ended");
            releaser.join();
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    @Timeout(20) // were the work only awaited, it would wait for ever behind the blocked task
    void runOrAwaitDoesWorkNoThreadHasStartedOnTheCallingThreadOnce() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CountDownLatch busy = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            Future<Object> blocking = Background.start(() -> {
                busy.countDown();
                release.await();
                return null;
            }, pool);
            busy.await();
            AtomicInteger runs = new AtomicInteger();
            Thread[] ranOn = new Thread[1];
            Future<String> queued = Background.start(() -> {
                runs.incrementAndGet();
                ranOn[0] = Thread.currentThread();
                return "queued";
            }, pool);
            assertEquals("queued", Background.runOrAwait(queued), "done here while the pool's one thread is busy");
            assertSame(Thread.currentThread(), ranOn[0]);
            release.countDown();
            Background.await(blocking);
            assertEquals("after", Background.await(Background.start(() -> "after", pool)), "the pool has passed the queued task");
            assertEquals(1, runs.get(), "the pool did not run the task again");
            IOException io = new IOException("disk full");
            assertSame(io, assertThrows(IOException.class, () -> Background.runOrAwait(Background.start(() -> {
                throw io;
            }, pool))));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void runOrAwaitWaitsForWorkAlreadyRunningElsewhere() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            CountDownLatch started = new CountDownLatch(1);
            Thread[] ranOn = new Thread[1];
            Future<String> running = Background.start(() -> {
                ranOn[0] = Thread.currentThread();
                started.countDown();
                sleepQuietly(50);
                return "there";
            }, pool);
            started.await();
            assertEquals("there", Background.runOrAwait(running));
            assertTrue(ranOn[0] != Thread.currentThread(), "the pool's thread did the work");
        } finally {
            pool.shutdownNow();
        }
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
