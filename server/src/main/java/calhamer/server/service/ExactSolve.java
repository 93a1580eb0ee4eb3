package calhamer.server.service;

import calhamer.server.error.ApiException;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameSolver;
import calhamer.strategy.game.UnsupportedGameException;
import calhamer.strategy.search.ExactSolver;
import calhamer.strategy.search.SearchBudgetException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The answer of {@code POST /games/{game}/solve}: the game's own solver, or backward induction, within the request's
 * budget less a reserve for the answer; a limit reached is a 422 (or, for a solver that answers in part, an
 * {@code unfinished} field) naming the request field and the server flag that raise it.
 */
final class ExactSolve {
    private ExactSolve() {
    }

    /**
     * @return the exact solution of the state: the answer of the game's own solver when it has one (its fields are
     *         the solver's), otherwise backward induction's {@code {solver, values, player, bestMove, states}}
     */
    static <S, M> JsonNode answer(Game<S, M> game, S state, Budget budget, long stateLimit) {
        Budget solving = budget.withTime(withAnswerReserve(budget.time()));
        try {
            Optional<GameSolver<S>> own = game.solver();
            if (own.isPresent()) {
                ObjectNode answer = own.get().solve(state, solving);
                if (answer.get("unfinished") instanceof ObjectNode unfinished) {
                    SearchBudgetException.Limit limit = SearchBudgetException.Limit.valueOf(
                            unfinished.get("limit").asText());
                    unfinished.put("detail", unfinished.get("detail").asText() + "; for the rest, "
                            + knob(limit, budget, stateLimit));
                }
                return answer;
            }
            ExactSolver.Solution<M> s = ExactSolver.solve(game, state, solving);
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            out.put("solver", "backward-induction");
            ObjectNode values = out.putObject("values");
            GameSession.byPlayer(game.facts(), s.values()).forEach(values::put);
            out.put("player", s.player() < 0 ? null : game.facts().players().get(s.player()));
            out.put("bestMove", s.bestMove() == null ? null : game.notation(state, s.player(), s.bestMove()));
            out.put("states", s.states());
            return out;
        } catch (UnsupportedGameException e) {
            throw ApiException.unprocessable(e.getMessage(), List.of());
        } catch (SearchBudgetException e) {
            throw ApiException.overBudget(e.getMessage() + "; " + knob(e.limit(), budget, stateLimit));
        }
    }

    /**
     * @return the time a solver may take of the request's: a tenth (at least 50 ms, at most a second) is kept for
     *         the answer, so a solver that can answer in part (the outcome without the nimber) does so before the
     *         server's guard refuses the whole request
     */
    static Duration withAnswerReserve(Duration time) {
        if (time.equals(Budget.NO_TIME_LIMIT)) {
            return time;
        }
        long millis = time.toMillis();
        long reserve = Math.min(1_000, Math.max(50, millis / 10));
        return Duration.ofMillis(Math.max(1, millis - reserve));
    }

    /** @return how to raise the limit that stopped a solve: the request's budget field and the server's flag */
    private static String knob(SearchBudgetException.Limit limit, Budget budget, long stateLimit) {
        String states = "raise the request's budget.iterations (now " + budget.iterations() + "; at most "
                + stateLimit + ", set by --max-solve-states or CALHAMER_MAX_SOLVE_STATES)";
        String time = "raise the request's budget.millis (now " + budget.time().toMillis()
                + "; at most --search-millis or CALHAMER_SEARCH_MILLIS)";
        return switch (limit) {
            case STATES -> states;
            case TIME -> time;
            case MEMORY -> "the position is too large to solve in this server's memory: ask for a smaller one, or run "
                    + "the server (or the offline 'game' command) with a larger heap (java -Xmx..., now "
                    + (Runtime.getRuntime().maxMemory() >> 20) + " MB)";
            case UNSPECIFIED -> states + ", or " + time;
        };
    }

}
