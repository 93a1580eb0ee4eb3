package calhamer.adjudicator;

import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntPredicate;
import java.util.stream.Collectors;

/**
 * Retreat phases given the way other engines publish them: each dislodged unit with the places it may retreat to,
 * instead of the facts they follow from (the province the attack came from, the provinces a standoff left vacant).
 * This class turns the options back into those facts, so the rest of Calhamer (validation, legal orders, the fast
 * engine) keeps one rule of retreats ({@link OrderRules#retreat}).
 *
 * <p>A unit may retreat to each place it could move to without a convoy that is vacant after the movement, except
 * the attacker's province (unless the attack came by convoy, DATC 6.H.11) and the provinces of standoffs (DATC
 * 6.H.16). So the places a unit's options leave out are, province by province, its attacker's province or
 * standoffs. Standoffs close a province to every unit; the attacker's province is closed to one unit only. Hence:
 * a province left out by two units is a standoff; a province one unit leaves out and another lists is that unit's
 * attacker's province (at most one a unit); a province only one unit reaches and leaves out is its attacker's
 * province when it is the only one, otherwise a standoff (either gives the same retreats). An army that moved
 * overland with {@code VIA} because no convoy was there closes its province like any other overland attack: the
 * options say so without the client having to know. Options that no such facts explain are refused, naming the unit:
 * a place the unit cannot reach or that holds a unit, a standoff given in {@code contested} that it lists, one coast
 * of a province without the other, two provinces closed to it alone. O(dislodged units × neighbours).
 */
public final class RetreatOptions {
    private final DiplomacyMap map;
    private final OrderRules rules;
    private final LegalOrders legal;

    /**
     * One dislodged unit as given with its retreat options.
     *
     * @param unit    the unit, where it stood
     * @param options the places it may retreat to (provinces, or coasts for fleets), possibly none
     */
    public record Given(Unit unit, List<Location> options) {
        public Given {
            options = List.copyOf(options);
        }
    }

    /**
     * What the options follow from.
     *
     * @param dislodged the units given with options, in the order given, each with its attacker's province or none
     * @param contested the provinces a standoff left vacant: those given and those the options imply
     */
    public record Facts(List<DislodgedUnit> dislodged, Set<Province> contested) {
    }

    /**
     * Options no facts explain.
     *
     * @param index   the index of the unit among those given
     * @param message what is wrong, naming the unit and the places
     */
    public record Problem(int index, String message) {
    }

    /** Over the map's tables, built here: O(provinces²), for positions given in this form only. */
    public RetreatOptions(DiplomacyMap map) {
        this.map = map;
        this.rules = new OrderRules(new MapTables(map));
        this.legal = new LegalOrders(rules);
    }

    /**
     * @param units     the units on the board after the movement
     * @param given     the dislodged units given with their options
     * @param contested the standoffs given as such ({@code contested}), which every unit's options must respect
     * @param problems  where the options no facts explain are named
     * @return the facts of the units given (those with problems without an attacker), and every standoff
     */
    public Facts facts(List<Unit> units, List<Given> given, Set<Province> contested, List<Problem> problems) {
        boolean[] occupiedAt = new boolean[map.provinces().size()];
        units.forEach(u -> occupiedAt[u.province().index()] = true);
        IntPredicate occupied = p -> occupiedAt[p];
        List<Set<Province>> excluded = new ArrayList<>();
        List<Set<Province>> listed = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            Given g = given.get(i);
            Set<Province> reachable = new LinkedHashSet<>();
            legal.retreats(g.unit(), null, occupied, p -> false).forEach(l -> reachable.add(l.province()));
            Set<Province> lists = listed(i, g, occupied, contested, problems);
            checkWholeProvinces(i, g, occupied, lists, problems);
            reachable.removeAll(lists);
            excluded.add(reachable);
            listed.add(lists);
        }
        Set<Province> standoffs = new LinkedHashSet<>(contested);
        Map<Province, List<Integer>> excluders = new LinkedHashMap<>();
        for (int i = 0; i < given.size(); i++) {
            for (Province p : excluded.get(i)) {
                if (!contested.contains(p)) {
                    excluders.computeIfAbsent(p, k -> new ArrayList<>()).add(i);
                }
            }
        }
        List<Set<Province>> forced = new ArrayList<>();
        List<Set<Province>> free = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            forced.add(new TreeSet<>(java.util.Comparator.comparing(Province::id)));
            free.add(new TreeSet<>(java.util.Comparator.comparing(Province::id)));
        }
        excluders.forEach((p, by) -> {
            List<Integer> listers = listers(p, listed);
            if (by.size() > 1) {
                standoffs.add(p);
                listers.forEach(v -> problems.add(new Problem(v, name(given, v) + " may retreat to " + p.id()
                        + ", which " + names(given, by) + " may not: a province closed to two units is a standoff,"
                        + " closed to every unit")));
            } else if (listers.isEmpty()) {
                free.get(by.get(0)).add(p);
            } else {
                forced.get(by.get(0)).add(p);
            }
        });
        List<DislodgedUnit> dislodged = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            Province attacker = attacker(i, given, forced.get(i), free.get(i), standoffs, problems);
            dislodged.add(new DislodgedUnit(given.get(i).unit(), attacker));
        }
        return new Facts(dislodged, standoffs);
    }

    /** @return the provinces of the unit's options, each option checked against the board */
    private Set<Province> listed(int i, Given g, IntPredicate occupied, Set<Province> contested,
                                 List<Problem> problems) {
        Set<Province> lists = new LinkedHashSet<>();
        int type = OrderRules.typeCode(g.unit().type());
        int from = g.unit().location().index();
        for (Location to : g.options()) {
            Reason why = rules.retreat(type, from, to.index(), -1, occupied, p -> false);
            if (why == Reason.RETREAT_UNREACHABLE) {
                problems.add(new Problem(i, g.unit() + " cannot retreat to " + to.id() + ": it could not move"
                        + " there without a convoy"));
            } else if (why == Reason.RETREAT_TO_OCCUPIED) {
                problems.add(new Problem(i, g.unit() + " cannot retreat to " + to.id() + ": a unit stands there"));
            } else if (contested.contains(to.province())) {
                problems.add(new Problem(i, g.unit() + " cannot retreat to " + to.id() + ": it is given in"
                        + " 'contested', a standoff left it vacant"));
            } else {
                lists.add(to.province());
            }
        }
        return lists;
    }

    /** Refuses options naming one coast of a province the unit may reach on both: closure is by province. */
    private void checkWholeProvinces(int i, Given g, IntPredicate occupied, Set<Province> lists,
                                     List<Problem> problems) {
        Set<Location> named = new LinkedHashSet<>(g.options());
        for (Location l : legal.retreats(g.unit(), null, occupied, p -> false)) {
            if (lists.contains(l.province()) && l.hasCoast() && !named.contains(l)
                    && named.stream().anyMatch(n -> n.province().equals(l.province()) && n.hasCoast())) {
                problems.add(new Problem(i, g.unit() + " may retreat to one coast of " + l.province().id()
                        + " but not to " + l.id() + ": a province is closed to a retreat as a whole"));
            }
        }
    }

    /** @return the unit's attacker's province as its options imply it, or null (by convoy, or none told apart) */
    private Province attacker(int i, List<Given> given, Set<Province> forced, Set<Province> free,
                              Set<Province> standoffs, List<Problem> problems) {
        if (forced.size() > 1) {
            problems.add(new Problem(i, given.get(i).unit() + " may not retreat to " + ids(forced) + ", where other"
                    + " dislodged units may: only the province the attack came from is closed to one unit alone"));
            return null;
        }
        if (forced.size() == 1) {
            standoffs.addAll(free);
            return forced.iterator().next();
        }
        if (free.size() == 1) {
            return free.iterator().next();
        }
        standoffs.addAll(free);
        return null;
    }

    private static List<Integer> listers(Province p, List<Set<Province>> listed) {
        List<Integer> by = new ArrayList<>();
        for (int v = 0; v < listed.size(); v++) {
            if (listed.get(v).contains(p)) {
                by.add(v);
            }
        }
        return by;
    }

    private static String name(List<Given> given, int i) {
        return given.get(i).unit().toString();
    }

    private static String names(List<Given> given, List<Integer> indices) {
        return indices.stream().map(i -> name(given, i)).collect(Collectors.joining(" and "));
    }

    private static String ids(Set<Province> provinces) {
        return provinces.stream().map(Province::id).collect(Collectors.joining(" and "));
    }
}
