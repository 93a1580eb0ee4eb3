package calhamer.bot.ordersets;

import calhamer.adjudicator.order.Convoy;
import calhamer.adjudicator.order.Move;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.Support;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.Adjacency;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import calhamer.maps.UnitType;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Set;

/**
 * What a complete order set of the enumerated units amounts to: the placement it aims at, whether its moves go in a
 * circle, whether its convoyed moves have a route, and its rank among sets with the same placement (see
 * {@link OrderSetEnumerator}). Each check is O(n + provinces).
 */
final class SetShape {
    private final DiplomacyMap map;
    private final Adjacency adjacency;
    private final Unit[] units;
    private final int[] unitAt;
    /** Provinces a unit outside the enumeration (and not allied) can move into this phase. */
    private final boolean[] foreignReach;
    /** Sea provinces holding an allied fleet. */
    private final boolean[] alliedFleet;

    /** The placement an order set aims at: sorted codes of (location, unit type); compared by content. */
    record Placement(int[] codes) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Placement p && Arrays.equals(codes, p.codes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(codes);
        }
    }

    SetShape(Position position, Unit[] units, int[] unitAt, Set<Power> allies) {
        this.map = position.map();
        this.adjacency = map.adjacency();
        this.units = units;
        this.unitAt = unitAt;
        int provinces = map.provinces().size();
        this.foreignReach = new boolean[provinces];
        this.alliedFleet = new boolean[provinces];
        for (Unit u : position.units()) {
            if (unitAt[u.province().index()] >= 0) {
                continue;
            }
            if (allies.contains(u.power())) {
                alliedFleet[u.province().index()] = u.type() == UnitType.FLEET
                        && u.province().terrain() == Terrain.SEA;
                continue;
            }
            if (u.type() == UnitType.ARMY) {
                adjacency.armyNeighbours(u.province()).forEach(q -> foreignReach[q.index()] = true);
            } else {
                adjacency.fleetNeighbours(u.location()).forEach(l -> foreignReach[l.province().index()] = true);
            }
        }
    }

    /** @return where each unit would stand if every move succeeded, as a placement key */
    Placement placement(Order[] orders) {
        int[] codes = new int[orders.length];
        for (int i = 0; i < orders.length; i++) {
            Location at = orders[i] instanceof Move m ? m.to() : units[i].location();
            codes[i] = at.index() * 2 + (units[i].type() == UnitType.FLEET ? 1 : 0);
        }
        Arrays.sort(codes);
        return new Placement(codes);
    }

    /**
     * @return whether two of the units would end in one province if every move succeeded (two moves into one
     *         province, or a move into a province whose unit stays): such a set cannot reach its placement
     */
    boolean blocked(Order[] orders) {
        boolean[] taken = new boolean[foreignReach.length];
        for (int i = 0; i < orders.length; i++) {
            Location at = orders[i] instanceof Move m ? m.to() : units[i].location();
            if (taken[at.province().index()]) {
                return true;
            }
            taken[at.province().index()] = true;
        }
        return false;
    }

    /** @return whether some of the units' moves form a circle (each moving into the next one's province) */
    boolean circular(Order[] orders) {
        int n = orders.length;
        for (int start = 0; start < n; start++) {
            int at = start;
            for (int steps = 0; steps < n; steps++) {
                if (!(orders[at] instanceof Move m)) {
                    break;
                }
                int next = unitAt[m.to().province().index()];
                if (next < 0) {
                    break;
                }
                if (next == start) {
                    return true;
                }
                at = next;
            }
        }
        return false;
    }

    /** @return whether every move that needs a convoy has a chain of the set's convoying fleets or allied fleets */
    boolean convoysRouted(Order[] orders) {
        for (int i = 0; i < orders.length; i++) {
            if (orders[i] instanceof Move m && units[i].type() == UnitType.ARMY
                    && (m.viaConvoy() || !adjacency.armyAdjacent(units[i].province(), m.to().province()))
                    && !routed(orders, units[i].province(), m.to().province())) {
                return false;
            }
        }
        return true;
    }

    private boolean routed(Order[] orders, Province from, Province to) {
        boolean[] usable = alliedFleet.clone();
        for (int j = 0; j < orders.length; j++) {
            if (orders[j] instanceof Convoy c && c.army().province().equals(from)
                    && c.to().province().equals(to)) {
                usable[units[j].province().index()] = true;
            }
        }
        boolean[] seen = new boolean[usable.length];
        ArrayDeque<Province> queue = new ArrayDeque<>();
        queue.add(from);
        seen[from.index()] = true;
        while (!queue.isEmpty()) {
            Province p = queue.poll();
            for (Province q : adjacency.borderNeighbours(p)) {
                if (q.equals(to) && p != from) {
                    return true;
                }
                if (!seen[q.index()] && usable[q.index()]) {
                    seen[q.index()] = true;
                    queue.add(q);
                }
            }
        }
        return false;
    }

    /**
     * @return the rank among sets with the same placement, smaller is preferred: moving units; minus supports into
     *         provinces a foreign unit can reach; minus supports; provinces from which a support could be cut
     */
    int[] rank(Order[] orders) {
        boolean[] held = new boolean[foreignReach.length];
        int moves = 0;
        for (int i = 0; i < orders.length; i++) {
            Location at = orders[i] instanceof Move m ? m.to() : units[i].location();
            held[at.province().index()] = true;
            if (orders[i] instanceof Move) {
                moves++;
            }
        }
        int contested = 0;
        int supports = 0;
        int exposure = 0;
        for (int i = 0; i < orders.length; i++) {
            if (!(orders[i] instanceof Support s)) {
                continue;
            }
            Province aim = s.isHoldSupport() ? s.supported().province() : s.to().province();
            supports++;
            if (foreignReach[aim.index()]) {
                contested++;
            }
            for (Province q : adjacency.borderNeighbours(units[i].province())) {
                if (!q.equals(aim) && !held[q.index()]) {
                    exposure++;
                }
            }
        }
        return new int[] {moves, -contested, -supports, exposure};
    }
}
