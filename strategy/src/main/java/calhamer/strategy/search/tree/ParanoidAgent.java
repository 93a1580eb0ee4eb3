package calhamer.strategy.search.tree;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.search.LeafValues;
import calhamer.strategy.search.RootMoves;
import calhamer.strategy.search.SearchClock;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The Paranoid algorithm (Sturtevant and Korf, "On pruning techniques for multi-player games"): the root player
 * assumes every other player plays to minimise the root's own evaluation, which reduces the game to two players and
 * allows alpha-beta pruning ({@link AlphaBetaSearch} with the root's entry of the evaluation as the score). Works on
 * sequential games of any number of players. Deterministic.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class ParanoidAgent<S, M> implements Agent<S, M> {
    private final Evaluator<S> evaluator;
    private final SearchClock clock;

    public ParanoidAgent() {
        this(null, SearchClock.WALL);
    }

    /**
     * @param evaluator the leaf evaluation (null: the game's)
     * @param clock     what the time budget counts
     */
    public ParanoidAgent(Evaluator<S> evaluator, SearchClock clock) {
        this.evaluator = evaluator;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "paranoid";
    }

    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
        return decide(game, state, player, budget).move();
    }

    /** The decision with its depth and node count. */
    public Decision<M> decide(Game<S, M> game, S state, int player, Budget budget) {
        game.facts().requireSequential("Paranoid");
        List<M> moves = RootMoves.of(game, state, player);
        return AlphaBetaSearch.decide(game, state, player, moves, budget, clock,
                new LeafValues<>(game, evaluator, state), (values, root) -> values[root]);
    }
}
