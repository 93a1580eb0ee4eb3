package calhamer.strategy.game;

import java.util.Map;

/** Registers {@link Pennies}; option {@code rounds}. */
public final class PenniesProvider implements GameProvider {

    @Override
    public String name() {
        return "pennies";
    }

    @Override
    public String description() {
        return "Repeated matching pennies, both players moving at once (test game)";
    }

    @Override
    public Map<String, String> defaultOptions() {
        return Map.of("rounds", "5");
    }

    @Override
    public Game<?, ?> create(Map<String, String> options) {
        String rounds = resolveOptions(options).get("rounds");
        try {
            return new Pennies(Integer.parseInt(rounds.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("rounds must be a number, not '" + rounds + "'", e);
        }
    }
}
