package calhamer.cluster.jobs;

import calhamer.adjudicator.position.Position;
import calhamer.bot.evaluation.OrderSet;
import calhamer.strategy.agents.AgentProvider;
import calhamer.strategy.agents.AgentRegistration;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSupport;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A test player of Diplomacy, {@code fails-as-england}: the DumbBot-class player, except that it throws whenever it
 * has to choose England's orders (so in an arena where it is the tested player, the game in which it sits as England
 * fails and the others finish).
 */
public final class FailsAsEngland implements AgentProvider {

    @Override
    public List<AgentRegistration> agents() {
        return List.of(AgentRegistration.of("fails-as-england", "throws as England, otherwise dumbbot",
                AgentSupport.only("diplomacy"), (game, settings) -> {
                    Agent<Position, OrderSet> dumbbot = AgentRegistry.load().create("dumbbot",
                            cast(game), settings);
                    return new Agent<Position, OrderSet>() {
                        @Override
                        public OrderSet chooseMove(Game<Position, OrderSet> g, Position state, int player,
                                                   Budget budget, RandomGenerator random) {
                            if (state.map().power(player).name().equals("ENGLAND")) {
                                throw new IllegalStateException("this player cannot play England");
                            }
                            return dumbbot.chooseMove(g, state, player, budget, random);
                        }
                    };
                }));
    }

    @SuppressWarnings("unchecked")
    private static Game<Position, OrderSet> cast(Game<?, ?> game) {
        return (Game<Position, OrderSet>) game;
    }
}
