package calhamer.adjudicator.movement;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.MapTables;
import java.util.Arrays;

/**
 * What the kernel decided for one movement phase, by province of the ordered unit: the outcome and reason of its
 * order and the province the reason names (or -1), whether it moved and to which location, whether it was dislodged
 * and from where (-1: by convoy), and which provinces were left vacant by a standoff. Reused across phases; the
 * values are those of the last {@link MovementKernel#resolve} call, read by the {@link MovementPhase}.
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
}
