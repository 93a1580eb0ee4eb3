package calhamer.strategy.search.social;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.ConfigurableAgent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Evaluator;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.UnsupportedGameException;
import calhamer.strategy.search.LeafValues;
import calhamer.strategy.search.RootMoves;
import calhamer.strategy.search.SearchClock;
import calhamer.strategy.search.tree.Decision;
import calhamer.strategy.search.tree.MaxNSearch;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Socially Oriented Search (Wilson, Zuckerman and Nau, "Modeling Social Preferences in Multi-player Games",
 * Algorithm 1): a depth-limited search in which every leaf's evaluation vector is multiplied by the social-range
 * matrix c, giving each player's perceived utility, and each player to move takes the child best for its own perceived
 * utility ({@link MaxNSearch} with that transform). The identity matrix makes it Max-n (Property 1) and
 * {@link SocialRangeMatrix#paranoid} Paranoid (Property 2). Works on sequential games whose number of players is the
 * matrix's. Deterministic. Configurable with {@code {"social": [[...], ...]}}, the matrix's rows.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class SosAgent<S, M> implements ConfigurableAgent<S, M> {
    private final SocialRangeMatrix matrix;
    private final Evaluator<S> evaluator;
    private final SearchClock clock;

    /** With the game's evaluator and wall-clock time. */
    public SosAgent(SocialRangeMatrix matrix) {
        this(matrix, null, SearchClock.WALL);
    }

    /**
     * @param matrix    the players' social orientations, one row and column per player
     * @param evaluator the leaf evaluation (null: the game's)
     * @param clock     what the time budget counts
     */
    public SosAgent(SocialRangeMatrix matrix, Evaluator<S> evaluator, SearchClock clock) {
        this.matrix = matrix;
        this.evaluator = evaluator;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "sos";
    }

    /** The matrix this agent searches with. */
    public SocialRangeMatrix matrix() {
        return matrix;
    }

    /** This agent with the matrix {@code settings.social}. */
    @Override
    public Agent<S, M> configure(Game<S, M> game, JsonNode settings) {
        ConfigurableAgent.requireOnly(settings, "social");
        JsonNode social = settings.get("social");
        return social == null ? this : new SosAgent<>(SocialRangeMatrix.fromJson(social,
                game.facts().playerCount()), evaluator, clock);
    }

    @Override
    public M chooseMove(Game<S, M> game, S state, int player, Budget budget, RandomGenerator random) {
        return decide(game, state, player, budget).move();
    }

    /** The decision with its depth and node count; the value is the player's perceived utility. */
    public Decision<M> decide(Game<S, M> game, S state, int player, Budget budget) {
        return search(game, state, player, budget, matrix, evaluator, clock);
    }

    /** SOS with the given matrix: the one search both SOS agents run. */
    static <S, M> Decision<M> search(Game<S, M> game, S state, int player, Budget budget, SocialRangeMatrix matrix,
                                     Evaluator<S> evaluator, SearchClock clock) {
        game.facts().requireSequential("SOS");
        if (matrix.size() != game.facts().playerCount()) {
            throw new UnsupportedGameException("SOS with a " + matrix.size() + "-player social-range matrix cannot "
                    + "play '" + game.name() + "', which has " + game.facts().playerCount() + " players");
        }
        List<M> moves = RootMoves.of(game, state, player);
        return MaxNSearch.decide(game, state, player, moves, budget, clock, new LeafValues<>(game, evaluator, state),
                matrix::perceived);
    }
}
