package calhamer.maps;

import calhamer.maps.paths.AllPairsShortestPaths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A validated, immutable Diplomacy map: provinces, named coasts, supply and home centres, army and fleet
 * adjacency, powers and the starting position, with everything the map fixes precomputed at load time: O(1)
 * adjacency tests, neighbour lists, the three JGraphT graphs and their all-pairs shortest paths.
 *
 * <p>Maps are made by {@link calhamer.maps.io.MapLoader}, which refuses invalid maps whole. Instances are safe to
 * share between threads.
 */
public final class DiplomacyMap {
    private final String id;
    private final String name;
    private final String description;
    private final List<Power> powers;
    private final List<String> powerNames;
    private final Map<String, Power> powersByName;
    private final List<List<Province>> homeCenters;
    private final List<Province> provinces;
    private final List<Location> locations;
    private final Map<String, Province> lookup;
    private final LocationIds locationsById;
    private final Adjacency adjacency;
    private final MapGraphs graphs;
    private final StartingPosition start;
    private final List<Province> supplyCenters;
    private final MapLayout layout;
    private final VariantRules rules;
    private final boolean[] neutral;
    private final List<List<Province>> buildSites;

    /**
     * Assembles a map from parts the loader has already validated.
     *
     * @param powers          the powers, {@code powers.get(i).index() == i}
     * @param locations       every location: first the provinces as a whole (index = province index), then coasts
     * @param armyNeighbours  per province index, the province indices an army can move to
     * @param fleetNeighbours per location index, the location indices a fleet can move to
     */
    public DiplomacyMap(String id, String name, String description, List<Power> powers, List<Province> provinces,
                        List<Location> locations, int[][] armyNeighbours, int[][] fleetNeighbours,
                        StartingPosition start) {
        this(id, name, description, powers, provinces, locations, armyNeighbours, fleetNeighbours, start, null);
    }

    /**
     * Assembles a map with a drawing layout (see the other constructor for the parts).
     *
     * @param layout where to draw each province and coast, or null when the map file gives none
     */
    public DiplomacyMap(String id, String name, String description, List<Power> powers, List<Province> provinces,
                        List<Location> locations, int[][] armyNeighbours, int[][] fleetNeighbours,
                        StartingPosition start, MapLayout layout) {
        this(id, name, description, powers, provinces, locations, armyNeighbours, fleetNeighbours, start, layout,
                VariantRules.STANDARD);
    }

    /**
     * Assembles a map with a drawing layout and its variant rules (see the first constructor for the parts).
     *
     * @param layout where to draw each province and coast, or null when the map file gives none
     * @param rules  the map's variant rules; every neutral power must be one of {@code powers}
     */
    public DiplomacyMap(String id, String name, String description, List<Power> powers, List<Province> provinces,
                        List<Location> locations, int[][] armyNeighbours, int[][] fleetNeighbours,
                        StartingPosition start, MapLayout layout, VariantRules rules) {
        this.id = id;
        this.rules = rules;
        this.layout = layout;
        this.name = name;
        this.description = description == null ? "" : description;
        this.powers = List.copyOf(powers);
        this.powerNames = this.powers.stream().map(Power::name).toList();
        Map<String, Power> byName = new HashMap<>();
        List<List<Province>> homes = new ArrayList<>();
        for (int i = 0; i < this.powers.size(); i++) {
            if (this.powers.get(i).index() != i) {
                throw new IllegalArgumentException("power " + this.powers.get(i) + " is not numbered " + i);
            }
            Power known = byName.put(MapLookup.key(this.powers.get(i).name()), this.powers.get(i));
            if (known != null) {
                throw new IllegalArgumentException("powers " + known + " and " + this.powers.get(i) + " differ only"
                        + " in case or punctuation: power names are looked up ignoring both");
            }
            homes.add(new ArrayList<>());
        }
        this.powersByName = Map.copyOf(byName);
        this.provinces = List.copyOf(provinces);
        this.locations = List.copyOf(locations);
        this.start = start;
        Map<String, Province> names = new HashMap<>();
        List<Province> centers = new ArrayList<>();
        for (Province p : provinces) {
            names.put(MapLookup.key(p.name()), p);
            for (String alias : p.aliases()) {
                names.put(MapLookup.key(alias), p);
            }
            if (p.supplyCenter()) {
                centers.add(p);
                if (p.home() != null) {
                    homes.get(p.home().index()).add(p);
                }
            }
        }
        this.homeCenters = homes.stream().map(List::copyOf).toList();
        this.neutral = new boolean[this.powers.size()];
        for (String n : rules.neutral()) {
            Power p = byName.get(n);
            if (p == null) {
                throw new IllegalArgumentException("neutral power " + n + " is not one of " + powerNames);
            }
            neutral[p.index()] = true;
        }
        this.buildSites = rules.buildAnywhere()
                ? Collections.nCopies(this.powers.size(), List.copyOf(centers)) : this.homeCenters;
        for (Province p : provinces) {
            names.put(MapLookup.key(p.id()), p); // ids win over any alias or name
        }
        this.lookup = Collections.unmodifiableMap(names);
        this.locationsById = new LocationIds(this.locations);
        this.supplyCenters = List.copyOf(centers);
        this.adjacency = new Adjacency(this.provinces, this.locations, armyNeighbours, fleetNeighbours);
        this.graphs = new MapGraphs(this.provinces, this.locations, adjacency);
    }

    /** @return the map's id, e.g. {@code standard} */
    public String id() {
        return id;
    }

    /** @return the human-readable name */
    public String name() {
        return name;
    }

    /** @return the description, possibly empty */
    public String description() {
        return description;
    }

    /** @return the powers, in map-file order; {@code powers().get(i).index() == i} */
    public List<Power> powers() {
        return powers;
    }

    /** @return the powers' names, in map-file order (the game API's player names) */
    public List<String> powerNames() {
        return powerNames;
    }

    /** @return the power of an index, O(1) */
    public Power power(int index) {
        return powers.get(index);
    }

    /**
     * Finds a power by its name in any case ({@code FRANCE}, {@code France}, {@code france}), as provinces are found:
     * the one look-up by name, for text coming in; O(length of the name).
     *
     * @return the power, or empty when the map has none of that name
     */
    public Optional<Power> findPower(String name) {
        return Optional.ofNullable(name == null ? null : powersByName.get(MapLookup.key(name)));
    }

    /**
     * @return the power of that name
     * @throws IllegalArgumentException naming the map's powers when it has none of that name
     */
    public Power power(String name) {
        return findPower(name).orElseThrow(() -> new IllegalArgumentException("unknown power '" + name + "' (map "
                + id + " has " + powerNames + ")"));
    }

    /** @return whether the power is one of this map's (same index and name); O(1) */
    public boolean hasPower(Power power) {
        return power != null && power.index() >= 0 && power.index() < powers.size()
                && powers.get(power.index()).equals(power);
    }

    /** @return every province; {@code provinces().get(i).index() == i} */
    public List<Province> provinces() {
        return provinces;
    }

    /** @return every location: provinces as a whole first (same indices), then named coasts */
    public List<Location> locations() {
        return locations;
    }

    /** @return the supply-centre provinces, in province order */
    public List<Province> supplyCenters() {
        return supplyCenters;
    }

    /**
     * @return the supply centres needed to win: the map's own count, or more than half of them (18 of 34 on the
     *         standard board)
     */
    public int victoryThreshold() {
        return rules.victory().orElse(supplyCenters.size() / 2 + 1);
    }

    /** @return the map's variant rules (victory, where powers build, neutral powers) */
    public VariantRules rules() {
        return rules;
    }

    /** @return whether the power is neutral on this map: it never orders its units and never builds; O(1) */
    public boolean isNeutral(Power power) {
        return neutral[power.index()];
    }

    /**
     * @return the supply centres the power may build on when it owns them and they are vacant: its home centres, or
     *         every supply centre when the map builds anywhere; none for a neutral power. O(1)
     */
    public List<Province> buildSites(Power power) {
        return neutral[power.index()] ? List.of() : buildSites.get(power.index());
    }

    /** @return the home centres of one of the map's powers, in province order; O(1) */
    public List<Province> homeCenters(Power power) {
        return homeCenters.get(power.index());
    }

    /** @return where to draw the provinces, when the map file gives a layout */
    public Optional<MapLayout> layout() {
        return Optional.ofNullable(layout);
    }

    /** @return the starting position */
    public StartingPosition start() {
        return start;
    }

    /**
     * Finds a province by id, alias or full name, ignoring case, spaces and punctuation ({@code vie}, {@code MID},
     * {@code "St. Petersburg"}).
     */
    public Optional<Province> findProvince(String text) {
        return Optional.ofNullable(lookup.get(MapLookup.key(text)));
    }

    /**
     * @return the province named by the text
     * @throws IllegalArgumentException naming the text and the map when no province matches
     */
    public Province province(String text) {
        return findProvince(text).orElseThrow(
                () -> new IllegalArgumentException("unknown province '" + text + "' on map " + id));
    }

    /**
     * Finds a location: a province ({@code VIE}) or a province with a coast ({@code STP/NC}, {@code stp(nc)},
     * {@code "St Petersburg/north coast"}). A coast the province does not have gives empty.
     */
    public Optional<Location> findLocation(String text) {
        Location exact = locationWithId(text);
        if (exact != null) {
            return Optional.of(exact);
        }
        String t = text.trim();
        int cut = Math.max(t.indexOf('/'), t.indexOf('('));
        if (cut < 0) {
            return findProvince(t).map(this::location);
        }
        String coastText = t.substring(cut + 1).replace(")", "");
        Optional<Coast> coast = Coast.parse(coastText);
        Optional<Province> province = findProvince(t.substring(0, cut));
        if (coast.isEmpty() || province.isEmpty()) {
            return Optional.empty();
        }
        return location(province.get(), coast.get());
    }

    /** @return the location whose id is exactly the text ({@code STP/NC}, {@code VIE}), or null; O(1) */
    public Location locationWithId(String id) {
        return locationsById.get(id);
    }

    /**
     * @return the location whose id is exactly {@code text[offset, offset + length)}, or null: the same look-up
     *         without a string, for readers that hold the text as characters (a streaming JSON parser); O(length)
     */
    public Location locationWithId(char[] text, int offset, int length) {
        return locationsById.get(text, offset, length);
    }

    /**
     * @return the location whose id is exactly {@code text[from, to)}, or null: the look-up without a substring, for
     *         readers that scan a line of text; O(length)
     */
    public Location locationWithId(String text, int from, int to) {
        return locationsById.get(text, from, to);
    }

    /** @return the location of a province as a whole */
    public Location location(Province province) {
        return locations.get(province.index());
    }

    /** @return the location of one coast of a province ({@link Coast#NONE}: the province as a whole), if it exists */
    public Optional<Location> location(Province province, Coast coast) {
        if (coast == Coast.NONE) {
            return Optional.of(location(province));
        }
        for (Location l : adjacency.coastLocations(province)) {
            if (l.coast() == coast) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** @return the locations a fleet can occupy in the province: its coasts, itself, or none when inland */
    public List<Location> fleetLocations(Province province) {
        return adjacency.fleetLocations(province);
    }

    /** @return the precomputed adjacency tables */
    public Adjacency adjacency() {
        return adjacency;
    }

    /** @return the army, fleet and border graphs with their all-pairs shortest paths */
    public MapGraphs graphs() {
        return graphs;
    }

    /**
     * Length of a shortest route between two locations. Army and border graphs ignore coasts; on the fleet graph a
     * location without a coast in a split-coast province stands for its nearest coast.
     *
     * @return the number of moves, or empty when no route exists (e.g. a fleet to an inland province)
     */
    public OptionalInt distance(GraphKind kind, Location from, Location to) {
        List<Location> path = shortestPath(kind, from, to);
        return path.isEmpty() ? OptionalInt.empty() : OptionalInt.of(path.size() - 1);
    }

    /**
     * One shortest route between two locations, both ends included (see {@link #distance}).
     *
     * @return the locations along the route, or an empty list when no route exists
     */
    public List<Location> shortestPath(GraphKind kind, Location from, Location to) {
        AllPairsShortestPaths paths = graphs.paths(kind);
        List<Location> froms = kind == GraphKind.FLEET ? fleetEnds(from) : List.of(location(from.province()));
        List<Location> tos = kind == GraphKind.FLEET ? fleetEnds(to) : List.of(location(to.province()));
        Location bestFrom = null;
        Location bestTo = null;
        int best = Integer.MAX_VALUE;
        for (Location f : froms) {
            for (Location t : tos) {
                int d = paths.distanceOr(graphs.vertex(kind, f), graphs.vertex(kind, t), Integer.MAX_VALUE);
                if (d < best) {
                    best = d;
                    bestFrom = f;
                    bestTo = t;
                }
            }
        }
        if (bestFrom == null) {
            return List.of();
        }
        List<Location> route = new ArrayList<>();
        for (int v : paths.path(graphs.vertex(kind, bestFrom), graphs.vertex(kind, bestTo))) {
            route.add(graphs.location(kind, v));
        }
        return route;
    }

    private List<Location> fleetEnds(Location l) {
        return l.hasCoast() ? List.of(l) : fleetLocations(l.province());
    }

    @Override
    public String toString() {
        return id;
    }
}
