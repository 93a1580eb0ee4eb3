/**
 * The game-independent API of DESIGN.md ("The game API"): a {@link calhamer.strategy.game.Game} holds the rules and
 * its {@link calhamer.strategy.game.GameFacts}, states are immutable values, a
 * {@link calhamer.strategy.game.JointMove} holds one move per acting player (turn-based games are the one-actor
 * case), an {@link calhamer.strategy.game.Evaluator} gives one value per player, an
 * {@link calhamer.strategy.game.Agent} chooses a move within a {@link calhamer.strategy.game.Budget} from a seeded
 * random source, and games register through {@link java.util.ServiceLoader} as a
 * {@link calhamer.strategy.game.GameProvider}. Agents are found by name in the agent registry
 * ({@code calhamer.strategy.agents}).
 */
package calhamer.strategy.game;
