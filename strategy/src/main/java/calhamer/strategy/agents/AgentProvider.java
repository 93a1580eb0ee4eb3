package calhamer.strategy.agents;

import java.util.List;

/**
 * Agents registered for {@link java.util.ServiceLoader}: list the implementing class in
 * {@code META-INF/services/calhamer.strategy.agents.AgentProvider}, as games list theirs for
 * {@link calhamer.strategy.game.GameProvider}. A module registers the agents it owns: Diplomacy's bot and
 * DumbBot-class player register from the bot module, for Diplomacy only.
 */
public interface AgentProvider {

    /** The registrations, in the order listings show them. */
    List<AgentRegistration> agents();
}
