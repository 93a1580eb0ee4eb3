package calhamer.adjudicator.order;

import calhamer.maps.Location;

/**
 * {@code F NTH C A LON - NWY}: a fleet at sea convoys an army.
 *
 * @param unit the convoying fleet
 * @param army the convoyed army, where it stands
 * @param to   the army's destination (a province; coasts do not matter to armies)
 */
public record Convoy(UnitRef unit, UnitRef army, Location to) implements Order {

    public Convoy {
        Orders.requireUnit(unit);
        Orders.requireUnit(army);
        Orders.requireLocation(to);
    }

    @Override
    public void appendTo(StringBuilder out) {
        unit.appendTo(out);
        out.append(" C ");
        army.appendTo(out);
        out.append(" - ").append(to.id());
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
