package calhamer.strategy.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;

/**
 * An agent a request may configure ({@code "agentOptions"} of {@code POST /games/{game}/move}): Socially Oriented
 * Search takes its social-range matrix, its learning variant also the moves it has seen, MCTS how it scores ties.
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

    /**
     * The shared check of a settings object.
     *
     * @param fields the settings the agent knows
     * @throws IllegalArgumentException when the settings are not an object or name another field
     */
    static void requireOnly(JsonNode settings, String... fields) {
        if (settings == null || !settings.isObject()) {
            throw new IllegalArgumentException("agent options are a JSON object with " + List.of(fields));
        }
        for (Iterator<String> it = settings.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!List.of(fields).contains(name)) {
                throw new IllegalArgumentException("unknown agent option '" + name + "'; options: " + List.of(fields));
            }
        }
    }
}
