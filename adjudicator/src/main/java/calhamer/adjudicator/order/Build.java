package calhamer.adjudicator.order;

/** {@code A PAR B}, {@code F STP/NC B}: a unit is built in a home supply centre. */
public record Build(UnitRef unit) implements Order {

    public Build {
        Orders.requireUnit(unit);
        if (unit.type() == null) {
            throw new IllegalArgumentException("a build must say whether it builds an army or a fleet");
        }
    }

    @Override
    public void appendTo(StringBuilder out) {
        unit.appendTo(out);
        out.append(" B");
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
