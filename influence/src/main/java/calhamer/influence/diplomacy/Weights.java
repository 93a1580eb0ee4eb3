package calhamer.influence.diplomacy;

/**
 * The weights of the sources in one power's world (Utkin, "Influence Graphs", sections VII–VIII). A supply centre's
 * owner decides which centre weight it gets; a centre nobody owns is neutral.
 *
 * @param ownCenter     a supply centre the world's power owns (the paper: 10, "home centres to be defended")
 * @param otherCenter   a supply centre another power owns (the paper: 50, "enemy centres to be captured")
 * @param neutralCenter a supply centre nobody owns (the paper's submaps have none; {@link #PAPER} uses 50, as for
 *                      any centre still to be captured)
 * @param ownUnit       a unit of the world's power (the paper: +15)
 * @param otherUnit     a unit of any other power (the paper: −15)
 */
public record Weights(double ownCenter, double otherCenter, double neutralCenter, double ownUnit, double otherUnit) {

    /** The paper's weights: 10, 50, neutral 50, +15, −15. */
    public static final Weights PAPER = new Weights(10, 50, 50, 15, -15);

    public Weights {
        check("ownCenter", ownCenter);
        check("otherCenter", otherCenter);
        check("neutralCenter", neutralCenter);
        check("ownUnit", ownUnit);
        check("otherUnit", otherUnit);
    }

    private static void check(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("weight " + name + " must be a finite number, got " + value);
        }
    }

    /** @return these weights with another neutral-centre weight */
    public Weights withNeutralCenter(double weight) {
        return new Weights(ownCenter, otherCenter, weight, ownUnit, otherUnit);
    }

    /** @return the weight of a source of the given kind */
    public double of(SourceKind kind) {
        return switch (kind) {
            case OWN_CENTER -> ownCenter;
            case OTHER_CENTER -> otherCenter;
            case NEUTRAL_CENTER -> neutralCenter;
            case OWN_UNIT -> ownUnit;
            case OTHER_UNIT -> otherUnit;
        };
    }
}
