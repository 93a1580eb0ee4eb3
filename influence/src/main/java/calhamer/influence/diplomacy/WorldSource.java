package calhamer.influence.diplomacy;

import calhamer.influence.Source;
import calhamer.maps.Province;

/**
 * One source of a power's world: a supply centre or a unit, where it stands, and its weight in that world.
 *
 * @param kind     what it is, relative to the world's power
 * @param province where it stands
 * @param weight   its weight ({@link Weights#of} of the kind)
 */
public record WorldSource(SourceKind kind, Province province, double weight) {

    /** @return the source on the border graph (vertex = province index) */
    public Source source() {
        return new Source(province.index(), weight);
    }
}
