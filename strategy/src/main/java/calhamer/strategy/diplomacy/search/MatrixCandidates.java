package calhamer.strategy.diplomacy.search;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import java.util.List;

/** Candidate order sets of one power from the matrix method, offered to the search beside the blueprint's. */
@FunctionalInterface
public interface MatrixCandidates {

    /** No matrix candidates. */
    MatrixCandidates NONE = (position, power) -> List.of();

    /** @return order sets with one legal order per unit of the power, best first */
    List<List<Order>> of(Position position, String power);
}
