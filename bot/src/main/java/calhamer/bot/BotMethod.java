package calhamer.bot;

import java.util.Locale;

/** How the bot chooses movement orders. */
public enum BotMethod {
    /**
     * Equilibrium search over every power's sampled candidate order sets, valued by roll-outs of the DumbBot-class
     * blueprint on the movement kernel (the default; {@code calhamer.bot.equilibrium}).
     */
    SEARCH,
    /** The depth-1 (or 2) payoff matrices of unit groups against their neighbours (Utkin, section VIII). */
    MATRIX;

    /** Reads {@code search} or {@code matrix} (any case). */
    public static BotMethod parse(String text) {
        try {
            return valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("method is 'search' or 'matrix', not '" + text + "'", e);
        }
    }

    /** @return {@code search} or {@code matrix} */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
