package calhamer.server.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Function;

/**
 * Answers the lines of a stream on every core and writes the answers in input order, as a pipeline: one thread reads
 * lines into chunks, worker threads answer whole chunks, and the calling thread writes each chunk's answers as soon
 * as that chunk and all before it are done, so reading, answering and writing overlap. At most {@link #WINDOW}
 * chunks are in flight (read, not yet written), so memory stays flat whatever the length of the input. Every line is
 * answered, blank ones included.
 *
 * <p>Each chunk passes two bounded queues: the work queue (any worker takes it) and the order queue (the writer
 * takes chunks in the order they were read and waits for each to be answered). O(lines); one hand-off per chunk of
 * {@link #CHUNK} lines, not per line.
 */
final class LinePipeline {
    /** Lines per chunk: enough that hand-offs between threads cost little beside the answers. */
    static final int CHUNK = 64;
    /** Chunks in flight. */
    static final int WINDOW = 16;

    /** One answered line: its UTF-8 text (without the line end) and whether it is an error line. */
    record Answer(byte[] text, boolean error) {
    }

    private static final Chunk END = new Chunk(List.of());

    private LinePipeline() {
    }

    /**
     * Answers every non-blank line of {@code in}, writing one answer line each to {@code out} in input order. Lines
     * stay UTF-8 bytes from end to end (no decoding to text and encoding back).
     *
     * @param workers threads answering lines (at least one)
     * @return the number of error answers
     * @throws IOException when reading or writing fails (the pipeline's threads are stopped)
     */
    static int run(InputStream in, OutputStream out, Function<byte[], Answer> answer, int workers)
            throws IOException {
        BlockingQueue<Chunk> work = new ArrayBlockingQueue<>(WINDOW);
        BlockingQueue<Chunk> order = new ArrayBlockingQueue<>(WINDOW);
        List<Thread> threads = new ArrayList<>();
        Thread reader = new Thread(() -> read(in, work, order, workers), "jsonl-reader");
        reader.setDaemon(true);
        threads.add(reader);
        for (int w = 0; w < workers; w++) {
            Thread t = new Thread(() -> answerChunks(work, answer), "jsonl-worker-" + w);
            t.setDaemon(true);
            threads.add(t);
        }
        threads.forEach(Thread::start);
        int errors = 0;
        try {
            for (Chunk c = take(order); c != END; c = take(order)) {
                for (Answer a : c.await()) {
                    out.write(a.text());
                    out.write('\n');
                    errors += a.error() ? 1 : 0;
                }
            }
            out.flush();
        } finally {
            threads.forEach(Thread::interrupt);
        }
        return errors;
    }

    private static void read(InputStream in, BlockingQueue<Chunk> work, BlockingQueue<Chunk> order, int workers) {
        try {
            ByteLines reader = new ByteLines(in);
            List<byte[]> lines = new ArrayList<>(CHUNK);
            for (byte[] line = reader.next(); line != null; line = reader.next()) {
                lines.add(line);
                if (lines.size() == CHUNK) {
                    hand(new Chunk(lines), work, order);
                    lines = new ArrayList<>(CHUNK);
                }
            }
            if (!lines.isEmpty()) {
                hand(new Chunk(lines), work, order);
            }
            order.put(END);
        } catch (IOException e) {
            Chunk failed = new Chunk(List.of());
            failed.fail(new UncheckedIOException(e));
            putQuietly(order, failed);
        } catch (InterruptedException e) {
            return;
        } finally {
            for (int w = 0; w < workers; w++) {
                putQuietly(work, END);
            }
        }
    }

    private static void hand(Chunk c, BlockingQueue<Chunk> work, BlockingQueue<Chunk> order)
            throws InterruptedException {
        order.put(c);
        work.put(c);
    }

    private static void answerChunks(BlockingQueue<Chunk> work, Function<byte[], Answer> answer) {
        try {
            for (Chunk c = work.take(); c != END; c = work.take()) {
                try {
                    List<Answer> answers = new ArrayList<>(c.lines.size());
                    for (byte[] line : c.lines) {
                        answers.add(answer.apply(line));
                    }
                    c.done(answers);
                } catch (RuntimeException | Error e) {
                    c.fail(e);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void putQuietly(BlockingQueue<Chunk> queue, Chunk c) {
        try {
            queue.put(c);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Chunk take(BlockingQueue<Chunk> queue) throws IOException {
        try {
            return queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while writing answers", e);
        }
    }

    /** Lines read together, answered by one worker, written together. */
    private static final class Chunk {
        final List<byte[]> lines;
        private List<Answer> answers;
        private Throwable failure;

        Chunk(List<byte[]> lines) {
            this.lines = lines;
        }

        synchronized void done(List<Answer> list) {
            answers = list;
            notifyAll();
        }

        synchronized void fail(Throwable e) {
            failure = e;
            notifyAll();
        }

        /** @return the answers, once a worker has them; rethrows what stopped the worker or the reader */
        synchronized List<Answer> await() throws IOException {
            try {
                while (answers == null && failure == null) {
                    wait();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for answers", e);
            }
            if (failure instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            if (failure instanceof RuntimeException r) {
                throw r;
            }
            if (failure instanceof Error err) {
                throw err;
            }
            return answers;
        }
    }
}
