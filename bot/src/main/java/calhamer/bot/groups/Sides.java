package calhamer.bot.groups;

import calhamer.adjudicator.LegalOrders.UnitOrders;
import calhamer.bot.Explanation;
import calhamer.maps.Power;
import java.util.List;

/**
 * The two sides of one group's payoff matrix before enumeration: the group's units with their narrowed orders
 * (moves or holds kept, plus supports of each other's contested moves and threatened holds) and the opposing units
 * with theirs.
 *
 * @param rows             the group's units and orders
 * @param columns          the opposing units and orders (empty: nobody can reach the group)
 * @param opponents        the opposing powers, in map order
 * @param narrowed         how each own unit was narrowed
 * @param opponentNarrowed how each opposing unit was narrowed
 */
record Sides(List<UnitOrders> rows, List<UnitOrders> columns, List<Power> opponents,
             List<Explanation.Narrowing> narrowed, List<Explanation.Narrowing> opponentNarrowed) {
}
