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
import org.junit.jupiter.api.Test;

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

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
