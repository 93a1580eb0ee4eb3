package calhamer.strategy.agents;

import java.util.List;

/**
 * An agent was asked for a game it does not play: no agent of that name is registered, or the one registered does not
 * support the game. The message names the agent, the game, why, and the agents the game has.
 */
public class UnknownAgentException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String agent;
    private final String game;
    private final transient List<String> available;

    UnknownAgentException(String agent, String game, String why, List<String> available) {
        super("no agent '" + agent + "' for game '" + game + "': " + why + "; agents for '" + game + "': "
                + String.join(", ", available));
        this.agent = agent;
        this.game = game;
        this.available = List.copyOf(available);
    }

    /** The name asked for. */
    public String agent() {
        return agent;
    }

    /** The game it was asked for. */
    public String game() {
        return game;
    }

    /** The agents the game has, in listing order. */
    public List<String> available() {
        return available;
    }
}
