package calhamer.server.service;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldChecks;
import calhamer.server.error.FieldError;
import calhamer.bot.adapter.DiplomacyGameProvider;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.GameProvider;
import calhamer.strategy.game.GameRegistry;
import calhamer.strategy.game.MoveParts;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
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
     * requests that need them, a player, moves, an agent with its options, a seed, a budget, and the form legal
     * moves are listed in ({@code moves}, the default: whole; {@code parts}: part by part where the game has parts).
     * Players are named in any case.
     */
    public record GameRequest(JsonNode state, Map<String, String> options, String player, Map<String, String> moves,
                              String agent, Long seed, BudgetInput budget, JsonNode agentOptions, String form) {
    }

    /**
     * A budget: milliseconds, iterations (nodes, states, playouts), depth; missing fields are unlimited. Any number
     * here; the ranges are checked with the request.
     */
    public record BudgetInput(Number millis, Number iterations, Number depth) {
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

    /**
     * The legal moves of the actors: whether play is over, who moves now, and each actor's moves, whole
     * ({@code moves}) or part by part ({@code parts}: {@code form} {@code parts} where the game has parts, e.g.
     * Diplomacy's orders per unit); {@code parts} is left out in the form {@code moves}.
     */
    public record LegalMoves(boolean terminal, List<String> actors, Map<String, List<String>> moves,
                             @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, MoveParts> parts) {
    }

    /** The state after a move: whether play is over, who moves next, the returns when it is over. */
    public record Applied(JsonNode state, boolean terminal, List<String> actors, Map<String, Double> returns,
                          JsonNode account) {
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
        require(r);
        FieldChecks checks = new FieldChecks();
        boolean byParts = "parts".equals(r.form());
        if (r.form() != null && !byParts && !r.form().equals("moves")) {
            checks.fits("form", "expected \"moves\" (each player's legal moves whole, the default) or \"parts\""
                    + " (part by part where the game has parts: Diplomacy's orders per unit), found '" + r.form()
                    + "'");
        }
        GameSession<?, ?> s = session(name, r, checks);
        checks.refuseIfAny();
        LegalListing.Legal legal = s.legal(r.player(), config.maxOrderSets(), byParts);
        return new LegalMoves(s.terminal(), s.actorNames(), legal.moves(), byParts ? legal.parts() : null);
    }

    /** @return the state after a move (sequential games: {@code moves} with the one actor) */
    public Applied apply(String name, GameRequest r) {
        require(r);
        FieldChecks checks = new FieldChecks();
        GameSession<?, ?> s = session(name, r, checks);
        if (r.moves() == null || r.moves().isEmpty()) {
            checks.refuse("the request needs 'moves': player → move", new FieldError("moves", "missing: player → "
                    + "move, one move for each player to move"));
        }
        checks.refuseIfAny();
        GameSession.Applied a = s.apply(r.moves());
        return new Applied(a.state(), a.terminal(), a.actors(), a.returns(), a.account());
    }

    /** @return the game's evaluation of the state */
    public Values evaluate(String name, GameRequest r) {
        require(r);
        FieldChecks checks = new FieldChecks();
        GameSession<?, ?> s = session(name, r, checks);
        checks.refuseIfAny();
        return new Values(s.evaluate());
    }

    /** @return a named agent's move within the budget (heavy) */
    public Chosen move(String name, GameRequest r) {
        require(r);
        FieldChecks checks = new FieldChecks();
        Budget budget = checks.read(() -> GameBudgets.read(r.budget(), config.searchTime()));
        GameSession<?, ?> s = session(name, r, checks);
        GameSession.Mover mover = s == null ? null : s.mover(agents, r.agent(), r.player(), r.agentOptions(),
                checks);
        checks.refuseIfAny();
        GameSession.Chosen c = heavy.run("choosing a move", () -> mover.move(r.seed() == null ? 0 : r.seed(),
                budget));
        return new Chosen(c.agent(), c.player(), c.move());
    }

    /**
     * @return the exact solution of the state (heavy): the game's own solver's answer (Sprague–Grundy values of
     *         impartial games, scores of scoring games), or backward induction's; within the request's budget, its
     *         states capped by {@code --max-solve-states}
     */
    public JsonNode solve(String name, GameRequest r) {
        require(r);
        FieldChecks checks = new FieldChecks();
        Budget budget = checks.read(() -> GameBudgets.read(r.budget(), config.searchTime()));
        GameSession<?, ?> s = session(name, r, checks);
        checks.refuseIfAny();
        long cap = config.maxSolveStates();
        Budget capped = budget.withIterations(Math.min(budget.iterations(), cap));
        return heavy.run("solving the game", () -> s.solve(capped, cap));
    }

    /** The one check that a game request has a body. */
    private static void require(GameRequest r) {
        RequestBodies.require(r, "such as {} (the game's initial state) or {\"state\": ..., \"options\": ...}");
    }

    /**
     * @param checks where the options and the state are refused when they do not fit
     * @return the request's state of the game with the request's options, or null when they do not fit
     */
    private GameSession<?, ?> session(String name, GameRequest r, FieldChecks checks) {
        Map<String, String> options = r.options() == null ? Map.of() : r.options();
        GameProvider provider = provider(name);
        for (String option : options.keySet()) {
            if (!provider.defaultOptions().containsKey(option) && !isMapOption(provider, option)) {
                checks.fits("options." + option, "unknown option of game '" + name + "'" + (provider
                        .defaultOptions().isEmpty() ? ", which takes none" : "; its options: "
                        + new TreeSet<>(provider.defaultOptions().keySet())));
            }
        }
        if (checks.refused("options")) {
            return null;
        }
        Game<?, ?> game = checks.read(() -> game(name, options));
        return game == null ? null : checks.read(() -> session(game, r.state()));
    }

    private static boolean isMapOption(GameProvider provider, String option) {
        return provider instanceof DiplomacyGameProvider && option.equals("map");
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
