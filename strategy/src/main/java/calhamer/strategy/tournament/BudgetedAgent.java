package calhamer.strategy.tournament;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.MoveObserver;
import calhamer.strategy.search.SearchClock;
import java.util.random.RandomGenerator;

/**
 * An agent with a budget of its own (tournament players think for different budgets within one play), which also
 * adds up the CPU time its decisions take. Passes observations on when the agent observes. Not thread-safe: one per
 * seat and game.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class BudgetedAgent<S, M> implements Agent<S, M>, MoveObserver<S, M> {
    private final Agent<S, M> agent;
    private final Budget budget;
    private long cpuNanos;
    private int decisions;

    public BudgetedAgent(Agent<S, M> agent, Budget budget) {
        this.agent = agent;
        this.budget = budget;
    }

    @Override
    public String name() {
        return agent.name();
    }

    /** Chooses with this agent's own budget, whatever the caller's. */
    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget ignored, RandomGenerator random) {
        long start = SearchClock.THREAD_CPU.nanos();
        M move = agent.chooseMove(game, state, player, budget, random);
        cpuNanos += SearchClock.THREAD_CPU.nanos() - start;
        decisions++;
        return move;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void observe(Game<S, M> game, S before, JointMove<M> move, S after) {
        if (agent instanceof MoveObserver) {
            ((MoveObserver<S, M>) agent).observe(game, before, move, after);
        }
    }

    /** CPU milliseconds spent deciding so far. */
    public double cpuMillis() {
        return cpuNanos / 1e6;
    }

    /** Decisions taken so far. */
    public int decisions() {
        return decisions;
    }
}
