package calhamer.adjudicator.rules;

import calhamer.maps.Adjacency;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import calhamer.maps.VariantRules;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The one set of integer-indexed map facts every rule reads, precomputed once per map as flat arrays so that
 * adjudicating a phase or playing one in search never looks anything up by name or allocates: terrain, army and
 * fleet adjacency (as matrices and as neighbour lists), which sea provinces touch a province (convoy ends), which
 * coast of a province a fleet can enter, which provinces a unit can reach, supply centres, home centres and where
 * a fleet may stand. Provinces and locations are the indices of {@link DiplomacyMap#provinces()} and
 * {@link DiplomacyMap#locations()}, powers those of {@link DiplomacyMap#powers()}, unit types the codes
 * {@link OrderRules#ARMY} and {@link OrderRules#FLEET}.
 *
 * <p>Building takes O(L·(L+P)) time and memory (L locations, P provinces; well under a millisecond and about 60 KB on
 * the standard board). Instances are immutable and thread-safe; accessors returning arrays hand out the shared
 * array, which callers only read.
 */
public final class MapTables {
    static final byte INLAND = 0;
    static final byte COASTAL = 1;
    static final byte SEA = 2;
    /** {@link #coastTowards} when the fleet can enter no location of the province. */
    static final int NO_COAST = -1;
    /** {@link #coastTowards} when the fleet can enter several coasts of the province. */
    static final int SEVERAL_COASTS = -2;

    private final DiplomacyMap map;
    final int provinceCount;
    final int locationCount;
    private final int powerCount;
    final byte[] terrain;
    final boolean[] hasCoasts;
    final boolean[] armyAdjacent;
    final boolean[] fleetAdjacent;
    final int[] provinceOf;
    final int[][] seaNeighbours;
    final boolean[] seaTouches;
    /** shores[s]: the provinces the sea s touches (the inverse of {@link #seaNeighbours}), in index order. */
    final int[][] shores;
    final boolean[] fleetReaches;
    final int[] coastTowards;
    private final boolean[] supplyCentre;
    private final int[] centres;
    private final int[] home;
    private final int[][] homes;
    private final int[][] buildSites;
    private final boolean[] buildSite;
    private final boolean[] neutral;
    private final int[][] fleetLocations;
    /** next[type][l]: the locations a unit of the type at l can move to without a convoy. */
    private final int[][][] next;
    /** nextProvinces[type][l]: the distinct provinces of {@link #next}. */
    private final int[][][] nextProvinces;

    public MapTables(DiplomacyMap map) {
        this.map = map;
        List<Province> provinces = map.provinces();
        List<Location> locations = map.locations();
        Adjacency adj = map.adjacency();
        int pc = provinces.size();
        int lc = locations.size();
        provinceCount = pc;
        locationCount = lc;
        powerCount = map.powers().size();
        terrain = new byte[pc];
        hasCoasts = new boolean[pc];
        armyAdjacent = new boolean[pc * pc];
        fleetAdjacent = new boolean[lc * lc];
        provinceOf = new int[lc];
        for (Province p : provinces) {
            terrain[p.index()] = p.terrain() == Terrain.SEA ? SEA : p.terrain() == Terrain.COASTAL ? COASTAL : INLAND;
            hasCoasts[p.index()] = p.hasCoasts();
            for (Province q : adj.armyNeighbours(p)) {
                armyAdjacent[p.index() * pc + q.index()] = true;
            }
        }
        for (Location a : locations) {
            provinceOf[a.index()] = a.province().index();
            for (Location b : adj.fleetNeighbours(a)) {
                fleetAdjacent[a.index() * lc + b.index()] = true;
            }
        }
        fleetReaches = new boolean[lc * pc];
        coastTowards = new int[lc * pc];
        for (Location a : locations) {
            for (Province q : provinces) {
                int found = NO_COAST;
                for (Location b : map.fleetLocations(q)) {
                    if (fleetAdjacent[a.index() * lc + b.index()]) {
                        found = found == NO_COAST ? b.index() : SEVERAL_COASTS;
                    }
                }
                coastTowards[a.index() * pc + q.index()] = found;
                fleetReaches[a.index() * pc + q.index()] = found != NO_COAST;
            }
        }
        seaNeighbours = new int[pc][];
        seaTouches = new boolean[pc * pc];
        for (Province p : provinces) {
            List<Integer> seas = new ArrayList<>();
            for (Province s : provinces) {
                if (s.terrain() == Terrain.SEA && s != p && fleetReaches[s.index() * pc + p.index()]) {
                    seas.add(s.index());
                    seaTouches[p.index() * pc + s.index()] = true;
                }
            }
            seaNeighbours[p.index()] = seas.stream().mapToInt(Integer::intValue).toArray();
        }
        shores = new int[pc][];
        for (int sea = 0; sea < pc; sea++) {
            int at = sea;
            shores[sea] = IntStream.range(0, pc).filter(q -> seaTouches[q * pc + at]).toArray();
        }
        supplyCentre = new boolean[pc];
        home = new int[pc];
        fleetLocations = new int[pc][];
        for (Province p : provinces) {
            supplyCentre[p.index()] = p.supplyCenter();
            home[p.index()] = p.home() == null ? -1 : p.home().index();
            fleetLocations[p.index()] = map.fleetLocations(p).stream().mapToInt(Location::index).toArray();
        }
        centres = IntStream.range(0, pc).filter(p -> supplyCentre[p]).toArray();
        homes = new int[powerCount][];
        buildSites = new int[powerCount][];
        buildSite = new boolean[powerCount * pc];
        neutral = new boolean[powerCount];
        for (Power power : map.powers()) {
            homes[power.index()] = map.homeCenters(power).stream().mapToInt(Province::index).toArray();
            buildSites[power.index()] = map.buildSites(power).stream().mapToInt(Province::index).toArray();
            for (int q : buildSites[power.index()]) {
                buildSite[power.index() * pc + q] = true;
            }
            neutral[power.index()] = map.isNeutral(power);
        }
        next = new int[2][lc][];
        nextProvinces = new int[2][lc][];
        for (Location l : locations) {
            int a = l.index();
            boolean armyStands = !l.hasCoast() && terrain[provinceOf[a]] != SEA;
            next[OrderRules.ARMY][a] = armyStands
                    ? adj.armyNeighbours(l.province()).stream().mapToInt(Province::index).toArray() : new int[0];
            next[OrderRules.FLEET][a] = adj.fleetNeighbours(l).stream().mapToInt(Location::index).toArray();
            for (int type = OrderRules.ARMY; type <= OrderRules.FLEET; type++) {
                Set<Integer> distinct = new LinkedHashSet<>();
                for (int b : next[type][a]) {
                    distinct.add(provinceOf[b]);
                }
                nextProvinces[type][a] = distinct.stream().mapToInt(Integer::intValue).toArray();
            }
        }
    }

    /** @return the map these tables describe */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the number of provinces (the length of arrays indexed by province) */
    public int provinceCount() {
        return provinceCount;
    }

    /** @return the number of locations (provinces as a whole, then coasts) */
    public int locationCount() {
        return locationCount;
    }

    /** @return the number of powers */
    public int powerCount() {
        return powerCount;
    }

    /** @return whether an army can move from province p to province q */
    public boolean armyAdjacent(int p, int q) {
        return armyAdjacent[p * provinceCount + q];
    }

    /** @return whether a fleet can move from location a to location b */
    public boolean fleetAdjacent(int a, int b) {
        return fleetAdjacent[a * locationCount + b];
    }

    /** @return whether a fleet at location a can move to some location of province q */
    public boolean fleetReaches(int a, int q) {
        return fleetReaches[a * provinceCount + q];
    }

    /**
     * @return whether a unit of the type at the location could move into province q without a convoy, to any coast
     *         of it (what a supporter must be able to do, DATC 6.A.10, 6.B.4, 6.B.5)
     */
    public boolean reaches(int type, int location, int q) {
        return type == OrderRules.ARMY ? armyAdjacent[provinceOf[location] * provinceCount + q]
                : fleetReaches[location * provinceCount + q];
    }

    /** @return the province of a location */
    public int provinceOf(int location) {
        return provinceOf[location];
    }

    /** @return whether the province is a sea (the only provinces a convoying fleet can be in) */
    public boolean isSea(int p) {
        return terrain[p] == SEA;
    }

    /** @return whether the province is coastal land (the only provinces armies are convoyed from and to) */
    public boolean isCoastal(int p) {
        return terrain[p] == COASTAL;
    }

    /** @return whether the province is inland */
    public boolean isInland(int p) {
        return terrain[p] == INLAND;
    }

    /** @return whether an army can stand in the province (it is not a sea) */
    public boolean armyCanStand(int p) {
        return terrain[p] != SEA;
    }

    /** @return whether the sea province s touches province p (a convoy to or from p can start or end there) */
    public boolean seaTouches(int p, int s) {
        return seaTouches[p * provinceCount + s];
    }

    /** @return the sea provinces bordering province p (where the first or last fleet of a convoy to p must be) */
    public int[] seaNeighbours(int p) {
        return seaNeighbours[p];
    }

    /** @return the locations a unit of the type at the location can move to without a convoy */
    public int[] next(int type, int location) {
        return next[type][location];
    }

    /** @return the distinct provinces a unit of the type at the location can move to without a convoy */
    public int[] nextProvinces(int type, int location) {
        return nextProvinces[type][location];
    }

    /** @return the locations a fleet can stand on in the province (its coasts when it has named coasts) */
    public int[] fleetLocations(int p) {
        return fleetLocations[p];
    }

    /** @return whether the province is a supply centre */
    public boolean supplyCentre(int p) {
        return supplyCentre[p];
    }

    /** @return the supply centres in province order */
    public int[] centres() {
        return centres;
    }

    /** @return the power whose home centre the province is, or -1 */
    public int home(int p) {
        return home[p];
    }

    /** @return the power's home centres in province order */
    public int[] homes(int power) {
        return homes[power];
    }

    /**
     * @return the supply centres the power may build on (when it owns them and they are vacant), in province order:
     *         its home centres, every centre on a {@code BUILD_ANY} map, none for a neutral power
     */
    public int[] buildSites(int power) {
        return buildSites[power];
    }

    /** @return whether the province is one of the power's {@link #buildSites}; O(1) */
    public boolean isBuildSite(int power, int province) {
        return buildSite[power * provinceCount + province];
    }

    /** @return whether the power is neutral on the map: never ordered, never builds ({@link VariantRules}); O(1) */
    public boolean neutral(int power) {
        return neutral[power];
    }
}
