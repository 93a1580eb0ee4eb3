package calhamer.daide.host;

import calhamer.daide.board.MapTokens;
import calhamer.daide.protocol.Frame;
import calhamer.maps.DiplomacyMap;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A DAIDE server hosting one game on Calhamer's rules engine: it listens on a TCP port (127.0.0.1 unless told
 * otherwise), gives each connection its reader and writer ({@code Peer}), and runs the game on a thread of its own
 * ({@code GameHost}). The representation message it sends defines every power and province token of the map
 * ({@link MapTokens}). Start it with {@link #start} (a new game) or {@link #resume} (a game record after a crash);
 * {@link #awaitEnd} waits for the game to end; {@link #close} stops everything.
 */
public final class DaideHost implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DaideHost.class);

    private final HostOptions options;
    private final ServerSocket server;
    private final GameHost game;
    private final GameJournal journal;
    private final Frame representation;
    private final Set<Peer> peers = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    private DaideHost(HostOptions options, GameJournal journal, GameJournal.Contents record) throws IOException {
        this.options = options;
        this.journal = journal;
        MapTokens tokens = MapTokens.of(options.map());
        this.representation = Frame.representation(tokens.table().entries());
        this.game = new GameHost(options, tokens, journal);
        if (record != null) {
            game.resume(record);
        }
        this.server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(InetAddress.getByName(options.host()), options.port()), 50);
    }

    /**
     * Starts a new game.
     *
     * @throws IOException           when the port cannot be listened on
     * @throws IllegalStateException when the game record exists already
     */
    public static DaideHost start(HostOptions options) throws IOException {
        GameJournal journal = options.record() == null ? null : GameJournal.open(options.record(), options, false);
        return launch(options, journal, null);
    }

    /**
     * Resumes the game of a record: its settings and seats from the record's seats file, its position from the
     * recorded phases replayed on the rules engine; the players come back with {@code IAM}.
     *
     * @param base the interface, port and limits to run with
     * @param maps map id → the map, or null when there is none
     * @throws IllegalArgumentException when the record cannot be read or does not replay
     */
    public static DaideHost resume(Path record, HostOptions base, Function<String, DiplomacyMap> maps)
            throws IOException {
        GameJournal.Contents contents = GameJournal.read(record, base.withRecord(record), maps);
        if (contents.ended()) {
            throw new IllegalArgumentException("the game of " + record + " is over");
        }
        GameJournal journal = GameJournal.open(record, contents.options(), true);
        return launch(contents.options(), journal, contents);
    }

    private static DaideHost launch(HostOptions options, GameJournal journal, GameJournal.Contents record)
            throws IOException {
        DaideHost host;
        try {
            host = new DaideHost(options, journal, record);
        } catch (IOException | RuntimeException e) {
            if (journal != null) {
                journal.close();
            }
            throw e;
        }
        Thread g = new Thread(host.game::run, "daide-game");
        g.setDaemon(true);
        g.start();
        Thread a = new Thread(host::accept, "daide-accept");
        a.setDaemon(true);
        a.start();
        LOG.info("DAIDE server for {} on {}:{}", options.map().id(), options.host(), host.port());
        return host;
    }

    /** @return the port listened on */
    public int port() {
        return server.getLocalPort();
    }

    /** @return the game's options */
    public HostOptions options() {
        return options;
    }

    /**
     * Waits for the game to end.
     *
     * @return how it ended, or null when it has not ended within the time
     */
    public Ending awaitEnd(long millis) throws InterruptedException {
        return game.awaitEnd(millis);
    }

    /**
     * @return how many bugs the server met: exceptions its game thread or a connection's reader caught and logged
     *         (each ended only the message or the connection); 0 when all is well
     */
    public int internalErrors() {
        return game.errors().get();
    }

    /** @return how the game ended, or null while it goes on */
    public Ending result() {
        return game.result();
    }

    private void accept() {
        int next = 0;
        while (!closed) {
            Socket s;
            try {
                s = server.accept();
            } catch (SocketException e) {
                return;
            } catch (IOException e) {
                LOG.warn("accepting a connection: {}", e.toString());
                continue;
            }
            peers.removeIf(Peer::isClosed);
            if (peers.size() >= options.maxConnections()) {
                LOG.info("{} connections already: one more refused", peers.size());
                try {
                    s.close();
                } catch (IOException e) {
                    LOG.debug("closing a refused connection: {}", e.toString());
                }
                continue;
            }
            Peer p = new Peer(++next, s, options, representation, game::offer, game.errors());
            peers.add(p);
            LOG.debug("connection {} from {}", next, s.getRemoteSocketAddress());
            p.start();
        }
    }

    /**
     * Stops listening, closes every connection and the record, stops the game. A connection the game has finished
     * (its end messages and {@code OFF} queued) first gets up to two seconds to write them, so a client told the
     * game is over hears how it ended even when the host is closed the moment {@link #awaitEnd} returns.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            server.close();
        } catch (IOException e) {
            LOG.debug("closing the server socket: {}", e.toString());
        }
        long until = System.nanoTime() + Peer.FINISH_NANOS;
        peers.forEach(p -> p.awaitFinished(until));
        peers.forEach(Peer::close);
        game.stop();
        if (journal != null) {
            journal.close();
        }
    }
}
