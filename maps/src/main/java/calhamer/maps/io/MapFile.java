package calhamer.maps.io;

import calhamer.maps.Coast;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.MapLayout;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.StartingPosition.StartingUnit;
import calhamer.maps.VariantRules;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON map file, field for field (see docs/maps.md, "The JSON map file format"). Read by {@link MapLoader},
 * written by {@link #of(DiplomacyMap)}; nothing here is validated, that is {@link MapValidator}'s job.
 *
 * @param victory the supply centres a power needs to win, or null for more than half of them
 * @param rules   the variant rules the map plays by ({@link VariantRules#BUILD_ANY}), or null for none
 * @param neutral powers that take no part (their units hold, are dislodged like any unit and never build), or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MapFile(String id, String name, String description, List<String> powers,
                      List<ProvinceEntry> provinces, Map<String, List<String>> armyAdjacency,
                      Map<String, List<String>> fleetAdjacency, StartEntry start, LayoutEntry layout,
                      Integer victory, List<String> rules, List<String> neutral) {

    /** One province as the file writes it. */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record ProvinceEntry(String id, String name, String terrain, Boolean supplyCenter, String home,
                                List<String> coasts, List<String> aliases) {
    }

    /** The starting position as the file writes it. */
    public record StartEntry(Integer year, Map<String, List<String>> units, Map<String, List<String>> centers) {
    }

    /**
     * Where to draw the map (optional): a canvas size and a point per province and, optionally, per named coast.
     *
     * @param width     canvas width
     * @param height    canvas height
     * @param positions location ({@code VIE}, {@code STP/NC}) → point
     * @param computed  true when Calhamer computed the layout for a map without one (written only then)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LayoutEntry(Double width, Double height, Map<String, PointEntry> positions, Boolean computed) {
    }

    /** One point of a layout. */
    public record PointEntry(Double x, Double y) {
    }

    /** @return the file form of a loaded map; loading it again gives an equal map */
    public static MapFile of(DiplomacyMap map) {
        return of(map, map.layout().orElse(null));
    }

    /**
     * @param layout the layout to write (the map's own, or one computed for a map without one), or null for none
     * @return the file form of a loaded map with that layout
     */
    public static MapFile of(DiplomacyMap map, MapLayout layout) {
        List<ProvinceEntry> provinces = new ArrayList<>();
        Map<String, List<String>> army = new LinkedHashMap<>();
        Map<String, List<String>> fleet = new LinkedHashMap<>();
        for (Province p : map.provinces()) {
            List<String> coasts = new ArrayList<>();
            for (Coast c : p.coasts()) {
                coasts.add(c.name());
            }
            provinces.add(new ProvinceEntry(p.id(), p.name(), p.terrain().fileName(),
                    p.supplyCenter() ? Boolean.TRUE : null, p.home() == null ? null : p.home().name(), coasts,
                    p.aliases()));
            if (p.terrain().allowsArmy()) {
                army.put(p.id(), ids(map.adjacency().armyNeighbours(p).stream().map(map::location).toList()));
            }
            for (Location l : map.fleetLocations(p)) {
                fleet.put(l.id(), ids(map.adjacency().fleetNeighbours(l)));
            }
        }
        Map<String, List<String>> units = new LinkedHashMap<>();
        Map<String, List<String>> centers = new LinkedHashMap<>();
        for (String power : map.powerNames()) {
            units.put(power, new ArrayList<>());
            centers.put(power, new ArrayList<>());
        }
        for (StartingUnit u : map.start().units()) {
            units.get(u.power().name()).add(u.toString());
        }
        for (Province p : map.provinces()) {
            Power owner = map.start().centers().get(p);
            if (owner != null) {
                centers.get(owner.name()).add(p.id());
            }
        }
        return new MapFile(map.id(), map.name(), map.description().isEmpty() ? null : map.description(),
                map.powerNames(), provinces, army, fleet, new StartEntry(map.start().year(), units, centers),
                layout == null ? null : layout(map, layout), map.rules().victory().isPresent()
                        ? map.rules().victory().getAsInt() : null,
                map.rules().buildAnywhere() ? List.of(VariantRules.BUILD_ANY) : null,
                map.rules().neutral().isEmpty() ? null : List.copyOf(map.rules().neutral()));
    }

    private static LayoutEntry layout(DiplomacyMap map, MapLayout layout) {
        Map<String, PointEntry> positions = new LinkedHashMap<>();
        for (Location l : map.locations()) {
            layout.explicit(l).ifPresent(p -> positions.put(l.id(), new PointEntry(p.x(), p.y())));
        }
        return new LayoutEntry(layout.width(), layout.height(), positions, layout.computed() ? Boolean.TRUE : null);
    }

    private static List<String> ids(List<Location> locations) {
        List<String> ids = new ArrayList<>();
        for (Location l : locations) {
            ids.add(l.id());
        }
        return ids;
    }
}
