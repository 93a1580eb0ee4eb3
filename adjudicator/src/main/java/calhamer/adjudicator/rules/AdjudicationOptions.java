package calhamer.adjudicator.rules;

/**
 * How to adjudicate.
 *
 * @param edition the rulebook edition (default {@link Edition#RULES_2000})
 * @param strict  whether an invalid order refuses the whole request instead of being treated as not given
 */
public record AdjudicationOptions(Edition edition, boolean strict) {
    /** The 2000 rules as DATC v2.4 prefers them; invalid orders are judged one by one. */
    public static final AdjudicationOptions DEFAULT = new AdjudicationOptions(Edition.RULES_2000, false);

    public AdjudicationOptions {
        if (edition == null) {
            throw new IllegalArgumentException("an edition is required");
        }
    }

    /** @return these options with another edition */
    public AdjudicationOptions withEdition(Edition e) {
        return new AdjudicationOptions(e, strict);
    }

    /** @return these options with strictness set */
    public AdjudicationOptions withStrict(boolean s) {
        return new AdjudicationOptions(edition, s);
    }
}
