package calhamer.bot.adapter;

import calhamer.bot.BotMethod;
import calhamer.bot.BotMethods;
import calhamer.bot.BotOptions;
import calhamer.bot.dumbbot.DumbBotAgent;
import calhamer.bot.observer.PhaseObserver;
import calhamer.strategy.agents.AgentProvider;
import calhamer.strategy.agents.AgentRegistration;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.agents.AgentSupport;
import calhamer.strategy.game.Game;
import calhamer.strategy.search.social.SocialLearner;
import calhamer.strategy.search.social.SocialRangeMatrix;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Diplomacy's own agents, registered for {@code diplomacy} only (listed in
 * {@code META-INF/services/calhamer.strategy.agents.AgentProvider}): the order-choosing bot as {@code calhamer} (its
 * default method) and as every registered method by its name ({@link BotMethods}: {@code search}, {@code matrix},
 * and any other a ServiceLoader file lists); the DumbBot-class player {@code dumbbot}; {@code random}, which plays
 * random orders unit by unit in place of the game-independent random move; and {@code hold}, who gives no orders.
 * Each wraps today's player of the game ({@link DiplomacyGame#bot()}, {@link DiplomacyGame#dumbBot()}).
 */
public final class DiplomacyAgents implements AgentProvider {
    private static final AgentSupport DIPLOMACY = AgentSupport.only(DiplomacyGame.NAME);

    @Override
    public List<AgentRegistration> agents() {
        List<AgentRegistration> agents = new ArrayList<>();
        agents.add(bot("calhamer", "the order-choosing bot with its default method (" + BotMethods.DEFAULT + ")",
                null));
        for (BotMethod method : BotMethods.load().all()) {
            agents.add(bot(method.name(), method.description(), method.name()));
        }
        agents.addAll(List.of(
                AgentRegistration.of("dumbbot", "the DumbBot-class heuristic player", DIPLOMACY,
                        (game, s) -> new DumbBotAgent(diplomacy(game).dumbBot())),
                AgentRegistration.of("random", "one uniformly random legal order per unit; random builds and"
                        + " removals", DIPLOMACY, (game, s) -> new RandomOrdersAgent(diplomacy(game), s.random())),
                AgentRegistration.of("hold", "no orders: units hold, dislodged units disband, no builds, removals by"
                        + " civil disorder", DIPLOMACY, (game, s) -> new HoldAgent(diplomacy(game)))));
        return agents;
    }

    private static AgentRegistration bot(String name, String description, String method) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("depth", "the matrix method's depth: 1, or 2 for the ply-two expansion (default 1)");
        options.put("play", "most-probable or sampled: how the equilibrium is played (default: the method's own)");
        options.put("memory", "whether the bot is told the last movement phase it saw played (default true)");
        options.put("learn", "learn the social rows of the powers it does not play from their last k movement"
                + " phases it saw (default 0: no learning)");
        options.put("lastYear", "the game's last year, when it ends then and is scored by the centres owned: the"
                + " search looks no further (default 0: no known end)");
        options.put("timeMillis", "its own time guard per decision in milliseconds, its cells in proportion, in place"
                + " of the caller's budget (default 0: the caller's)");
        return new AgentRegistration(name, description, DIPLOMACY, options, (game, s) -> bot(name, diplomacy(game),
                method, s));
    }

    private static BotAgent bot(String name, DiplomacyGame game, String method, AgentSettings s) {
        JsonNode options = s.hasOptions() ? s.options() : MissingNode.getInstance();
        BotOptions bot = BotOptions.defaults().withMethod(method).withDepth(whole(options, "depth", 0))
                .withMostProbable(play(options.get("play"))).withEdition(game.edition())
                .withLastYear(whole(options, "lastYear", 0));
        JsonNode memory = options.get("memory");
        if (memory != null && !memory.isBoolean()) {
            throw new IllegalArgumentException("agent option 'memory' is true or false, not " + memory);
        }
        int learn = whole(options, "learn", 0);
        int powers = game.map().powers().size();
        SocialLearner learner = learn == 0 ? null : new SocialLearner(learn, game.map().supplyCenters().size(),
                SocialRangeMatrix.identity(powers));
        return new BotAgent(name, game.bot(), bot, memory == null || memory.booleanValue(), learner,
                learner == null ? null : new PhaseObserver(game.adjudicator(), game.evaluator(), game.edition()),
                whole(options, "timeMillis", 0));
    }

    private static int whole(JsonNode options, String name, int absent) {
        JsonNode value = options.get(name);
        if (value == null) {
            return absent;
        }
        if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < 0) {
            throw new IllegalArgumentException("agent option '" + name + "' is a whole number, not " + value);
        }
        return value.intValue();
    }

    private static Boolean play(JsonNode play) {
        if (play == null) {
            return null;
        }
        return switch (play.asText()) {
            case "most-probable" -> true;
            case "sampled" -> false;
            default -> throw new IllegalArgumentException("agent option 'play' is \"most-probable\" or \"sampled\","
                    + " not " + play);
        };
    }

    private static DiplomacyGame diplomacy(Game<?, ?> game) {
        return (DiplomacyGame) game;
    }
}
