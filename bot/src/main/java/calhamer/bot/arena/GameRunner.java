package calhamer.bot.arena;

import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.bot.BotBudget;
import calhamer.bot.adapter.DiplomacyGame;
import calhamer.bot.adapter.ModelsOthers;
import calhamer.bot.adapter.TimeGuarded;
import calhamer.bot.equilibrium.SearchExplanation;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveObserver;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

/**
 * Plays one arena game from its seed. Every seat's player is an agent of the {@link AgentRegistry}, made by name for
 * this game: one per name and settings, so seats of one player share it (the random players one stream, the bot's
 * tested seats one learner). Every power gets its own random stream, split in map order from the game's seed, and
 * the agents of the game one more (the random players draw every power's orders from it at once), so a seat's
 * player sees the same randomness whoever sits elsewhere. Each decision gets the run's bot budget; the agents that
 * watch play are told every phase. Phases are adjudicated by the full adjudicator. Thread-safe (shares only
 * thread-safe players).
 */
final class GameRunner {
    private final DiplomacyGame game;
    private final LegalOrders legal;
    private final AgentRegistry registry;

    GameRunner(DiplomacyGame game, AgentRegistry registry) {
        this.game = game;
        this.legal = new LegalOrders(game.adjudicator());
        this.registry = registry;
    }

    GameRecord play(ArenaOptions options, int g) {
        return play(options, g, position -> { });
    }

    /**
     * Plays game g of the run, telling the watcher every position before it is played (and the one the game ends
     * in) on this thread.
     */
    GameRecord play(ArenaOptions options, int g, Consumer<Position> watcher) {
        DiplomacyMap map = game.map();
        List<Power> powers = map.powers();
        Seats seats = Seats.of(options, map.powerNames(), neutral(map), g);
        long seed = options.seed() + g;
        SplittableRandom root = new SplittableRandom(seed);
        SplittableRandom[] streams = new SplittableRandom[powers.size()];
        for (int p = 0; p < streams.length; p++) {
            streams[p] = root.split();
        }
        List<Agent<Position, OrderSet>> agents = agents(options, seats, root.split());
        Budget budget = budget(options.bot().budget());
        Diagnostics diagnostics = new Diagnostics();
        CentreCurve curve = new CentreCurve(map);
        Position position = Position.start(map);
        int[] start = new int[powers.size()];
        for (int p = 0; p < start.length; p++) {
            start[p] = position.centerCount(powers.get(p));
        }
        int lastYear = map.start().year() + options.years() - 1;
        Power winner = null;
        while (position.phase().year() <= lastYear && winner == null) {
            watcher.accept(position);
            Set<Power> acting = new LinkedHashSet<>();
            for (UnitOrders u : legal.of(position)) {
                acting.add(u.power());
            }
            Map<Power, List<Order>> orders = new LinkedHashMap<>();
            TreeMap<Integer, OrderSet> moves = new TreeMap<>();
            Map<String, List<Order>> tested = new LinkedHashMap<>();
            Map<String, SearchExplanation> models = new LinkedHashMap<>();
            for (Power power : acting) {
                int p = power.index();
                Agent<Position, OrderSet> agent = agents.get(p);
                long t0 = System.nanoTime();
                OrderSet move = agent.chooseMove(game, position, p, budget, streams[p]);
                long millis = (System.nanoTime() - t0) / 1_000_000;
                if (seats.tested()[p]) {
                    diagnostics.decision(position.phase().type(), millis,
                            agent instanceof TimeGuarded guarded && guarded.lastDecisionCutShort());
                    tested.put(power.name(), move.orders());
                    if (agent instanceof ModelsOthers modeller) {
                        models.put(power.name(), modeller.lastSearch());
                    }
                }
                orders.put(power, move.orders());
                moves.put(p, move);
            }
            if (position.phase().type() == PhaseType.MOVEMENT) {
                Map<String, List<Order>> played = new LinkedHashMap<>();
                orders.forEach((power, given) -> played.put(power.name(), given));
                Position now = position;
                models.forEach((power, model) -> diagnostics.predicted(power, model, played,
                        (other, text) -> game.parseMove(now, map.power(other).index(), text).orders()));
            }
            PhaseResult result = game.adjudicate(position, orders);
            diagnostics.phase(position, tested, result);
            curve.phase(position, result.next());
            if (!moves.isEmpty()) {
                tell(agents, position, new JointMove<>(moves), result.next());
            }
            winner = result.winner().orElse(null);
            position = result.next();
        }
        watcher.accept(position);
        curve.stopped(position);
        List<GameRecord.Seat> records = new ArrayList<>();
        for (int p = 0; p < powers.size(); p++) {
            Power power = powers.get(p);
            records.add(GameRecord.Seat.at(power, seats.kinds()[p], seats.tested()[p], start[p], position,
                    curve.of(power)));
        }
        return new GameRecord(options.key(), g, seed, records, winner == null ? null : winner.name(),
                position.phase().toString(), diagnostics.play());
    }

    /** @return the names of the map's neutral powers */
    static Set<String> neutral(DiplomacyMap map) {
        return map.powers().stream().filter(map::isNeutral).map(Power::name).collect(Collectors.toSet());
    }

    /**
     * Each seat's agent: the tested player with the run's learning, the opponents and the DumbBot-class fill-ins
     * without; all with the run's bot options they take. One agent per name and settings.
     */
    private List<Agent<Position, OrderSet>> agents(ArenaOptions options, Seats seats, RandomGenerator shared) {
        Map<String, Agent<Position, OrderSet>> made = new LinkedHashMap<>();
        List<Agent<Position, OrderSet>> agents = new ArrayList<>();
        for (int p = 0; p < seats.kinds().length; p++) {
            String name = seats.kinds()[p];
            if (name.equals(ArenaOptions.NEUTRAL)) {
                agents.add(null); // a neutral power never acts: it has no legal orders
                continue;
            }
            SeatPlayer player = SeatPlayer.of(name);
            ObjectNode settings = settings(options, player, seats.tested()[p]);
            agents.add(made.computeIfAbsent(name + settings, k -> registry.create(player.agent(), game,
                    AgentSettings.defaults().withOptions(settings.isEmpty() ? null : settings).withRandom(shared))));
        }
        return agents;
    }

    /**
     * The run's bot options the player's agent takes: depth, way of playing, memory, the game's last year, learning
     * for tested seats, and the player's own time guard (the arena checked that its agent takes one).
     */
    private ObjectNode settings(ArenaOptions options, SeatPlayer player, boolean tested) {
        Set<String> takes = player.registration(registry, game.facts()).options().keySet();
        ObjectNode all = JsonNodeFactory.instance.objectNode();
        all.put("depth", options.bot().depth());
        if (options.bot().mostProbable() != null) {
            all.put("play", options.bot().mostProbable() ? "most-probable" : "sampled");
        }
        all.put("memory", options.memory());
        all.put("lastYear", game.map().start().year() + options.years() - 1);
        if (tested && options.learning() > 0) {
            all.put("learn", options.learning());
        }
        if (player.timeMillis() > 0) {
            all.put("timeMillis", player.timeMillis());
        }
        all.retain(takes);
        return all;
    }

    /** The run's bot budget as every decision's: its cells as iterations, its time guard as time. */
    static Budget budget(BotBudget bot) {
        return Budget.ofTime(Duration.ofMillis(bot.timeMillis())).withIterations(bot.cells());
    }

    /** Tells every distinct agent that watches play what was played. */
    @SuppressWarnings("unchecked")
    private void tell(List<Agent<Position, OrderSet>> agents, Position before, JointMove<OrderSet> move,
                      Position after) {
        Map<Agent<Position, OrderSet>, Boolean> told = new IdentityHashMap<>();
        for (Agent<Position, OrderSet> agent : agents) {
            if (agent instanceof MoveObserver && told.put(agent, true) == null) {
                ((MoveObserver<Position, OrderSet>) agent).observe(game, before, move, after);
            }
        }
    }
}
