package calhamer.adjudicator.engine;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import calhamer.adjudicator.rules.MapTables;

/**
 * What the kernel decided for one movement phase, by province of the ordered unit: the outcome and reason of its
 * order and the province the reason names (or -1), whether it moved and to which location, whether it was dislodged
 * and from where (-1: by convoy); and the provinces left vacant by a standoff. Reused across phases: the values are
 * those of the last {@link MovementKernel#resolve} call, read by the {@link RulesEngine} and its
 * {@link PhaseReport}, and only the provinces of that phase's units are meaningful (a new phase overwrites what it
 * uses, so nothing is cleared in bulk).
 */
final class MovementOutput {
    final Outcome[] outcome;
    final Reason[] reason;
    final int[] subject;
    final boolean[] moved;
    final int[] destination;
    final boolean[] dislodged;
    final int[] attackerFrom;
    final boolean[] contested;
    /** The provinces marked contested, {@code contestedList[0..contestedCount)}. */
    final int[] contestedList;
    int contestedCount;

    MovementOutput(MapTables tables) {
        int p = tables.provinceCount();
        outcome = new Outcome[p];
        reason = new Reason[p];
        subject = new int[p];
        moved = new boolean[p];
        destination = new int[p];
        dislodged = new boolean[p];
        attackerFrom = new int[p];
        contested = new boolean[p];
        contestedList = new int[p];
    }

    /** Forgets the last phase's standoffs: O(their number). */
    void reset() {
        for (int k = 0; k < contestedCount; k++) {
            contested[contestedList[k]] = false;
        }
        contestedCount = 0;
    }

    /** Marks a province left vacant by a standoff. */
    void contest(int province) {
        if (!contested[province]) {
            contested[province] = true;
            contestedList[contestedCount++] = province;
        }
    }
}
