package calhamer.influence.diplomacy;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.Arrays;
import java.util.List;

/**
 * Every power's world for one position and what the paper reads off it (Utkin, "Influence Graphs", sections VII
 * and VIII): the combined influence per province, the world's total, the sum over the provinces the power's units
 * occupy, the standing (occupied ÷ total) and the ratio of two standings × 100, the paper's payoff. For games of
 * more than two powers a normalised share compares them all at once.
 *
 * <p>Edge cases: a world whose total is 0 gives standing 0; a power without units has standing 0; a ratio against
 * a standing of 0 is infinite or NaN (IEEE division). Totals add provinces in
 * map order and occupied sums add units in board order. Immutable; {@link #equals} compares every number bit for
 * bit.
 */
public final class Standings {
    private final DiplomacyMap map;
    private final double[][] worlds;
    private final double[] totals;
    private final double[] occupied;
    private final double[] standings;

    private Standings(DiplomacyMap map, double[][] worlds, double[] totals, double[] occupied, double[] standings) {
        this.map = map;
        this.worlds = worlds;
        this.totals = totals;
        this.occupied = occupied;
        this.standings = standings;
    }

    /** Reads the totals, occupied sums and standings off the worlds (index: power, then province); O(P·(n + u)). */
    static Standings of(DiplomacyMap map, IndexedPosition position, double[][] worlds) {
        int powers = worlds.length;
        double[] totals = new double[powers];
        double[] occupied = new double[powers];
        double[] standings = new double[powers];
        for (int p = 0; p < powers; p++) {
            double[] world = worlds[p];
            double total = 0;
            for (double value : world) {
                total += value;
            }
            double own = 0;
            for (int i = 0; i < position.unitPower().length; i++) {
                if (position.unitPower()[i] == p) {
                    own += world[position.unitProvince()[i]];
                }
            }
            totals[p] = total;
            occupied[p] = own;
            standings[p] = total == 0 ? 0 : own / total;
        }
        return new Standings(map, worlds, totals, occupied, standings);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map;
    }

    /** @return the powers, in map order */
    public List<Power> powers() {
        return map.powers();
    }

    private int index(Power power) {
        return IndexedPosition.powerIndex(map, power);
    }

    /** @return the value of one province in one power's world */
    public double value(Power power, Province province) {
        return worlds[index(power)][province.index()];
    }

    /** @return one power's world: the combined influence per province (a copy, index = province index) */
    public double[] world(Power power) {
        return worlds[index(power)].clone();
    }

    /** @return the sum of the power's world over all provinces */
    public double total(Power power) {
        return totals[index(power)];
    }

    /** @return the sum of the power's world over the provinces its units occupy */
    public double occupied(Power power) {
        return occupied[index(power)];
    }

    /** @return occupied ÷ total, as a fraction (the paper prints it as a percentage); 0 when the total is 0 */
    public double standing(Power power) {
        return standings[index(power)];
    }

    /** @return the evaluation of {@code power} against {@code other}: standing ÷ other's standing × 100 */
    public double ratio(Power power, Power other) {
        return 100 * (standings[index(power)] / standings[index(other)]);
    }

    /**
     * @return the power's share of all standings: max(standing, 0) ÷ Σ max(standing, 0) over every power, so the
     *         shares of all powers add up to 1 (all 0 when no standing is positive)
     */
    public double share(Power power) {
        return shareOf(index(power));
    }

    private double shareOf(int p) {
        double sum = 0;
        for (double s : standings) {
            sum += Math.max(s, 0);
        }
        return sum > 0 ? Math.max(standings[p], 0) / sum : 0;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Standings)) {
            return false;
        }
        Standings s = (Standings) o;
        return map == s.map && Arrays.deepEquals(worlds, s.worlds) && Arrays.equals(totals, s.totals)
                && Arrays.equals(occupied, s.occupied) && Arrays.equals(standings, s.standings);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(worlds);
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("Standings{");
        for (int p = 0; p < standings.length; p++) {
            out.append(p == 0 ? "" : ", ").append(map.powerNames().get(p)).append('=').append(standings[p]);
        }
        return out.append('}').toString();
    }
}
