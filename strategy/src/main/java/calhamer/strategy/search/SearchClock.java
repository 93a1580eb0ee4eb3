package calhamer.strategy.search;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * What a search's time budget is measured in. {@link #WALL} is elapsed time (what a caller waiting for an answer
 * meets); {@link #THREAD_CPU} is the CPU time of the searching thread, which does not run while other work holds the
 * cores, so agents compared on a busy machine get the same amount of thinking (tournaments use it; it falls back to
 * wall time where the JVM cannot measure thread CPU time).
 */
public enum SearchClock {
    /** {@link System#nanoTime()}. */
    WALL {
        @Override
        public long nanos() {
            return System.nanoTime();
        }
    },
    /** The current thread's CPU time ({@link ThreadMXBean#getCurrentThreadCpuTime()}). */
    THREAD_CPU {
        @Override
        public long nanos() {
            return CPU_TIME ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
        }
    };

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIME = enableCpuTime();

    private static boolean enableCpuTime() {
        try {
            if (THREADS.isCurrentThreadCpuTimeSupported() && !THREADS.isThreadCpuTimeEnabled()) {
                THREADS.setThreadCpuTimeEnabled(true);
            }
            return THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
        } catch (UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }

    /** The current reading, in nanoseconds from an arbitrary origin. */
    public abstract long nanos();
}
