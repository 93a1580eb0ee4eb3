package calhamer.adjudicator.result;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The adjudication of one phase.
 *
 * @param phase         the phase adjudicated
 * @param orders        every order given, in the order given (power by power), with its outcome
 * @param dislodged     movement phases: every dislodged unit with its legal retreats
 * @param contested     movement phases: provinces left vacant by a standoff
 * @param removals      units removed without an order of their own
 * @param centerChanges supply centres that changed hands (after the Fall)
 * @param winner        the power owning a majority of the supply centres, if any
 * @param next          the position after this phase (retreat or adjustment phases with nothing to do are skipped)
 */
public record PhaseResult(Phase phase, List<OrderResult> orders, List<Dislodgement> dislodged, Set<Province> contested,
                          List<Removal> removals, List<CenterChange> centerChanges, Optional<Power> winner,
                          Position next) {

    public PhaseResult {
        orders = List.copyOf(orders);
        dislodged = List.copyOf(dislodged);
        contested = Set.copyOf(contested);
        removals = List.copyOf(removals);
        centerChanges = List.copyOf(centerChanges);
    }

    /** @return the results of one power's orders */
    public List<OrderResult> ordersOf(Power power) {
        return orders.stream().filter(r -> r.power().equals(power.name())).toList();
    }

    /** @return the results of orders that were invalid */
    public List<OrderResult> invalidOrders() {
        return orders.stream().filter(r -> r.outcome() == Outcome.INVALID).toList();
    }
}
