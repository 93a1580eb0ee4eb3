package calhamer.adjudicator.adjustment;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import calhamer.maps.paths.AllPairsShortestPaths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Which units a power that removes too few loses (rulebook "Civil disorder"; DATC 6.J): the units farthest away go
 * first; among equally distant units fleets go before armies, then alphabetical order of the province names.
 *
 * <ul>
 *   <li>2000 rules (DATC v2.4): distance to the nearest <em>home</em> supply centre of the power, owned or not;
 *       armies count moves over any province (they may cross the sea, 6.J.10, 6.J.11), fleets count fleet moves to
 *       any coast of the centre (6.J.5, 6.J.9).</li>
 *   <li>2023 rules (DATC 3.0): distance to the nearest supply centre the power <em>owns</em>, over any province
 *       for armies and fleets alike (3.0 6.J.6, 6.J.11).</li>
 * </ul>
 * A unit that cannot reach any such centre counts as infinitely far. Distances come from the map's precomputed
 * all-pairs shortest paths: O(U·C + U log U) for U units and C centres.
 */
public final class CivilDisorder {
    private CivilDisorder() {
    }

    /**
     * @param position the position before the removals
     * @param units    the power's units that may be removed
     * @param count    how many to remove
     * @param edition  the rulebook edition
     * @return the units to remove, in the order the rule picks them
     */
    public static List<Unit> choose(Position position, List<Unit> units, int count, Edition edition) {
        if (units.isEmpty() || count <= 0) {
            return List.of();
        }
        Power power = units.get(0).power();
        List<Province> targets = edition == Edition.RULES_2023 ? position.centersOf(power)
                : position.map().homeCenters(power);
        List<Unit> sorted = new ArrayList<>(units);
        Comparator<Unit> order = Comparator.<Unit>comparingInt(u -> -distance(position.map(), u, targets, edition))
                .thenComparing(u -> u.type() == UnitType.FLEET ? 0 : 1)
                .thenComparing(u -> u.province().name().toLowerCase(Locale.ROOT))
                .thenComparing(u -> u.province().id());
        sorted.sort(order);
        return List.copyOf(sorted.subList(0, Math.min(count, sorted.size())));
    }

    /** @return the number of moves from the unit to the nearest target, or {@link Integer#MAX_VALUE} */
    static int distance(DiplomacyMap map, Unit unit, List<Province> targets, Edition edition) {
        int best = Integer.MAX_VALUE;
        if (edition == Edition.RULES_2023 || unit.type() == UnitType.ARMY) {
            AllPairsShortestPaths border = map.graphs().paths(GraphKind.BORDER);
            for (Province t : targets) {
                best = Math.min(best, border.distanceOr(unit.province().index(), t.index(), Integer.MAX_VALUE));
            }
            return best;
        }
        AllPairsShortestPaths fleet = map.graphs().paths(GraphKind.FLEET);
        for (Province t : targets) {
            for (Location l : map.fleetLocations(t)) {
                best = Math.min(best, fleet.distanceOr(unit.location().index(), l.index(), Integer.MAX_VALUE));
            }
        }
        return best;
    }
}
