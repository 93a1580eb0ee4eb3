package calhamer.strategy.agents;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One agent in the {@link AgentRegistry}: the name callers ask for, a line saying what it does, the games it plays,
 * the options it takes and how to make it.
 *
 * @param name        lower case letters, digits and {@code -} (e.g. {@code "mcts"}, {@code "sos-learning"})
 * @param description one line for listings
 * @param support     the games it plays
 * @param options     option name → one line saying what it sets, in listing order; empty when it takes none
 * @param factory     makes it
 */
public record AgentRegistration(String name, String description, AgentSupport support, Map<String, String> options,
                                AgentFactory factory) {
    private static final Pattern NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    public AgentRegistration {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(support, "support");
        Objects.requireNonNull(factory, "factory");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("an agent's name is lower case letters, digits and '-', not '" + name
                    + "'");
        }
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** An agent that takes no options. */
    public static AgentRegistration of(String name, String description, AgentSupport support, AgentFactory factory) {
        return new AgentRegistration(name, description, support, Map.of(), factory);
    }
}
