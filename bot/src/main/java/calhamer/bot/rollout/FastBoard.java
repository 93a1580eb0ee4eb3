package calhamer.bot.rollout;

import java.util.Arrays;

/**
 * A mutable game state for fast play: by province, the unit standing there (power index, type, location), the
 * owner of each supply centre, the phase, and in retreat phases the dislodged units (with the province their
 * attacker came from) and the provinces left vacant by a standoff. Copying is a handful of array copies; nothing
 * here allocates after construction. Powers are indices in the map's order. Not thread-safe.
 */
public final class FastBoard {
    public static final int SPRING = 0;
    public static final int FALL = 1;
    public static final int WINTER = 2;
    public static final int MOVEMENT = 0;
    public static final int RETREAT = 1;
    public static final int ADJUSTMENT = 2;

    final MapIndex ix;
    final int[] power;
    final int[] type;
    final int[] loc;
    final int[] owner;
    final int[] dPower;
    final int[] dType;
    final int[] dLoc;
    final int[] dFrom;
    final boolean[] contested;
    int season;
    int year;
    int phase;

    public FastBoard(MapIndex ix) {
        this.ix = ix;
        int p = ix.provinces;
        power = new int[p];
        type = new int[p];
        loc = new int[p];
        owner = new int[p];
        dPower = new int[p];
        dType = new int[p];
        dLoc = new int[p];
        dFrom = new int[p];
        contested = new boolean[p];
        Arrays.fill(power, -1);
        Arrays.fill(owner, -1);
        Arrays.fill(dPower, -1);
    }

    /** @return the map index */
    public MapIndex index() {
        return ix;
    }

    /** Makes this board a copy of another on the same map. */
    public void copyFrom(FastBoard o) {
        int p = ix.provinces;
        System.arraycopy(o.power, 0, power, 0, p);
        System.arraycopy(o.type, 0, type, 0, p);
        System.arraycopy(o.loc, 0, loc, 0, p);
        System.arraycopy(o.owner, 0, owner, 0, p);
        System.arraycopy(o.dPower, 0, dPower, 0, p);
        System.arraycopy(o.dType, 0, dType, 0, p);
        System.arraycopy(o.dLoc, 0, dLoc, 0, p);
        System.arraycopy(o.dFrom, 0, dFrom, 0, p);
        System.arraycopy(o.contested, 0, contested, 0, p);
        season = o.season;
        year = o.year;
        phase = o.phase;
    }

    /** Removes everything and sets the phase. */
    public void clear(int newSeason, int newYear, int newPhase) {
        Arrays.fill(power, -1);
        Arrays.fill(owner, -1);
        Arrays.fill(dPower, -1);
        Arrays.fill(contested, false);
        season = newSeason;
        year = newYear;
        phase = newPhase;
    }

    /** Puts a unit on the board. */
    public void put(int province, int unitPower, int unitType, int location) {
        power[province] = unitPower;
        type[province] = unitType;
        loc[province] = location;
    }

    /** Records a dislodged unit (retreat phases). */
    public void putDislodged(int province, int unitPower, int unitType, int location, int attackerFrom) {
        dPower[province] = unitPower;
        dType[province] = unitType;
        dLoc[province] = location;
        dFrom[province] = attackerFrom;
    }

    /** Sets the owner of a supply centre (-1: nobody). */
    public void own(int province, int ownerPower) {
        owner[province] = ownerPower;
    }

    /** Marks a province as left vacant by a standoff. */
    public void contest(int province) {
        contested[province] = true;
    }

    /** @return the power of the unit in the province, or -1 */
    public int unitPower(int province) {
        return power[province];
    }

    /** @return the type of the unit in the province */
    public int unitType(int province) {
        return type[province];
    }

    /** @return the location of the unit in the province */
    public int unitLocation(int province) {
        return loc[province];
    }

    /** @return the owner of a supply centre, or -1 */
    public int owner(int province) {
        return owner[province];
    }

    /** @return the power of the unit dislodged from the province, or -1 */
    public int dislodgedPower(int province) {
        return dPower[province];
    }

    public int dislodgedType(int province) {
        return dType[province];
    }

    public int dislodgedLocation(int province) {
        return dLoc[province];
    }

    /** @return where the dislodging attack came from, or -1 (by convoy) */
    public int dislodgedFrom(int province) {
        return dFrom[province];
    }

    /** @return whether a standoff left the province vacant (retreat phases) */
    public boolean contested(int province) {
        return contested[province];
    }

    public int season() {
        return season;
    }

    public int year() {
        return year;
    }

    public int phase() {
        return phase;
    }

    /** @return the supply centres the power owns; O(C) */
    public int centresOf(int p) {
        int n = 0;
        for (int c : ix.centres) {
            if (owner[c] == p) {
                n++;
            }
        }
        return n;
    }

    /** @return the units the power has on the board; O(P) */
    public int unitsOf(int p) {
        int n = 0;
        for (int q = 0; q < ix.provinces; q++) {
            if (power[q] == p) {
                n++;
            }
        }
        return n;
    }

    /** @return whether the power can build in the province now: its home centre, owned by it, vacant */
    public boolean canBuildIn(int p, int province) {
        return ix.home[province] == p && owner[province] == p && power[province] < 0;
    }

    /**
     * Where the unit dislodged from a province may retreat (rulebook "Retreats"): a location it could move to
     * without a convoy whose province is vacant, not left vacant by a standoff and not where the attacker came from.
     *
     * @param into receives the locations (at least as long as the map's locations)
     * @return how many
     */
    public int retreatOptions(int province, int[] into) {
        int n = 0;
        int from = dFrom[province];
        for (int l : ix.next[dType[province]][dLoc[province]]) {
            int d = ix.provinceOf[l];
            if (power[d] < 0 && !contested[d] && d != from) {
                into[n++] = l;
            }
        }
        return n;
    }
}
