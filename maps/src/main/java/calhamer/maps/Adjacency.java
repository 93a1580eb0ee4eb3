package calhamer.maps;

import java.util.ArrayList;
import java.util.List;

/**
 * The adjacency a map fixes, precomputed once: O(1) army, fleet and border tests (boolean matrices) and neighbour
 * lists. Army and border adjacency are between provinces (indexed by {@link Province#index()}); fleet adjacency is
 * between locations (indexed by {@link Location#index()}), so each coast of a split-coast province has its own.
 */
public final class Adjacency {
    private final int provinceCount;
    private final int locationCount;
    private final boolean[] army;
    private final boolean[] fleet;
    private final boolean[] border;
    private final List<List<Province>> armyNeighbours;
    private final List<List<Location>> fleetNeighbours;
    private final List<List<Province>> borderNeighbours;
    private final List<List<Location>> coastLocations;
    private final List<List<Location>> fleetLocations;

    Adjacency(List<Province> provinces, List<Location> locations, int[][] armyAdj, int[][] fleetAdj) {
        provinceCount = provinces.size();
        locationCount = locations.size();
        army = new boolean[provinceCount * provinceCount];
        border = new boolean[provinceCount * provinceCount];
        fleet = new boolean[locationCount * locationCount];
        for (int p = 0; p < provinceCount; p++) {
            for (int q : armyAdj[p]) {
                army[p * provinceCount + q] = true;
                border[p * provinceCount + q] = true;
            }
        }
        for (int a = 0; a < locationCount; a++) {
            for (int b : fleetAdj[a]) {
                fleet[a * locationCount + b] = true;
                int p = locations.get(a).province().index();
                int q = locations.get(b).province().index();
                border[p * provinceCount + q] = true;
            }
        }
        armyNeighbours = new ArrayList<>(provinceCount);
        borderNeighbours = new ArrayList<>(provinceCount);
        coastLocations = new ArrayList<>(provinceCount);
        fleetLocations = new ArrayList<>(provinceCount);
        for (Province p : provinces) {
            List<Province> armyList = new ArrayList<>();
            List<Province> borderList = new ArrayList<>();
            for (Province q : provinces) {
                if (army[p.index() * provinceCount + q.index()]) {
                    armyList.add(q);
                }
                if (border[p.index() * provinceCount + q.index()]) {
                    borderList.add(q);
                }
            }
            armyNeighbours.add(List.copyOf(armyList));
            borderNeighbours.add(List.copyOf(borderList));
            List<Location> coasts = new ArrayList<>();
            for (Location l : locations) {
                if (l.province() == p && l.hasCoast()) {
                    coasts.add(l);
                }
            }
            coastLocations.add(List.copyOf(coasts));
            if (!p.terrain().allowsFleet()) {
                fleetLocations.add(List.of());
            } else {
                fleetLocations.add(coasts.isEmpty() ? List.of(locations.get(p.index())) : List.copyOf(coasts));
            }
        }
        fleetNeighbours = new ArrayList<>(locationCount);
        for (Location l : locations) {
            List<Location> list = new ArrayList<>();
            for (Location m : locations) {
                if (fleet[l.index() * locationCount + m.index()]) {
                    list.add(m);
                }
            }
            fleetNeighbours.add(List.copyOf(list));
        }
    }

    /** @return whether an army can move from p to q */
    public boolean armyAdjacent(Province p, Province q) {
        return army[p.index() * provinceCount + q.index()];
    }

    /** @return whether a fleet can move from a to b (coasts matter) */
    public boolean fleetAdjacent(Location a, Location b) {
        return fleet[a.index() * locationCount + b.index()];
    }

    /** @return whether the two provinces share a border (an army or a fleet can move between them) */
    public boolean bordering(Province p, Province q) {
        return border[p.index() * provinceCount + q.index()];
    }

    /** @return the provinces an army in p can move to */
    public List<Province> armyNeighbours(Province p) {
        return armyNeighbours.get(p.index());
    }

    /** @return the locations a fleet at l can move to */
    public List<Location> fleetNeighbours(Location l) {
        return fleetNeighbours.get(l.index());
    }

    /** @return the provinces sharing a border with p */
    public List<Province> borderNeighbours(Province p) {
        return borderNeighbours.get(p.index());
    }

    /** @return the coast locations of a split-coast province (empty for others) */
    public List<Location> coastLocations(Province p) {
        return coastLocations.get(p.index());
    }

    /** @return where a fleet can stand in p: its coasts, p itself, or nothing for inland provinces */
    public List<Location> fleetLocations(Province p) {
        return fleetLocations.get(p.index());
    }
}
