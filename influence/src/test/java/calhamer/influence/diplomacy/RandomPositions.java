package calhamer.influence.diplomacy;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.UnitType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/** Random positions for property tests: any units on any provinces they may stand on, any centre owners. */
final class RandomPositions {
    private final DiplomacyMap map;
    private final Random random;

    RandomPositions(DiplomacyMap map, long seed) {
        this.map = map;
        this.random = new Random(seed);
    }

    /** @return random owners for the supply centres: each owned by a random power, or by nobody one time in four */
    Map<Province, Power> ownership() {
        Map<Province, Power> centers = new LinkedHashMap<>();
        for (Province c : map.supplyCenters()) {
            if (random.nextInt(4) > 0) {
                centers.put(c, randomPower());
            }
        }
        return centers;
    }

    /** @return a position with the given owners and 0..34 units of random powers and types in random places */
    Position withOwnership(Map<Province, Power> centers) {
        List<Province> places = new ArrayList<>(map.provinces());
        Collections.shuffle(places, random);
        int count = random.nextInt(Math.min(34, places.size()) + 1);
        List<Unit> units = new ArrayList<>();
        for (Province p : places.subList(0, count)) {
            UnitType type = !p.terrain().allowsArmy() || (p.terrain().allowsFleet() && random.nextBoolean())
                    ? UnitType.FLEET : UnitType.ARMY;
            Location at = type == UnitType.ARMY ? map.location(p)
                    : map.fleetLocations(p).get(random.nextInt(map.fleetLocations(p).size()));
            units.add(new Unit(randomPower(), type, at));
        }
        return Position.of(map, Phase.parse("F1905M"), units, centers, List.of(), Set.of());
    }

    /** @return a fresh random position */
    Position next() {
        return withOwnership(ownership());
    }

    private Power randomPower() {
        return map.powers().get(random.nextInt(map.powers().size()));
    }
}
