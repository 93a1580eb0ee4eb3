package calhamer.server.service;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.strategy.search.Interruption;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntSupplier;

/**
 * Admission, time limits and threads of heavy requests (searches, solves, payoff matrices).
 *
 * <p>At most {@link ServerConfig#maxHeavyRequests()} are admitted at once; a further one is refused at once with 503
 * and Retry-After rather than queued. Each runs in a fork-join pool of its own, of {@link #threadsPerRequest()}
 * threads named {@code calhamer-heavy-*}, so its parallel work (matrix filling, second plies) stays in that bounded
 * pool and never takes the threads that serve light requests (Grizzly's workers) nor the common pool; admitted
 * requests compute one at a time (a fair turn), so heavy work never holds more than all cores but one. As Java's
 * thread priorities mean nothing on Linux, heavy threads also give way by themselves: at each check of their work
 * they pause (up to {@link #MAX_PAUSE_NANOS}) while light requests are being answered.
 *
 * <p>Each request is given {@link ServerConfig#searchTime()}, its wait for its turn included: past it the request is
 * answered 422 naming the budget, and its pool is shut down, which interrupts every thread of it. Heavy code checks
 * the interrupt in its inner loops ({@code calhamer.strategy.search.Interruption}) and stops within one check (one
 * cell, one enumeration node, one simplex iteration, one solver step), so no heavy thread outlives its answer.
 */
public final class HeavyWork implements AutoCloseable {
    /** The longest a heavy thread pauses at one check for light requests: 1 ms. */
    public static final long MAX_PAUSE_NANOS = 1_000_000;
    private static final AtomicInteger THREADS = new AtomicInteger();
    private final Semaphore permits;
    /** Heavy requests compute one at a time, so that they never take more than cores - 1 threads. */
    private final Semaphore turn = new Semaphore(1, true);
    private final long timeoutMillis;
    private final int threads;
    private final IntSupplier light;

    public HeavyWork(ServerConfig config) {
        this(config, () -> 0);
    }

    /**
     * @param light how many light requests are being answered now; heavy threads pause at their checks while any is,
     *              for at most {@link #MAX_PAUSE_NANOS} per check
     */
    public HeavyWork(ServerConfig config, IntSupplier light) {
        this(config, light, Math.max(1, Runtime.getRuntime().availableProcessors() - 1));
    }

    private HeavyWork(ServerConfig config, IntSupplier light, int threads) {
        this.light = light;
        this.permits = new Semaphore(config.maxHeavyRequests());
        this.timeoutMillis = config.searchTime().toMillis();
        this.threads = threads;
    }

    /**
     * @return heavy work for a command line, where no light request waits for a core: each request computes on
     *         every core (a decision of the {@code orders} command searches on both cores of a two-core machine,
     *         not on one)
     */
    public static HeavyWork onEveryCore(ServerConfig config) {
        return new HeavyWork(config, () -> 0, Runtime.getRuntime().availableProcessors());
    }

    /** @return the time one heavy request may take, in milliseconds */
    public long timeoutMillis() {
        return timeoutMillis;
    }

    /** @return the threads one heavy request may use: one fewer than the cores (at least one), or every core */
    public int threadsPerRequest() {
        return threads;
    }

    /**
     * Runs heavy work within the limits.
     *
     * @param what names the work in error messages, e.g. "solving the matrix"
     */
    public <T> T run(String what, Callable<T> work) {
        if (!permits.tryAcquire()) {
            throw ApiException.overloaded("the server is busy with other heavy requests; try again shortly", 1);
        }
        ForkJoinPool pool = new ForkJoinPool(threads, this::thread, null, false);
        try {
            ForkJoinTask<T> task = pool.submit(() -> {
                turn.acquire();
                try {
                    return work.call();
                } finally {
                    turn.release();
                }
            });
            return task.get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw ApiException.overBudget(what + " took longer than the search-time budget of " + timeoutMillis
                    + " ms; raise it with --search-millis (CALHAMER_SEARCH_MILLIS) or ask for less work");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause.getCause() != null && cause.getCause().getClass() == cause.getClass()) {
                cause = cause.getCause(); // fork-join's copy of an exception thrown in another thread
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error r) {
                throw r;
            }
            throw new IllegalStateException(what + " failed", cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw ApiException.overloaded("the server is stopping", 5);
        } finally {
            pool.shutdownNow();
            permits.release();
        }
    }

    private ForkJoinWorkerThread thread(ForkJoinPool pool) {
        ForkJoinWorkerThread t = new HeavyThread(pool, light);
        t.setName("calhamer-heavy-" + THREADS.incrementAndGet());
        t.setPriority(Thread.MIN_PRIORITY);
        t.setDaemon(true);
        return t;
    }

    /** A heavy worker that gives way to light requests at each check of its work. */
    private static final class HeavyThread extends ForkJoinWorkerThread implements Interruption.Paced {
        private final IntSupplier light;

        HeavyThread(ForkJoinPool pool, IntSupplier light) {
            super(pool);
            this.light = light;
        }

        @Override
        public void pace() {
            if (light.getAsInt() == 0) {
                return;
            }
            long until = System.nanoTime() + MAX_PAUSE_NANOS;
            while (light.getAsInt() > 0 && System.nanoTime() - until < 0 && !isInterrupted()) {
                LockSupport.parkNanos(50_000);
            }
        }
    }

    @Override
    public void close() {
        // Every request's pool is shut down when its request ends; nothing outlives it.
    }
}
