package calhamer.server.service;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.bot.adapter.DiplomacyGameProvider;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameProvider;
import calhamer.strategy.game.GameRegistry;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Every game registered through the game API ({@link GameRegistry}, {@code ServiceLoader}), served by name with
 * the same request shapes: {@code {"state": {the game's JSON form}, "options": {...}, ...}}. Configured games are
 * built once per set of options and kept (a game is immutable).
 */
public final class GamesService {
    private static final int MAX_CONFIGURED = 64;
    private final GameRegistry registry;
    private final AgentRegistry agents;
    private final Map<String, Game<?, ?>> configured = new ConcurrentHashMap<>();
    private final HeavyWork heavy;
    private final ServerConfig config;
    private final Function<String, Optional<DiplomacyMap>> maps;

    /**
     * What every game request carries: the state (default: the initial state) and the game's options; and, for the
     * requests that need them, a player, moves, an agent with its options, a seed and a budget.
     */
    public record GameRequest(JsonNode state, Map<String, String> options, String player, Map<String, String> moves,
                              String agent, Long seed, BudgetInput budget, JsonNode agentOptions) {
    }

    /** A budget: milliseconds, iterations (nodes, states, playouts), depth; missing fields are unlimited. */
    public record BudgetInput(Long millis, Long iterations, Integer depth) {
    }

    /** A game in a listing. */
    public record GameInfo(String name, String description, Map<String, String> options, List<String> players,
                           String moveOrder, boolean zeroSum, boolean exactSolvable) {
    }

    /**
     * One game in detail: its agents by name (the first plays when a request names none) and, from the agent
     * registry, what each does, what it plays and the {@code agentOptions} it takes.
     */
    public record GameDetail(GameInfo game, List<String> agents, List<AgentInfo> agentDetails,
                             JsonNode exampleState) {
    }

    /** An agent of a game: its name, a line on what it does, the games it plays, its options with a line each. */
    public record AgentInfo(String name, String description, String plays, Map<String, String> options) {
    }

    /** The legal moves of the actors. */
    public record LegalMoves(boolean terminal, List<String> actors, Map<String, List<String>> moves) {
    }

    /** The state after a move. */
    public record Applied(JsonNode state, boolean terminal, Map<String, Double> returns, JsonNode account) {
    }

    /** One value per player. */
    public record Values(Map<String, Double> values) {
    }

    /** An agent's move. */
    public record Chosen(String agent, String player, String move) {
    }

    /**
     * @param maps finds a map by id (bundled or uploaded) for {@code diplomacy}'s {@code map} option; empty when none
     */
    public GamesService(GameRegistry registry, ServerConfig config, HeavyWork heavy,
                        Function<String, Optional<DiplomacyMap>> maps) {
        this(registry, AgentRegistry.load(), config, heavy, maps);
    }

    /** With the given agents in place of those registered through {@code ServiceLoader}. */
    public GamesService(GameRegistry registry, AgentRegistry agents, ServerConfig config, HeavyWork heavy,
                        Function<String, Optional<DiplomacyMap>> maps) {
        this.registry = registry;
        this.agents = agents;
        this.maps = maps;
        this.config = config;
        this.heavy = heavy;
    }

    /** @return every registered game */
    public List<GameInfo> list() {
        List<GameInfo> out = new ArrayList<>();
        for (GameProvider p : registry.providers()) {
            out.add(info(p, game(p.name(), Map.of()).facts()));
        }
        return out;
    }

    /** @return one game: facts, options, agents and an example state */
    public GameDetail detail(String name) {
        Game<?, ?> game = game(name, Map.of());
        List<AgentInfo> details = agents.supported(game.facts()).stream().map(r -> new AgentInfo(r.name(),
                r.description(), r.support().description(), r.options())).toList();
        return new GameDetail(info(provider(name), game.facts()), agents.names(game.facts()), details,
                session(game, null).stateJson());
    }

    /** @return the legal moves of every actor (or of one player) */
    public LegalMoves legal(String name, GameRequest r) {
        GameSession<?, ?> s = session(name, r);
        return new LegalMoves(s.terminal(), s.actorNames(), s.legal(r.player(), config.maxOrderSets()));
    }

    /** @return the state after a move (sequential games: {@code moves} with the one actor) */
    public Applied apply(String name, GameRequest r) {
        GameSession<?, ?> s = session(name, r);
        if (r.moves() == null || r.moves().isEmpty()) {
            throw ApiException.unprocessable("the request needs 'moves': player → move",
                    List.of(new FieldError("moves", "missing")));
        }
        GameSession.Applied a = s.apply(r.moves());
        return new Applied(a.state(), a.terminal(), a.returns(), a.account());
    }

    /** @return the game's evaluation of the state */
    public Values evaluate(String name, GameRequest r) {
        return new Values(session(name, r).evaluate());
    }

    /** @return a named agent's move within the budget (heavy) */
    public Chosen move(String name, GameRequest r) {
        GameSession<?, ?> s = session(name, r);
        Budget budget = budget(r.budget());
        GameSession.Chosen c = heavy.run("choosing a move", () -> s.move(agents, r.agent(), r.player(),
                r.seed() == null ? 0 : r.seed(), budget, r.agentOptions()));
        return new Chosen(c.agent(), c.player(), c.move());
    }

    /**
     * @return the exact solution of the state (heavy): the game's own solver's answer (Sprague–Grundy values of
     *         impartial games, scores of scoring games), or backward induction's; within the request's budget, its
     *         states capped by {@code --max-solve-states}
     */
    public JsonNode solve(String name, GameRequest r) {
        GameSession<?, ?> s = session(name, r);
        Budget budget = budget(r.budget());
        long cap = config.maxSolveStates();
        Budget capped = budget.withIterations(Math.min(budget.iterations(), cap));
        return heavy.run("solving the game", () -> s.solve(capped, cap));
    }

    private Budget budget(BudgetInput in) {
        Duration cap = config.searchTime();
        if (in == null) {
            return Budget.ofTime(cap);
        }
        List<FieldError> errors = new ArrayList<>();
        requirePositive(errors, "budget.millis", in.millis());
        requirePositive(errors, "budget.iterations", in.iterations());
        requirePositive(errors, "budget.depth", in.depth());
        if (!errors.isEmpty()) {
            throw ApiException.unprocessable("invalid budget: every limit given must be positive", errors);
        }
        Duration time = in.millis() == null ? cap : Duration.ofMillis(Math.min(in.millis(), cap.toMillis()));
        return new Budget(time, in.iterations() == null ? Long.MAX_VALUE : in.iterations(),
                in.depth() == null ? Integer.MAX_VALUE : in.depth());
    }

    private static void requirePositive(List<FieldError> errors, String field, Number limit) {
        if (limit != null && limit.longValue() <= 0) {
            errors.add(new FieldError(field, "must be positive (leave it out for no limit), not " + limit));
        }
    }

    private GameSession<?, ?> session(String name, GameRequest r) {
        RequestBodies.require(r, "such as {} (the game's initial state) or {\"state\": ..., \"options\": ...}");
        return session(game(name, r.options() == null ? Map.of() : r.options()), r.state());
    }

    private static <S, M> GameSession<S, M> session(Game<S, M> game, JsonNode state) {
        return GameSession.open(game, state);
    }

    private GameProvider provider(String name) {
        return registry.find(name).orElseThrow(
                () -> ApiException.notFound("no game '" + name + "'; games: " + registry.names()));
    }

    private Game<?, ?> game(String name, Map<String, String> options) {
        GameProvider provider = provider(name);
        Map<String, String> resolved = options;
        if (provider instanceof DiplomacyGameProvider diplomacy && options.get("map") != null) {
            DiplomacyMap map = map(options.get("map").strip());
            if (!BundledMaps.NAMES.contains(map.id())) {
                return create(() -> diplomacy.create(without(options, "map"), map));
            }
            resolved = new TreeMap<>(options);
            resolved.put("map", map.id());
        }
        String key = name + new TreeMap<>(resolved);
        Game<?, ?> game = configured.get(key);
        if (game != null) {
            return game;
        }
        Map<String, String> chosen = resolved;
        game = create(() -> provider.create(chosen));
        if (configured.size() < MAX_CONFIGURED) {
            configured.putIfAbsent(key, game);
        }
        return game;
    }

    private static Game<?, ?> create(Supplier<Game<?, ?>> factory) {
        try {
            return factory.get();
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("invalid game options", List.of(new FieldError("options", e.getMessage())));
        }
    }

    /**
     * @return a map the server has, bundled or uploaded (ids ignoring case), for Diplomacy's {@code map} option;
     *         games on uploaded maps are not kept, since the map may be replaced or deleted
     */
    private DiplomacyMap map(String id) {
        return maps.apply(id).orElseThrow(() -> ApiException.unprocessable("unknown map",
                List.of(new FieldError("options.map", "no map '" + id + "'; GET /maps lists them"))));
    }

    private static Map<String, String> without(Map<String, String> options, String key) {
        Map<String, String> rest = new TreeMap<>(options);
        rest.remove(key);
        return rest;
    }

    private static GameInfo info(GameProvider p, GameFacts f) {
        return new GameInfo(p.name(), p.description(), p.defaultOptions(), f.players(),
                f.moveOrder().name().toLowerCase(java.util.Locale.ROOT), f.zeroSum(), f.exactSolvable());
    }
}
