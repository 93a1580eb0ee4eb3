package calhamer.strategy.search.tree;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.search.LeafValues;
import calhamer.strategy.search.RootMoves;
import calhamer.strategy.search.SearchClock;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Two-player minimax with alpha-beta pruning and iterative deepening ({@link AlphaBetaSearch}) over the difference
 * of the two players' evaluations (the game's evaluator unless another is given: Spread-It's linear-combination
 * heuristic, for instance). Games without a heuristic are searched to their end as far as the budget allows (the
 * horizon counts as a draw), so on small exact games it plays perfectly. Refuses games that are not two-player,
 * sequential and zero-sum. Deterministic: the random source is not used.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class AlphaBetaAgent<S, M> implements Agent<S, M> {
    private final Evaluator<S> evaluator;
    private final SearchClock clock;

    /** With the game's evaluator and wall-clock time. */
    public AlphaBetaAgent() {
        this(null, SearchClock.WALL);
    }

    /**
     * @param evaluator the leaf evaluation (null: the game's)
     * @param clock     what the time budget counts
     */
    public AlphaBetaAgent(Evaluator<S> evaluator, SearchClock clock) {
        this.evaluator = evaluator;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "alphabeta";
    }

    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
        return decide(game, state, player, budget).move();
    }

    /** The decision with its depth and node count. */
    public Decision<M> decide(Game<S, M> game, S state, int player, Budget budget) {
        GameFacts facts = game.facts();
        facts.requirePlayers("alpha-beta", 2);
        facts.requireSequential("alpha-beta");
        facts.requireZeroSum("alpha-beta");
        List<M> moves = RootMoves.of(game, state, player);
        return AlphaBetaSearch.decide(game, state, player, moves, budget, clock,
                new LeafValues<>(game, evaluator, state), (values, root) -> values[root] - values[1 - root]);
    }
}
