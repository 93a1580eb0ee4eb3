package calhamer.server.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Admission (503 with Retry-After) and the time budget (422, work interrupted) of heavy requests. */
class HeavyWorkTest {
    private static ServerConfig config(int heavy, long millis) {
        ServerConfig d = ServerConfig.defaults();
        return d.withLimits(d.maxBodyBytes(), d.maxOrderSets(), d.maxMatrixCells(), Duration.ofMillis(millis), heavy);
    }

    @Test
    void aRequestBeyondTheConcurrencyLimitGets503() throws Exception {
        try (HeavyWork heavy = new HeavyWork(config(1, 10_000))) {
            CountDownLatch running = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            Thread first = new Thread(() -> heavy.run("first", () -> {
                running.countDown();
                release.await();
                return 1;
            }));
            first.start();
            running.await();
            ApiException busy = assertThrows(ApiException.class, () -> heavy.run("second", () -> 2));
            assertEquals(503, busy.status());
            assertEquals(1, busy.retryAfterSeconds());
            release.countDown();
            first.join();
            assertEquals(3, heavy.run("third", () -> 3), "the permit is given back");
        }
    }

    @Test
    void heavyRequestsComputeOneAtATimeSoACoreStaysFreeForLightOnes() throws Exception {
        try (HeavyWork heavy = new HeavyWork(config(2, 10_000))) {
            CountDownLatch running = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            AtomicBoolean secondStarted = new AtomicBoolean();
            Thread first = new Thread(() -> heavy.run("first", () -> {
                running.countDown();
                release.await();
                return 1;
            }));
            first.start();
            running.await();
            Thread second = new Thread(() -> heavy.run("second", () -> {
                secondStarted.set(true);
                return 2;
            }));
            second.start();
            second.join(200);
            assertTrue(second.isAlive() && !secondStarted.get(), "the second waits for its turn (admitted, not 503)");
            release.countDown();
            second.join();
            assertTrue(secondStarted.get());
            first.join();
        }
    }

    @Test
    void workOverItsTimeBudgetIsStoppedAndAnswered422() throws Exception {
        try (HeavyWork heavy = new HeavyWork(config(2, 50))) {
            AtomicBoolean started = new AtomicBoolean();
            AtomicBoolean interrupted = new AtomicBoolean();
            CountDownLatch stopped = new CountDownLatch(1);
            ApiException over = assertThrows(ApiException.class, () -> heavy.run("spinning", () -> {
                started.set(true);
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    interrupted.set(true);
                } finally {
                    stopped.countDown();
                }
                return 0;
            }));
            assertEquals(422, over.status());
            assertTrue(over.getMessage().contains("50 ms") && over.getMessage().contains("--search-millis"),
                    over.getMessage());
            if (started.get()) {
                assertTrue(stopped.await(30, TimeUnit.SECONDS), "the work was stopped");
                assertTrue(interrupted.get(), "the work was interrupted, not left running");
            } // else the budget ran out before a worker took the work (a busy machine): it was cancelled unstarted
        }
    }
}
