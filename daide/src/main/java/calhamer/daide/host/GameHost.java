package calhamer.daide.host;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.daide.board.BoardMessages;
import calhamer.daide.board.MapTokens;
import calhamer.daide.board.Notation;
import calhamer.daide.board.OrderResults;
import calhamer.daide.board.OrderResults.Given;
import calhamer.daide.board.PhaseRecord;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
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
 * players asked for or the last game year ({@code DRW}), then {@code SMR}, the last {@code NOW} and {@code OFF}. Every adjudicated phase is
 * appended to the game record before its results are sent ({@link GameJournal}). Requests ({@code HLO}, {@code NOW},
 * {@code SCO}, {@code ORD}, {@code HST}, {@code MIS}, {@code TME}, {@code SMR}, {@code MAP}, {@code MDF}) are answered
 * or refused ({@code REJ}) as the message syntax says; press is answered with {@code HUH}: the game is level 0.
 */
final class GameHost {
    private static final Logger LOG = LoggerFactory.getLogger(GameHost.class);

    private final HostOptions options;
    private final Adjudicator adjudicator;
    private final MapTokens tokens;
    private final BoardMessages board;
    private final Notation notation;
    private final Message mapMessage;
    private final Message mdf;
    private final BlockingQueue<Peer.Event> events = new LinkedBlockingQueue<>();
    private final Map<Peer, Role> roles = new LinkedHashMap<>();
    /** Refused IAMs per connection: a connection guessing passcodes is cut off after a few. */
    private final Map<Peer, Integer> iamFailures = new java.util.HashMap<>();
    private static final int MAX_IAM_FAILURES = 3;
    private final List<Joining> joining = new ArrayList<>();
    private final Map<Power, Seat> seats = new LinkedHashMap<>();
    private final Played played = new Played();
    private final Requests requests = new Requests();
    private final SplittableRandom random;
    private final CountDownLatch over = new CountDownLatch(1);
    private final AtomicInteger errors = new AtomicInteger();
    private final GameJournal journal;
    private final long graceNanos;
    private Position position;
    private PhaseOrders orders;
    private long deadline;
    private boolean started;
    private List<Message> ending = List.of();
    private volatile Ending result;
    private volatile boolean stopped;

    /** What a connection is to the game. */
    enum Role { JOINING, PLAYER, OBSERVER }

    /** A client that sent {@code NME} before the game started. */
    private static final class Joining {
        final Peer peer;
        final String name;
        final String version;
        boolean accepted;

        Joining(Peer peer, String name, String version) {
            this.peer = peer;
            this.name = name;
            this.version = version;
        }
    }

    GameHost(HostOptions options, MapTokens tokens, GameJournal journal) {
        this.options = options;
        this.adjudicator = new Adjudicator(options.map());
        this.tokens = tokens;
        this.board = new BoardMessages(tokens, adjudicator);
        this.notation = board.notation();
        this.mapMessage = Message.builder().add(Tokens.MAP).quoted(options.mapName()).build();
        this.mdf = board.mdf();
        this.journal = journal;
        this.random = new SplittableRandom(options.seed());
        this.graceNanos = options.graceMillis() * 1_000_000L;
        for (Power p : options.map().powers()) {
            if (!options.map().isNeutral(p)) {
                seats.put(p, null);
            }
        }
        this.position = Position.start(options.map());
    }

    /** Resumes a recorded game: its phases replayed on the rules engine, its seats waiting for their players. */
    void resume(GameJournal.Contents record) {
        for (PhaseRecord.Line line : record.phases()) {
            if (!line.position().equals(position)) {
                throw new IllegalArgumentException("the record's phase " + line.position().phase()
                        + " does not follow the one before it");
            }
            PhaseResult r = adjudicator.adjudicate(position, line.orders(), options(line));
            played.add(position.phase(), replayedResults(line, r), board.sco(r.next()), board.now(r.next()));
            noteEliminations(r.next(), position.phase().year());
            position = r.next();
        }
        if (!record.seats().isEmpty()) {
            long now = System.nanoTime();
            for (Power p : seats.keySet()) {
                GameJournal.Seat s = record.seats().get(p.name());
                if (s == null) {
                    throw new IllegalArgumentException("the record has no seat for " + p.name());
                }
                Seat seat = new Seat(p, s.passcode(), s.name(), s.version());
                seat.goneSince = now;
                seats.put(p, seat);
            }
            started = true;
            noteEliminations(position, position.phase().year());
            newPhase();
            LOG.info("resumed at {}: waiting for the players to come back with IAM", position.phase());
        }
    }

    /** The ORD messages of a recorded phase, its orders written as a client would have submitted them. */
    private List<Message> replayedResults(PhaseRecord.Line line, PhaseResult r) {
        Map<Power, List<Given>> given = new LinkedHashMap<>();
        line.orders().forEach((name, list) -> {
            Power p = options.map().power(name);
            List<Given> g = new ArrayList<>();
            for (String text : list) {
                Order o = adjudicator.parser().parse(text);
                g.add(new Given(o, notation.order(p, o, line.position())));
            }
            given.put(p, g);
        });
        return OrderResults.of(line.position(), notation, given, r);
    }

    private AdjudicationOptions options(PhaseRecord.Line line) {
        return AdjudicationOptions.DEFAULT.withEdition(line.edition());
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
                e = events.poll(nextWake(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                return;
            }
            try {
                if (e != null) {
                    handle(e);
                }
                timers();
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

    private long nextWake() {
        return deadline == 0 ? 200 : Math.max(1, Math.min(200, (deadline - System.nanoTime()) / 1_000_000 + 1));
    }

    private void handle(Peer.Event e) {
        if (e.peer() == null) {
            return;
        }
        if (e instanceof Peer.Joined j) {
            roles.put(j.peer(), null);
        } else if (e instanceof Peer.Left l) {
            left(l.peer());
        } else if (e instanceof Peer.Received r && roles.containsKey(r.peer())) {
            received(r.peer(), r.message());
        }
    }

    private void left(Peer peer) {
        Role role = roles.remove(peer);
        iamFailures.remove(peer);
        requests.forget(peer);
        joining.removeIf(j -> j.peer == peer);
        if (role == Role.PLAYER) {
            for (Seat s : seats.values()) {
                if (s != null && s.peer == peer) {
                    s.peer = null;
                    s.goneSince = System.nanoTime();
                    if (result == null) {
                        LOG.info("{} left: civil disorder", s.power);
                        broadcast(Message.builder().add(Tokens.CCD).group(tokens.token(s.power)).build());
                    }
                }
            }
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
        return notation;
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
        return roles.get(peer);
    }

    boolean registered(Peer peer) {
        return roles.get(peer) != null;
    }

    /** @return the seat the connection plays, if any */
    Optional<Seat> seatOf(Peer peer) {
        return seats.values().stream().filter(s -> s != null && s.peer == peer).findFirst();
    }

    void name(Peer peer, Message m, String name, String version) {
        if (registered(peer) || started || joining.size() >= seats.size()) {
            peer.send(reply(Tokens.REJ, m));
            return;
        }
        roles.put(peer, Role.JOINING);
        joining.add(new Joining(peer, name, version));
        peer.send(reply(Tokens.YES, m));
        peer.send(mapMessage);
        LOG.info("{} joins as {} {}", peer, name, version);
    }

    void observe(Peer peer, Message m) {
        if (registered(peer)) {
            peer.send(reply(Tokens.REJ, m));
            return;
        }
        roles.put(peer, Role.OBSERVER);
        peer.send(reply(Tokens.YES, m));
        peer.send(mapMessage);
    }

    void iam(Peer peer, Message m, Power power, int passcode) {
        Seat seat = power == null ? null : seats.get(power);
        if (!started || seat == null || seat.passcode != passcode || registered(peer) || ended()) {
            peer.send(reply(Tokens.REJ, m));
            if (iamFailures.merge(peer, 1, Integer::sum) >= MAX_IAM_FAILURES) {
                LOG.info("{}: {} refused IAMs; cut off", peer, MAX_IAM_FAILURES);
                peer.finish();
            }
            return;
        }
        boolean wasGone = seat.peer == null;
        if (seat.peer != null) {
            LOG.info("{} takes {} over from {}", peer, power, seat.peer);
            roles.remove(seat.peer);
            seat.peer.close();
        }
        seat.peer = peer;
        roles.put(peer, Role.PLAYER);
        peer.send(reply(Tokens.YES, m));
        LOG.info("{} is back ({})", power, peer);
        if (wasGone) {
            broadcast(Message.builder().add(Tokens.NOT).open().add(Tokens.CCD).group(tokens.token(power)).close()
                    .build());
        }
    }

    void mapAccepted(Peer peer, boolean yes) {
        for (Joining j : joining) {
            if (j.peer == peer) {
                if (!yes) {
                    LOG.info("{} refuses the map", peer);
                    joining.remove(j);
                    roles.remove(peer);
                    peer.send(Message.of(Tokens.OFF));
                    peer.finish();
                    return;
                }
                j.accepted = true;
            }
        }
        if (!started && joining.size() == seats.size() && joining.stream().allMatch(j -> j.accepted)) {
            start();
        }
    }

    Message mapMessage() {
        return mapMessage;
    }

    Message mdf() {
        return mdf;
    }

    /**
     * Seats the joined players (those the seating names take their powers, the others the rest, drawn by the seed)
     * and starts the game.
     */
    private void start() {
        List<Power> powers = new ArrayList<>(seats.keySet());
        for (int i = powers.size() - 1; i > 0; i--) {
            int k = random.nextInt(i + 1);
            Power t = powers.get(i);
            powers.set(i, powers.get(k));
            powers.set(k, t);
        }
        Map<Joining, Power> assigned = new LinkedHashMap<>();
        for (Joining j : joining) {
            String wanted = options.seating().get(j.name);
            Power p = wanted == null ? null : options.map().findPower(wanted).orElse(null);
            if (p != null && powers.remove(p)) {
                assigned.put(j, p);
            }
        }
        for (Joining j : joining) {
            if (!assigned.containsKey(j)) {
                assigned.put(j, powers.remove(0));
            }
        }
        for (Joining j : joining) {
            Seat seat = new Seat(assigned.get(j), random.nextInt(1, Tokens.MAX_INT + 1), j.name, j.version);
            seat.peer = j.peer;
            seats.put(seat.power, seat);
            roles.put(j.peer, Role.PLAYER);
            if (journal != null) {
                journal.seat(seat.power.name(), seat.passcode, seat.name, seat.version);
            }
        }
        joining.clear();
        started = true;
        LOG.info("the game starts on {}: {}", options.map().id(), seatsText());
        for (Seat s : seats.values()) {
            s.peer.send(hlo(s));
        }
        newPhase();
        broadcast(board.sco(position));
        broadcast(board.now(position));
        tme();
    }

    private String seatsText() {
        StringBuilder b = new StringBuilder();
        seats.values().forEach(s -> b.append(b.length() == 0 ? "" : ", ").append(s.power).append(' ')
                .append(s.name));
        return b.toString();
    }

    /** {@code HLO (power) (passcode) ((LVL 0) (MTL m) (RTL r) (BTL b))}. */
    Message hlo(Seat s) {
        Message.Builder b = Message.builder().add(Tokens.HLO).group(tokens.token(s.power))
                .group(Tokens.integer(s.passcode)).open().group(Tokens.LVL, Tokens.integer(0));
        Deadlines d = options.deadlines();
        if (d.movement() > 0) {
            b.group(Tokens.MTL, Tokens.integer(d.movement()));
        }
        if (d.retreat() > 0) {
            b.group(Tokens.RTL, Tokens.integer(d.retreat()));
        }
        if (d.adjustment() > 0) {
            b.group(Tokens.BTL, Tokens.integer(d.adjustment()));
        }
        return b.close().build();
    }

    Position position() {
        return position;
    }

    PhaseOrders orders() {
        return orders;
    }

    BoardMessages board() {
        return board;
    }

    Requests requests() {
        return requests;
    }

    /** @return the seconds to the deadline (rounded up), or -1 without one */
    int secondsLeft() {
        return deadline == 0 ? -1 : (int) Math.max(0, (deadline - System.nanoTime() + 999_999_999L) / 1_000_000_000L);
    }

    HostOptions options() {
        return options;
    }

    /** Sends a played phase's results again ({@code HST}); false when it was not played. */
    boolean history(Peer peer, Phase phase) {
        return played.history(phase, peer::send);
    }

    /** Sends the last movement phase's results and those after it ({@code ORD}); false when none was played. */
    boolean lastResults(Peer peer) {
        return played.lastResults(peer::send);
    }

    /** @return the end messages ({@code SLO} or {@code DRW}, then {@code SMR}), empty while the game goes on */
    List<Message> ending() {
        return ending;
    }

    /** Records a draw vote; the game ends in a draw when every surviving seated power has voted this phase. */
    void drawVote(Power power, boolean vote) {
        requests.draw(power, vote);
        if (vote && seats.keySet().stream().filter(p -> position.unitCount(p) > 0 || position.centerCount(p) > 0)
                .allMatch(requests::votedDraw)) {
            LOG.info("every surviving power asks for a draw");
            broadcast(Message.of(Tokens.DRW));
            finishGame(null, List.of());
        }
    }

    /** Adjudicates the phase when every power that owes orders has them in (and has not asked to wait). */
    void maybeProcess() {
        if (!started || ended()) {
            return;
        }
        long now = System.nanoTime();
        for (Power p : orders.due()) {
            Seat s = seats.get(p);
            boolean awaited = s != null && s.awaited(now, graceNanos);
            if (awaited && (!orders.complete(p) || orders.waiting(p))) {
                return;
            }
        }
        process(false);
    }

    private void timers() {
        if (!started || ended()) {
            return;
        }
        if (deadline != 0 && System.nanoTime() >= deadline) {
            process(true);
            return;
        }
        if (deadline != 0) {
            requests.alerts(secondsLeft(), this::playerOrObserver);
        }
        maybeProcess();
    }

    private void process(boolean late) {
        Position before = position;
        Map<Power, List<Given>> given = orders.given();
        Map<Power, List<Order>> typed = new LinkedHashMap<>();
        Map<String, List<String>> text = new LinkedHashMap<>();
        given.forEach((p, list) -> {
            typed.put(p, list.stream().map(Given::order).toList());
            text.put(p.name(), list.stream().map(g -> g.order().toString()).toList());
        });
        PhaseResult r = adjudicator.adjudicate(before, text, AdjudicationOptions.DEFAULT
                .withEdition(options.edition()));
        if (journal != null) {
            journal.phase(PhaseRecord.write(before, typed, options.edition()));
        }
        if (late) {
            for (Power p : orders.due()) {
                if (!orders.complete(p)) {
                    Message.Builder b = Message.builder().add(Tokens.CCD).group(tokens.token(p));
                    Notation.turn(b, before.phase());
                    broadcast(b.build());
                }
            }
        }
        Position next = r.next();
        List<Message> ords = OrderResults.of(before, notation, given, r);
        Message sco = board.sco(next);
        Message now = board.now(next);
        played.add(before.phase(), ords, sco, now);
        noteEliminations(next, before.phase().year());
        position = next;
        ords.forEach(this::broadcast);
        boolean fall = before.phase().season() == Season.FALL
                && !(next.phase().season() == Season.FALL && next.phase().type() == PhaseType.RETREAT);
        if (fall || !r.centerChanges().isEmpty()) {
            broadcast(sco);
        }
        int lastYear = options.map().start().year() + options.years() - 1;
        if (r.winner().isPresent()) {
            broadcast(Message.builder().add(Tokens.SLO).group(tokens.token(r.winner().get())).build());
            finishGame(r.winner().get(), List.of(now));
            return;
        }
        if (options.years() > 0 && next.phase().year() > lastYear) {
            LOG.info("the last game year is over: a draw");
            broadcast(Message.of(Tokens.DRW));
            finishGame(null, List.of(now));
            return;
        }
        broadcast(now);
        newPhase();
        tme();
    }

    private void newPhase() {
        orders = new PhaseOrders(position, board);
        requests.newPhase();
        int seconds = options.deadlines().seconds(position.phase().type());
        deadline = seconds == 0 ? 0 : System.nanoTime() + seconds * 1_000_000_000L;
    }

    private void tme() {
        if (deadline != 0) {
            broadcast(Message.builder().add(Tokens.TME).group(Tokens.integer(secondsLeft())).build());
        }
    }

    private void noteEliminations(Position p, int year) {
        for (Seat s : seats.values()) {
            if (s != null && s.eliminated == 0 && p.centerCount(s.power) == 0 && p.unitCount(s.power) == 0) {
                s.eliminated = year;
            }
        }
    }

    /**
     * Ends the game, after SLO or DRW was sent: SMR, the given messages (the last NOW), OFF; the connections are
     * closed once these are written. Clients learn the game is over before the last NOW, so none decides it.
     */
    private void finishGame(Power winner, List<Message> last) {
        Message smr = smr();
        Message end = winner == null ? Message.of(Tokens.DRW)
                : Message.builder().add(Tokens.SLO).group(tokens.token(winner)).build();
        ending = List.of(end, smr);
        broadcast(smr);
        for (Message m : last) {
            broadcast(m);
        }
        broadcast(Message.of(Tokens.OFF));
        deadline = 0;
        result = new Ending(position.phase().toString(), winner == null ? null : winner.name());
        if (journal != null) {
            journal.end(result.phase(), result.winner());
        }
        LOG.info("the game is over at {}: {}", result.phase(), winner == null ? "a draw" : winner + " wins");
        for (Peer p : new ArrayList<>(roles.keySet())) {
            p.finish();
        }
        over.countDown();
    }

    /** {@code SMR (turn) (power ('name') ('version') centres [year]) ...}. */
    private Message smr() {
        Message.Builder b = Message.builder().add(Tokens.SMR);
        Notation.turn(b, position.phase());
        for (Seat s : seats.values()) {
            if (s == null) {
                continue;
            }
            int centres = position.centerCount(s.power);
            b.open().add(tokens.token(s.power)).quoted(s.name).quoted(s.version).integer(centres);
            if (centres == 0 && s.eliminated > 0) {
                b.integer(s.eliminated);
            }
            b.close();
        }
        return b.build();
    }

    /** Sends a message to every player and observer. */
    void broadcast(Message m) {
        for (Map.Entry<Peer, Role> e : roles.entrySet()) {
            if (e.getValue() == Role.PLAYER || e.getValue() == Role.OBSERVER) {
                e.getKey().send(m);
            }
        }
    }

    private boolean playerOrObserver(Peer p) {
        Role r = roles.get(p);
        return r == Role.PLAYER || r == Role.OBSERVER;
    }

    /** @return {@code YES (m)} or {@code REJ (m)} */
    static Message reply(int yesOrRej, Message m) {
        return Message.builder().add(yesOrRej).group(m).build();
    }
}
