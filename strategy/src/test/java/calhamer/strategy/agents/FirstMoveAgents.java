package calhamer.strategy.agents;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A toy agent registered through {@link java.util.ServiceLoader} alone (this module's test resources list this
 * provider): {@code first-move} plays the first legal move, on every game. Nothing else in the code names it.
 */
public final class FirstMoveAgents implements AgentProvider {

    /** Its registered name. */
    public static final String NAME = "first-move";

    @Override
    public List<AgentRegistration> agents() {
        return List.of(AgentRegistration.of(NAME, "the first legal move (a test agent)", AgentSupport.everyGame(),
                (game, settings) -> new FirstMove<>()));
    }

    /** The agent. */
    static final class FirstMove<S, M> implements Agent<S, M> {
        @Override
        public String name() {
            return NAME;
        }

        @Override
        public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
            return game.legalMoves(state, player).get(0);
        }
    }
}
