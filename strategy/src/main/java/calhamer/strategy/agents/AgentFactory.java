package calhamer.strategy.agents;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Game;

/**
 * Makes a registered agent for a game it supports. Called with options already checked against the registration's
 * list ({@link AgentRegistry#create}); a fresh agent each call, so agents that learn from play start clean.
 */
@FunctionalInterface
public interface AgentFactory {

    /**
     * @param game     a game the registration supports
     * @param settings the options, clock, evaluation and random source to make it with
     * @return an agent for the game's state and move types
     * @throws IllegalArgumentException naming an option whose value the agent cannot use
     */
    Agent<?, ?> create(Game<?, ?> game, AgentSettings settings);
}
