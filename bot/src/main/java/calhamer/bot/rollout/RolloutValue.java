package calhamer.bot.rollout;

import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * The value of a roll-out's end for every power: the supply centres it would own if ownership were settled now (a
 * centre occupied by a unit counts for the unit's power, an empty one for its owner, as after a Fall), plus
 * {@code unitWeight} per unit on the board (units are the means to the next centres; they count little so that
 * centres decide). O(P) per call, no allocation.
 */
public final class RolloutValue {
    /** The weight of a unit against a supply centre. */
    public static final double UNIT_WEIGHT = 0.1;

    private final MapTables ix;

    public RolloutValue(MapTables ix) {
        this.ix = ix;
    }

    /** Writes every power's value into {@code out}. */
    public void evaluate(Board b, double[] out) {
        Arrays.fill(out, 0, ix.powerCount(), 0);
        for (int c : ix.centres()) {
            int p = b.unitPower(c) >= 0 ? b.unitPower(c) : b.owner(c);
            if (p >= 0) {
                out[p] += 1;
            }
        }
        for (int q = 0; q < ix.provinceCount(); q++) {
            int p = b.unitPower(q);
            if (p >= 0) {
                out[p] += UNIT_WEIGHT;
            }
        }
    }
}
