package calhamer.maps.dpjudge;

import calhamer.maps.Coast;
import calhamer.maps.Terrain;
import calhamer.maps.dpjudge.Places.Place;
import calhamer.maps.dpjudge.Politics.Named;
import calhamer.maps.dpjudge.Politics.PowerLine;
import calhamer.maps.dpjudge.Politics.UnitLine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The powers, supply centres and starting position of a {@code .map} file, checked against its provinces: every
 * centre named (as a home or unowned, by any power, even one later {@code UNPLAYED}) is a supply centre on land;
 * each power owns its home centres at the start; each home belongs to one power; units stand where their kind may
 * (armies not at sea nor on a coast, fleets not inland and on a named coast of a split-coast province); a neutral
 * ({@code DUMMY}) power must be one still in the game. O(powers + centres + units).
 */
final class StartBuilder {
    private final Places places;
    private final Politics politics;
    private final Problems problems;
    /** Supply centre → its home power (null for none), for every supply centre. */
    private final Map<String, String> centres = new LinkedHashMap<>();
    private final Map<String, List<String>> units = new LinkedHashMap<>();
    private final Map<String, List<String>> owned = new LinkedHashMap<>();

    private StartBuilder(Places places, Politics politics, Problems problems) {
        this.places = places;
        this.politics = politics;
        this.problems = problems;
    }

    static StartBuilder of(Places places, Politics politics, Problems problems) {
        StartBuilder b = new StartBuilder(places, politics, problems);
        b.readCentres();
        b.readHomes();
        b.readUnits();
        return b;
    }

    /** @return the powers still in the game, in the order they were declared */
    List<String> powers() {
        return List.copyOf(politics.powers().keySet());
    }

    /** @return supply centre → its home power, or null when it is nobody's home */
    Map<String, String> centres() {
        return centres;
    }

    /** @return power → its starting units ({@code A VIE}, {@code F STP/SC}), in file order */
    Map<String, List<String>> units() {
        return units;
    }

    /** @return power → the centres it owns at the start: its homes */
    Map<String, List<String>> owned() {
        return owned;
    }

    /** @return the neutral ({@code DUMMY}) powers, or null for none */
    List<String> neutral() {
        List<String> neutral = new ArrayList<>();
        SourceLine last = null;
        for (Map.Entry<String, SourceLine> d : politics.dummies().entrySet()) {
            if (politics.powers().containsKey(d.getKey())) {
                neutral.add(d.getKey());
                last = d.getValue();
            }
        }
        if (last != null && neutral.size() == politics.powers().size()) {
            problems.at(last, "every power is a DUMMY (neutral): a map needs at least one power that plays");
        }
        return neutral.isEmpty() ? null : neutral;
    }

    private void readCentres() {
        for (Named c : politics.centres().values()) {
            Place p = place(c, "supply centre");
            if (p != null && p.terrain() == Terrain.SEA) {
                problems.at(c.line(), p.id(), "supply centre " + p.id() + " is a sea (" + p.own().line().where() + ")");
            } else if (p != null) {
                centres.put(p.id(), null);
            }
        }
    }

    private void readHomes() {
        Map<String, SourceLine> homeLine = new HashMap<>();
        for (PowerLine power : politics.powers().values()) {
            List<String> own = new ArrayList<>();
            owned.put(power.name(), own);
            units.put(power.name(), new ArrayList<>());
            for (Named h : power.homes().values()) {
                String id = h.province();
                if (!centres.containsKey(id)) {
                    continue; // its problem is reported already
                }
                String other = centres.get(id);
                if (other != null) {
                    problems.at(h.line(), id, id + " is a home centre of both " + other + " ("
                            + homeLine.get(id).where() + ") and " + power.name() + "; a home centre has one power");
                    continue;
                }
                centres.put(id, power.name());
                homeLine.put(id, h.line());
                own.add(id);
            }
        }
    }

    private void readUnits() {
        for (UnitLine u : politics.units().values()) {
            Place p = place(u.location(), "unit " + u.type());
            String unit = u.type() + " " + u.location().written();
            if (p == null) {
                continue;
            }
            String written = u.location().written();
            int slash = written.indexOf('/');
            Coast coast = slash < 0 ? Coast.NONE : Coast.parse(written.substring(slash + 1)).orElse(null);
            String problem = null;
            if (u.type() == 'A' && p.terrain() == Terrain.SEA) {
                problem = "an army cannot stand in sea " + p.id();
            } else if (u.type() == 'A' && slash >= 0) {
                problem = "an army stands in a province, not on a coast";
            } else if (u.type() == 'F' && p.terrain() == Terrain.INLAND) {
                problem = "a fleet cannot stand in inland " + p.id();
            } else if (u.type() == 'F' && !p.coastLines().isEmpty() && slash < 0) {
                problem = "a fleet in split-coast province " + p.id() + " names its coast (" + p.coasts() + ")";
            } else if (u.type() == 'F' && slash >= 0 && (coast == null || !p.coastLines().containsKey(coast))) {
                problem = p.id() + (p.coastLines().isEmpty() ? " has no coasts" : " has no such coast (it has "
                        + p.coasts() + ")");
            }
            if (problem != null) {
                problems.at(u.location().line(), p.id(), "unit " + unit + " of " + u.power() + ": " + problem);
                continue;
            }
            units.get(u.power()).add(u.type() + " " + (coast == null || coast == Coast.NONE ? p.id()
                    : p.id() + "/" + coast.name()));
        }
    }

    private Place place(Named named, String what) {
        String id = named.province();
        if (places.isShut(id)) {
            problems.at(named.line(), id, what + " " + named.written() + " is in an impassable (SHUT) province");
            return null;
        }
        Place p = places.places().get(id);
        if (p == null) {
            problems.at(named.line(), id, what + " " + named.written() + " names no province (no terrain line for "
                    + id + ")");
        }
        return p;
    }
}
