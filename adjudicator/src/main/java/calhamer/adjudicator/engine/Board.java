package calhamer.adjudicator.engine;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Season;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * A game state as the rules engine plays it: by province, the unit standing there (power index, unit type code,
 * location), the owner of each supply centre, the phase (its place in the sequence of play, {@link Phase#index()}),
 * and in retreat phases the dislodged units (with the province their attacker came from, -1 by convoy) and the
 * provinces left vacant by a standoff. The mutable twin of a {@code Position} for search: copying is a handful of
 * array copies and nothing allocates after construction. {@link BoardCodec} converts between the two.
 *
 * <p>Not thread-safe. Every accessor is O(1) but the counts, which are O(P).
 */
public final class Board {
    /** {@link #phaseType()} of a movement phase. */
    public static final int MOVEMENT = 0;
    /** {@link #phaseType()} of a retreat phase. */
    public static final int RETREAT = 1;
    /** {@link #phaseType()} of an adjustment phase. */
    public static final int ADJUSTMENT = 2;
    /** {@link #season()} codes. */
    public static final int SPRING = 0;
    public static final int FALL = 1;
    public static final int WINTER = 2;

    private final MapTables tables;
    final int[] power;
    final int[] type;
    final int[] loc;
    final int[] owner;
    final int[] dPower;
    final int[] dType;
    final int[] dLoc;
    final int[] dFrom;
    final boolean[] contested;
    int phase;

    public Board(MapTables tables) {
        this.tables = tables;
        int p = tables.provinceCount();
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

    /** @return the map tables the board is laid out for */
    public MapTables tables() {
        return tables;
    }

    /** Makes this board a copy of another on the same map. */
    public void copyFrom(Board o) {
        int p = power.length;
        System.arraycopy(o.power, 0, power, 0, p);
        System.arraycopy(o.type, 0, type, 0, p);
        System.arraycopy(o.loc, 0, loc, 0, p);
        System.arraycopy(o.owner, 0, owner, 0, p);
        System.arraycopy(o.dPower, 0, dPower, 0, p);
        System.arraycopy(o.dType, 0, dType, 0, p);
        System.arraycopy(o.dLoc, 0, dLoc, 0, p);
        System.arraycopy(o.dFrom, 0, dFrom, 0, p);
        System.arraycopy(o.contested, 0, contested, 0, p);
        phase = o.phase;
    }

    /** Removes every unit, owner, dislodged unit and standoff, and sets the phase ({@link Phase#index()}). */
    public void clear(int phaseIndex) {
        Arrays.fill(power, -1);
        Arrays.fill(owner, -1);
        Arrays.fill(dPower, -1);
        Arrays.fill(contested, false);
        phase = phaseIndex;
    }

    /** Puts a unit on the board (its province is the location's). */
    public void put(int unitPower, int unitType, int location) {
        int q = tables.provinceOf(location);
        power[q] = unitPower;
        type[q] = unitType;
        loc[q] = location;
    }

    /** Takes the unit in the province off the board. */
    public void remove(int province) {
        power[province] = -1;
    }

    /** Records a unit dislodged from its province (retreat phases); {@code attackerFrom} -1: by convoy. */
    public void putDislodged(int unitPower, int unitType, int location, int attackerFrom) {
        int q = tables.provinceOf(location);
        dPower[q] = unitPower;
        dType[q] = unitType;
        dLoc[q] = location;
        dFrom[q] = attackerFrom;
    }

    /** Sets the owner of a supply centre (-1: nobody). */
    public void own(int province, int ownerPower) {
        owner[province] = ownerPower;
    }

    /** Marks a province as left vacant by a standoff (retreat phases). */
    public void contest(int province) {
        contested[province] = true;
    }

    /** @return the power of the unit in the province, or -1 */
    public int unitPower(int province) {
        return power[province];
    }

    /** @return the type code of the unit in the province */
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

    /** @return the type code of the unit dislodged from the province */
    public int dislodgedType(int province) {
        return dType[province];
    }

    /** @return the location the unit was dislodged from */
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

    /** @return the phase's place in the sequence of play ({@link Phase#index()}) */
    public int phaseIndex() {
        return phase;
    }

    /** @return the phase */
    public Phase phase() {
        return Phase.ofIndex(phase);
    }

    /** @return {@link #MOVEMENT}, {@link #RETREAT} or {@link #ADJUSTMENT} */
    public int phaseType() {
        PhaseType t = Phase.typeOf(phase);
        return t == PhaseType.MOVEMENT ? MOVEMENT : t == PhaseType.RETREAT ? RETREAT : ADJUSTMENT;
    }

    /** @return {@link #SPRING}, {@link #FALL} or {@link #WINTER} */
    public int season() {
        Season s = Phase.seasonOf(phase);
        return s == Season.SPRING ? SPRING : s == Season.FALL ? FALL : WINTER;
    }

    /** @return the game year */
    public int year() {
        return phase / Phase.PHASES_PER_YEAR;
    }

    /** @return the supply centres the power owns; O(C) */
    public int centresOf(int p) {
        int n = 0;
        for (int c : tables.centres()) {
            if (owner[c] == p) {
                n++;
            }
        }
        return n;
    }

    /**
     * Counts every power's supply centres and units in one pass: O(C + P).
     *
     * @param centres receives the centres owned, by power index (at least as long as the map's powers)
     * @param units   receives the units on the board, by power index
     */
    public void count(int[] centres, int[] units) {
        java.util.Arrays.fill(centres, 0);
        java.util.Arrays.fill(units, 0);
        for (int c : tables.centres()) {
            if (owner[c] >= 0) {
                centres[owner[c]]++;
            }
        }
        for (int u : power) {
            if (u >= 0) {
                units[u]++;
            }
        }
    }

    /** @return the units the power has on the board; O(P) */
    public int unitsOf(int p) {
        int n = 0;
        for (int u : power) {
            if (u == p) {
                n++;
            }
        }
        return n;
    }
}
