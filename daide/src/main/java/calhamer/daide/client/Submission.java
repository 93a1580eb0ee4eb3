package calhamer.daide.client;

import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.PreviousPhase;
import calhamer.daide.client.DaideClient.Decision;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Location;
import calhamer.maps.Power;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The client's orders, phase by phase: the time limits ({@code MTL}, {@code RTL}, {@code BTL} of {@code HLO}, a later
 * {@code TME}) and the deadline they set; whether the power owes orders; the decision on the bot's worker thread (with
 * a deadline: {@code NOT (GOF)}, the quick orders at once, the bot's within its budget, then {@code GOF}; without: the
 * bot's orders), dropped when a newer phase came; the safe orders for a refused order ({@code THX}) or a
 * {@code MIS}; and the decisions as timed.
 */
final class Submission {
    private static final Logger LOG = LoggerFactory.getLogger(DaideClient.class);
    /** Time kept back from the deadline: the bot gets at most half of what is left beyond it. */
    private static final long MARGIN_MILLIS = 400;
    /** Below this the bot is not asked; the quick orders stand. */
    private static final long LEAST_BOT_MILLIS = 30;

    private final DaideClient client;
    private final ClientOptions options;
    private final List<Decision> decisions = new CopyOnWriteArrayList<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "daide-bot");
        t.setDaemon(true);
        return t;
    });
    private final List<Unit> removalsSent = new ArrayList<>();
    private int[] limits = new int[3];
    private volatile int generation;
    private volatile long deadline;

    Submission(DaideClient client, ClientOptions options) {
        this.client = client;
        this.options = options;
    }

    List<Decision> decisions() {
        return decisions;
    }

    void shutdown() {
        worker.shutdownNow();
    }

    /** The game ended: a decision under way is dropped. */
    void ended() {
        generation++;
    }

    /** {@code TME (seconds)}: the deadline, when it comes before the one known. */
    void tme(int seconds) {
        long d = System.nanoTime() + seconds * 1_000_000_000L;
        deadline = deadline == 0 ? d : Math.min(deadline, d);
    }

    /** The time limits of {@code HLO}'s variant options. */
    void readLimits(TokenReader r) {
        limits = new int[3];
        r.open();
        while (r.atOpen()) {
            r.open();
            int option = r.next();
            int value = Tokens.isInteger(r.peek()) ? r.integer() : 0;
            r.close();
            switch (option) {
                case Tokens.MTL -> limits[0] = value;
                case Tokens.RTL -> limits[1] = value;
                case Tokens.BTL -> limits[2] = value;
                default -> { }
            }
        }
        r.close();
    }

    /** {@code NOW}: a new phase, decided on the worker when the power owes orders in it. */
    void now(Message m) {
        ClientGame game = client.game();
        if (game == null) {
            return;
        }
        long arrived = System.nanoTime();
        Position p = game.now(m);
        int gen = ++generation;
        removalsSent.clear();
        int limit = limit(p.phase().type());
        deadline = limit == 0 ? 0 : arrived + limit * 1_000_000_000L;
        Power me = client.me();
        if (me == null || client.ending() != null || !owes(p, me)) {
            return;
        }
        Map<Unit, List<Location>> retreats = game.retreats();
        PreviousPhase previous = game.previous();
        worker.execute(() -> decide(gen, p, me, retreats, previous, arrived, limit));
    }

    private int limit(PhaseType type) {
        return switch (type) {
            case MOVEMENT -> limits[0];
            case RETREAT -> limits[1];
            case ADJUSTMENT -> limits[2];
        };
    }

    private static boolean owes(Position p, Power me) {
        return switch (p.phase().type()) {
            case MOVEMENT -> !p.unitsOf(me).isEmpty();
            case RETREAT -> p.dislodged().stream().anyMatch(d -> d.unit().power().equals(me));
            case ADJUSTMENT -> !p.map().isNeutral(me) && OrderRules.adjustment(p, me) != 0;
        };
    }

    /** The decision of one phase, on the worker thread. */
    private void decide(int gen, Position p, Power me, Map<Unit, List<Location>> retreats, PreviousPhase previous,
                        long arrived, int limit) {
        OrderChooser chooser = client.chooser();
        try {
            List<Order> quick = Decider.complete(p, me, chooser.quick(p, me, retreats), retreats);
            boolean timed = deadline != 0;
            if (timed) {
                client.send(Message.of(Tokens.NOT, Tokens.BRA, Tokens.GOF, Tokens.KET));
                submit(gen, p, me, quick);
            }
            long left = timed ? (deadline - System.nanoTime()) / 1_000_000 - MARGIN_MILLIS : Long.MAX_VALUE;
            long millis = Math.min(options.budgetMillis(), timed ? left / 2 : Long.MAX_VALUE);
            List<Order> chosen = quick;
            boolean bot = false;
            if (millis >= LEAST_BOT_MILLIS) {
                try {
                    chosen = Decider.complete(p, me, chooser.best(p, me, previous, millis, retreats), retreats);
                    bot = true;
                } catch (RuntimeException e) {
                    if (gen == generation) {
                        LOG.warn("the bot failed at {}: {}; the quick orders stand", p.phase(), e.toString());
                    }
                }
            }
            if (gen != generation) {
                return;
            }
            if (!timed) {
                submit(gen, p, me, chosen);
            } else if (!chosen.equals(quick)) {
                client.send(Message.of(Tokens.NOT, Tokens.BRA, Tokens.SUB, Tokens.KET));
                submit(gen, p, me, chosen);
            }
            if (timed) {
                client.send(Message.of(Tokens.GOF));
            }
            decisions.add(new Decision(p.phase().toString(), limit, (System.nanoTime() - arrived) / 1_000_000,
                    bot));
        } catch (IOException | RuntimeException e) {
            if (gen == generation && !client.over()) {
                LOG.warn("deciding {}: {}", p.phase(), e.toString());
            }
        }
    }

    private void submit(int gen, Position p, Power me, List<Order> orders) throws IOException {
        if (orders.isEmpty() || gen != generation) {
            return;
        }
        Message.Builder b = Message.builder().add(Tokens.SUB);
        for (Order o : orders) {
            b.group(client.game().notation().order(me, o, p));
            if (o instanceof Disband && p.phase().type() == PhaseType.ADJUSTMENT) {
                synchronized (removalsSent) {
                    removalsSent.add(p.unitAt(o.unit().province()));
                }
            }
        }
        client.send(b.build());
    }

    /** A rejected order: the safe one for its unit instead (a hold, a disband, a waive for a build). */
    void thx(TokenReader r) throws IOException {
        ClientGame game = client.game();
        if (client.me() == null || game == null) {
            return;
        }
        Message sub = Corrections.forRefusal(r, game.position().phase().type(), client.meToken(), client.table());
        if (sub != null) {
            client.send(sub);
        }
    }

    /** What the server still misses: holds, disbands, waives or removals. */
    void mis(TokenReader r) throws IOException {
        ClientGame game = client.game();
        Power me = client.me();
        if (me == null || game == null || !r.atOpen()) {
            return;
        }
        List<Unit> removable = new ArrayList<>(game.position().unitsOf(me));
        synchronized (removalsSent) {
            removable.removeAll(removalsSent);
        }
        Message sub = Corrections.forMissing(r, client.meToken(), removable, game.notation());
        if (sub != null) {
            client.send(sub);
        }
    }
}
