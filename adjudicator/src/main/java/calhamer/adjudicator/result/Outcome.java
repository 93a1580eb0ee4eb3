package calhamer.adjudicator.result;

/** What became of one order. {@link #SUCCEEDED} is the only outcome under which the order did what it said. */
public enum Outcome {
    /** The order did what it said: the unit moved, held, supported, convoyed, retreated, was built or removed. */
    SUCCEEDED,
    /** A move or retreat failed against other units (standoff, too weak, lost head-to-head, own unit). */
    BOUNCED,
    /** A support was cut. */
    CUT,
    /** The ordered unit was dislodged (whatever its order). */
    DISLODGED,
    /** The order can be given but could not take effect (impossible move, unmatched support, illegal build...). */
    VOID,
    /** A move by convoy found no convoy that carried it (not ordered, disrupted, or a paradox). */
    NO_CONVOY,
    /** A retreat failed and the unit was disbanded. */
    DISBANDED,
    /** The order was not accepted (unreadable, not the power's unit, duplicate, wrong phase) and was not given. */
    INVALID;

    /** @return whether the order succeeded (the DATC's "succeeds") */
    public boolean succeeded() {
        return this == SUCCEEDED;
    }
}
