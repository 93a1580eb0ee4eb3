package calhamer.adjudicator.engine;

import calhamer.adjudicator.result.Outcome;
import calhamer.adjudicator.result.Reason;
import java.util.Arrays;

/**
 * What the rules engine decided in the last phase it played, for callers that report it (the full adjudication):
 * each order's outcome, reason and subject (a location index, -1 for none), movement's moves and dislodgements, the
 * units removed without an order, the supply centres that changed hands and the winner. Search passes no report and
 * pays nothing for it. Orders are found by the province of their unit (movement, retreats) or by their place in the
 * list (adjustments). Reused from phase to phase; not thread-safe. Recording is O(1) per fact.
 */
public final class PhaseReport {
    /** Why a unit left the board without an order of its own. */
    public record Removal(int province, int power, int type, int location, Reason reason) {
    }

    private MovementOutput movement;
    private Outcome[] outcome = new Outcome[0];
    private Reason[] reason = new Reason[0];
    private int[] subject = new int[0];
    private int[] target = new int[0];
    private int[][] retreats = new int[0][];
    private Removal[] removals = new Removal[8];
    private int removalCount;
    private int[] changed = new int[0];
    private int[] formerOwner = new int[0];
    private int changeCount;
    private int winner = -1;
    private String disorderTarget;

    /** Forgets the last phase; sizes the tables for a map of P provinces and n orders. */
    void start(int provinces, int orders) {
        int size = Math.max(provinces, orders);
        if (outcome.length < size) {
            outcome = new Outcome[size];
            reason = new Reason[size];
            subject = new int[size];
            target = new int[size];
        }
        if (changed.length < provinces) {
            changed = new int[provinces];
            formerOwner = new int[provinces];
            retreats = new int[provinces][];
        }
        Arrays.fill(outcome, 0, size, null);
        movement = null;
        removalCount = 0;
        changeCount = 0;
        winner = -1;
    }

    void movement(MovementOutput out) {
        this.movement = out;
    }

    void order(int at, Outcome o, Reason why, int subjectLocation) {
        outcome[at] = o;
        reason[at] = why;
        subject[at] = subjectLocation;
    }

    /** Records where a retreating or built unit ends up. */
    void target(int at, int location) {
        target[at] = location;
    }

    /** Records where the unit dislodged from the province may retreat (the first n of the locations). */
    void retreats(int province, int[] locations, int n) {
        retreats[province] = Arrays.copyOf(locations, n);
    }

    void removed(int province, int power, int type, int location, Reason why) {
        if (removalCount == removals.length) {
            removals = Arrays.copyOf(removals, 2 * removalCount);
        }
        removals[removalCount++] = new Removal(province, power, type, location, why);
    }

    void centreChanged(int centre, int from) {
        changed[changeCount] = centre;
        formerOwner[changeCount++] = from;
    }

    void winner(int power) {
        winner = power;
    }

    void disorderTarget(String what) {
        disorderTarget = what;
    }

    /** @return the outcome of the order of the unit in the province (movement, retreats) or at the place */
    public Outcome outcome(int at) {
        return movement != null ? movement.outcome[at] : outcome[at];
    }

    /** @return its reason */
    public Reason reason(int at) {
        return movement != null ? movement.reason[at] : reason[at];
    }

    /** @return the location its reason names (a province's index is its location as a whole), or -1 */
    public int subject(int at) {
        return movement != null ? movement.subject[at] : subject[at];
    }

    /** @return where the retreating unit of the province, or the unit built by the order at that place, stands */
    public int target(int at) {
        return target[at];
    }

    /** @return whether the unit in the province moved (movement phases) */
    public boolean moved(int province) {
        return movement.moved[province];
    }

    /** @return where the unit in the province stands after the movement, if not dislodged */
    public int destination(int province) {
        return movement.destination[province];
    }

    /** @return whether the unit in the province was dislodged */
    public boolean dislodged(int province) {
        return movement.dislodged[province];
    }

    /** @return the province the dislodging attack came from, -1 by convoy */
    public int attackerFrom(int province) {
        return movement.attackerFrom[province];
    }

    /** @return where the unit dislodged from the province (in this movement phase) may retreat, in map order */
    public int[] retreats(int province) {
        return retreats[province];
    }

    /** @return the provinces a standoff left vacant, in the order found */
    public int[] contested() {
        return Arrays.copyOf(movement.contestedList, movement.contestedCount);
    }

    /** @return the units removed without an order of their own, in the order removed */
    public Removal[] removals() {
        return Arrays.copyOf(removals, removalCount);
    }

    /** @return the supply centres that changed hands after a Fall, in province order */
    public int[] changedCentres() {
        return Arrays.copyOf(changed, changeCount);
    }

    /** @return the owner before the change of the i-th {@link #changedCentres() changed centre}, or -1 */
    public int formerOwner(int i) {
        return formerOwner[i];
    }

    /** @return the power that won after the Fall, or -1 */
    public int winner() {
        return winner;
    }

    /** @return what civil disorder measured distances to ("its home centres" or "its owned supply centres") */
    public String disorderTarget() {
        return disorderTarget;
    }
}
