package calhamer.server.error;

import java.util.List;

/** 422: the work asked for is over a budget (cells, order sets, states, time); the detail names how to raise it. */
public final class BudgetExceededException extends ApiException {
    private static final long serialVersionUID = 1L;

    BudgetExceededException(String detail) {
        super(422, "Over budget", detail, List.of());
    }
}
