package calhamer.strategy.solve;

import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameSolver;
import calhamer.strategy.search.SearchBudgetException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The {@link GameSolver} of an impartial game under normal play, in three steps on the ruleset's
 * {@link ImpartialRuleset#solver() solver} ({@link SpragueGrundySolver} unless the game has a faster one), sharing
 * its memory: who wins ({@link NimberSolver#losing}), the moves that win (those to a lost position, none when the
 * state is lost) and the nimber (0 when lost). The answer is {@code {"solver": "sprague-grundy", "outcome":
 * "win"|"loss", "nimber", "winningMoves": [notation...], "player", "states"}}: {@code outcome} is the player to
 * move's, {@code player} the player to move (null when the game is over) and {@code states} the distinct components
 * solved. The budget covers all three: when it runs out after the outcome, the answer keeps what was finished
 * ({@code nimber} null, the winning moves found among the legal moves examined) and says so in {@code "unfinished":
 * {"limit", "detail"}}; when it runs out before, the solve fails. The first move to a position the solver has
 * already proved lost ({@link NimberSolver#provedLosing}: the winning move an outcome search found) is listed
 * before any other move is searched, so an answer cut short after the outcome still names a winning move. Cost:
 * one solve of the state, plus one per legal move when it is won, plus its nimber.
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
     * @param losing       whether the player to move loses
     * @param nimber       the state's nimber, null when the budget ran out before it
     * @param winningMoves the moves to a lost position, in legal-move order (those found before the budget ran out)
     * @param unfinished   the limit that stopped the later steps, null when every step finished
     * @param states       distinct components solved
     */
    public record Result<M>(boolean losing, Integer nimber, List<M> winningMoves, SearchBudgetException unfinished,
                            long states) {
        public Result {
            winningMoves = List.copyOf(winningMoves);
        }
    }

    @Override
    public String kind() {
        return KIND;
    }

    /**
     * @return the outcome, winning moves and nimber of the state
     * @throws SearchBudgetException when the budget runs out before the outcome is known
     */
    public Result<M> result(S state, Budget budget) {
        SolveLimits limits = new SolveLimits("Sprague–Grundy solving of '" + game.name() + "'", budget);
        NimberSolver<P> solver = rules.solver();
        P start = position.apply(state);
        boolean losing = solver.losing(start, limits);
        if (losing) {
            return new Result<>(true, 0, List.of(), null, solver.states());
        }
        int player = game.actors(state).get(0);
        List<M> moves = game.legalMoves(state, player);
        boolean[] wins = new boolean[moves.size()];
        int examined = 0;
        boolean proved = false;
        try {
            for (int i = 0; i < moves.size() && !proved; i++) {
                if ((i & 255) == 255) {
                    limits.check(solver.states());
                }
                proved = wins[i] = solver.provedLosing(position.apply(game.apply(state, player, moves.get(i))));
            }
            for (; examined < moves.size(); examined++) {
                if ((examined & 255) == 255) {
                    limits.check(solver.states());
                }
                if (!wins[examined]) {
                    wins[examined] = solver.losing(position.apply(game.apply(state, player, moves.get(examined))),
                            limits);
                }
            }
            return new Result<>(false, solver.nimber(start, limits), winning(moves, wins), null, solver.states());
        } catch (SearchBudgetException e) {
            String left = examined < moves.size()
                    ? "the winning moves listed are those among the first " + examined + " of " + moves.size()
                    + " legal moves" + (proved ? " and the one the outcome search proved" : "")
                    + ", and the nimber was not computed"
                    : "every winning move is listed, but not the nimber";
            return new Result<>(false, null, winning(moves, wins), new SearchBudgetException(e.limit(),
                    e.getMessage() + ". The player to move wins; " + left), solver.states());
        }
    }

    private static <M> List<M> winning(List<M> moves, boolean[] wins) {
        List<M> winning = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            if (wins[i]) {
                winning.add(moves.get(i));
            }
        }
        return winning;
    }

    @Override
    public ObjectNode solve(S state, Budget budget) {
        Result<M> result = result(state, budget);
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("solver", KIND);
        out.put("outcome", result.losing() ? "loss" : "win");
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
        if (result.unfinished() != null) {
            ObjectNode unfinished = out.putObject("unfinished");
            unfinished.put("limit", result.unfinished().limit().name());
            unfinished.put("detail", result.unfinished().getMessage());
        }
        return out;
    }
}
