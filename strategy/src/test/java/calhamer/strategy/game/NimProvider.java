package calhamer.strategy.game;

import java.util.Arrays;
import java.util.Map;

/** Registers {@link Nim}; option {@code heaps}, comma-separated sizes. */
public final class NimProvider implements GameProvider {

    @Override
    public String name() {
        return "test-nim";
    }

    @Override
    public String description() {
        return "Nim: take objects from one heap; whoever takes the last object wins (test game)";
    }

    @Override
    public Map<String, String> defaultOptions() {
        return Map.of("heaps", "3,4,5");
    }

    @Override
    public Game<?, ?> create(Map<String, String> options) {
        String heaps = resolveOptions(options).get("heaps");
        try {
            return new Nim(Arrays.stream(heaps.split(",")).map(String::strip).map(Integer::valueOf).toList());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("heaps must be comma-separated numbers, not '" + heaps + "'", e);
        }
    }
}
