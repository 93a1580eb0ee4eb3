package calhamer.daide.host;

/**
 * How a game ended.
 *
 * @param phase  the phase it ended in, e.g. {@code W1910A} (the last phase played) or {@code S1911M}
 * @param winner the power that won, or null for a draw
 */
public record Ending(String phase, String winner) {
}
