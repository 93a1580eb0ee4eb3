package calhamer.bot.arena;

import calhamer.strategy.agents.AgentRegistration;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.game.GameFacts;

/**
 * A seat's player as the arena names it: an agent of the registry, optionally with a time guard of its own after an
 * {@code @} ({@code search@5000}: the search bot deciding within 5 s, its cells in proportion), so that two budgets
 * can meet in one game. Names with a {@code :} (players of other games, {@code daide:COMMAND}) are taken as they are.
 *
 * @param agent      the agent's registered name
 * @param timeMillis its own time guard per decision, or 0 for the run's budget
 */
record SeatPlayer(String agent, long timeMillis) {

    /**
     * @throws IllegalArgumentException when what follows the {@code @} is not a positive whole number
     */
    static SeatPlayer of(String name) {
        int at = name.lastIndexOf('@');
        if (at < 0 || name.contains(":")) {
            return new SeatPlayer(name, 0);
        }
        String millis = name.substring(at + 1);
        long value;
        try {
            value = Long.parseLong(millis);
        } catch (NumberFormatException e) {
            value = 0;
        }
        if (value < 1) {
            throw new IllegalArgumentException("player '" + name + "': after the @ comes its own time guard in"
                    + " milliseconds, a whole number from 1, not '" + millis + "'");
        }
        return new SeatPlayer(name.substring(0, at), value);
    }

    /**
     * @return the agent's registration
     * @throws calhamer.strategy.agents.UnknownAgentException when the agent is not registered for the game
     * @throws IllegalArgumentException when the player has a time guard of its own but its agent takes none
     */
    AgentRegistration registration(AgentRegistry registry, GameFacts facts) {
        AgentRegistration registration = registry.get(agent, facts);
        if (timeMillis > 0 && !registration.options().containsKey("timeMillis")) {
            throw new IllegalArgumentException("player '" + agent + "' takes no time guard of its own (@)");
        }
        return registration;
    }
}
