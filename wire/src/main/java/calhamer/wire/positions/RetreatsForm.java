package calhamer.wire.positions;

import calhamer.adjudicator.RetreatOptions;
import calhamer.adjudicator.position.DislodgedUnit;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The two forms of a dislodged unit in a position: with the facts of its retreat ({@code attackerFrom}, and the
 * position's {@code contested}), or with its retreat options as other engines publish them
 * ({@code "retreats": ["ALB", "VEN"]}). A position may mix them; the options are turned into facts by the
 * adjudicator's one reading of them ({@link RetreatOptions}), and every option no facts explain is a problem at the
 * unit's {@code retreats}. O(dislodged units × neighbours), the map's tables built only when options are given.
 */
final class RetreatsForm {
    private RetreatsForm() {
    }

    /**
     * A dislodged unit as read.
     *
     * @param dislodged the unit with its attacker's province (null when given with options)
     * @param retreats  its retreat options, or null when given in the facts' form
     */
    record Entry(DislodgedUnit dislodged, List<Location> retreats) {
    }

    /**
     * The dislodged units and the standoffs of a retreat phase.
     *
     * @param dislodged every dislodged unit, in the order given
     * @param contested the provinces a standoff left vacant
     */
    record Facts(List<DislodgedUnit> dislodged, Set<Province> contested) {
    }

    /**
     * @param units     the units on the board
     * @param entries   the dislodged units read, each with the field it was read from
     * @param where     each entry's field, e.g. {@code dislodged.AUSTRIA[0]}
     * @param contested the standoffs given
     * @param problem   takes each problem: field, message
     * @return the facts of every dislodged unit and the standoffs
     */
    static Facts facts(DiplomacyMap map, List<Unit> units, List<Entry> entries, List<String> where,
                       Set<Province> contested, BiConsumer<String, String> problem) {
        List<RetreatOptions.Given> given = new ArrayList<>();
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).retreats() != null) {
                given.add(new RetreatOptions.Given(entries.get(i).dislodged().unit(), entries.get(i).retreats()));
                at.add(i);
            }
        }
        List<DislodgedUnit> dislodged = new ArrayList<>(entries.stream().map(Entry::dislodged).toList());
        if (given.isEmpty()) {
            return new Facts(dislodged, contested);
        }
        List<RetreatOptions.Problem> problems = new ArrayList<>();
        RetreatOptions.Facts facts = new RetreatOptions(map).facts(units, given, contested, problems);
        problems.forEach(p -> problem.accept(where.get(at.get(p.index())) + ".retreats", p.message()));
        for (int k = 0; k < at.size(); k++) {
            dislodged.set(at.get(k), facts.dislodged().get(k));
        }
        return new Facts(dislodged, facts.contested());
    }
}
