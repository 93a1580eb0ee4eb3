package calhamer.influence.diplomacy;

import calhamer.maps.Power;

/** What a source in a power's world is, relative to that power; {@link Weights#of} gives its weight. */
public enum SourceKind {
    /** A supply centre the world's power owns. */
    OWN_CENTER,
    /** A supply centre another power owns. */
    OTHER_CENTER,
    /** A supply centre nobody owns. */
    NEUTRAL_CENTER,
    /** A unit of the world's power. */
    OWN_UNIT,
    /** A unit of another power. */
    OTHER_UNIT;

    /** @return the kind of a supply centre owned by {@code owner} (null: nobody) in the world of {@code power} */
    public static SourceKind ofCenter(Power owner, Power power) {
        if (owner == null) {
            return NEUTRAL_CENTER;
        }
        return owner.equals(power) ? OWN_CENTER : OTHER_CENTER;
    }

    /** @return the kind of a unit of {@code unitPower} in the world of {@code power} */
    public static SourceKind ofUnit(Power unitPower, Power power) {
        return unitPower.equals(power) ? OWN_UNIT : OTHER_UNIT;
    }
}
