package calhamer.server.service;

import calhamer.strategy.agents.AgentProvider;
import calhamer.strategy.agents.AgentRegistration;
import calhamer.strategy.agents.AgentSupport;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A toy agent for {@link ToyAgentRegistrationTest}: {@code last-move} plays the last legal move of every game. Its
 * only registration is the ServiceLoader file under {@code toy-agent/} in the test resources, which that test puts on
 * a class loader of its own (so the other tests' listings do not see it).
 */
public final class LastMoveAgents implements AgentProvider {

    @Override
    public List<AgentRegistration> agents() {
        return List.of(AgentRegistration.of("last-move", "the last legal move (a test agent)",
                AgentSupport.everyGame(), (game, settings) -> new LastMove<>()));
    }

    /** The agent. */
    static final class LastMove<S, M> implements Agent<S, M> {
        @Override
        public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
            List<M> moves = game.legalMoves(state, player);
            return moves.get(moves.size() - 1);
        }
    }
}
