/**
 * The agent registry (after OpenSpiel's bot registry): {@link calhamer.strategy.agents.AgentRegistry} maps an
 * agent's name to an {@link calhamer.strategy.agents.AgentRegistration} (a description, the games it plays as an
 * {@link calhamer.strategy.agents.AgentSupport}, its options and its {@link calhamer.strategy.agents.AgentFactory}).
 * The game-independent search agents register here ({@link calhamer.strategy.agents.SearchAgents}); modules register
 * their own through {@link java.util.ServiceLoader} as an {@link calhamer.strategy.agents.AgentProvider}. The
 * server, the command line and the tournaments ask the registry; nothing else lists agents.
 */
package calhamer.strategy.agents;
