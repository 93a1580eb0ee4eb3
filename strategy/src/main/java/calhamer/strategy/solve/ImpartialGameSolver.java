package calhamer.strategy.solve;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameSolver;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The {@link GameSolver} of an impartial game under normal play: the nimber of the state (by the ruleset's
 * {@link ImpartialRuleset#solver() solver}, {@link SpragueGrundySolver} unless the game has a faster one) and the moves that win, those to a position of nimber 0 (none when the nimber is
 * 0). The answer is {@code {"solver": "sprague-grundy", "nimber", "winningMoves": [notation...], "player",
 * "states"}}: {@code player} is the player to move (null when the game is over) and {@code states} the distinct
 * components solved. Cost: one solve of the state, plus one per legal move when the nimber is not 0 (sharing the
 * memory of the first).
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 * @param <P> the ruleset's position type
 */
public final class ImpartialGameSolver<S, M, P> implements GameSolver<S> {
    /** The kind reported in answers. */
    public static final String KIND = "sprague-grundy";

    private final Game<S, M> game;
    private final Function<S, P> position;
    private final ImpartialRuleset<P> rules;

    /**
     * @param game     the game; sequential, with the player to move as its only actor
     * @param position the ruleset's position of a state (the state without whose turn it is)
     * @param rules    the game's impartial ruleset
     */
    public ImpartialGameSolver(Game<S, M> game, Function<S, P> position, ImpartialRuleset<P> rules) {
        game.facts().requireSequential(KIND);
        this.game = game;
        this.position = position;
        this.rules = rules;
    }

    /**
     * A solved state.
     *
     * @param nimber       the state's nimber
     * @param winningMoves the moves to a position of nimber 0, in legal-move order
     * @param states       distinct components solved
     */
    public record Result<M>(int nimber, List<M> winningMoves, long states) {
        public Result {
            winningMoves = List.copyOf(winningMoves);
        }
    }

    @Override
    public String kind() {
        return KIND;
    }

    /** @return the nimber and winning moves of the state */
    public Result<M> result(S state, Budget budget) {
        SolveLimits limits = new SolveLimits("Sprague–Grundy solving of '" + game.name() + "'", budget);
        NimberSolver<P> solver = rules.solver();
        int nimber = solver.nimber(position.apply(state), limits);
        List<M> winning = new ArrayList<>();
        if (nimber != 0) {
            int player = game.actors(state).get(0);
            List<M> moves = game.legalMoves(state, player);
            for (int i = 0; i < moves.size(); i++) {
                M move = moves.get(i);
                if ((i & 255) == 255) {
                    limits.check(solver.states());
                }
                if (solver.nimber(position.apply(game.apply(state, player, move)), limits) == 0) {
                    winning.add(move);
                }
            }
        }
        return new Result<>(nimber, winning, solver.states());
    }

    @Override
    public ObjectNode solve(S state, Budget budget) {
        Result<M> result = result(state, budget);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("solver", KIND);
        out.put("nimber", result.nimber());
        ArrayNode moves = out.putArray("winningMoves");
        List<Integer> actors = game.actors(state);
        for (M move : result.winningMoves()) {
            moves.add(game.notation(state, actors.get(0), move));
        }
        if (actors.isEmpty()) {
            out.putNull("player");
        } else {
            out.put("player", game.facts().players().get(actors.get(0)));
        }
        out.put("states", result.states());
        return out;
    }
}
