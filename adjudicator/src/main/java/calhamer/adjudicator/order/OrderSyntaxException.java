package calhamer.adjudicator.order;

/** An order text that cannot be read; the message says what was expected. */
public final class OrderSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public OrderSyntaxException(String message) {
        super(message);
    }
}
