package calhamer.server.service;

import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Admission and time limits for heavy requests (searches, matrix solves, payoff matrices). At most
 * {@link ServerConfig#maxHeavyRequests()} run at once; a further one is refused at once with 503 and Retry-After
 * rather than queued. Each runs on a worker thread and is given {@link ServerConfig#searchTime()}: past it the
 * request is answered with 422 naming the budget, and the work is interrupted so it does not keep a core busy
 * (heavy work checks the interrupt flag or its own deadline).
 */
public final class HeavyWork implements AutoCloseable {
    private final Semaphore permits;
    private final ExecutorService workers;
    private final long timeoutMillis;

    public HeavyWork(ServerConfig config) {
        this.permits = new Semaphore(config.maxHeavyRequests());
        this.workers = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "calhamer-heavy");
            t.setDaemon(true);
            return t;
        });
        this.timeoutMillis = config.searchTime().toMillis();
    }

    /** @return the time one heavy request may take, in milliseconds */
    public long timeoutMillis() {
        return timeoutMillis;
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
        try {
            Future<T> future = workers.submit(work);
            try {
                return future.get(timeoutMillis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                future.cancel(true);
                throw ApiException.overBudget(what + " took longer than the search-time budget of " + timeoutMillis
                        + " ms; raise it with --search-millis (CALHAMER_SEARCH_MILLIS) or ask for less work");
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException) {
                    throw (RuntimeException) cause;
                }
                throw new IllegalStateException(cause);
            } catch (InterruptedException e) {
                future.cancel(true);
                Thread.currentThread().interrupt();
                throw ApiException.overloaded("the server is stopping", 5);
            }
        } finally {
            permits.release();
        }
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
