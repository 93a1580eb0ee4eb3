package calhamer.adjudicator.result;

/**
 * What became of one order.
 *
 * @param power   the name of the power that gave it, as the orders named it (when the map has no such power the
 *                outcome is {@link Outcome#INVALID} with {@link Reason#UNKNOWN_POWER})
 * @param index   its position in that power's list of orders, 0-based
 * @param order   the order as given (the text, or the canonical notation of a pre-parsed order)
 * @param outcome what became of it
 * @param reason  why
 * @param detail  the reason in a sentence for people
 */
public record OrderResult(String power, int index, String order, Outcome outcome, Reason reason, String detail) {

    @Override
    public String toString() {
        return power + "[" + index + "] " + order + ": " + outcome + " (" + detail + ")";
    }
}
