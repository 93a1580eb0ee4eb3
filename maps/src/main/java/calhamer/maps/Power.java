package calhamer.maps;

import java.util.ArrayList;
import java.util.List;

/**
 * One power of a map. Powers are made by the map loader and owned by their map: {@link #index()} is the power's
 * position in {@link DiplomacyMap#powers()} (map-file order), the number every per-power table and the game API's
 * player index use; {@link #name()} is its upper-case name, e.g. {@code FRANCE}, the form text and JSON use. Code
 * passes powers, never names; a name is turned into a power once, where text comes in
 * ({@link DiplomacyMap#findPower}).
 *
 * @param index position in the map's power list, 0-based
 * @param name  upper-case name
 */
public record Power(int index, String name) {

    /** @return the powers of the names, indexed in list order */
    public static List<Power> list(List<String> names) {
        List<Power> powers = new ArrayList<>(names.size());
        for (String name : names) {
            powers.add(new Power(powers.size(), name));
        }
        return List.copyOf(powers);
    }

    /** Value equality, with the common case (the same object of the same map) first. */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Power p && index == p.index && name.equals(p.name);
    }

    /** Cheap: powers are hash keys and array indices everywhere. */
    @Override
    public int hashCode() {
        return index;
    }

    /** @return the name */
    @Override
    public String toString() {
        return name;
    }
}
