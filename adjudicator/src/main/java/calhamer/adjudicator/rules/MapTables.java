package calhamer.adjudicator.rules;

import calhamer.maps.Adjacency;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The map facts the order rules ({@link OrderRules}) and the movement kernel read, precomputed once per map as flat
 * arrays so that adjudicating a phase never looks anything up by name or allocates: terrain, army and fleet
 * adjacency, which sea provinces touch a province (convoy ends), which coast of a province a fleet can enter, and
 * which provinces a fleet can reach.
 *
 * <p>Building takes O(L·(L+P)) time and memory (L locations, P provinces; a few microseconds and about 50 KB on the
 * standard board). Instances are immutable and thread-safe.
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

    public MapTables(DiplomacyMap map) {
        this.map = map;
        List<Province> provinces = map.provinces();
        List<Location> locations = map.locations();
        Adjacency adj = map.adjacency();
        int pc = provinces.size();
        int lc = locations.size();
        provinceCount = pc;
        locationCount = lc;
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
    }

    /** @return the map these tables describe */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the number of provinces (the length of arrays indexed by province) */
    public int provinceCount() {
        return provinceCount;
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

    /** @return whether the sea province s touches province p (a convoy to or from p can start or end there) */
    public boolean seaTouches(int p, int s) {
        return seaTouches[p * provinceCount + s];
    }

    /** @return the sea provinces bordering province p (where the first or last fleet of a convoy to p must be) */
    public int[] seaNeighbours(int p) {
        return seaNeighbours[p];
    }
}
