package calhamer.strategy.agents;

import calhamer.strategy.game.Evaluator;
import calhamer.strategy.search.SearchClock;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * What an agent is made with besides its game: the caller's options (the {@code agentOptions} of
 * {@code POST /games/{game}/move}, checked against the options its {@link AgentRegistration} lists), the clock its
 * time budget counts, an evaluation in place of the game's, and a random source of its own. The budget and the
 * random source of each decision are not settings: {@link calhamer.strategy.game.Agent#chooseMove} takes them.
 *
 * @param options   a JSON object of options, or null for none
 * @param clock     what time budgets count (tournaments: the searching thread's CPU time)
 * @param evaluator the evaluation searching agents use in place of the game's, or null for the game's
 * @param random    a random source the agent keeps for the whole game, or null: agents that draw for several players
 *                  at once in one state (Diplomacy's random orders) take it, every other agent draws from each
 *                  decision's source
 */
public record AgentSettings(JsonNode options, SearchClock clock, Evaluator<?> evaluator, RandomGenerator random) {

    public AgentSettings {
        Objects.requireNonNull(clock, "clock");
        if (options != null && options.isNull()) {
            options = null;
        }
    }

    /** No options, wall-clock time, the game's evaluation, no random source of its own. */
    public static AgentSettings defaults() {
        return new AgentSettings(null, SearchClock.WALL, null, null);
    }

    public AgentSettings withOptions(JsonNode newOptions) {
        return new AgentSettings(newOptions, clock, evaluator, random);
    }

    public AgentSettings withClock(SearchClock newClock) {
        return new AgentSettings(options, newClock, evaluator, random);
    }

    public AgentSettings withEvaluator(Evaluator<?> newEvaluator) {
        return new AgentSettings(options, clock, newEvaluator, random);
    }

    public AgentSettings withRandom(RandomGenerator newRandom) {
        return new AgentSettings(options, clock, evaluator, newRandom);
    }

    /** Whether options were given. */
    public boolean hasOptions() {
        return options != null;
    }

    /** The evaluation in place of the game's, typed for the game's states; null for the game's own. */
    @SuppressWarnings("unchecked")
    public <S> Evaluator<S> evaluatorFor() {
        return (Evaluator<S>) evaluator;
    }
}
