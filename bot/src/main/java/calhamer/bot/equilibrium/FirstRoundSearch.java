package calhamer.bot.equilibrium;

import calhamer.adjudicator.position.Position;
import calhamer.bot.BotMethod;
import calhamer.bot.BotOptions;
import calhamer.bot.BotTools;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.maps.Power;

/**
 * The search method as it stood before issue 27's second round ({@link SearchSettings#V1}), registered as
 * {@code calhamer-v1}, so that the arena can measure today's bot against it ({@code --opponents calhamer-v1}).
 * Thread-safe.
 */
public final class FirstRoundSearch implements BotMethod {
    private final EquilibriumSearch search;

    /** The registered method ({@link java.util.ServiceLoader}); each bot decides with {@link #forBot}'s instance. */
    public FirstRoundSearch() {
        this(new EquilibriumSearch("calhamer-v1"));
    }

    private FirstRoundSearch(EquilibriumSearch search) {
        this.search = search;
    }

    @Override
    public String name() {
        return search.name();
    }

    @Override
    public String description() {
        return "the equilibrium search as it stood before issue 27's second round, for comparison in the arena";
    }

    @Override
    public BotMethod forBot(BotTools tools) {
        return new FirstRoundSearch(new EquilibriumSearch(name(), tools, DumbBotWeights.NORMAN, SearchSettings.V1));
    }

    @Override
    public Result decide(Position position, Power power, BotOptions options, long startNanos) {
        return search.decide(position, power, options, startNanos);
    }
}
