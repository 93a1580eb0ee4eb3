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
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hosted game's progression from phase to phase, confined to the game's thread: the position, the phase's
 * orders and its deadline; adjudication as soon as every awaited power has given its orders, or at the deadline
 * ({@code CCD (power) (turn)} naming who was late); the phase appended to the game record before its results go out
 * ({@code ORD}, {@code SCO}, {@code NOW}, {@code TME}); the played phases kept for {@code HST}; a recorded game's
 * phases replayed on resuming; and the end: a win ({@code SLO}), a draw voted or by the last game year
 * ({@code DRW}), then {@code SMR}, the last {@code NOW} and {@code OFF}.
 */
final class Phases {
    private static final Logger LOG = LoggerFactory.getLogger(GameHost.class);

    private final GameHost game;
    private final Seating seating;
    private final HostOptions options;
    private final Adjudicator adjudicator;
    private final MapTokens tokens;
    private final BoardMessages board;
    private final Notation notation;
    private final GameJournal journal;
    private final Requests requests;
    private final Played played = new Played();
    private final long graceNanos;
    private Position position;
    private PhaseOrders orders;
    private long deadline;
    private List<Message> ending = List.of();

    Phases(GameHost game, Seating seating, HostOptions options, Adjudicator adjudicator, BoardMessages board,
            MapTokens tokens, GameJournal journal, Requests requests) {
        this.game = game;
        this.seating = seating;
        this.options = options;
        this.adjudicator = adjudicator;
        this.tokens = tokens;
        this.board = board;
        this.notation = board.notation();
        this.journal = journal;
        this.requests = requests;
        this.graceNanos = options.graceMillis() * 1_000_000L;
        this.position = Position.start(options.map());
    }

    /** Replays a recorded game's phases on the rules engine. */
    void replay(List<PhaseRecord.Line> phases) {
        for (PhaseRecord.Line line : phases) {
            if (!line.position().equals(position)) {
                throw new IllegalArgumentException("the record's phase " + line.position().phase()
                        + " does not follow the one before it");
            }
            PhaseResult r = adjudicator.adjudicate(position, line.orders(), options(line));
            played.add(position.phase(), replayedResults(line, r), board.sco(r.next()), board.now(r.next()));
            seating.noteEliminations(r.next(), position.phase().year());
            position = r.next();
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

    /** The game starts: the first phase, the centres, the position and the deadline go out. */
    void start() {
        newPhase();
        seating.broadcast(board.sco(position));
        seating.broadcast(board.now(position));
        tme();
    }

    Position position() {
        return position;
    }

    PhaseOrders orders() {
        return orders;
    }

    /** @return the milliseconds the game's thread may wait for an event before the deadline needs it */
    long nextWake() {
        return deadline == 0 ? 200 : Math.max(1, Math.min(200, (deadline - System.nanoTime()) / 1_000_000 + 1));
    }

    /** @return the seconds to the deadline (rounded up), or -1 without one */
    int secondsLeft() {
        return deadline == 0 ? -1 : (int) Math.max(0, (deadline - System.nanoTime() + 999_999_999L) / 1_000_000_000L);
    }

    boolean history(Peer peer, Phase phase) {
        return played.history(phase, peer::send);
    }

    boolean lastResults(Peer peer) {
        return played.lastResults(peer::send);
    }

    List<Message> ending() {
        return ending;
    }

    /** Records a draw vote; the game ends in a draw when every surviving seated power has voted this phase. */
    void drawVote(Power power, boolean vote) {
        requests.draw(power, vote);
        if (vote && seating.seats().keySet().stream()
                .filter(p -> position.unitCount(p) > 0 || position.centerCount(p) > 0)
                .allMatch(requests::votedDraw)) {
            LOG.info("every surviving power asks for a draw");
            seating.broadcast(Message.of(Tokens.DRW));
            finishGame(null, List.of());
        }
    }

    /** Adjudicates the phase when every power that owes orders has them in (and has not asked to wait). */
    void maybeProcess() {
        if (!game.started() || game.ended()) {
            return;
        }
        long now = System.nanoTime();
        for (Power p : orders.due()) {
            Seat s = seating.seats().get(p);
            boolean awaited = s != null && s.awaited(now, graceNanos);
            if (awaited && (!orders.complete(p) || orders.waiting(p))) {
                return;
            }
        }
        process(false);
    }

    /** The deadline, the time alerts, and adjudication when every awaited power is done. */
    void timers() {
        if (!game.started() || game.ended()) {
            return;
        }
        if (deadline != 0 && System.nanoTime() >= deadline) {
            process(true);
            return;
        }
        if (deadline != 0) {
            requests.alerts(secondsLeft(), seating::playerOrObserver);
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
                    seating.broadcast(b.build());
                }
            }
        }
        Position next = r.next();
        List<Message> ords = OrderResults.of(before, notation, given, r);
        Message sco = board.sco(next);
        Message now = board.now(next);
        played.add(before.phase(), ords, sco, now);
        seating.noteEliminations(next, before.phase().year());
        position = next;
        ords.forEach(seating::broadcast);
        boolean fall = before.phase().season() == Season.FALL
                && !(next.phase().season() == Season.FALL && next.phase().type() == PhaseType.RETREAT);
        if (fall || !r.centerChanges().isEmpty()) {
            seating.broadcast(sco);
        }
        int lastYear = options.map().start().year() + options.years() - 1;
        if (r.winner().isPresent()) {
            seating.broadcast(Message.builder().add(Tokens.SLO).group(tokens.token(r.winner().get())).build());
            finishGame(r.winner().get(), List.of(now));
            return;
        }
        if (options.years() > 0 && next.phase().year() > lastYear) {
            LOG.info("the last game year is over: a draw");
            seating.broadcast(Message.of(Tokens.DRW));
            finishGame(null, List.of(now));
            return;
        }
        seating.broadcast(now);
        newPhase();
        tme();
    }

    /** A new phase: its orders, its requests and its deadline. */
    void newPhase() {
        orders = new PhaseOrders(position, board);
        requests.newPhase();
        int seconds = options.deadlines().seconds(position.phase().type());
        deadline = seconds == 0 ? 0 : System.nanoTime() + seconds * 1_000_000_000L;
    }

    private void tme() {
        if (deadline != 0) {
            seating.broadcast(Message.builder().add(Tokens.TME).group(Tokens.integer(secondsLeft())).build());
        }
    }

    /**
     * Ends the game, after SLO or DRW was sent: SMR, the given messages (the last NOW), OFF; the connections are
     * closed once these are written. Clients learn the game is over before the last NOW, so none decides it.
     */
    private void finishGame(Power winner, List<Message> last) {
        Message smr = seating.smr(position);
        Message end = winner == null ? Message.of(Tokens.DRW)
                : Message.builder().add(Tokens.SLO).group(tokens.token(winner)).build();
        ending = List.of(end, smr);
        seating.broadcast(smr);
        for (Message m : last) {
            seating.broadcast(m);
        }
        seating.broadcast(Message.of(Tokens.OFF));
        deadline = 0;
        Ending result = new Ending(position.phase().toString(), winner == null ? null : winner.name());
        if (journal != null) {
            journal.end(result.phase(), result.winner());
        }
        LOG.info("the game is over at {}: {}", result.phase(), winner == null ? "a draw" : winner + " wins");
        game.over(result);
    }
}
