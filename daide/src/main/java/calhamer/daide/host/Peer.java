package calhamer.daide.host;

import calhamer.daide.protocol.ErrorCode;
import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameException;
import calhamer.daide.protocol.FrameReader;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Grammar;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.StallException;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.Tokens;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client's connection to the server, with a reader thread and a writer thread. The reader keeps the protocol's
 * structure: the initial message first, within 30 seconds (else the error message's code, and the connection is
 * closed), answered with the representation message; every later message well formed (a broken one gets its error
 * code and the connection ends); a language message with unmatched brackets answered with {@code PRN}, one off the
 * level-0 grammar with {@code HUH} ({@code ERR} before the first offending token), {@code PRN} and {@code HUH} from the
 * client taken without reply; the rest go to the game as {@link Event}s. A message begun and not finished within the
 * stall limit, or more messages than the flood limit allows, cut the connection off. The writer sends what the game
 * queues; a client that does not read (its queue full) is cut off too. Nothing a client sends gets an exception out
 * of here: every failure ends this connection only.
 */
final class Peer {
    private static final Logger LOG = LoggerFactory.getLogger(Peer.class);
    /** How often the reader wakes to keep its timers. */
    private static final int TICK_MILLIS = 200;
    /** The initial message timer of the protocol (section 2.2). */
    static final long IM_MILLIS = 30_000;
    /** Frames waiting to be written before the client counts as not reading. */
    private static final int QUEUE = 4096;
    /** The longest a finished connection is given to write its last messages before it is closed regardless. */
    static final long FINISH_NANOS = 2_000_000_000L;
    /** The writer's mark: write the final message, then close. */
    private static final Frame FINISH = Frame.fin();

    /** What a connection tells the game. */
    sealed interface Event permits Joined, Received, Left {
        Peer peer();
    }

    /** The initial message has been answered: the client may now send language messages. */
    record Joined(Peer peer) implements Event {
    }

    /** A language message that fits the grammar. */
    record Received(Peer peer, Message message) implements Event {
    }

    /** The connection has ended. */
    record Left(Peer peer) implements Event {
    }

    private final int id;
    private final Socket socket;
    private final HostOptions options;
    private final Frame representation;
    private final java.util.function.Consumer<Event> game;
    private final BlockingQueue<Frame> out = new ArrayBlockingQueue<>(QUEUE);
    private final AtomicBoolean closed = new AtomicBoolean();
    private final java.util.concurrent.atomic.AtomicInteger errors;
    private volatile boolean joined;
    private volatile boolean finishing;

    Peer(int id, Socket socket, HostOptions options, Frame representation, java.util.function.Consumer<Event> game,
         java.util.concurrent.atomic.AtomicInteger errors) {
        this.id = id;
        this.errors = errors;
        this.socket = socket;
        this.options = options;
        this.representation = representation;
        this.game = game;
    }

    /** @return the connection's number, for logs */
    int id() {
        return id;
    }

    void start() {
        Thread reader = new Thread(this::read, "daide-read-" + id);
        reader.setDaemon(true);
        reader.start();
        Thread writer = new Thread(this::write, "daide-write-" + id);
        writer.setDaemon(true);
        writer.start();
    }

    /** Queues a language message; a client whose queue is full is cut off. */
    void send(Message m) {
        enqueue(Frame.diplomacy(m));
    }

    private void enqueue(Frame f) {
        if (closed.get() || finishing) {
            return;
        }
        if (!out.offer(f)) {
            LOG.info("connection {}: the client does not read; cut off", id);
            close();
        }
    }

    /** Sends the final message and closes the connection once everything queued before it is written. */
    void finish() {
        if (!closed.get() && !finishing) {
            finishing = true;
            if (!out.offer(FINISH)) {
                close();
            }
        }
    }

    /** Sends an error message (nothing queued is sent) and closes the connection. */
    private void error(ErrorCode code, String why) {
        LOG.info("connection {}: {}: error {}", id, why, code);
        if (!closed.get() && !finishing) {
            finishing = true;
            out.clear();
            out.offer(Frame.error(code));
        }
    }

    /** Closes the connection now. */
    void close() {
        if (closed.compareAndSet(false, true)) {
            out.clear();
            out.offer(FINISH);
            try {
                socket.close();
            } catch (IOException e) {
                LOG.debug("connection {}: closing: {}", id, e.toString());
            }
        }
    }

    boolean isClosed() {
        return closed.get();
    }

    private void read() {
        try {
            socket.setSoTimeout(TICK_MILLIS);
            socket.setKeepAlive(true);
            socket.setTcpNoDelay(true);
            InputStream in = socket.getInputStream();
            FrameReader frames = new FrameReader(in, options.stallMillis());
            long imDeadline = System.nanoTime() + IM_MILLIS * 1_000_000L;
            double allowance = options.floodBurst();
            long last = System.nanoTime();
            while (!closed.get() && !finishing) {
                Frame f = frames.poll();
                if (f == null) {
                    if (!joined && System.nanoTime() > imDeadline) {
                        error(ErrorCode.IM_TIMER_POPPED, "no initial message in 30 s");
                    }
                    continue;
                }
                ErrorCode problem = f.problem();
                if (problem != null) {
                    error(problem, "a broken " + f.type());
                    return;
                }
                if (!joined) {
                    if (f.type() != FrameType.INITIAL) {
                        error(ErrorCode.IM_NOT_FIRST, "the first message was " + f.type());
                        return;
                    }
                    joined = true;
                    enqueue(representation);
                    game.accept(new Joined(this));
                    continue;
                }
                switch (f.type()) {
                    case INITIAL -> error(ErrorCode.DUPLICATE_IM, "a second initial message");
                    case REPRESENTATION -> error(ErrorCode.RM_FROM_CLIENT, "a representation message");
                    case FINAL, ERROR -> {
                        LOG.info("connection {}: the client closed it ({})", id, f.type() == FrameType.ERROR
                                ? f.errorCode() : "final message");
                        close();
                    }
                    case DIPLOMACY -> {
                        long now = System.nanoTime();
                        allowance = Math.min(options.floodBurst(), allowance + (now - last) / 1e9
                                * options.floodRate());
                        last = now;
                        if (--allowance < 0) {
                            LOG.info("connection {}: more than {} messages at once; cut off", id,
                                    options.floodBurst());
                            finish();
                            return;
                        }
                        language(f.message());
                    }
                }
            }
        } catch (StallException e) {
            LOG.info("connection {}: {}; cut off", id, e.getMessage());
        } catch (FrameException e) {
            error(e.code(), e.getMessage());
        } catch (EOFException e) {
            LOG.info("connection {}: {}", id, e.getMessage());
        } catch (IOException e) {
            if (!closed.get()) {
                LOG.info("connection {}: {}", id, e.toString());
            }
        } catch (RuntimeException e) {
            errors.incrementAndGet();
            LOG.error("connection {}: a bug ended the connection: {}", id, e.toString(), e);
        } finally {
            awaitFinished(System.nanoTime() + FINISH_NANOS);
            close();
            if (joined) {
                game.accept(new Left(this));
            }
        }
    }

    /**
     * Waits, until the time given at the latest, for a connection being finished ({@link #finish}, or an error) to
     * write what it was given and close; returns at once for any other connection.
     *
     * @param untilNanos the latest {@link System#nanoTime()} to wait to
     */
    void awaitFinished(long untilNanos) {
        while (finishing && !closed.get() && System.nanoTime() < untilNanos) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Checks a language message: PRN for its brackets, HUH for its grammar, else the game's. */
    private void language(Message m) {
        int first = m.first();
        if (first == Tokens.PRN || first == Tokens.HUH) {
            LOG.info("connection {}: the client could not read a message: {}", id, m);
            return;
        }
        if (m.bracketError() >= 0) {
            send(Message.builder().add(Tokens.PRN).open().add(m).close().build());
            return;
        }
        try {
            Grammar.checkClient(m);
        } catch (SyntaxError e) {
            send(Message.builder().add(Tokens.HUH).group(m.withErrorAt(e.index())).build());
            return;
        }
        game.accept(new Received(this, m));
    }

    private void write() {
        try {
            OutputStream o = socket.getOutputStream();
            while (!closed.get()) {
                Frame f = out.poll(1, TimeUnit.SECONDS);
                if (f == null) {
                    continue;
                }
                if (f == FINISH || f.type() == FrameType.ERROR) {
                    if (!closed.get()) {
                        o.write(f.toBytes());
                        o.flush();
                    }
                    close();
                    return;
                }
                o.write(f.toBytes());
                if (out.isEmpty()) {
                    o.flush();
                }
            }
        } catch (IOException e) {
            LOG.debug("connection {}: writing: {}", id, e.toString());
            close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "connection " + id;
    }
}
