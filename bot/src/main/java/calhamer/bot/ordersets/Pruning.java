package calhamer.bot.ordersets;

import calhamer.maps.Power;
import calhamer.bot.evaluation.TimeGuard;
import java.util.Set;

/**
 * How {@link OrderSetEnumerator} prunes the cartesian product of the units' orders (Utkin, "Influence Graphs",
 * section VIII), and its hard budget.
 *
 * @param allowHolds whether a unit may simply hold; the paper leaves such "useless stands" out (a unit that supports
 *                   or convoys is not idle). A unit with no other order keeps its hold.
 * @param allies     powers whose units the enumerated units may support or convoy whatever those units do; units
 *                   of any other power outside the enumeration are never supported or convoyed
 * @param maxSets    the most order sets the enumeration may keep (after pruning and collapsing)
 * @param maxVisits  the most partial and complete combinations it may visit
 * @param guard      the decision's time guard, checked every 1,024 visits ({@link TimeGuard#NONE}: none)
 */
public record Pruning(boolean allowHolds, Set<Power> allies, long maxSets, long maxVisits, TimeGuard guard) {

    /** The default bound on kept order sets. */
    public static final long DEFAULT_MAX_SETS = 20_000;
    /** The default bound on visited combinations. */
    public static final long DEFAULT_MAX_VISITS = 2_000_000;

    public Pruning {
        allies = Set.copyOf(allies);
        guard = guard == null ? TimeGuard.NONE : guard;
        if (maxSets <= 0) {
            throw new IllegalArgumentException("maxSets must be positive: " + maxSets);
        }
        if (maxVisits <= 0) {
            throw new IllegalArgumentException("maxVisits must be positive: " + maxVisits);
        }
    }

    /** The paper's pruning: no idle holds, no allies, the default budget. */
    public static Pruning paper() {
        return new Pruning(false, Set.of(), DEFAULT_MAX_SETS, DEFAULT_MAX_VISITS, TimeGuard.NONE);
    }

    /** Like the paper, but units may hold. */
    public static Pruning withHolds() {
        return paper().allowingHolds(true);
    }

    public Pruning allowingHolds(boolean holds) {
        return new Pruning(holds, allies, maxSets, maxVisits, guard);
    }

    public Pruning withAllies(Set<Power> newAllies) {
        return new Pruning(allowHolds, newAllies, maxSets, maxVisits, guard);
    }

    public Pruning withBudget(long newMaxSets, long newMaxVisits) {
        return new Pruning(allowHolds, allies, newMaxSets, newMaxVisits, guard);
    }

    public Pruning withGuard(TimeGuard newGuard) {
        return new Pruning(allowHolds, allies, maxSets, maxVisits, newGuard);
    }
}
