package calhamer.strategy.search.tree;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.search.LeafValues;
import calhamer.strategy.search.RootMoves;
import calhamer.strategy.search.SearchClock;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;

/**
 * Max-n (Luckhardt and Irani): every player is assumed to maximise its own entry of the evaluation vector
 * ({@link MaxNSearch} with no transform). Works on sequential games of any number of players; in a two-player
 * zero-sum game it is minimax without pruning. Deterministic.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class MaxNAgent<S, M> implements Agent<S, M> {
    private final Evaluator<S> evaluator;
    private final SearchClock clock;

    public MaxNAgent() {
        this(null, SearchClock.WALL);
    }

    /**
     * @param evaluator the leaf evaluation (null: the game's)
     * @param clock     what the time budget counts
     */
    public MaxNAgent(Evaluator<S> evaluator, SearchClock clock) {
        this.evaluator = evaluator;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "maxn";
    }

    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
        return decide(game, state, player, budget).move();
    }

    /** The decision with its depth and node count. */
    public Decision<M> decide(Game<S, M> game, S state, int player, Budget budget) {
        game.facts().requireSequential("Max-n");
        List<M> moves = RootMoves.of(game, state, player);
        return MaxNSearch.decide(game, state, player, moves, budget, clock, new LeafValues<>(game, evaluator, state),
                UnaryOperator.identity());
    }
}
