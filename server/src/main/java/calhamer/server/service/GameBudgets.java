package calhamer.server.service;

import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.server.service.GamesService.BudgetInput;
import calhamer.strategy.game.Budget;
import calhamer.wire.errors.Ranges;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code budget} of a game request ({@code move}, {@code solve}) read into the game API's {@link Budget}: every
 * limit given a whole positive number ({@link Ranges}), each one that is not named in one 422; the time at most the
 * server's {@code --search-millis} (and that when left out), iterations and depth unlimited when left out. O(1).
 */
final class GameBudgets {
    private GameBudgets() {
    }

    /**
     * @param cap the server's search time, the most a request may ask for
     * @return the budget, or the request's budget is refused naming every limit that does not fit
     */
    static Budget read(BudgetInput in, Duration cap) {
        if (in == null) {
            return Budget.ofTime(cap);
        }
        List<FieldError> errors = new ArrayList<>();
        requirePositive(errors, "budget.millis", in.millis(), Long.MAX_VALUE, "milliseconds, at most the server's "
                + "--search-millis, " + cap.toMillis() + "; left out: that");
        requirePositive(errors, "budget.iterations", in.iterations(), Long.MAX_VALUE, "nodes, states or play-outs; "
                + "left out: no limit");
        requirePositive(errors, "budget.depth", in.depth(), Integer.MAX_VALUE, "plies; left out: no limit");
        if (!errors.isEmpty()) {
            throw ApiException.unprocessable("invalid budget: every limit given must be positive", errors);
        }
        Duration time = in.millis() == null ? cap : Duration.ofMillis(Math.min(in.millis().longValue(),
                cap.toMillis()));
        return new Budget(time, in.iterations() == null ? Long.MAX_VALUE : in.iterations().longValue(),
                in.depth() == null ? Integer.MAX_VALUE : in.depth().intValue());
    }

    private static void requirePositive(List<FieldError> errors, String field, Number limit, long max, String note) {
        String problem = Ranges.whole(limit, 1, max, note);
        if (problem != null) {
            errors.add(new FieldError(field, problem));
        }
    }
}
