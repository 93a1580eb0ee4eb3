package calhamer.bot;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Every bot method by name ({@link BotMethod}, listed for {@link ServiceLoader} in
 * {@code META-INF/services/calhamer.bot.BotMethod}), in the order the service loader finds them: this module lists
 * {@code search}, then {@code matrix}. The bot decides with the one {@code options.method} names; the agent registry
 * makes each an agent. Lookups are O(1). Immutable.
 */
public final class BotMethods {
    /** The method of a decision whose options name none. */
    public static final String DEFAULT = "search";

    private final Map<String, BotMethod> methods;

    private BotMethods(Map<String, BotMethod> methods) {
        this.methods = methods;
    }

    /** The methods visible to the thread's context class loader. */
    public static BotMethods load() {
        List<BotMethod> found = new ArrayList<>();
        ServiceLoader.load(BotMethod.class).forEach(found::add);
        return of(found);
    }

    /**
     * @throws IllegalStateException when two methods share a name
     */
    public static BotMethods of(List<BotMethod> list) {
        Map<String, BotMethod> byName = new LinkedHashMap<>();
        for (BotMethod m : list) {
            BotMethod earlier = byName.putIfAbsent(m.name(), m);
            if (earlier != null) {
                throw new IllegalStateException("two bot methods are named '" + m.name() + "': "
                        + earlier.getClass().getName() + " and " + m.getClass().getName());
            }
        }
        return new BotMethods(byName);
    }

    /** @return these methods ready for one bot ({@link BotMethod#forBot}) */
    BotMethods forBot(BotTools tools) {
        Map<String, BotMethod> bound = new LinkedHashMap<>();
        methods.forEach((name, m) -> bound.put(name, m.forBot(tools)));
        return new BotMethods(bound);
    }

    /** @return every method, in registration order */
    public List<BotMethod> all() {
        return List.copyOf(methods.values());
    }

    /** @return every method's name, in registration order */
    public List<String> names() {
        return List.copyOf(methods.keySet());
    }

    /**
     * The method of that name (any case, surrounding spaces ignored).
     *
     * @throws IllegalArgumentException naming the methods there are, when there is none of that name
     */
    public BotMethod get(String name) {
        BotMethod m = name == null ? null : methods.get(name.strip().toLowerCase(Locale.ROOT));
        if (m == null) {
            throw new IllegalArgumentException(methods.isEmpty() ? "no bot method is registered"
                    : "method is " + alternatives() + ", not '" + name + "'");
        }
        return m;
    }

    /** @return the names as text: {@code 'search' or 'matrix'} */
    private String alternatives() {
        List<String> quoted = methods.keySet().stream().map(n -> "'" + n + "'").toList();
        int last = quoted.size() - 1;
        return last == 0 ? quoted.get(0) : String.join(", ", quoted.subList(0, last)) + " or " + quoted.get(last);
    }
}
