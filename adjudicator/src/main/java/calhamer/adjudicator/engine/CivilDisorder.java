package calhamer.adjudicator.engine;

import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Province;
import calhamer.maps.paths.AllPairsShortestPaths;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Which units a power that removes too few loses (rulebook "Civil disorder"; DATC 6.J): the units farthest away go
 * first; among equally distant units fleets go before armies, then the alphabetical order of the province names.
 *
 * <ul>
 *   <li>2000 rules (DATC v2.4): distance to the nearest <em>home</em> supply centre of the power, owned or not;
 *       armies count moves over any province (they may cross the sea, 6.J.10, 6.J.11), fleets count fleet moves to
 *       any coast of the centre (6.J.5, 6.J.9).</li>
 *   <li>2023 rules (DATC 3.0): distance to the nearest supply centre the power <em>owns</em>, over any province
 *       for armies and fleets alike (3.0 6.J.6, 6.J.11).</li>
 * </ul>
 * A unit that cannot reach any such centre counts as infinitely far. Distances come from the map's all-pairs
 * shortest paths; the 2000 distances (they depend only on the map) are tabled per location and power when the rule
 * is made, in O(L·H) for L locations and H home centres. Choosing is O(U·C + U²) for the power's U units and C
 * centres, without allocation. Immutable and thread-safe; the caller lends the scratch arrays.
 */
final class CivilDisorder {
    private final MapTables tables;
    private final Edition edition;
    private final AllPairsShortestPaths border;
    /** home[type][location · powers + power]: the 2000 distance to the power's nearest home centre; null in 2023. */
    private final int[][] home;
    /** The place of each province in the alphabetical order of names (then ids). */
    private final int[] rank;

    CivilDisorder(MapTables tables, Edition edition) {
        this.tables = tables;
        this.edition = edition;
        DiplomacyMap map = tables.map();
        this.border = map.graphs().paths(GraphKind.BORDER);
        this.home = edition == Edition.RULES_2023 ? null : homeDistances(tables, map.graphs().paths(GraphKind.FLEET));
        List<Province> byName = map.provinces().stream()
                .sorted(Comparator.comparing((Province q) -> q.name().toLowerCase(Locale.ROOT))
                        .thenComparing(Province::id))
                .toList();
        rank = new int[tables.provinceCount()];
        for (int i = 0; i < byName.size(); i++) {
            rank[byName.get(i).index()] = i;
        }
    }

    /** @return home[type][location · powers + power]: the 2000 distance to the power's nearest home centre */
    private int[][] homeDistances(MapTables tables, AllPairsShortestPaths fleet) {
        int powers = tables.powerCount();
        int locations = tables.locationCount();
        int[][] distances = new int[2][locations * powers];
        for (int l = 0; l < locations; l++) {
            for (int p = 0; p < powers; p++) {
                int army = Integer.MAX_VALUE;
                int fleets = Integer.MAX_VALUE;
                for (int h : tables.homes(p)) {
                    army = Math.min(army, border.distanceOr(tables.provinceOf(l), h, Integer.MAX_VALUE));
                    for (int c : tables.fleetLocations(h)) {
                        fleets = Math.min(fleets, fleet.distanceOr(l, c, Integer.MAX_VALUE));
                    }
                }
                distances[OrderRules.ARMY][l * powers + p] = army;
                distances[OrderRules.FLEET][l * powers + p] = fleets;
            }
        }
        return distances;
    }

    /** @return the phrase that names what distances are measured to, for the removal's reason */
    String nearest() {
        return edition == Edition.RULES_2023 ? "its owned supply centres" : "its home centres";
    }

    /**
     * Picks the units of {@code power} on the board to remove, in the order the rule picks them.
     *
     * @param count    how many to remove
     * @param units    scratch of at least P entries; receives the chosen provinces first
     * @param distance scratch of at least P entries
     * @return how many were chosen (fewer when the power has fewer units)
     */
    int choose(Board b, int power, int count, int[] units, int[] distance) {
        int n = 0;
        for (int q = 0; q < b.power.length; q++) {
            if (b.power[q] == power) {
                units[n] = q;
                distance[n] = distance(b, q, power);
                n++;
            }
        }
        for (int i = 1; i < n; i++) {
            int u = units[i];
            int d = distance[i];
            int j = i - 1;
            while (j >= 0 && before(b, u, d, units[j], distance[j])) {
                units[j + 1] = units[j];
                distance[j + 1] = distance[j];
                j--;
            }
            units[j + 1] = u;
            distance[j + 1] = d;
        }
        return Math.min(count, n);
    }

    /** @return whether the unit in u (at distance du) goes before the unit in v (at distance dv) */
    private boolean before(Board b, int u, int du, int v, int dv) {
        if (du != dv) {
            return du > dv;
        }
        if (b.type[u] != b.type[v]) {
            return b.type[u] == OrderRules.FLEET;
        }
        return rank[u] < rank[v];
    }

    private int distance(Board b, int q, int power) {
        if (edition != Edition.RULES_2023) {
            return home[b.type[q]][b.loc[q] * tables.powerCount() + power];
        }
        int best = Integer.MAX_VALUE;
        for (int c : tables.centres()) {
            if (b.owner[c] == power) {
                best = Math.min(best, border.distanceOr(q, c, Integer.MAX_VALUE));
            }
        }
        return best;
    }
}
