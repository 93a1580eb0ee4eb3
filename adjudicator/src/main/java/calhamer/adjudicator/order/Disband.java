package calhamer.adjudicator.order;

/** {@code A MUN D}: a dislodged unit disbands (retreat phase) or a unit is removed (adjustment phase). */
public record Disband(UnitRef unit) implements Order {

    public Disband {
        Orders.requireUnit(unit);
    }

    @Override
    public void appendTo(StringBuilder out) {
        unit.appendTo(out);
        out.append(" D");
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
