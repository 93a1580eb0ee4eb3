package calhamer.adjudicator.movement;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * What the kernel decided for one movement phase, by province of the ordered unit: the outcome and reason of its
 * order, whether it moved and where, whether it was dislodged and from where, and which provinces were left vacant
 * by a standoff. Reused across phases; the values are those of the last {@link MovementKernel#resolve} call.
 */
public final class MovementOutput {
    final Outcome[] outcome;
    final Reason[] reason;
    final int[] subject;
    final boolean[] moved;
    final int[] destination;
    final boolean[] dislodged;
    final int[] attackerFrom;
    final boolean[] contested;

    public MovementOutput(MapTables tables) {
        int p = tables.provinceCount();
        outcome = new Outcome[p];
        reason = new Reason[p];
        subject = new int[p];
        moved = new boolean[p];
        destination = new int[p];
        dislodged = new boolean[p];
        attackerFrom = new int[p];
        contested = new boolean[p];
    }

    void reset() {
        Arrays.fill(moved, false);
        Arrays.fill(dislodged, false);
        Arrays.fill(contested, false);
    }

    /** @return the outcome of the order of the unit in the province */
    public Outcome outcome(int province) {
        return outcome[province];
    }

    /** @return why */
    public Reason reason(int province) {
        return reason[province];
    }

    /** @return the province the reason refers to, or -1 */
    public int subject(int province) {
        return subject[province];
    }

    /** @return whether the unit in the province moved */
    public boolean moved(int province) {
        return moved[province];
    }

    /** @return the location the unit moved to (meaningful when {@link #moved}) */
    public int destination(int province) {
        return destination[province];
    }

    /** @return whether the unit in the province was dislodged */
    public boolean dislodged(int province) {
        return dislodged[province];
    }

    /** @return where the dislodging unit came from, or -1 when it came by convoy */
    public int attackerFrom(int province) {
        return attackerFrom[province];
    }

    /** @return whether the province was left vacant by a standoff */
    public boolean contested(int province) {
        return contested[province];
    }
}
