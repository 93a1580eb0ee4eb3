package calhamer.bot.arena;

import calhamer.bot.BotMethod;
import java.util.Locale;

/** The players an arena seat can hold. */
public enum PlayerKind {
    /** The bot with equilibrium search ({@link BotMethod#SEARCH}). */
    SEARCH,
    /** The bot with payoff matrices ({@link BotMethod#MATRIX}). */
    MATRIX,
    /** The DumbBot-class heuristic player ({@code calhamer.bot.dumbbot}). */
    DUMBBOT,
    /**
     * Random-order bots: every phase, one uniformly random legal order per unit (retreats and disbanding alike) and
     * random builds and removals up to what is due ({@code LegalOrders.random}).
     */
    RANDOM,
    /** Hold-only bots: no orders at all (units hold, dislodged units are disbanded, no builds, civil disorder). */
    HOLD;

    /** Reads a kind by name, any case. */
    public static PlayerKind parse(String text) {
        try {
            return valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("players are 'search', 'matrix', 'dumbbot', 'random' or 'hold', not '"
                    + text + "'", e);
        }
    }

    /** @return the bot method, for the two kinds played by the bot */
    public BotMethod method() {
        return this == MATRIX ? BotMethod.MATRIX : BotMethod.SEARCH;
    }

    /** @return whether the bot ({@code DiplomacyBot}) plays this kind */
    public boolean isBot() {
        return this == SEARCH || this == MATRIX;
    }

    /** @return the name in lower case */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
