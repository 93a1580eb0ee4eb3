package calhamer.strategy.diplomacy.arena;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.strategy.diplomacy.CentreInfluenceEvaluator;
import calhamer.strategy.diplomacy.MovementSimulator;
import calhamer.strategy.diplomacy.bot.BotMove;
import calhamer.strategy.diplomacy.bot.BotOptions;
import calhamer.strategy.diplomacy.bot.DiplomacyBot;
import calhamer.strategy.diplomacy.social.PhaseObserver;
import calhamer.strategy.search.social.SocialLearner;
import calhamer.strategy.search.social.SocialRangeMatrix;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Self-play arena: the bot plays one power of a map for a number of game years while every other power is played by
 * random-order or hold-only bots; N seeded games, the bot's power changing from game to game. Records per game the
 * bot's supply centres at the start and the end, wins, eliminations, decision times and the bot's orders the
 * adjudicator refused, and tabulates them per power ({@link ArenaReport}). Games are played one after another (each
 * decision already fills its matrices on every core); a game depends only on its seed (unless the bot's time guard
 * cuts a decision short, which its explanation would say).
 *
 * <p>Command line: {@code java -jar server/target/calhamer.jar arena [--games 50] [--seed 1] [--years 10]
 * [--opponents random|hold] [--map standard] [--powers FRANCE,ITALY] [--cells 20000] [--time 1500] [--depth 1]
 * [--learn k]}.
 */
public final class Arena {

    /** Runs the arena. */
    public ArenaReport run(ArenaOptions options) {
        return run(options, game -> { });
    }

    /** Runs the arena, handing each game's record to the listener as soon as the game is over. */
    public ArenaReport run(ArenaOptions options, Consumer<ArenaReport.Game> listener) {
        DiplomacyMap map = BundledMaps.load(options.map());
        Adjudicator adjudicator = new Adjudicator(map);
        WorldEvaluator worlds = new IncrementalWorldEvaluator(map, Weights.PAPER, Decay.PAPER);
        CentreInfluenceEvaluator values = new CentreInfluenceEvaluator(worlds);
        DiplomacyBot bot = new DiplomacyBot(adjudicator, values);
        PhaseObserver observer = new PhaseObserver(new MovementSimulator(adjudicator), values);
        List<String> powers = options.powers().isEmpty() ? map.powers() : options.powers();
        List<ArenaReport.Game> games = new ArrayList<>();
        for (int g = 0; g < options.games(); g++) {
            ArenaReport.Game game = play(adjudicator, bot, observer, options, g, powers.get(g % powers.size()));
            games.add(game);
            listener.accept(game);
        }
        return new ArenaReport(options, games, ArenaTable.rows(map, games));
    }

    private ArenaReport.Game play(Adjudicator adjudicator, DiplomacyBot bot, PhaseObserver observer,
                                  ArenaOptions options, int g, String power) {
        DiplomacyMap map = adjudicator.map();
        long seed = options.seed() + g;
        SplittableRandom random = new SplittableRandom(seed);
        LegalOrders legal = new LegalOrders(adjudicator);
        Position position = Position.start(map);
        int start = position.centersOf(power).size();
        int lastYear = map.start().year() + options.years() - 1;
        String winner = null;
        List<Long> times = new ArrayList<>();
        int illegal = 0;
        int me = map.powers().indexOf(power);
        SocialLearner learner = options.learning() == 0 ? null : new SocialLearner(options.learning(),
                map.supplyCenters().size(), SocialRangeMatrix.identity(map.powers().size()));
        while (position.phase().year() <= lastYear && winner == null) {
            Map<String, List<Order>> orders = new LinkedHashMap<>();
            if (options.opponents() == OpponentKind.RANDOM) {
                orders.putAll(legal.random(position, random));
            }
            orders.remove(power);
            long botSeed = random.nextLong();
            Position now = position;
            BotOptions botOptions = options.bot().withSeed(botSeed);
            if (learner != null) {
                botOptions = botOptions.withSocial(learner.matrix().withRow(me,
                        SocialRangeMatrix.identity(map.powers().size()).row(me)).toArray());
            }
            if (legal.of(position).stream().anyMatch(u -> u.power().equals(power))) {
                long t0 = System.nanoTime();
                BotMove move = bot.play(now, power, botOptions);
                times.add((System.nanoTime() - t0) / 1_000_000);
                orders.put(power, move.orders());
            }
            if (learner != null) {
                Map<String, List<Order>> others = new LinkedHashMap<>(orders);
                others.remove(power);
                observer.observe(learner, position, others);
            }
            PhaseResult result = adjudicator.adjudicateOrders(position, orders, AdjudicationOptions.DEFAULT);
            for (OrderResult r : result.ordersOf(power)) {
                if (r.outcome() == Outcome.INVALID) {
                    illegal++;
                }
            }
            winner = result.winner().orElse(null);
            position = result.next();
        }
        int end = position.centersOf(power).size();
        boolean eliminated = end == 0 && position.unitsOf(power).isEmpty();
        double mean = times.stream().mapToLong(Long::longValue).average().orElse(0);
        long max = times.stream().mapToLong(Long::longValue).max().orElse(0);
        return new ArenaReport.Game(g, seed, power, start, end, winner, eliminated, times.size(), mean, max, illegal,
                position.phase().toString());
    }
}
