package calhamer.bot.equilibrium;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import java.util.List;

/** Candidate order sets of one power from the matrix method, offered to the search beside the blueprint's. */
@FunctionalInterface
public interface MatrixCandidates {

    /** No matrix candidates. */
    MatrixCandidates NONE = (position, power) -> new Sets(List.of(), false);

    /**
     * The matrix method's sets.
     *
     * @param sets   order sets with one legal order per unit of the power, best first
     * @param timeUp whether the matrix method's share of the time guard cut it short (the sets then depend on the
     *               machine)
     */
    record Sets(List<List<Order>> sets, boolean timeUp) {
    }

    /** @return the power's candidate sets */
    Sets of(Position position, String power);
}
