package calhamer.daide.host;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.daide.board.BoardMessages;
import calhamer.daide.board.MapTokens;
import calhamer.daide.board.Notation;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game a DAIDE server hosts, on Calhamer's one rules engine: one thread takes the connections' events in turn
 * ({@link Peer.Event}), so the game's state is never shared. It seats players as they join ({@code NME}, the map
 * acknowledged with {@code YES (MAP ...)}), starts when every power has one (powers assigned by the seed, each told
 * its power and passcode by {@code HLO}), takes orders ({@code SUB}, answered order by order with {@code THX},
 * then {@code MIS} when some are missing), and adjudicates a phase as soon as every power that owes orders has given
 * them all (unless it said {@code NOT (GOF)}), or at the deadline, when missing orders are left to the rules (units
 * hold, dislodged units disband, civil disorder removes) and {@code CCD (power) (turn)} names who was late. Results
 * go to players and observers: {@code ORD} per order, {@code SCO} after the Fall, {@code NOW}, {@code TME}. A player
 * that disconnects is in civil disorder ({@code CCD}) until it comes back with {@code IAM} ({@code NOT (CCD)}); after
 * the grace period the game no longer waits for it. The game ends with a win ({@code SLO}), a draw all surviving
 * players asked for or the last game year ({@code DRW}), then {@code SMR}, the last {@code NOW} and {@code OFF}. Every
 * adjudicated phase is appended to the game record before its results are sent ({@link GameJournal}). Requests
 * ({@code HLO}, {@code NOW}, {@code SCO}, {@code ORD}, {@code HST}, {@code MIS}, {@code TME}, {@code SMR}, {@code MAP},
 * {@code MDF}) are answered or refused ({@code REJ}) as the message syntax says; press is answered with {@code HUH}:
 * the game is level 0. This class holds the game's thread and its life (started, ended); the connections and seats
 * are in {@link Seating}, the phases and the end in {@link Phases}, the commands in {@link Commands}.
 */
final class GameHost {
    private static final Logger LOG = LoggerFactory.getLogger(GameHost.class);

    private final HostOptions options;
    private final MapTokens tokens;
    private final BoardMessages board;
    private final Message mdf;
    private final BlockingQueue<Peer.Event> events = new LinkedBlockingQueue<>();
    private final Requests requests = new Requests();
    private final CountDownLatch over = new CountDownLatch(1);
    private final AtomicInteger errors = new AtomicInteger();
    private final Seating seating;
    private final Phases phases;
    private boolean started;
    private volatile Ending result;
    private volatile boolean stopped;

    /** What a connection is to the game. */
    enum Role { JOINING, PLAYER, OBSERVER }

    GameHost(HostOptions options, MapTokens tokens, GameJournal journal) {
        this.options = options;
        Adjudicator adjudicator = new Adjudicator(options.map());
        this.tokens = tokens;
        this.board = new BoardMessages(tokens, adjudicator);
        this.mdf = board.mdf();
        this.seating = new Seating(this, options, tokens, journal);
        this.phases = new Phases(this, seating, options, adjudicator, board, tokens, journal, requests);
    }

    /** Resumes a recorded game: its phases replayed on the rules engine, its seats waiting for their players. */
    void resume(GameJournal.Contents record) {
        phases.replay(record.phases());
        if (!record.seats().isEmpty()) {
            seating.restore(record.seats());
            started = true;
            Position position = phases.position();
            seating.noteEliminations(position, position.phase().year());
            phases.newPhase();
            LOG.info("resumed at {}: waiting for the players to come back with IAM", position.phase());
        }
    }

    /** Takes an event from a connection (any thread). */
    void offer(Peer.Event e) {
        events.add(e);
    }

    /** Runs the game until it is over or stopped. */
    void run() {
        while (!stopped) {
            Peer.Event e;
            try {
                e = events.poll(phases.nextWake(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                return;
            }
            try {
                if (e != null) {
                    handle(e);
                }
                phases.timers();
            } catch (RuntimeException ex) {
                errors.incrementAndGet();
                LOG.error("the game could not take {}: {}", e, ex.toString(), ex);
            }
        }
    }

    /** Stops the game's thread. */
    void stop() {
        stopped = true;
        events.add(new Peer.Left(null));
    }

    /** Waits for the end. @return how it ended, or null when it has not within the time */
    Ending awaitEnd(long millis) throws InterruptedException {
        return over.await(millis, TimeUnit.MILLISECONDS) ? result : null;
    }

    /** @return the count of bugs met: exceptions the game's thread or a connection caught (none, if all is well) */
    AtomicInteger errors() {
        return errors;
    }

    /** @return how the game ended, or null while it goes on */
    Ending result() {
        return result;
    }

    /** The game is over (its end messages sent): the connections are finished and the waiters released. */
    void over(Ending ending) {
        result = ending;
        seating.finishAll();
        over.countDown();
    }

    private void handle(Peer.Event e) {
        if (e.peer() == null) {
            return;
        }
        if (e instanceof Peer.Joined j) {
            seating.joined(j.peer());
        } else if (e instanceof Peer.Left l) {
            requests.forget(l.peer());
            seating.left(l.peer());
        } else if (e instanceof Peer.Received r && seating.connected(r.peer())) {
            received(r.peer(), r.message());
        }
    }

    /** A command; one the grammar lets through but its meaning does not (a negative year) gets HUH. */
    private void received(Peer peer, Message m) {
        try {
            Commands.handle(this, peer, m);
        } catch (SyntaxError e) {
            peer.send(Message.builder().add(Tokens.HUH).group(m.withErrorAt(e.index())).build());
        }
    }

    // ---- the commands, called by Commands -------------------------------------------------------------------

    Notation notation() {
        return board.notation();
    }

    MapTokens tokens() {
        return tokens;
    }

    boolean started() {
        return started;
    }

    boolean ended() {
        return result != null;
    }

    Role role(Peer peer) {
        return seating.role(peer);
    }

    boolean registered(Peer peer) {
        return seating.registered(peer);
    }

    /** @return the seat the connection plays, if any */
    Optional<Seat> seatOf(Peer peer) {
        return seating.seatOf(peer);
    }

    void name(Peer peer, Message m, String name, String version) {
        seating.name(peer, m, name, version);
    }

    void observe(Peer peer, Message m) {
        seating.observe(peer, m);
    }

    void iam(Peer peer, Message m, Power power, int passcode) {
        seating.iam(peer, m, power, passcode);
    }

    /** The map accepted or refused; the game starts when every power's client has accepted it. */
    void mapAccepted(Peer peer, boolean yes) {
        if (seating.mapAccepted(peer, yes)) {
            seating.seatPlayers();
            started = true;
            phases.start();
        }
    }

    Message mapMessage() {
        return seating.mapMessage();
    }

    Message mdf() {
        return mdf;
    }

    /** {@code HLO (power) (passcode) ((LVL 0) (MTL m) (RTL r) (BTL b))}. */
    Message hlo(Seat s) {
        return seating.hlo(s);
    }

    Position position() {
        return phases.position();
    }

    PhaseOrders orders() {
        return phases.orders();
    }

    BoardMessages board() {
        return board;
    }

    Requests requests() {
        return requests;
    }

    /** @return the seconds to the deadline (rounded up), or -1 without one */
    int secondsLeft() {
        return phases.secondsLeft();
    }

    HostOptions options() {
        return options;
    }

    /** Sends a played phase's results again ({@code HST}); false when it was not played. */
    boolean history(Peer peer, Phase phase) {
        return phases.history(peer, phase);
    }

    /** Sends the last movement phase's results and those after it ({@code ORD}); false when none was played. */
    boolean lastResults(Peer peer) {
        return phases.lastResults(peer);
    }

    /** @return the end messages ({@code SLO} or {@code DRW}, then {@code SMR}), empty while the game goes on */
    List<Message> ending() {
        return phases.ending();
    }

    /** Records a draw vote; the game ends in a draw when every surviving seated power has voted this phase. */
    void drawVote(Power power, boolean vote) {
        phases.drawVote(power, vote);
    }

    /** Adjudicates the phase when every power that owes orders has them in (and has not asked to wait). */
    void maybeProcess() {
        phases.maybeProcess();
    }

    /** Sends a message to every player and observer. */
    void broadcast(Message m) {
        seating.broadcast(m);
    }

    /** @return {@code YES (m)} or {@code REJ (m)} */
    static Message reply(int yesOrRej, Message m) {
        return Message.builder().add(yesOrRej).group(m).build();
    }
}
