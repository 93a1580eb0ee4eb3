package calhamer.strategy.solve;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameSolver;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The {@link GameSolver} of a two-player partizan scoring game (player 0 Left, player 1 Right) whose
 * {@link ScoringRuleset} splits states into components of Milnor's universe. For a state it answers the optimal
 * final score difference of the points still to take with Left moving first (Ls) and with Right moving first (Rs),
 * each player's points under both orders, and a best move of the player to move: the first legal move that reaches
 * the state's score for its player. Points already taken in the state are not counted.
 *
 * <p>Answer: {@code {"solver": "scoring", "Ls", "Rs", "leftFirst": {"left", "right"}, "rightFirst": {"left",
 * "right"}, "bestMove", "player", "states"}}; {@code bestMove} and {@code player} are null when the game is over.
 * Cost: two root searches ({@link ScoringSolver}) and one null-window test per legal move until the best is found,
 * all on one table.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <P> the component type
 */
public final class ScoringGameSolver<S, M, P> implements GameSolver<S> {
    /** The kind reported in answers. */
    public static final String KIND = "scoring";

    private final Game<S, M> game;
    private final ScoringRuleset<S, P> rules;
    private final int threads;

    /**
     * @param game    a sequential two-player game, Left first among its players
     * @param rules   its components
     * @param threads threads per root search
     */
    public ScoringGameSolver(Game<S, M> game, ScoringRuleset<S, P> rules, int threads) {
        game.facts().requireSequential(KIND);
        game.facts().requirePlayers(KIND, 2);
        this.game = game;
        this.rules = rules;
        this.threads = threads;
    }

    /**
     * A solved state: the scores of the points still to take.
     *
     * @param ls              Left's points minus Right's when Left moves first
     * @param rs              the same when Right moves first
     * @param leftFirstLeft   Left's points when Left moves first
     * @param leftFirstRight  Right's points when Left moves first
     * @param rightFirstLeft  Left's points when Right moves first
     * @param rightFirstRight Right's points when Right moves first
     * @param bestMove        a best move of the player to move, null when the game is over
     * @param states          distinct sums in the solver's table
     */
    public record Result<M>(int ls, int rs, int leftFirstLeft, int leftFirstRight, int rightFirstLeft,
                            int rightFirstRight, M bestMove, long states) {
    }

    @Override
    public String kind() {
        return KIND;
    }

    /** @return the scores of the state and a best move */
    public Result<M> result(S state, Budget budget) {
        SolveLimits limits = new SolveLimits("scoring solving of '" + game.name() + "'", budget);
        ScoringSolver<P> solver = new ScoringSolver<>(rules, threads);
        ScoringRuleset.Sum<P> sum = rules.sum(state);
        ScoringSolver.Value value = solver.value(sum.components(), limits);
        int size = 0;
        for (P component : sum.components()) {
            size += rules.size(component);
        }
        int settled = sum.leftSettled() - sum.rightSettled();
        M best = null;
        List<Integer> actors = game.actors(state);
        if (!actors.isEmpty()) {
            best = bestMove(state, actors.get(0), actors.get(0) == 0 ? settled + value.ls() : settled + value.rs(),
                    solver, limits);
        }
        return new Result<>(settled + value.ls(), settled + value.rs(),
                sum.leftSettled() + (size + value.ls()) / 2, sum.rightSettled() + (size - value.ls()) / 2,
                sum.leftSettled() + (size + value.rs()) / 2, sum.rightSettled() + (size - value.rs()) / 2,
                best, solver.states());
    }

    /** The first legal move whose outcome reaches the target score for its player. */
    private M bestMove(S state, int player, int target, ScoringSolver<P> solver, SolveLimits limits) {
        for (M move : game.legalMoves(state, player)) {
            S next = game.apply(state, player, move);
            ScoringRuleset.Sum<P> after = rules.sum(next);
            int gained = rules.taken(next) - rules.taken(state) + after.leftSettled() - after.rightSettled();
            boolean reaches = player == 0
                    ? solver.rsAtLeast(after.components(), target - gained, limits)
                    : solver.lsAtMost(after.components(), target - gained, limits);
            if (reaches) {
                return move;
            }
        }
        throw new IllegalStateException("no move of '" + game.name() + "' reaches the score " + target
                + ": the ruleset and the game disagree");
    }

    @Override
    public ObjectNode solve(S state, Budget budget) {
        Result<M> r = result(state, budget);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("solver", KIND);
        out.put("Ls", r.ls());
        out.put("Rs", r.rs());
        ObjectNode leftFirst = out.putObject("leftFirst");
        leftFirst.put("left", r.leftFirstLeft());
        leftFirst.put("right", r.leftFirstRight());
        ObjectNode rightFirst = out.putObject("rightFirst");
        rightFirst.put("left", r.rightFirstLeft());
        rightFirst.put("right", r.rightFirstRight());
        List<Integer> actors = game.actors(state);
        if (actors.isEmpty()) {
            out.putNull("bestMove");
            out.putNull("player");
        } else {
            out.put("bestMove", game.notation(state, actors.get(0), r.bestMove()));
            out.put("player", game.facts().players().get(actors.get(0)));
        }
        out.put("states", r.states());
        return out;
    }
}
