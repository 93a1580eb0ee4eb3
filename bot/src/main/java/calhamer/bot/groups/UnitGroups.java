package calhamer.bot.groups;

import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Groups a power's units that can interact this phase, so that each group gets a payoff matrix of its own and no
 * matrix has to hold every unit: two units are in one group when the provinces they may end in (where they stand
 * and where their kept moves go) meet, or when one can move into (and so support a move into) a province the other
 * keeps a move into that holds a unit of another power. Union–find over pairs in province order, refusing a union
 * that would make a group larger than {@code maxSize} (such units meet in each other's matrices as fixed orders
 * or holds). O(n² · k).
 */
final class UnitGroups {
    /** The most units in one group. */
    static final int MAX_SIZE = 5;

    private UnitGroups() {
    }

    /** @return the groups, each in province order, groups ordered by their first unit */
    static List<List<Unit>> of(Position position, List<Unit> units, Map<Unit, List<Order>> kept, int maxSize) {
        int n = units.size();
        int[] parent = new int[n];
        int[] size = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        List<Set<Province>> ends = new ArrayList<>();
        List<Set<Province>> attacks = new ArrayList<>();
        for (Unit u : units) {
            Set<Province> end = new HashSet<>();
            Set<Province> attack = new HashSet<>();
            end.add(u.province());
            for (Order o : kept.get(u)) {
                if (o instanceof Move m) {
                    end.add(m.to().province());
                    Unit there = position.unitAt(m.to().province());
                    if (there != null && !there.power().equals(u.power())) {
                        attack.add(m.to().province());
                    }
                }
            }
            ends.add(end);
            attacks.add(attack);
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                Unit a = units.get(i);
                Unit b = units.get(j);
                boolean meet = ends.get(i).stream().anyMatch(ends.get(j)::contains);
                boolean support = attacks.get(j).stream().anyMatch(p -> reaches(position, a, p))
                        || attacks.get(i).stream().anyMatch(p -> reaches(position, b, p));
                int ri = find(parent, i);
                int rj = find(parent, j);
                if ((meet || support) && ri != rj && size[ri] + size[rj] <= maxSize) {
                    parent[ri] = rj;
                    size[rj] += size[ri];
                }
            }
        }
        Map<Integer, List<Unit>> groups = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            groups.computeIfAbsent(find(parent, i), k -> new ArrayList<>()).add(units.get(i));
        }
        return List.copyOf(groups.values());
    }

    private static boolean reaches(Position position, Unit u, Province p) {
        if (u.type() == UnitType.ARMY) {
            return position.map().adjacency().armyNeighbours(u.province()).contains(p);
        }
        return position.map().adjacency().fleetNeighbours(u.location()).stream()
                .anyMatch(l -> l.province().equals(p));
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
