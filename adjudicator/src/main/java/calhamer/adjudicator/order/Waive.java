package calhamer.adjudicator.order;

/** {@code WAIVE}: a power gives up one of its builds. */
public record Waive() implements Order {

    @Override
    public UnitRef unit() {
        return null;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("WAIVE");
    }

    @Override
    public String toString() {
        return Orders.text(this);
    }
}
