package calhamer.adjudicator.result;

/**
 * Why an order had its outcome. Each reason has a sentence for people; {@code %s} in it stands for the province
 * the reason refers to (see {@link #describe(String)}).
 */
public enum Reason {
    // movement: success
    HELD("held its position"),
    MOVED("moved to %s"),
    SUPPORT_GIVEN("gave its support"),
    CONVOYED("carried the convoy"),
    // movement: failure
    STANDOFF("bounced: standoff over %s"),
    TOO_WEAK("bounced: not strong enough to dislodge the unit in %s"),
    LOST_HEAD_TO_HEAD("bounced: lost the head-to-head battle with the unit in %s"),
    OWN_UNIT("bounced: may not dislodge its own power's unit in %s"),
    CUT_BY_ATTACK("support cut by the attack from %s"),
    CUT_BY_DISLODGEMENT("support cut: the supporting unit was dislodged by the unit from %s"),
    DISLODGED_BY("dislodged by the unit from %s"),
    DISLODGED_BY_CONVOY("dislodged by the army convoyed from %s"),
    NO_CONVOY_ORDERED("no fleet convoyed the army along a route to %s"),
    CONVOY_DISRUPTED("convoy failed: no unbroken chain of convoying fleets reached %s"),
    CONVOY_PARADOX("convoy paradox broken by the Szykman rule: the convoy to %s fails"),
    // movement: void orders (can be given, cannot take effect)
    MOVE_TO_OWN_PROVINCE("void: a unit cannot move to the province it is in"),
    ARMY_TO_SEA("void: an army cannot move to the sea province %s"),
    FLEET_TO_INLAND("void: a fleet cannot move to the inland province %s"),
    NOT_ADJACENT("void: %s is not adjacent and no convoy route to it is possible"),
    COAST_NEEDED("void: the fleet can reach more than one coast of %s; the order must name one"),
    COAST_UNREACHABLE("void: the fleet cannot reach that coast of %s"),
    SUPPORT_OWN_UNIT_SELF("void: a unit cannot support itself"),
    SUPPORT_NO_UNIT("void: there is no unit in %s to support"),
    SUPPORT_WRONG_TYPE("void: the unit in %s is not of the type the order names"),
    SUPPORT_UNREACHABLE("void: the supporting unit could not move to %s itself"),
    SUPPORT_INTO_OWN_PROVINCE("void: a unit cannot support a move into its own province"),
    SUPPORT_NOT_MATCHED("void: the unit in %s was not ordered to do what the support says"),
    CONVOY_NOT_AT_SEA("void: only a fleet in a sea province can convoy"),
    CONVOY_NO_ARMY("void: there is no army in %s to convoy"),
    CONVOY_NO_ROUTE("void: this fleet cannot be part of any convoy route to %s"),
    CONVOY_NOT_MATCHED("void: the army in %s was not ordered to move there by convoy"),
    // invalid orders (treated as not given)
    UNREADABLE("invalid: %s"),
    UNKNOWN_POWER("invalid: %s is not a power of this map"),
    NEUTRAL_POWER("invalid: %s is neutral on this map: its units hold, retreat nowhere and never build"),
    NO_SUCH_UNIT("invalid: there is no such unit in %s"),
    FOREIGN_UNIT("invalid: the unit in %s belongs to another power"),
    WRONG_UNIT_TYPE("invalid: the unit in %s is not of the type the order names"),
    DUPLICATE("invalid: a unit in %s already has an order"),
    WRONG_PHASE("invalid: %s"),
    NOT_DISLODGED("invalid: the unit in %s is not dislodged; only dislodged units are ordered in a retreat phase"),
    // retreats
    RETREATED("retreated to %s"),
    RETREAT_CLASH("disbanded: another unit retreated to %s too"),
    RETREAT_TO_ATTACKER("disbanded: cannot retreat to %s, where the attack came from"),
    RETREAT_TO_CONTESTED("disbanded: cannot retreat to %s, left vacant by a standoff"),
    RETREAT_TO_OCCUPIED("disbanded: cannot retreat to the occupied province %s"),
    RETREAT_UNREACHABLE("disbanded: cannot move to %s"),
    DISBANDED("disbanded as ordered"),
    NO_RETREAT_ORDER("disbanded: no retreat was ordered"),
    NO_LEGAL_RETREAT("disbanded: no province to retreat to"),
    // adjustments
    BUILT("built in %s"),
    WAIVED("build waived"),
    REMOVED("removed as ordered"),
    BUILD_NOT_HOME("void: %s is not a home supply centre of this power"),
    BUILD_NOT_CENTRE("void: %s is not a supply centre"),
    BUILD_NOT_OWNED("void: the power does not own %s"),
    BUILD_OCCUPIED("void: %s is occupied"),
    BUILD_TERRAIN("void: that unit cannot stand in %s"),
    BUILD_COAST_NEEDED("void: a fleet built in %s must name its coast"),
    NO_BUILDS_LEFT("void: the power has no builds left"),
    NO_REMOVALS_LEFT("void: the power has no more units to remove"),
    CIVIL_DISORDER("removed by the civil disorder rule (farthest from %s)");

    private final String sentence;
    private final boolean hasSubject;
    private final String before;
    private final String after;
    private final String withoutSubject;

    Reason(String sentence) {
        int at = sentence.indexOf("%s");
        this.sentence = sentence;
        this.hasSubject = at >= 0;
        this.before = hasSubject ? sentence.substring(0, at) : sentence;
        this.after = hasSubject ? sentence.substring(at + 2) : "";
        this.withoutSubject = sentence.replace(" %s", "").replace("%s", "");
    }

    /** @return the sentence with {@code %s} still in it */
    public String sentence() {
        return sentence;
    }

    /**
     * @return the sentence about a province (or other subject); {@code %s} is dropped when the subject is null. The
     *         parts around {@code %s} are cut once, so a call only concatenates.
     */
    public String describe(String subject) {
        if (!hasSubject) {
            return sentence;
        }
        return subject == null ? withoutSubject : before + subject + after;
    }
}
