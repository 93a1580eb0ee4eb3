package calhamer.maps.drawing;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.Terrain;
import calhamer.maps.drawing.Glyphs.Box;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each named coast is drawn: beside its province's point, on the side of the seas it touches. A coast's
 * preferred directions are the mean of the unit vectors from the province's point to the points of the provinces
 * its fleets can move to (the seas among them when it touches any) and each of those vectors. Of
 * {@value #DIRECTIONS} directions, each taken at the least distance at which the coast clears its province's marks,
 * the one that costs least (distance plus {@value #TURN_COST} per radian away from the nearest preferred direction)
 * wins, ties to the first.
 *
 * <p>Clearing means: a fleet on the coast and the coast's label keep off the province's label and centre ring; the
 * coast's dot and label keep off the province's node and off the dots and labels of its other coasts. A fleet on a
 * coast may cover the province's empty node or another coast (one unit stands in a province at a time).
 *
 * <p>O(coasts · directions · steps · boxes). Edge case: a coast with no fleet neighbour (or neighbours all around)
 * prefers the side away from the province's neighbours, and failing that, up.
 */
final class CoastPlacement {
    static final int DIRECTIONS = 24;
    private static final double TURN_COST = 24;
    private static final double NEAREST = 12;
    private static final double STEP = 2;
    private static final double FARTHEST = 120;

    private CoastPlacement() {
    }

    /**
     * @param x per province index, its point's x
     * @param y the same for y
     * @return per location index, the coast's offset {dx, dy} from its province's point; null for locations that
     *         are not named coasts
     */
    static double[][] offsets(DiplomacyMap map, double[] x, double[] y) {
        double[][] out = new double[map.locations().size()][];
        for (Province p : map.provinces()) {
            List<Location> coasts = map.adjacency().coastLocations(p);
            if (coasts.isEmpty()) {
                continue;
            }
            List<Box> marks = new ArrayList<>(Glyphs.province(p));
            marks.remove(Glyphs.unit());
            List<Box> small = new ArrayList<>(List.of(Glyphs.node()));
            for (Location coast : coasts) {
                List<Double> preferred = preferredAngles(map, coast, x, y);
                double[] best = null;
                double bestCost = Double.POSITIVE_INFINITY;
                for (int k = 0; k < DIRECTIONS; k++) {
                    double angle = 2 * Math.PI * k / DIRECTIONS;
                    double d = clearDistance(coast, marks, small, angle);
                    double turn = Double.POSITIVE_INFINITY;
                    for (double a : preferred) {
                        turn = Math.min(turn, Math.abs(Math.IEEEremainder(angle - a, 2 * Math.PI)));
                    }
                    double cost = d + TURN_COST * turn;
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = new double[] {d * Math.cos(angle), d * Math.sin(angle)};
                    }
                }
                out[coast.index()] = best;
                small.add(Glyphs.coastDot().at(best[0], best[1]));
                small.add(Glyphs.coastLabel(coast.coast()).at(best[0], best[1]));
            }
        }
        return out;
    }

    /** @return the least distance along the direction at which the coast clears what it must */
    private static double clearDistance(Location coast, List<Box> marks, List<Box> small, double angle) {
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        List<Box> whole = Glyphs.coast(coast.coast());
        List<Box> dot = List.of(Glyphs.coastDot(), Glyphs.coastLabel(coast.coast()));
        for (double d = NEAREST; d < FARTHEST; d += STEP) {
            if (clear(whole, d * cos, d * sin, marks) && clear(dot, d * cos, d * sin, small)) {
                return d;
            }
        }
        return FARTHEST;
    }

    private static boolean clear(List<Box> boxes, double dx, double dy, List<Box> taken) {
        for (Box b : boxes) {
            Box at = b.at(dx, dy);
            Box padded = new Box(at.x0() - Glyphs.GAP, at.y0() - Glyphs.GAP, at.x1() + Glyphs.GAP,
                    at.y1() + Glyphs.GAP);
            for (Box t : taken) {
                if (padded.overlaps(t)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * @return the directions the coast may face at no cost: the mean of the unit vectors towards its seas (or its
     *         fleet neighbours when it touches no sea), and each of those on its own (a coast between two seas faces
     *         either); away from the province's neighbours when it has no fleet neighbour; up when nothing says
     */
    private static List<Double> preferredAngles(DiplomacyMap map, Location coast, double[] x, double[] y) {
        Province p = coast.province();
        List<Location> neighbours = map.adjacency().fleetNeighbours(coast);
        boolean anySea = neighbours.stream().anyMatch(l -> l.province().terrain() == Terrain.SEA);
        List<Double> out = new ArrayList<>();
        double dx = 0;
        double dy = 0;
        for (Location n : neighbours) {
            if (!anySea || n.province().terrain() == Terrain.SEA) {
                double[] u = unit(x[n.province().index()] - x[p.index()], y[n.province().index()] - y[p.index()]);
                dx += u[0];
                dy += u[1];
                if (u[0] != 0 || u[1] != 0) {
                    out.add(Math.atan2(u[1], u[0]));
                }
            }
        }
        if (Math.hypot(dx, dy) < 1e-9) {
            for (Province n : map.adjacency().borderNeighbours(p)) {
                double[] u = unit(x[n.index()] - x[p.index()], y[n.index()] - y[p.index()]);
                dx -= u[0];
                dy -= u[1];
            }
        }
        out.add(0, Math.hypot(dx, dy) < 1e-9 ? -Math.PI / 2 : Math.atan2(dy, dx));
        return out;
    }

    private static double[] unit(double dx, double dy) {
        double length = Math.hypot(dx, dy);
        return length == 0 ? new double[2] : new double[] {dx / length, dy / length};
    }
}
