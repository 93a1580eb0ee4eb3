package calhamer.bot.dumbbot;

import calhamer.adjudicator.rules.MapTables;
import calhamer.adjudicator.rules.OrderRules;

/**
 * DumbBot's proximity maps, precomputed once per map. DumbBot (David Norman, DAIDE, 2003) spreads each supply
 * centre's value over the board: proximity[0] of a location is the value of its province, and proximity[n] of a
 * location is (proximity[n−1] there + the sum over neighbouring provinces of their proximity[n−1]) / 5, separately
 * for armies (over army moves) and fleets (over fleet moves, one term per neighbouring province: the mean of the
 * coasts the fleet borders, where DumbBot takes the largest). A destination's value weights proximity[0..depth−1].
 * Since the spreading is linear in the centres' values, the weighted sum is a fixed linear map from the centres'
 * values to the locations' values: this class holds it, per unit type and per set of proximity weights, as an
 * L × C matrix (L locations, C centres). Valuing one location then costs O(C) instead of a fresh spread of
 * O(depth · edges) per power and phase.
 *
 * <p>Building: O(kinds · C · depth · edges), well under a millisecond on the standard map. Immutable, thread-safe.
 */
public final class ProximityTables {
    /** The four sets of proximity weights. */
    public static final int SPRING = 0;
    public static final int FALL = 1;
    public static final int BUILD = 2;
    public static final int REMOVE = 3;
    private static final double DIVISION = 5;
    /** Locations valued side by side by {@link #values}: its four sums are written out, so this is not a setting. */
    private static final int GROUP = 4;

    private final int centres;
    private final double[][][] table;

    public ProximityTables(MapTables ix, DumbBotWeights weights) {
        int[] scs = ix.centres();
        this.centres = scs.length;
        double[][] kinds = {weights.springProximity(), weights.fallProximity(), weights.buildProximity(),
            weights.removeProximity()};
        table = new double[kinds.length][2][ix.locationCount() * centres];
        for (int type = OrderRules.ARMY; type <= OrderRules.FLEET; type++) {
            boolean[] node = nodes(ix, type);
            for (int s = 0; s < centres; s++) {
                double[] prox = new double[ix.locationCount()];
                for (int l = 0; l < ix.locationCount(); l++) {
                    prox[l] = node[l] && ix.provinceOf(l) == scs[s] ? 1 : 0;
                }
                for (int n = 0; n < kinds[0].length; n++) {
                    for (int k = 0; k < kinds.length; k++) {
                        for (int l = 0; l < ix.locationCount(); l++) {
                            table[k][type][l * centres + s] += kinds[k][n] * prox[l];
                        }
                    }
                    prox = spread(ix, type, node, prox);
                }
            }
        }
    }

    private static boolean[] nodes(MapTables ix, int type) {
        boolean[] node = new boolean[ix.locationCount()];
        for (int p = 0; p < ix.provinceCount(); p++) {
            if (type == OrderRules.ARMY) {
                node[p] = ix.armyCanStand(p);
            } else {
                for (int l : ix.fleetLocations(p)) {
                    node[l] = true;
                }
            }
        }
        return node;
    }

    private static double[] spread(MapTables ix, int type, boolean[] node, double[] prox) {
        double[] next = new double[prox.length];
        for (int l = 0; l < prox.length; l++) {
            if (!node[l]) {
                continue;
            }
            double sum = prox[l];
            int[] neighbours = ix.next(type, l);
            for (int q : ix.nextProvinces(type, l)) {
                double part = 0;
                int count = 0;
                for (int m : neighbours) {
                    if (ix.provinceOf(m) == q) {
                        part += prox[m];
                        count++;
                    }
                }
                sum += part / count;
            }
            next[l] = sum / DIVISION;
        }
        return next;
    }

    /** @return the number of supply centres (columns) */
    public int centres() {
        return centres;
    }

    /**
     * @param kind     {@link #SPRING}, {@link #FALL}, {@link #BUILD} or {@link #REMOVE}
     * @param type     the unit type
     * @param location the location
     * @param value    each centre's proximity[0] value, in the map's centre order
     * @return the weighted proximity of the location
     */
    public double value(int kind, int type, int location, double[] value) {
        double[] row = table[kind][type];
        int base = location * centres;
        double sum = 0;
        for (int s = 0; s < centres; s++) {
            sum += row[base + s] * value[s];
        }
        return sum;
    }

    /**
     * The weighted proximities of the first {@code n} locations, four sums at a time side by side: each sum adds its
     * terms in the same order as {@link #value}, so the results are bit for bit the same, but four independent sums
     * let the processor overlap the additions that one sum must make one after another. O(n·C).
     *
     * @param out receives the value of {@code locations[i]} at {@code out[i]}
     */
    public void values(int kind, int type, int[] locations, int n, double[] value, double[] out) {
        double[] row = table[kind][type];
        int last = n - 1;
        for (int i = 0; i < n; i += GROUP) {
            int b0 = locations[i] * centres;
            int b1 = locations[Math.min(i + 1, last)] * centres;
            int b2 = locations[Math.min(i + 2, last)] * centres;
            int b3 = locations[Math.min(i + 3, last)] * centres;
            double s0 = 0;
            double s1 = 0;
            double s2 = 0;
            double s3 = 0;
            for (int s = 0; s < centres; s++) {
                double v = value[s];
                s0 += row[b0 + s] * v;
                s1 += row[b1 + s] * v;
                s2 += row[b2 + s] * v;
                s3 += row[b3 + s] * v;
            }
            out[i] = s0;
            if (i + 1 < n) {
                out[i + 1] = s1;
            }
            if (i + 2 < n) {
                out[i + 2] = s2;
            }
            if (i + 3 < n) {
                out[i + 3] = s3;
            }
        }
    }
}
