package calhamer.strategy.agents;

import calhamer.strategy.game.Agent;
import calhamer.strategy.game.ConfigurableAgent;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Every agent by name, with the games it plays (after OpenSpiel's bot registry, {@code open_spiel/python/bots}:
 * a name maps to a factory and the games it supports). The server, the command line and the tournaments ask it for
 * an agent by name for a game; a new search method is one class and one registration.
 *
 * <p>Agents written for one game ({@link AgentSupport#only}) come first in a game's list, in registration order;
 * then the game-independent ones whose facts test the game passes. A game-specific registration hides a
 * game-independent one of the same name for its game (Diplomacy's {@code random} plays random orders unit by
 * unit). The first agent of a game's list is its default. Lookups are O(registrations). An instance is a snapshot;
 * nothing here is global.
 */
public final class AgentRegistry {
    private final List<AgentRegistration> registrations;

    private AgentRegistry(List<AgentRegistration> registrations) {
        this.registrations = List.copyOf(registrations);
    }

    /**
     * The game-independent search agents of this module ({@link SearchAgents}), then every {@link AgentProvider}
     * visible to the thread's context class loader.
     */
    public static AgentRegistry load() {
        return load(Thread.currentThread().getContextClassLoader());
    }

    /** The search agents, then every {@link AgentProvider} visible to the given class loader. */
    public static AgentRegistry load(ClassLoader loader) {
        List<AgentProvider> providers = new ArrayList<>(List.of(new SearchAgents()));
        ServiceLoader.load(AgentProvider.class, loader).forEach(providers::add);
        return of(providers);
    }

    /**
     * The given providers' registrations, in order.
     *
     * @throws IllegalStateException when two registrations of one name could both serve one game: two
     *                               game-independent ones, or two for the same game
     */
    public static AgentRegistry of(List<? extends AgentProvider> providers) {
        List<AgentRegistration> all = new ArrayList<>();
        Map<String, String> owners = new LinkedHashMap<>();
        for (AgentProvider provider : providers) {
            for (AgentRegistration r : provider.agents()) {
                String key = r.name() + (r.support().gameSpecific() ? "@" + r.support().game() : "");
                String previous = owners.putIfAbsent(key, provider.getClass().getName());
                if (previous != null) {
                    throw new IllegalStateException("two agents are registered as '" + r.name() + "'"
                            + (r.support().gameSpecific() ? " for '" + r.support().game() + "'" : "") + ": by "
                            + previous + " and " + provider.getClass().getName());
                }
                all.add(r);
            }
        }
        return new AgentRegistry(all);
    }

    /** Every registration, in registration order. */
    public List<AgentRegistration> registrations() {
        return registrations;
    }

    /** The agents that play the game with these facts, in listing order (its default first). */
    public List<AgentRegistration> supported(GameFacts facts) {
        List<AgentRegistration> own = new ArrayList<>();
        List<String> ownNames = new ArrayList<>();
        for (AgentRegistration r : registrations) {
            if (r.support().gameSpecific() && r.support().supports(facts)) {
                own.add(r);
                ownNames.add(r.name());
            }
        }
        for (AgentRegistration r : registrations) {
            if (!r.support().gameSpecific() && !ownNames.contains(r.name()) && r.support().supports(facts)) {
                own.add(r);
            }
        }
        return own;
    }

    /** The names of the agents that play the game with these facts, in listing order. */
    public List<String> names(GameFacts facts) {
        return supported(facts).stream().map(AgentRegistration::name).toList();
    }

    /** The agent that plays the game when a caller names none: the first of its list. */
    public Optional<AgentRegistration> defaultFor(GameFacts facts) {
        return supported(facts).stream().findFirst();
    }

    /**
     * The registration of that name for the game.
     *
     * @throws UnknownAgentException naming the agent, the game, why, and the game's agents, when there is none
     */
    public AgentRegistration get(String name, GameFacts facts) {
        List<AgentRegistration> supported = supported(facts);
        for (AgentRegistration r : supported) {
            if (r.name().equals(name)) {
                return r;
            }
        }
        List<String> names = supported.stream().map(AgentRegistration::name).toList();
        List<String> plays = registrations.stream().filter(r -> r.name().equals(name))
                .map(r -> r.support().description()).toList();
        String why = plays.isEmpty() ? "no agent of that name is registered"
                : "it plays " + String.join(" or ", plays);
        throw new UnknownAgentException(name, facts.name(), why, names);
    }

    /**
     * A fresh agent of that name for the game.
     *
     * @throws UnknownAgentException    when the game has no agent of that name
     * @throws IllegalArgumentException when the options are not an object or name one the agent does not take, or
     *                                  the agent cannot use a value (the message names the option)
     */
    @SuppressWarnings("unchecked")
    public <S, M> Agent<S, M> create(String name, Game<S, M> game, AgentSettings settings) {
        AgentRegistration r = get(name, game.facts());
        requireOptions(r, settings.options());
        return (Agent<S, M>) r.factory().create(game, settings);
    }

    /** Options against what the registration lists, by the shared check of agents' options. */
    private static void requireOptions(AgentRegistration r, JsonNode options) {
        if (options == null) {
            return;
        }
        if (r.options().isEmpty()) {
            throw new IllegalArgumentException("agent '" + r.name() + "' takes no options");
        }
        try {
            ConfigurableAgent.requireOnly(options, r.options().keySet().toArray(String[]::new));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("agent '" + r.name() + "': " + e.getMessage(), e);
        }
    }
}
