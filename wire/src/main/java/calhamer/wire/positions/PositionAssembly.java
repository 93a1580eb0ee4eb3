package calhamer.wire.positions;

import calhamer.adjudicator.position.InvalidPositionException;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.PositionProblem;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The fields of a position as {@link PositionReader} read them, put together once the object is over: what depends
 * on more than one item or field (two units in a province, a centre owned twice, two dislodged units in a
 * province, a standoff where a unit stands, what only a retreat phase may have) is judged here, and the problems
 * are named in one order whatever the order of the fields: unknown fields, the phase, units, centres, dislodged
 * units, standoffs, then a retreat phase without dislodged units. O(items + provinces).
 */
final class PositionAssembly {
    /** The {@code contested} field: each province (null when unknown) and its problem (or null), in order. */
    static final class Contested {
        final List<Province> provinces = new ArrayList<>();
        final List<String> unknown = new ArrayList<>();
        boolean notAList;
        /** What a JSON tree counts as the value's size. */
        int size;
    }

    private final DiplomacyMap map;
    private final List<PositionProblem> problems = new ArrayList<>(0);
    static final String MISSING_PHASE = "missing: expected a phase such as \"S1901M\" (or a year such as 1901, for"
            + " Spring movement of that year)";
    Phase phase;
    String phaseProblem = MISSING_PHASE;
    /** The {@code year} field, when given and readable: a map's start gives it instead of a phase. */
    Integer year;
    String yearProblem;
    PowerLists<Unit> units;
    PowerLists<Province> centers;
    PowerLists<RetreatsForm.Entry> dislodged;
    Contested contested;

    PositionAssembly(DiplomacyMap map) {
        this.map = map;
    }

    /**
     * @param unknown the fields a position has not, in the order first given
     * @throws InvalidPositionException naming every problem
     */
    Position position(Set<String> unknown) {
        for (String field : unknown) {
            problem(field, PositionReader.UNKNOWN_FIELD);
        }
        judgeYear();
        if (phaseProblem != null) {
            problem("phase", phaseProblem);
        }
        if (yearProblem != null) {
            problem("year", yearProblem);
        }
        Unit[] unitAt = new Unit[map.provinces().size()];
        List<Unit> placed = placeUnits(unitAt);
        Power[] owners = owners();
        boolean retreat = phase != null && phase.type() == PhaseType.RETREAT;
        List<String> where = new ArrayList<>();
        List<RetreatsForm.Entry> entries = retreat ? dislodgedUnits(where) : List.of();
        if (!retreat && dislodged != null && dislodged.size() > 0) {
            problem("dislodged", "dislodged units are given only in retreat phases");
        }
        Set<Province> standoffs = standoffs(retreat, unitAt);
        if (retreat && entries.isEmpty() && problems.isEmpty()) {
            problem("dislodged", "a retreat phase needs its dislodged units");
        }
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(problems);
        }
        RetreatsForm.Facts facts = RetreatsForm.facts(map, placed, entries, where, standoffs, this::problem);
        if (!problems.isEmpty()) {
            throw new InvalidPositionException(problems);
        }
        return Position.withOwners(map, phase, placed, owners, facts.dislodged(), facts.contested());
    }

    /**
     * A {@code year} without a {@code phase} stands for that year's Spring movement phase (the form of a map's
     * {@code start}, which is so a position as it is); with a phase it must be the phase's year.
     */
    private void judgeYear() {
        if (year == null) {
            return;
        }
        if (phase == null && MISSING_PHASE.equals(phaseProblem)) {
            phase = new Phase(Season.SPRING, year, PhaseType.MOVEMENT);
            phaseProblem = null;
        } else if (phase != null && phase.year() != year) {
            yearProblem = year + " is not the year of the phase " + phase + ": give one of them, or both alike";
        }
    }

    /** @return the units in order, each alone in its province (given to {@code unitAt}) */
    private List<Unit> placeUnits(Unit[] unitAt) {
        ArrayList<Unit> placed = new ArrayList<>(36);
        if (!required(units, "units")) {
            return placed;
        }
        for (PowerLists.Entry<Unit> entry : units.entries()) {
            int next = itemsOf(entry);
            boolean clean = entry.problems.isEmpty();
            ArrayList<Unit> all = entry.all();
            for (int i = 0, start = entry.start(); i < entry.size(); i++) {
                next = clean ? next : problemsOf(entry, i, next);
                Unit unit = all.get(start + i);
                if (unit == null) {
                    continue;
                }
                int at = unit.province().index();
                if (unitAt[at] != null) {
                    problem(entry.where(i), "two units in " + unit.province().id() + ": "
                            + whereIs(unitAt[at]) + " " + unitAt[at] + " and " + unit);
                } else {
                    unitAt[at] = unit;
                    placed.add(unit);
                }
            }
        }
        return placed;
    }

    /** @return where a unit placed was given, {@code units.FRANCE[0]} (looked for: only a problem names it) */
    private String whereIs(Unit unit) {
        for (PowerLists.Entry<Unit> entry : units.entries()) {
            for (int i = 0; i < entry.size(); i++) {
                if (entry.value(i) == unit) {
                    return entry.where(i);
                }
            }
        }
        throw new IllegalStateException("a unit placed was not given: " + unit);
    }

    /** @return the owner of each supply centre, by province index */
    private Power[] owners() {
        Power[] owners = new Power[map.provinces().size()];
        if (!required(centers, "centers")) {
            return owners;
        }
        for (PowerLists.Entry<Province> entry : centers.entries()) {
            int next = itemsOf(entry);
            boolean clean = entry.problems.isEmpty();
            ArrayList<Province> all = entry.all();
            for (int i = 0, start = entry.start(); i < entry.size(); i++) {
                next = clean ? next : problemsOf(entry, i, next);
                Province p = all.get(start + i);
                if (p == null) {
                    continue;
                }
                if (owners[p.index()] != null) {
                    problem(entry.where(i), p.id() + " is owned by both " + owners[p.index()] + " and "
                            + entry.power);
                } else {
                    owners[p.index()] = entry.power;
                }
            }
        }
        return owners;
    }

    /**
     * @param where takes each unit's field, in the order of the units
     * @return the dislodged units of a retreat phase, one a province, in either form
     */
    private List<RetreatsForm.Entry> dislodgedUnits(List<String> where) {
        List<RetreatsForm.Entry> list = new ArrayList<>();
        if (dislodged == null) {
            return list;
        }
        if (dislodged.problem() != null) {
            problem("dislodged", dislodged.problem());
            return list;
        }
        Set<Province> seen = new HashSet<>();
        for (PowerLists.Entry<RetreatsForm.Entry> entry : dislodged.entries()) {
            int next = itemsOf(entry);
            boolean clean = entry.problems.isEmpty();
            for (int i = 0; i < entry.size(); i++) {
                next = clean ? next : problemsOf(entry, i, next);
                RetreatsForm.Entry d = entry.value(i);
                if (d != null && !seen.add(d.dislodged().unit().province())) {
                    problem(entry.where(i), "two dislodged units in " + d.dislodged().unit().province().id());
                } else if (d != null) {
                    list.add(d);
                    where.add(entry.where(i));
                }
            }
        }
        return list;
    }

    /** @return the provinces a standoff left vacant (retreat phases only; none may hold a unit) */
    private Set<Province> standoffs(boolean retreat, Unit[] unitAt) {
        if (contested == null) {
            return Set.of();
        }
        if (!retreat) {
            if (contested.size > 0) {
                problem("contested", "contested provinces are given only in retreat phases");
            }
            return Set.of();
        }
        if (contested.notAList) {
            problem("contested", "expected a list of provinces");
            return Set.of();
        }
        Set<Province> set = new HashSet<>();
        for (int i = 0; i < contested.provinces.size(); i++) {
            Province p = contested.provinces.get(i);
            if (p == null) {
                problem("contested[" + i + "]", contested.unknown.get(i));
            } else if (unitAt[p.index()] != null) {
                problem("contested[" + i + "]", p.id() + " holds a unit, so no standoff left it vacant");
            } else {
                set.add(p);
            }
        }
        return set;
    }

    /**
     * Names the problems of a required field given as a whole: missing, or not an object.
     *
     * @return whether its lists are to be read
     */
    private boolean required(PowerLists<?> lists, String field) {
        if (lists == null) {
            problem(field, "missing: expected an object of power → list");
            return false;
        }
        if (lists.problem() != null) {
            problem(field, lists.problem());
            return false;
        }
        return true;
    }

    /**
     * Names the problem of a power's list as a whole (an unknown power, not a list), if any.
     *
     * @return the index of its first item problem (0)
     */
    private int itemsOf(PowerLists.Entry<?> entry) {
        if (entry.problem != null) {
            problem(entry.field + "." + entry.key, entry.problem);
        }
        return 0;
    }

    /**
     * Names the problems of item {@code i} of a power's list, found while reading it.
     *
     * @param next the index in the entry's problems of the first not named yet
     * @return the index of the first problem of a later item
     */
    private int problemsOf(PowerLists.Entry<?> entry, int i, int next) {
        while (next < entry.problems.size() && entry.problems.get(next).index() == i) {
            PowerLists.ItemProblem p = entry.problems.get(next++);
            problem(p.field(), p.message());
        }
        return next;
    }

    private void problem(String field, String message) {
        problems.add(new PositionProblem(field, message));
    }
}
