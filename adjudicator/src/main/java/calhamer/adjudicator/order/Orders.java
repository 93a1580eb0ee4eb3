package calhamer.adjudicator.order;

import calhamer.maps.Location;

/** Argument checks and the text shared by the order records. */
final class Orders {
    private Orders() {
    }

    static void requireUnit(UnitRef unit) {
        if (unit == null) {
            throw new IllegalArgumentException("an order needs the unit it is given to");
        }
    }

    static void requireLocation(Location to) {
        if (to == null) {
            throw new IllegalArgumentException("the order needs a destination");
        }
    }

    /** @return the order's notation ({@link Order#appendTo}) as a string */
    static String text(Order order) {
        StringBuilder out = new StringBuilder(24);
        order.appendTo(out);
        return out.toString();
    }
}
