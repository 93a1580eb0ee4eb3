package calhamer.adjudicator.order;

import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.UnitType;

/**
 * A unit as an order names it: its type and where it stands ({@code A VIE}, {@code F STP/SC}). The type may be left
 * out in hand-written orders ({@code Remove PIC}, {@code A NWY S DEN - SWE}); it is then null and matches any unit.
 *
 * @param type     army or fleet, or null when the order does not say
 * @param location where the unit stands
 */
public record UnitRef(UnitType type, Location location) {

    public UnitRef {
        if (location == null) {
            throw new IllegalArgumentException("a unit needs a location");
        }
    }

    /** @return the province the unit stands in */
    public Province province() {
        return location.province();
    }

    /** Appends {@code A VIE}, {@code F STP/SC}, or {@code PIC} when the type is not given. */
    public void appendTo(StringBuilder out) {
        if (type != null) {
            out.append(type.letter()).append(' ');
        }
        out.append(location.id());
    }

    /** @return {@code A VIE}, {@code F STP/SC}, or {@code PIC} when the type is not given */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(8);
        appendTo(out);
        return out.toString();
    }
}
