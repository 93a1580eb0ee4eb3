package calhamer.adjudicator;

import calhamer.adjudicator.result.OrderResult;
import java.util.List;

/** Under the {@code strict} option: the request had invalid orders, so nothing was adjudicated. */
public final class OrdersRefusedException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final transient List<OrderResult> invalid;

    public OrdersRefusedException(List<OrderResult> invalid) {
        super(invalid.size() + " invalid order(s): " + String.join("; ",
                invalid.stream().map(OrderResult::toString).toList()));
        this.invalid = List.copyOf(invalid);
    }

    /** @return every invalid order with its reason */
    public List<OrderResult> invalid() {
        return invalid;
    }
}
