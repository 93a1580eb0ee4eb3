package calhamer.bot.arena;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.bot.BotMove;
import calhamer.bot.BotOptions;
import calhamer.bot.DiplomacyBot;
import calhamer.bot.equilibrium.PreviousPhase;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.bot.observer.PhaseObserver;
import calhamer.strategy.search.social.SocialLearner;
import calhamer.strategy.search.social.SocialRangeMatrix;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Plays one arena game from its seed: every power gets its own random stream (split in map order from the game's
 * seed), so a seat's player sees the same randomness whoever sits elsewhere; the bot's seats get a fresh seed per
 * decision from their stream and, with memory on, the last movement phase. Phases are adjudicated by the full
 * adjudicator. Thread-safe (shares only thread-safe players).
 */
final class GameRunner {
    private final Adjudicator adjudicator;
    private final LegalOrders legal;
    private final DiplomacyBot bot;
    private final DumbBot dumbBot;
    private final PhaseObserver observer;

    GameRunner(Adjudicator adjudicator, DiplomacyBot bot, DumbBot dumbBot, PhaseObserver observer) {
        this.adjudicator = adjudicator;
        this.legal = new LegalOrders(adjudicator);
        this.bot = bot;
        this.dumbBot = dumbBot;
        this.observer = observer;
    }

    GameRecord play(ArenaOptions options, int g) {
        DiplomacyMap map = adjudicator.map();
        List<Power> powers = map.powers();
        Seats seats = Seats.of(options, map.powerNames(), g);
        long seed = options.seed() + g;
        SplittableRandom root = new SplittableRandom(seed);
        SplittableRandom[] streams = new SplittableRandom[powers.size()];
        for (int p = 0; p < streams.length; p++) {
            streams[p] = root.split();
        }
        SplittableRandom randomOrders = root.split();
        SocialLearner learner = options.learning() == 0 ? null : new SocialLearner(options.learning(),
                map.supplyCenters().size(), SocialRangeMatrix.identity(powers.size()));
        Diagnostics diagnostics = new Diagnostics();
        Position position = Position.start(map);
        int[] start = new int[powers.size()];
        for (int p = 0; p < start.length; p++) {
            start[p] = position.centerCount(powers.get(p));
        }
        int lastYear = map.start().year() + options.years() - 1;
        Power winner = null;
        PreviousPhase previous = null;
        while (position.phase().year() <= lastYear && winner == null) {
            Set<Power> acting = new LinkedHashSet<>();
            for (UnitOrders u : legal.of(position)) {
                acting.add(u.power());
            }
            Map<Power, List<Order>> orders = new LinkedHashMap<>();
            Map<Power, List<Order>> random = null;
            Map<String, List<Order>> tested = new LinkedHashMap<>();
            for (Power power : acting) {
                int p = power.index();
                List<Order> chosen = switch (seats.kinds()[p]) {
                    case HOLD -> List.of();
                    case RANDOM -> {
                        if (random == null) {
                            random = legal.random(position, randomOrders);
                        }
                        yield random.getOrDefault(power, List.of());
                    }
                    case DUMBBOT -> dumbBot.orders(position, power.name(), streams[p]);
                    default -> {
                        BotOptions botOptions = options.bot().withMethod(seats.kinds()[p].method())
                                .withSeed(streams[p].nextLong()).withPrevious(options.memory() ? previous : null);
                        if (learner != null && seats.tested()[p]) {
                            botOptions = botOptions.withSocial(learner.matrix().withRow(p,
                                    SocialRangeMatrix.identity(powers.size()).row(p)).toArray());
                        }
                        long t0 = System.nanoTime();
                        BotMove move = bot.play(position, power, botOptions);
                        long millis = (System.nanoTime() - t0) / 1_000_000;
                        if (seats.tested()[p]) {
                            diagnostics.decision(position.phase().type(), millis,
                                    move.decision().explanation().timeLimitReached());
                        }
                        yield move.orders();
                    }
                };
                orders.put(power, chosen);
                if (seats.tested()[p]) {
                    tested.put(power.name(), chosen);
                }
            }
            if (learner != null) {
                Map<Power, List<Order>> others = new LinkedHashMap<>(orders);
                others.keySet().removeIf(power -> tested.containsKey(power.name()));
                observer.observe(learner, position, others);
            }
            PhaseResult result = adjudicator.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT);
            diagnostics.phase(position, tested, result);
            if (position.phase().type() == PhaseType.MOVEMENT) {
                previous = new PreviousPhase(position, byName(orders));
            }
            winner = result.winner().orElse(null);
            position = result.next();
        }
        List<GameRecord.Seat> records = new ArrayList<>();
        for (int p = 0; p < powers.size(); p++) {
            Power power = powers.get(p);
            int end = position.centerCount(power);
            records.add(new GameRecord.Seat(power.name(), seats.kinds()[p].label(), seats.tested()[p], start[p], end,
                    end == 0 && position.unitCount(power) == 0));
        }
        return new GameRecord(options.key(), g, seed, records, winner == null ? null : winner.name(),
                position.phase().toString(), diagnostics.play());
    }

    private static Map<String, List<Order>> byName(Map<Power, List<Order>> orders) {
        Map<String, List<Order>> named = new LinkedHashMap<>();
        orders.forEach((power, list) -> named.put(power.name(), list));
        return named;
    }
}
