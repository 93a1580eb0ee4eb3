package calhamer.adjudicator;

import calhamer.adjudicator.adjustment.AdjustmentAdjudicator;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.CenterChange;
import calhamer.adjudicator.result.Dislodgement;
import calhamer.adjudicator.result.OrderResult;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.result.Removal;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The order of phases (rulebook "Sequence of play"): Spring movement, Spring retreats, Fall movement, Fall
 * retreats, Winter adjustments. A retreat phase with no dislodged unit that can retreat and an adjustment phase in
 * which no power builds or removes are skipped. Supply centres change hands after the Fall (after its retreats): a
 * centre occupied by a unit then belongs to that unit's power. A power owning more than half of the map's supply
 * centres wins.
 */
final class PhaseProgression {
    private PhaseProgression() {
    }

    /**
     * Where the game goes next.
     *
     * @param next     the next position
     * @param removals units taken off the board on the way (dislodged units with no retreat)
     * @param changes  supply centres that changed hands
     * @param winner   the winner, if the Fall made one
     */
    record Step(Position next, List<Removal> removals, List<CenterChange> changes, Optional<Power> winner) {

        /**
         * @return the phase's result: the orders' results in the given order, and the units removed without an order
         *         (first those of the phase itself, then those of this step)
         */
        PhaseResult result(Position before, List<OrderResult> results, Comparator<OrderResult> order,
                           List<Dislodgement> dislodged, Set<Province> contested, List<Removal> phaseRemovals) {
            results.sort(order);
            List<Removal> all = new ArrayList<>(phaseRemovals);
            all.addAll(removals);
            return new PhaseResult(before.phase(), results, dislodged, contested, all, changes, winner, next);
        }
    }

    static Step afterMovement(Position before, List<Unit> units, List<Dislodgement> dislodged,
                              Set<Province> contested) {
        List<Removal> removals = new ArrayList<>();
        List<DislodgedUnit> retreating = new ArrayList<>();
        for (Dislodgement d : dislodged) {
            if (d.retreats().isEmpty()) {
                removals.add(new Removal(d.unit(), Reason.NO_LEGAL_RETREAT, Reason.NO_LEGAL_RETREAT.describe(null)));
            } else {
                retreating.add(new DislodgedUnit(d.unit(), d.attackerFrom()));
            }
        }
        if (!retreating.isEmpty()) {
            Position next = before.next(before.phase().next(), units, retreating, contested);
            return new Step(next, removals, List.of(), Optional.empty());
        }
        Step step = afterRetreats(before, units);
        List<Removal> all = new ArrayList<>(removals);
        all.addAll(step.removals());
        return new Step(step.next(), all, step.changes(), step.winner());
    }

    static Step afterRetreats(Position before, List<Unit> units) {
        DiplomacyMap map = before.map();
        int year = before.phase().year();
        if (before.phase().season() == Season.SPRING) {
            Position next = before.next(new Phase(Season.FALL, year, PhaseType.MOVEMENT), units, List.of(), Set.of());
            return new Step(next, List.of(), List.of(), Optional.empty());
        }
        Map<Province, Power> centers = new LinkedHashMap<>(before.centers());
        List<CenterChange> changes = CenterChange.afterFall(centers, units);
        changes.forEach(c -> centers.put(c.center(), c.to()));
        Position winter = Position.of(map, new Phase(Season.WINTER, year, PhaseType.ADJUSTMENT), units, centers,
                List.of(), Set.of());
        Optional<Power> winner = map.powers().stream()
                .filter(power -> winter.centerCount(power) >= map.victoryThreshold()).findFirst();
        Position next = adjustmentsNeeded(winter) ? winter : afterAdjustments(winter, units);
        return new Step(next, List.of(), changes, winner);
    }

    /** @return the step after an adjustment phase with the units built and removed */
    static Step adjusted(Position before, List<Unit> units) {
        return new Step(afterAdjustments(before, units), List.of(), List.of(), Optional.empty());
    }

    /**
     * The fast mode's step after a movement phase (search does not play retreats and adjustments): the given units,
     * supply centres changed hands when the base is a Fall ({@link CenterChange#afterFall}), the next movement
     * phase. The owners are the base's when nothing changes, else a changed identity map. O(units).
     */
    static Position afterMovementForSearch(Adjudicator.Prepared base, List<Unit> units) {
        Map<Province, Power> centers = base.centers();
        if (base.position().phase().season() == Season.FALL) {
            List<CenterChange> changes = CenterChange.afterFall(centers, units);
            if (!changes.isEmpty()) {
                centers = new IdentityHashMap<>(centers);
                for (CenterChange c : changes) {
                    centers.put(c.center(), c.to());
                }
            }
        }
        return Position.of(base.position().map(), base.next(), units, centers, List.of(), Set.of());
    }

    static Position afterAdjustments(Position before, List<Unit> units) {
        return before.next(new Phase(Season.SPRING, before.phase().year() + 1, PhaseType.MOVEMENT), units, List.of(),
                Set.of());
    }

    /** @return whether some power builds (and has a home centre to build in) or must remove */
    static boolean adjustmentsNeeded(Position winter) {
        for (Power power : winter.map().powers()) {
            int delta = AdjustmentAdjudicator.adjustment(winter, power);
            if (delta < 0) {
                return true;
            }
            if (delta > 0 && winter.map().homeCenters(power).stream()
                    .anyMatch(p -> OrderRules.buildSite(winter, power, p) == null)) {
                return true;
            }
        }
        return false;
    }
}
