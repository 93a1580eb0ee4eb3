package calhamer.adjudicator.position;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An immutable game position on one map: the phase, every unit, the supply-centre owners, and in retreat phases
 * the dislodged units and the provinces left vacant by a standoff (where no unit may retreat).
 *
 * <p>Look-ups by province are O(1) through arrays indexed by {@link Province#index()}. Positions are built
 * through {@link #of}; they do not check the rules of the game (that is the adjudicator's validation), only that
 * the parts belong to the map (units, their powers, centre owners) and that no two units share a province.
 */
public final class Position {
    private final DiplomacyMap map;
    private final Phase phase;
    private final List<Unit> units;
    private final Unit[] unitAt;
    private final Power[] owner;
    private final List<DislodgedUnit> dislodged;
    private final Set<Province> contested;
    private int hash;
    private Counts counts;

    private Position(DiplomacyMap map, Phase phase, List<Unit> units, Power[] owner, List<DislodgedUnit> dislodged,
                     Set<Province> contested) {
        this.map = map;
        this.phase = phase;
        this.units = List.copyOf(units);
        this.unitAt = new Unit[map.provinces().size()];
        for (Unit u : this.units) {
            if (u.location().province() != map.provinces().get(u.province().index()) || !map.hasPower(u.power())) {
                throw new IllegalArgumentException("unit " + u.power() + " " + u + " is not on map " + map.id());
            }
            if (unitAt[u.province().index()] != null) {
                throw new IllegalArgumentException("two units in " + u.province().id() + ": "
                        + unitAt[u.province().index()] + " and " + u);
            }
            unitAt[u.province().index()] = u;
        }
        this.owner = owner;
        this.dislodged = List.copyOf(dislodged);
        this.contested = Set.copyOf(contested);
    }

    /** @return the owners of the centres, by province index, each checked to be a power of the map */
    private static Power[] owners(DiplomacyMap map, Map<Province, Power> centers) {
        Power[] owner = new Power[map.provinces().size()];
        centers.forEach((p, power) -> {
            if (!map.hasPower(power)) {
                throw new IllegalArgumentException("the owner " + power + " of " + p.id() + " is not a power of map "
                        + map.id());
            }
            owner[p.index()] = power;
        });
        return owner;
    }

    /**
     * Makes a position.
     *
     * @throws IllegalArgumentException when two units share a province, or a unit or centre owner is not on the map
     */
    public static Position of(DiplomacyMap map, Phase phase, List<Unit> units, Map<Province, Power> centers,
                              List<DislodgedUnit> dislodged, Set<Province> contested) {
        return new Position(map, phase, units, owners(map, centers), dislodged, contested);
    }

    /**
     * Makes a position from the centres' owners by province index (copied), each checked to be a power of the map:
     * what a reader that found the owners by province uses, without a map of them. O(units + provinces).
     *
     * @throws IllegalArgumentException when two units share a province, or a unit or centre owner is not on the map
     */
    public static Position withOwners(DiplomacyMap map, Phase phase, List<Unit> units, Power[] owner,
                                      List<DislodgedUnit> dislodged, Set<Province> contested) {
        if (owner.length != map.provinces().size()) {
            throw new IllegalArgumentException("owners are given by province: " + map.provinces().size() + " of them");
        }
        Power[] copy = owner.clone();
        Power[] checked = new Power[map.powers().size()];   // each power checked once, not each centre
        for (int i = 0; i < copy.length; i++) {
            Power p = copy[i];
            if (p != null && (p.index() < 0 || p.index() >= checked.length || checked[p.index()] != p)) {
                if (!map.hasPower(p)) {
                    throw new IllegalArgumentException("the owner " + p + " of " + map.provinces().get(i).id()
                            + " is not a power of map " + map.id());
                }
                checked[p.index()] = p;
            }
        }
        return new Position(map, phase, units, copy, dislodged, contested);
    }

    /**
     * Makes the position that follows this one when no centre changes hands: the same map and centre owners, the
     * given phase, units, dislodged units and standoffs. O(units + provinces), the owners copied as they are.
     *
     * @throws IllegalArgumentException when two units share a province or a unit is not on the map
     */
    public Position next(Phase next, List<Unit> units, List<DislodgedUnit> dislodged, Set<Province> contested) {
        return new Position(map, next, units, owner.clone(), dislodged, contested);
    }

    /** @return the map's starting position: Spring of its first year, movement */
    public static Position start(DiplomacyMap map) {
        List<Unit> units = new ArrayList<>();
        map.start().units().forEach(u -> units.add(new Unit(u.power(), u.type(), u.location())));
        return of(map, new Phase(Season.SPRING, map.start().year(), PhaseType.MOVEMENT), units,
                map.start().centers(), List.of(), Set.of());
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the phase */
    public Phase phase() {
        return phase;
    }

    /** @return every unit on the board (dislodged units excluded) */
    public List<Unit> units() {
        return units;
    }

    /** @return the units of one power, in board order */
    public List<Unit> unitsOf(Power power) {
        List<Unit> list = new ArrayList<>();
        for (Unit u : units) {
            if (u.power().equals(power)) {
                list.add(u);
            }
        }
        return list;
    }

    /** @return the unit in a province, or null; O(1) */
    public Unit unitAt(Province province) {
        return unitAt[province.index()];
    }

    /** @return the owner of a supply centre, or null when nobody owns it; O(1) */
    public Power owner(Province province) {
        return owner[province.index()];
    }

    /** @return the index of the power owning the province (by its index), or -1; O(1) */
    public int ownerIndex(int province) {
        Power o = owner[province];
        return o == null ? -1 : o.index();
    }

    /** @return supply-centre owners, in province order */
    public Map<Province, Power> centers() {
        Map<Province, Power> m = new LinkedHashMap<>();
        for (Province p : map.provinces()) {
            if (owner[p.index()] != null) {
                m.put(p, owner[p.index()]);
            }
        }
        return Collections.unmodifiableMap(m);
    }

    /** @return the supply centres a power owns, in province order */
    public List<Province> centersOf(Power power) {
        List<Province> list = new ArrayList<>();
        for (Province p : map.supplyCenters()) {
            if (power.equals(owner[p.index()])) {
                list.add(p);
            }
        }
        return list;
    }

    /** @return how many supply centres a power owns; O(1) after the first count of the position */
    public int centerCount(Power power) {
        return map.hasPower(power) ? counts().centers[power.index()] : 0;
    }

    /** @return how many units a power has on the board; O(1) after the first count of the position */
    public int unitCount(Power power) {
        return map.hasPower(power) ? counts().units[power.index()] : 0;
    }

    /**
     * Every power's centres and units, counted in one pass over the centres and units when first asked (the
     * adjustments and the victory check ask for every power): O(centres + units) once per position. Published through
     * a record's final fields, so a position shared between threads never shows a half-filled count.
     */
    private Counts counts() {
        Counts c = counts;
        if (c == null) {
            int[] centers = new int[map.powers().size()];
            for (Province p : map.supplyCenters()) {
                Power o = owner[p.index()];
                if (o != null) {
                    centers[o.index()]++;
                }
            }
            int[] unitCounts = new int[centers.length];
            for (Unit u : units) {
                unitCounts[u.power().index()]++;
            }
            c = new Counts(centers, unitCounts);
            counts = c;
        }
        return c;
    }

    /** Centres and units by power index. */
    private record Counts(int[] centers, int[] units) {
    }

    /** @return units dislodged in the last movement phase (retreat phases only; empty otherwise) */
    public List<DislodgedUnit> dislodged() {
        return dislodged;
    }

    /** @return provinces left vacant by a standoff in the last movement phase (retreat phases only) */
    public Set<Province> contested() {
        return contested;
    }

    /**
     * Equal when on the same map, in the same phase, with the same unit in every province, the same owner of every
     * centre, and the same dislodged units and contested provinces (the order of the lists does not matter). O(P),
     * comparing the per-province arrays; positions are search keys, so this stays allocation-free.
     */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Position)) {
            return false;
        }
        Position p = (Position) o;
        return map == p.map && phase.equals(p.phase) && Arrays.equals(unitAt, p.unitAt)
                && Arrays.equals(owner, p.owner) && contested.equals(p.contested)
                && dislodged.size() == p.dislodged.size()
                && (dislodged.isEmpty() || Set.copyOf(dislodged).equals(Set.copyOf(p.dislodged)));
    }

    /** Computed once from the phase, the units by province and the owners by centre. */
    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = (phase.hashCode() * 31 + Arrays.hashCode(unitAt)) * 31 + Arrays.hashCode(owner);
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        return phase + " " + units;
    }
}
