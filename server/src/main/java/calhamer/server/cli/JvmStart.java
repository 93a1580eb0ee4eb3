package calhamer.server.cli;

import java.lang.management.ManagementFactory;

/**
 * When this JVM started, on the clock of {@code System.nanoTime()}: an offline command that answers one request
 * within a time budget counts the budget from there, so that the whole run (the JVM's start, reading the request,
 * the work, the answer) keeps within it, as a caller timing the command sees it.
 */
final class JvmStart {
    private JvmStart() {
    }

    /** @return the JVM's start as a {@code System.nanoTime()} value (millisecond precision), before now */
    static long nanos() {
        long uptimeMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        return System.nanoTime() - uptimeMillis * 1_000_000;
    }
}
