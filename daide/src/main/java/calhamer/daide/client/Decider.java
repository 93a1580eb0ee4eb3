package calhamer.daide.client;

import calhamer.adjudicator.order.Disband;
import calhamer.adjudicator.order.Hold;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Retreat;
import calhamer.adjudicator.order.UnitRef;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.bot.BotBudget;
import calhamer.bot.BotOptions;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.PreviousPhase;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.maps.DiplomacyMap;
import calhamer.adjudicator.Adjudicator;
import calhamer.maps.Location;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The client's choice of orders: at once, a DumbBot-class set (milliseconds), the safety net submitted first when
 * the phase has a deadline; then Calhamer's bot ({@link DiplomacyBot}, its default method) within the time given,
 * whose orders replace them. Orders are kept to what the server allows: a retreat the server did not list becomes
 * the first it did (or a disband); a unit the bot left without an order holds (or disbands). Thread-safe.
 */
final class Decider implements OrderChooser {
    private final DiplomacyBot bot;
    private final DumbBot dumb;
    private final ClientOptions options;

    Decider(DiplomacyMap map, Adjudicator adjudicator, ClientOptions options) {
        this.bot = new DiplomacyBot(adjudicator, new CentreInfluenceEvaluator(new IncrementalWorldEvaluator(map,
                Weights.PAPER, Decay.PAPER)));
        this.dumb = new DumbBot(adjudicator);
        this.options = options;
    }

    /** @return the seed of a phase: the client's seed with the phase mixed in */
    private long seed(Position p) {
        return options.seed() * 1_000_003L + p.phase().index();
    }

    /** The DumbBot-class orders, kept to the server's retreats. */
    @Override
    public List<Order> quick(Position p, Power me, Map<Unit, List<Location>> retreats) {
        return dumb.orders(p, me, new SplittableRandom(seed(p)));
    }

    /**
     * The bot's orders within the time.
     *
     * @throws RuntimeException when the bot fails (the caller keeps the quick orders)
     */
    @Override
    public List<Order> best(Position p, Power me, PreviousPhase previous, long millis,
                            Map<Unit, List<Location>> retreats) {
        BotOptions o = BotOptions.defaults().withBudget(new BotBudget(0, Math.max(1, millis))).withSeed(seed(p))
                .withEdition(options.edition());
        if (previous != null && previous.position().map() == p.map()) {
            o = o.withPrevious(previous);
        }
        return bot.play(p, me, o).orders();
    }

    /**
     * Every unit (or dislodged unit) with one order the server allows; adjustments as given. The client applies it
     * to every chooser's orders.
     */
    static List<Order> complete(Position p, Power me, List<Order> orders, Map<Unit, List<Location>> retreats) {
        List<Order> out = new ArrayList<>();
        if (p.phase().type() == PhaseType.ADJUSTMENT) {
            return List.copyOf(orders);
        }
        if (p.phase().type() == PhaseType.MOVEMENT) {
            for (Unit u : p.unitsOf(me)) {
                Order o = orders.stream().filter(x -> x.unit().province().equals(u.province())).findFirst()
                        .orElse(new Hold(new UnitRef(u.type(), u.location())));
                out.add(o);
            }
            return out;
        }
        for (Map.Entry<Unit, List<Location>> e : retreats.entrySet()) {
            Unit u = e.getKey();
            if (!u.power().equals(me)) {
                continue;
            }
            UnitRef ref = new UnitRef(u.type(), u.location());
            Order o = orders.stream().filter(x -> x.unit().province().equals(u.province())).findFirst()
                    .orElse(new Disband(ref));
            Location to = o instanceof Retreat r ? r.to() : o instanceof Move m ? m.to() : null;
            if (to != null && !e.getValue().contains(to)) {
                o = e.getValue().isEmpty() ? new Disband(ref) : new Retreat(ref, e.getValue().get(0));
            }
            out.add(o);
        }
        return out;
    }
}
