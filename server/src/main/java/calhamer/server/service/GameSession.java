package calhamer.server.service;

import calhamer.server.error.ApiException;
import calhamer.server.error.FieldChecks;
import calhamer.server.error.FieldError;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.agents.UnknownAgentException;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.strategy.game.Game;
import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.InvalidStateException;
import calhamer.strategy.game.JointMove;
import calhamer.strategy.game.UnsupportedGameException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * One request's work on one game, with the game's state and move types captured, so the HTTP layer never sees them.
 * Every client mistake (a state the game cannot read, a move that is not legal, an unknown player or agent) becomes
 * an {@link ApiException} naming the field.
 *
 * @param <S> the game's state type
 * @param <M> the game's move type
 */
final class GameSession<S, M> {
    private final Game<S, M> game;
    private final S state;

    private GameSession(Game<S, M> game, S state) {
        this.game = game;
        this.state = state;
    }

    /** Reads the request's state (the game's initial state when absent). */
    static <S, M> GameSession<S, M> open(Game<S, M> game, JsonNode stateJson) {
        if (stateJson == null || stateJson.isNull() || stateJson.isMissingNode()) {
            return new GameSession<>(game, game.initialState());
        }
        try {
            return new GameSession<>(game, game.fromJson(stateJson));
        } catch (InvalidStateException e) {
            String field = e.field().equals("state") ? "state" : "state." + e.field();
            throw ApiException.unprocessable("the state is not a state of game '" + game.name() + "': " + field
                    + ": " + e.reason(), List.of(new FieldError(field, e.reason())));
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("the state is not a state of game '" + game.name() + "'",
                    List.of(new FieldError("state", e.getMessage())));
        }
    }

    GameFacts facts() {
        return game.facts();
    }

    /**
     * @param byParts whether the players whose moves the game gives part by part are listed so
     * @return the legal moves of the players who move now (or of the one named), {@link LegalListing}
     */
    LegalListing.Legal legal(String onlyPlayer, long limit, boolean byParts) {
        return LegalListing.of(game, state, actors(onlyPlayer), limit, byParts);
    }

    List<String> actorNames() {
        return game.actors(state).stream().map(p -> facts().players().get(p)).toList();
    }

    boolean terminal() {
        return game.isTerminal(state);
    }

    /** @return the returns by player name, or null while the game goes on */
    Map<String, Double> returns() {
        return game.isTerminal(state) ? byPlayer(game.returns(state)) : null;
    }

    JsonNode stateJson() {
        return game.toJson(state);
    }

    /** @return the state after the moves (player name → move notation) and the game's account of it */
    Applied apply(Map<String, String> moves) {
        Map<Integer, M> parsed = new LinkedHashMap<>();
        Map<Integer, String> named = new LinkedHashMap<>();
        List<FieldError> errors = new ArrayList<>();
        moves.forEach((name, text) -> {
            int p = player(name, "moves." + name);
            if (named.putIfAbsent(p, name) != null) {
                errors.add(new FieldError("moves." + name, facts().players().get(p) + " is named twice: '"
                        + named.get(p) + "' and '" + name + "'"));
                return;
            }
            if (text == null) {
                errors.add(new FieldError("moves." + name, "null is not a move"));
                return;
            }
            try {
                parsed.put(p, game.parseMove(state, p, text));
            } catch (IllegalArgumentException e) {
                errors.add(new FieldError("moves." + name, e.getMessage()));
            }
        });
        for (int actor : game.actors(state)) {
            if (!named.containsKey(actor)) {
                String name = facts().players().get(actor);
                errors.add(new FieldError("moves." + name, name + " moves now: its move is missing"));
            }
        }
        if (!errors.isEmpty()) {
            throw ApiException.unprocessable("the moves are not one legal move per player to move " + actorNames(),
                    errors);
        }
        JointMove<M> joint = new JointMove<>(new TreeMap<>(parsed));
        S next;
        try {
            next = game.apply(state, joint);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("the moves cannot be applied: " + e.getMessage(),
                    List.of(new FieldError("moves", e.getMessage())));
        }
        GameSession<S, M> after = new GameSession<>(game, next);
        return new Applied(after.stateJson(), after.terminal(), after.actorNames(), after.returns(),
                game.account(state, joint, next));
    }

    /** @return the game's evaluation of the state, by player name */
    Map<String, Double> evaluate() {
        try {
            return byPlayer(game.evaluator().evaluate(state));
        } catch (UnsupportedGameException e) {
            throw ApiException.unprocessable(e.getMessage(), List.of(new FieldError("state", e.getMessage())));
        }
    }

    /**
     * The named agent (default: the game's first agent in the registry) for the player (default: the only actor),
     * each refused when it does not fit, together.
     *
     * @param checks where the agent, its options and the player are refused
     * @return what moves, or null when something does not fit
     */
    Mover mover(AgentRegistry agents, String agentName, String playerName, JsonNode agentOptions,
                FieldChecks checks) {
        if (game.isTerminal(state)) {
            checks.refuse("the game is over: nobody moves", new FieldError("state", "terminal"));
            return null;
        }
        String name = agentName == null ? agents.defaultFor(facts()).orElseThrow().name() : agentName;
        Agent<S, M> agent = checks.read(() -> agent(agents, name, agentOptions));
        Integer p = checks.read(() -> actor(playerName));
        return agent == null || p == null ? null : new Mover(name, agent, p);
    }

    /** @return the player who moves now that the request names (or the only one), refused when none does */
    private int actor(String playerName) {
        List<Integer> actors = game.actors(state);
        if (playerName == null && actors.size() > 1) {
            throw ApiException.unprocessable("several players move at once: say which one the agent plays",
                    List.of(new FieldError("player", "missing: one of " + actorNames())));
        }
        int p = playerName == null ? actors.get(0) : player(playerName, "player");
        if (!actors.contains(p)) {
            throw ApiException.unprocessable("that player does not move now", List.of(new FieldError("player",
                    "expected a player to move now, one of " + actorNames() + ", found " + playerName)));
        }
        return p;
    }

    /** An agent ready to move for a player of this state. */
    final class Mover {
        private final String name;
        private final Agent<S, M> agent;
        private final int player;

        private Mover(String name, Agent<S, M> agent, int player) {
            this.name = name;
            this.agent = agent;
            this.player = player;
        }

        /** @return the agent's move within the budget, seeded */
        Chosen move(long seed, Budget budget) {
            M move;
            try {
                move = agent.chooseMove(game, state, player, budget, new SplittableRandom(seed));
            } catch (UnsupportedGameException e) {
                throw ApiException.unprocessable("agent '" + name + "' cannot play this game",
                        List.of(new FieldError("agent", e.getMessage())));
            }
            return new Chosen(name, facts().players().get(player), game.notation(state, player, move));
        }
    }

    /** The registry's agent of that name for this game, with the request's options (none: as registered). */
    private Agent<S, M> agent(AgentRegistry agents, String name, JsonNode options) {
        try {
            return agents.create(name, game, AgentSettings.defaults().withOptions(options));
        } catch (UnknownAgentException e) {
            throw ApiException.unprocessable(e.getMessage(), List.of(new FieldError("agent", e.getMessage())));
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable(e.getMessage(), List.of(new FieldError("agentOptions",
                    e.getMessage())));
        }
    }

    /**
     * @return the exact solution of the state: the answer of the game's own solver when it has one (its fields are
     *         the solver's), otherwise backward induction's {@code {solver, values, player, bestMove, states}}
     */
    JsonNode solve(Budget budget, long stateLimit) {
        return ExactSolve.answer(game, state, budget, stateLimit);
    }

    private List<Integer> actors(String onlyPlayer) {
        if (onlyPlayer == null) {
            return game.actors(state);
        }
        return List.of(player(onlyPlayer, "player"));
    }

    /** @return the player of that name, in any case when no player has it exactly (answers give the game's own) */
    private int player(String name, String field) {
        int p = facts().players().indexOf(name);
        for (int q = 0; q < facts().players().size() && p < 0 && name != null; q++) {
            p = facts().players().get(q).equalsIgnoreCase(name.strip()) ? q : -1;
        }
        if (p < 0) {
            throw ApiException.unprocessable("unknown player", List.of(new FieldError(field, "game '" + game.name()
                    + "' has no player '" + name + "'; players: " + facts().players())));
        }
        return p;
    }

    private Map<String, Double> byPlayer(double[] values) {
        return byPlayer(facts(), values);
    }

    /** @return the values keyed by the game's player names, in player order */
    static Map<String, Double> byPlayer(GameFacts facts, double[] values) {
        Map<String, Double> out = new LinkedHashMap<>();
        for (int p = 0; p < values.length; p++) {
            out.put(facts.players().get(p), values[p]);
        }
        return out;
    }

    /** The answer of apply: the next state, whether play is over, who moves in it, the returns at the end. */
    record Applied(JsonNode state, boolean terminal, List<String> actors, Map<String, Double> returns,
                   JsonNode account) {
    }

    /** The answer of move. */
    record Chosen(String agent, String player, String move) {
    }

}
