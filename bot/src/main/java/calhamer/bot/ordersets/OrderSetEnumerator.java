package calhamer.bot.ordersets;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.maps.Power;
import java.util.List;

/**
 * A power's candidate order sets for a movement phase: the cartesian product of its units' orders, pruned the way
 * Utkin's "Influence Graphs" (section VIII) prunes the Austria–Germany openings:
 * <ul>
 *   <li>no idle holds ("useless stands") unless {@link Pruning#allowHolds()} asks for them;</li>
 *   <li>supports and convoys only of units of the same set whose order in the set they match (a support to hold
 *       matches any order but a move, a support of a move the move to that province, a convoy the army's move to
 *       that province), or of units of allied powers named by the caller; a move that needs a convoy only with a
 *       convoy route of the set's own fleets or allied fleets at sea;</li>
 *   <li>no circular movement among the set's own units (the paper's "circular swaps");</li>
 *   <li>no set in which two of its units would end in one province if every move succeeded (two moves into one
 *       province, or a move into a province whose unit stays): such a set cannot reach the placement it aims at,
 *       its units bounce off each other (a rule added to the paper's, in the same spirit as its "stands");</li>
 *   <li>sets whose resulting placement of the units (where each would stand if every move succeeded) repeats
 *       another's collapse into one. Which one is kept: the one moving the fewest units, then giving the most
 *       supports into provinces a foreign unit can move to, then the most supports, then the one whose supporters
 *       border the fewest provinces that neither the target nor one of its own units will hold (fewest ways to cut
 *       the support), then the first in enumeration order. On the paper's example, (VIE − TYR; TRI S VIE − TYR;
 *       BUD − VIE) is kept and (TRI − TYR; VIE S TRI − TYR; BUD − TRI) dropped, as in the paper.</li>
 * </ul>
 *
 * <p>The units' orders may be all their legal orders ({@link LegalOrders}) or fewer (a bot's narrowed candidates);
 * the units may belong to several powers (a coalition). Depth-first search over units in the given order, checking
 * each new order against those already chosen, so mismatched branches are cut early: O(visited · n) time, visited ≤
 * the product of the filtered order lists. The hard budget ({@link Pruning#maxVisits()}, {@link Pruning#maxSets()})
 * ends the search with an {@link EnumerationBudgetExceededException} instead of a hang. Thread-safe (no state).
 */
public final class OrderSetEnumerator {
    private final LegalOrders legal;

    public OrderSetEnumerator(Adjudicator adjudicator) {
        this.legal = new LegalOrders(adjudicator);
    }

    /**
     * The power's order sets from all its units' legal orders.
     *
     * @throws IllegalArgumentException when the position is not in a movement phase or the power has no units
     * @throws EnumerationBudgetExceededException when the budget is exceeded
     */
    public Enumeration enumerate(Position position, Power power, Pruning pruning) {
        if (position.phase().type() != PhaseType.MOVEMENT) {
            throw new IllegalArgumentException("order sets are enumerated in movement phases, not "
                    + position.phase());
        }
        List<UnitOrders> units = legal.of(position).stream().filter(u -> u.power().equals(power)).toList();
        if (units.isEmpty()) {
            throw new IllegalArgumentException(power + " has no units in " + position.phase());
        }
        return enumerate(position, units, pruning);
    }

    /**
     * The order sets of the given units from the given orders (every order must be one of the unit's legal orders).
     *
     * @throws IllegalArgumentException when no unit is given or a unit has no order
     * @throws EnumerationBudgetExceededException when the budget is exceeded
     */
    public Enumeration enumerate(Position position, List<UnitOrders> units, Pruning pruning) {
        if (units.isEmpty()) {
            throw new IllegalArgumentException("no units to enumerate order sets for");
        }
        for (UnitOrders u : units) {
            if (u.unit() == null || u.orders().isEmpty()) {
                throw new IllegalArgumentException("every enumerated unit needs a unit and at least one order: " + u);
            }
        }
        return new EnumerationSearch(position, units, pruning).run();
    }
}
