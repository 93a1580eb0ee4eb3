package calhamer.bot.rollout;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.rules.MapTables;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The facts of one map that fast play reads, as flat arrays indexed by province, location and power index (the
 * map's order of powers): supply and home centres, where each unit type may stand, army and fleet neighbours of
 * every location, the provinces a unit at a location can reach (what a support needs), and the seas touching each
 * province (convoys). Built once per map in O(L·(L+P)); immutable and thread-safe.
 */
public final class MapIndex {
    /** Unit type codes (the adjudicator kernel's codes). */
    public static final int ARMY = 0;
    public static final int FLEET = 1;

    private final DiplomacyMap map;
    private final MapTables tables;
    final int provinces;
    final int locations;
    final int powers;
    final boolean[] supplyCentre;
    final int[] centres;
    final int[] home;
    final int[][] homes;
    final int[] provinceOf;
    final boolean[] armyCanStand;
    final boolean[] sea;
    final int[][] fleetLocations;
    final int[][][] next;
    final int[][][] nextProvince;
    final boolean[][] reaches;
    final int[][] seas;

    /** Indexes the map of an adjudicator. */
    public MapIndex(Adjudicator adjudicator) {
        this.map = adjudicator.map();
        this.tables = adjudicator.rules().tables();
        List<Province> ps = map.provinces();
        List<Location> ls = map.locations();
        provinces = ps.size();
        locations = ls.size();
        powers = map.powers().size();
        supplyCentre = new boolean[provinces];
        home = new int[provinces];
        armyCanStand = new boolean[provinces];
        sea = new boolean[provinces];
        fleetLocations = new int[provinces][];
        List<Integer> centreList = new ArrayList<>();
        List<List<Integer>> homeLists = new ArrayList<>();
        for (int i = 0; i < powers; i++) {
            homeLists.add(new ArrayList<>());
        }
        for (Province p : ps) {
            int i = p.index();
            supplyCentre[i] = p.supplyCenter();
            home[i] = p.home() == null ? -1 : p.home().index();
            if (p.supplyCenter()) {
                centreList.add(i);
            }
            if (home[i] >= 0) {
                homeLists.get(home[i]).add(i);
            }
            armyCanStand[i] = p.terrain() != Terrain.SEA;
            sea[i] = p.terrain() == Terrain.SEA;
            fleetLocations[i] = map.fleetLocations(p).stream().mapToInt(Location::index).toArray();
        }
        centres = centreList.stream().mapToInt(Integer::intValue).toArray();
        homes = new int[powers][];
        for (int i = 0; i < powers; i++) {
            homes[i] = homeLists.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        provinceOf = new int[locations];
        next = new int[2][locations][];
        nextProvince = new int[2][locations][];
        reaches = new boolean[2][locations * provinces];
        for (Location l : ls) {
            int a = l.index();
            provinceOf[a] = l.province().index();
            boolean whole = !l.hasCoast();
            next[ARMY][a] = whole && armyCanStand[l.province().index()]
                    ? map.adjacency().armyNeighbours(l.province()).stream().mapToInt(Province::index).toArray()
                    : new int[0];
            next[FLEET][a] = map.adjacency().fleetNeighbours(l).stream().mapToInt(Location::index).toArray();
            for (int type = ARMY; type <= FLEET; type++) {
                Set<Integer> distinct = new LinkedHashSet<>();
                for (int b : next[type][a]) {
                    distinct.add(map.locations().get(b).province().index());
                }
                nextProvince[type][a] = distinct.stream().mapToInt(Integer::intValue).toArray();
                for (int q : nextProvince[type][a]) {
                    reaches[type][a * provinces + q] = true;
                }
            }
        }
        seas = new int[provinces][];
        for (Province p : ps) {
            seas[p.index()] = tables.seaNeighbours(p.index()).clone();
        }
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the adjudicator's tables of the map */
    public MapTables tables() {
        return tables;
    }

    /** @return the number of provinces */
    public int provinces() {
        return provinces;
    }

    /** @return the number of locations (provinces as a whole, then coasts) */
    public int locations() {
        return locations;
    }

    /** @return the number of powers */
    public int powers() {
        return powers;
    }

    /** @return the supply centres, in province order */
    public int[] centres() {
        return centres.clone();
    }

    /** @return whether the province is a supply centre */
    public boolean supplyCentre(int province) {
        return supplyCentre[province];
    }

    /** @return the power whose home centre the province is, or -1 */
    public int home(int province) {
        return home[province];
    }

    /** @return the province of a location */
    public int provinceOf(int location) {
        return provinceOf[location];
    }

    /** @return whether the province is a sea */
    public boolean sea(int province) {
        return sea[province];
    }

    /** @return the locations a unit of the type at the location can move to (no convoy); shared, do not modify */
    public int[] next(int type, int location) {
        return next[type][location];
    }

    /** @return the distinct provinces a unit of the type at the location can move to; shared, do not modify */
    public int[] nextProvinces(int type, int location) {
        return nextProvince[type][location];
    }

    /** @return the locations a fleet can stand on in the province; shared, do not modify */
    public int[] fleetLocations(int province) {
        return fleetLocations[province];
    }

    /** @return whether an army can stand in the province */
    public boolean armyCanStand(int province) {
        return armyCanStand[province];
    }

    /** @return the power's home centres; shared, do not modify */
    public int[] homes(int power) {
        return homes[power];
    }

    /** @return the seas bordering the province (convoy ends); shared, do not modify */
    public int[] seas(int province) {
        return seas[province];
    }

    /** @return the supply centres in province order; shared, do not modify */
    public int[] centreList() {
        return centres;
    }

    /** @return whether a unit of the type at the location can move into the province without a convoy */
    public boolean reaches(int type, int location, int province) {
        return reaches[type][location * provinces + province];
    }
}
