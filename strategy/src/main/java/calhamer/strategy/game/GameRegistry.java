package calhamer.strategy.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** The games found through {@link ServiceLoader}, by name. An instance is a snapshot; nothing here is global. */
public final class GameRegistry {
    private final Map<String, GameProvider> providers;

    private GameRegistry(Map<String, GameProvider> providers) {
        this.providers = Collections.unmodifiableMap(providers);
    }

    /** Every {@link GameProvider} visible to the thread's context class loader. */
    public static GameRegistry load() {
        return of(ServiceLoader.load(GameProvider.class));
    }

    /** Every {@link GameProvider} visible to the given class loader. */
    public static GameRegistry load(ClassLoader loader) {
        return of(ServiceLoader.load(GameProvider.class, loader));
    }

    /**
     * The given providers.
     *
     * @throws IllegalStateException when two providers share a name
     */
    public static GameRegistry of(Iterable<? extends GameProvider> providers) {
        Map<String, GameProvider> byName = new TreeMap<>();
        for (GameProvider provider : providers) {
            GameProvider previous = byName.putIfAbsent(provider.name(), provider);
            if (previous != null) {
                throw new IllegalStateException("two games are registered as '" + provider.name() + "': "
                        + previous.getClass().getName() + " and " + provider.getClass().getName());
            }
        }
        return new GameRegistry(byName);
    }

    /** The registered names, sorted. */
    public List<String> names() {
        return List.copyOf(providers.keySet());
    }

    /** The providers, sorted by name. */
    public List<GameProvider> providers() {
        return new ArrayList<>(providers.values());
    }

    /** The provider of that name, if registered. */
    public Optional<GameProvider> find(String name) {
        return Optional.ofNullable(providers.get(name));
    }

    /**
     * The provider of that name.
     *
     * @throws IllegalArgumentException naming the registered games when there is none
     */
    public GameProvider get(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("no game '" + name
                + "' is registered; games: " + names()));
    }
}
