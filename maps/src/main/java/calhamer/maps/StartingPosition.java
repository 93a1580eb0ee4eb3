package calhamer.maps;

import java.util.List;
import java.util.Map;

/**
 * The position a map starts from: Spring of {@code year}, movement phase.
 *
 * @param year    the first game year, e.g. 1901
 * @param units   the starting units
 * @param centers supply-centre owners at the start (centres owned by nobody are absent)
 */
public record StartingPosition(int year, List<StartingUnit> units, Map<Province, Power> centers) {

    public StartingPosition {
        units = List.copyOf(units);
        centers = Map.copyOf(centers);
    }

    /**
     * One unit on the board at the start.
     *
     * @param power    the owning power
     * @param type     army or fleet
     * @param location where it stands (a coast for fleets in split-coast provinces)
     */
    public record StartingUnit(Power power, UnitType type, Location location) {
        @Override
        public String toString() {
            return type.letter() + " " + location.id();
        }
    }
}
