package calhamer.bot;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.maps.DiplomacyMap;
import calhamer.strategy.game.Evaluator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * What a bot gives its methods ({@link BotMethod#forBot}): the adjudicator of its map (the one rules engine, legal
 * orders, positions on packed boards), its per-power evaluation, and a place for what methods precompute per bot
 * and share (the group-payoff planner's tables serve the matrix method and the search alike). Thread-safe.
 */
public final class BotTools {
    private final Adjudicator adjudicator;
    private final Evaluator<Position> values;
    private final Map<Class<?>, Object> shared = new ConcurrentHashMap<>();

    /**
     * @param adjudicator the map's adjudicator
     * @param values      the evaluation: one value per power, players the map's powers in order
     */
    public BotTools(Adjudicator adjudicator, Evaluator<Position> values) {
        this.adjudicator = adjudicator;
        this.values = values;
    }

    /** @return the map's adjudicator */
    public Adjudicator adjudicator() {
        return adjudicator;
    }

    /** @return the evaluation */
    public Evaluator<Position> values() {
        return values;
    }

    /** @return the map */
    public DiplomacyMap map() {
        return adjudicator.map();
    }

    /** @return this bot's one instance of {@code kind}, made from these tools the first time it is asked for */
    public <T> T shared(Class<T> kind, Function<BotTools, T> make) {
        return kind.cast(shared.computeIfAbsent(kind, k -> make.apply(this)));
    }
}
