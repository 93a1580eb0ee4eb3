package calhamer.games;

import java.util.Map;

/** Reading the games' provider options (strings) with errors that name the option. */
public final class GameOptions {

    private GameOptions() {
    }

    /**
     * The option as a whole number.
     *
     * @throws IllegalArgumentException naming the option when it is not one
     */
    public static int integer(Map<String, String> options, String name) {
        String value = options.get(name);
        try {
            return Integer.parseInt(value == null ? "" : value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option '" + name + "' must be a whole number, not '" + value + "'", e);
        }
    }
}
