package calhamer.adjudicator.order;

/** {@code A VIE H}: the unit stays where it is. */
public record Hold(UnitRef unit) implements Order {

    public Hold {
        Orders.requireUnit(unit);
    }

    @Override
    public void appendTo(StringBuilder out) {
        unit.appendTo(out);
        out.append(" H");
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
