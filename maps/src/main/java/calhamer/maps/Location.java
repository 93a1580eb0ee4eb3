package calhamer.maps;

/**
 * Where a unit can stand: a province as a whole, or one named coast of a split-coast province. Locations are
 * created by their map; {@link #index()} is the position in {@link DiplomacyMap#locations()} (the first
 * {@code provinces().size()} locations are the provinces as a whole, in province order).
 *
 * @param index    position in the map's location list
 * @param province the province
 * @param coast    the coast, or {@link Coast#NONE} for the province as a whole
 */
public record Location(int index, Province province, Coast coast) {

    /** @return whether this location names a coast */
    public boolean hasCoast() {
        return coast != Coast.NONE;
    }

    /** @return the canonical text, {@code VIE} or {@code STP/NC} */
    public String id() {
        return coast == Coast.NONE ? province.id() : province.id() + "/" + coast.name();
    }

    @Override
    public String toString() {
        return id();
    }
}
