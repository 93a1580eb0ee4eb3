package calhamer.bot.dumbbot;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * DumbBot's values of one position for every power (David Norman's DumbBot, DAIDE 2003): the size of each power
 * from its supply centres (neutral centres count as one more power), each centre's attack value (not ours: its
 * owner's size) and defence value (ours: the size of the largest other power with a unit that can move in), the
 * strength (our units in or next to a province) and competition (the most units one other power has in or next to
 * it) of every province, and from them the value of a destination for a unit type, through the precomputed
 * {@link ProximityTables}. Spring and Fall use their own weights; Winter values builds and removals by proximity and
 * defence.
 *
 * <p>{@link #prepare} costs O(P + U·k) for U units with k neighbours; each power's centre values are computed on
 * first use, O(C·k); a destination costs O(C). Reused from phase to phase without allocation. Not thread-safe.
 */
public final class DumbBotValues {
    private static final boolean[] NONE_IGNORED = new boolean[0];
    private final MapTables ix;
    private final ProximityTables tables;
    private final DumbBotWeights w;
    private final int powers;
    private final int provinces;
    private final int[] scs;
    private final double[] size;
    private final int[] reach;
    private final int[] count;
    private final double[][] base;
    private final boolean[] ready;
    private Board board;
    private int kind;
    private double attack;
    private double defence;
    private double strengthWeight;
    private double competitionWeight;

    public DumbBotValues(MapTables ix, ProximityTables tables, DumbBotWeights weights) {
        this.ix = ix;
        this.tables = tables;
        this.w = weights;
        this.powers = ix.powerCount();
        this.provinces = ix.provinceCount();
        this.scs = ix.centres();
        this.size = new double[powers + 1];
        this.reach = new int[powers * provinces];
        this.count = new int[powers + 1];
        this.base = new double[powers][scs.length];
        this.ready = new boolean[powers];
    }

    /** @return the weights */
    public DumbBotWeights weights() {
        return w;
    }

    /** Computes the position-wide values of the board's phase; call again whenever the board changes. */
    public void prepare(Board b) {
        this.board = b;
        Arrays.fill(ready, false);
        Arrays.fill(count, 0);
        for (int c : scs) {
            int o = b.owner(c);
            count[o < 0 ? powers : o]++;
        }
        for (int p = 0; p <= powers; p++) {
            size[p] = w.size(count[p]);
        }
        Arrays.fill(reach, 0);
        for (int q = 0; q < provinces; q++) {
            int p = b.unitPower(q);
            if (p >= 0) {
                for (int d : ix.nextProvinces(b.unitType(q), b.unitLocation(q))) {
                    reach[p * provinces + d]++;
                }
            }
        }
        boolean fall = b.season() == Board.FALL;
        kind = fall ? ProximityTables.FALL : ProximityTables.SPRING;
        attack = fall ? w.fallAttack() : w.springAttack();
        defence = fall ? w.fallDefence() : w.springDefence();
        strengthWeight = fall ? w.fallStrength() : w.springStrength();
        competitionWeight = fall ? w.fallCompetition() : w.springCompetition();
    }

    /** @return the power's units in or next to the province (what DumbBot calls strength) */
    public int strength(int power, int province) {
        return reach[power * provinces + province] + (board.unitPower(province) == power ? 1 : 0);
    }

    /** @return the most units one other power has in or next to the province (DumbBot's competition) */
    public int competition(int power, int province) {
        int best = 0;
        int occupant = board.unitPower(province);
        for (int o = 0; o < powers; o++) {
            if (o != power) {
                int n = reach[o * provinces + province] + (occupant == o ? 1 : 0);
                if (n > best) {
                    best = n;
                }
            }
        }
        return best;
    }

    /** @return the most units one other power can move into the province (standing units not counted) */
    public int threat(int power, int province) {
        return threat(power, province, NONE_IGNORED);
    }

    /**
     * @param ignored per power, whether its units are left out (powers beyond the array's length count)
     * @return the most units one other power not ignored can move into the province (standing units not counted)
     */
    public int threat(int power, int province, boolean[] ignored) {
        int best = 0;
        for (int o = 0; o < powers; o++) {
            if (o != power && !(o < ignored.length && ignored[o]) && reach[o * provinces + province] > best) {
                best = reach[o * provinces + province];
            }
        }
        return best;
    }

    /** @return the size of the largest other power with a unit that can move into the province, or 0 */
    public double defenceValue(int power, int province) {
        double best = 0;
        for (int o = 0; o < powers; o++) {
            if (o != power && reach[o * provinces + province] > 0 && size[o] > best) {
                best = size[o];
            }
        }
        return best;
    }

    private double[] base(int power) {
        double[] v = base[power];
        if (!ready[power]) {
            for (int s = 0; s < scs.length; s++) {
                int c = scs[s];
                int owner = board.owner(c);
                v[s] = owner == power ? defenceValue(power, c) * defence : size[owner < 0 ? powers : owner] * attack;
            }
            ready[power] = true;
        }
        return v;
    }

    /** @return the value to the power of a unit of the type going to (or staying at) the location */
    public double destination(int power, int type, int location) {
        return withUnits(power, ix.provinceOf(location), tables.value(kind, type, location, base(power)));
    }

    /**
     * The values of {@link #destination} for the first {@code n} locations, bit for bit, with the proximities taken
     * side by side ({@link ProximityTables#values}).
     *
     * @param out receives the value of {@code locations[i]} at {@code out[i]}
     */
    public void destinations(int power, int type, int[] locations, int n, double[] out) {
        tables.values(kind, type, locations, n, base(power), out);
        for (int i = 0; i < n; i++) {
            out[i] = withUnits(power, ix.provinceOf(locations[i]), out[i]);
        }
    }

    /** @return a destination's proximity with the power's strength added and its competition taken off */
    private double withUnits(int power, int province, double proximity) {
        return proximity + strengthWeight * strength(power, province)
                - competitionWeight * competition(power, province);
    }

    /**
     * @param build true for builds, false for removals
     * @return the Winter value to the power of a unit of the type at the location (proximity with the Spring
     *         attack and defence weights, plus the weighted defence value of the province when it is the power's)
     */
    public double winter(int power, int type, int location, boolean build) {
        int q = ix.provinceOf(location);
        double own = ix.supplyCentre(q) && board.owner(q) == power ? defenceValue(power, q) : 0;
        return tables.value(build ? ProximityTables.BUILD : ProximityTables.REMOVE, type, location, base(power))
                + (build ? w.buildDefence() : w.removeDefence()) * own;
    }
}
