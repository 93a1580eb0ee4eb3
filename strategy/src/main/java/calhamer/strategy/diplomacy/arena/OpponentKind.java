package calhamer.strategy.diplomacy.arena;

import java.util.Locale;

/** The bots the arena's bot plays against. */
public enum OpponentKind {
    /**
     * Random-order bots: every phase, one uniformly random legal order per unit (retreats and disbanding alike) and
     * random builds and removals up to what is due ({@code LegalOrders.random}).
     */
    RANDOM,
    /** Hold-only bots: no orders at all (units hold, dislodged units are disbanded, no builds, civil disorder). */
    HOLD;

    /** Reads {@code random} or {@code hold}. */
    public static OpponentKind parse(String text) {
        try {
            return valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("opponents are 'random' or 'hold', not '" + text + "'", e);
        }
    }
}
