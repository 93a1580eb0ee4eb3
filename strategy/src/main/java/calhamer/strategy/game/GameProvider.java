package calhamer.strategy.game;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * A game registered for {@link java.util.ServiceLoader}: list the implementing class in
 * {@code META-INF/services/calhamer.strategy.game.GameProvider}. The server lists every registered game and serves
 * it through the same endpoints, by {@link #name()}.
 */
public interface GameProvider {

    /** The registered name: lower case letters, digits and {@code -} (e.g. {@code "nim"}, {@code "diplomacy"}). */
    String name();

    /** One sentence for listings. */
    String description();

    /** Every option the game takes, with its default value (e.g. {@code map → standard}); empty when none. */
    Map<String, String> defaultOptions();

    /**
     * A game configured by the given options; missing options take their defaults.
     *
     * @throws IllegalArgumentException for an unknown option or an unusable value
     */
    Game<?, ?> create(Map<String, String> options);

    /** The game with its default options. */
    default Game<?, ?> create() {
        return create(Map.of());
    }

    /**
     * The defaults overridden by the given options: the shared option check for {@link #create(Map)}.
     *
     * @throws IllegalArgumentException naming an unknown option and the known ones
     */
    default Map<String, String> resolveOptions(Map<String, String> options) {
        Map<String, String> resolved = new LinkedHashMap<>(defaultOptions());
        options.forEach((key, value) -> {
            if (!resolved.containsKey(key)) {
                throw new IllegalArgumentException("game '" + name() + "' has no option '" + key + "'; options: "
                        + new TreeSet<>(defaultOptions().keySet()));
            }
            resolved.put(key, value);
        });
        return Map.copyOf(resolved);
    }
}
