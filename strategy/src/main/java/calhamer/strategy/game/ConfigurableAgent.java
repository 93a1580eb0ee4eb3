package calhamer.strategy.game;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * An agent a request may configure ({@code "agentOptions"} of {@code POST /games/{game}/move}): Socially Oriented
 * Search takes its social-range matrix, its learning variant also the moves it has seen.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public interface ConfigurableAgent<S, M> extends Agent<S, M> {

    /**
     * This agent with the settings applied (a new agent; this one is unchanged).
     *
     * @param settings a JSON object of the agent's settings
     * @throws IllegalArgumentException naming the setting at fault
     */
    Agent<S, M> configure(Game<S, M> game, JsonNode settings);
}
