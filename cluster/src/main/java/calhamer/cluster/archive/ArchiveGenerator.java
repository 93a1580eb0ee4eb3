package calhamer.cluster.archive;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.bot.adapter.DiplomacyGame;
import calhamer.bot.evaluation.OrderSet;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.strategy.agents.AgentRegistry;
import calhamer.strategy.agents.AgentSettings;
import calhamer.strategy.game.Agent;
import calhamer.strategy.game.Budget;
import calhamer.wire.WireJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Writes realistic game archives: self-play games of one Diplomacy agent in every seat (the DumbBot-class player by
 * default: cheap; the bot or any other agent of the registry), each written as one game record, the form
 * {@code analyse} reads ({@link GameAnalysis}): {@code {"game": "7", "map": "standard", "seed": 8, "phases":
 * [{"position": ..., "orders": {"FRANCE": ["A PAR - BUR", ...]}, "options": {"edition": "2000"}}, ...], "final":
 * position}}, each phase in the batch adjudication's request form (the body of {@code POST /maps/{id}/adjudicate}).
 * Game g is played from seed {@code seed + g}: every power draws from its own stream split from it, so a game is the
 * same on any machine. Thread-safe.
 */
public final class ArchiveGenerator implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final Map<String, DiplomacyGame> GAMES = new ConcurrentHashMap<>();
    private static final int MAX_MOVES = 100_000;

    private final String map;
    private final int years;
    private final String player;
    private final long seed;

    /**
     * @param player an agent of {@code diplomacy}, by name
     * @throws IllegalArgumentException when years is below 1
     */
    public ArchiveGenerator(String map, int years, String player, long seed) {
        if (years < 1) {
            throw new IllegalArgumentException("--years must be at least 1, not " + years);
        }
        this.map = map;
        this.years = years;
        this.player = player;
        this.seed = seed;
    }

    /**
     * Checks that the map is bundled and the player plays Diplomacy.
     *
     * @throws IllegalArgumentException naming the maps or the agents there are
     */
    public void check() {
        DiplomacyGame game = game();
        AgentRegistry.load().get(player, game.facts());
    }

    private DiplomacyGame game() {
        return GAMES.computeIfAbsent(map + "/" + years, k -> new DiplomacyGame(BundledMaps.load(map), years,
                MAX_MOVES));
    }

    /** Game g's record, one line of JSON. */
    public String record(int g) {
        DiplomacyGame game = game();
        DiplomacyMap board = game.map();
        SplittableRandom root = new SplittableRandom(seed + g);
        List<SplittableRandom> streams = new ArrayList<>();
        for (int p = 0; p < board.powers().size(); p++) {
            streams.add(root.split());
        }
        Agent<Position, OrderSet> agent = AgentRegistry.load().create(player, game,
                AgentSettings.defaults().withRandom(root.split()));
        ObjectNode record = WireJson.mapper().createObjectNode();
        record.put("game", Integer.toString(g));
        record.put("map", map);
        record.put("seed", seed + g);
        record.put("player", player);
        ArrayNode phases = record.putArray("phases");
        Position position = game.initialState();
        while (!game.isTerminal(position)) {
            Map<Power, List<Order>> orders = new LinkedHashMap<>();
            ObjectNode phase = phases.addObject();
            phase.set("position", PositionJson.toTree(position));
            ObjectNode texts = phase.putObject("orders");
            for (int p : game.actors(position)) {
                OrderSet move = agent.chooseMove(game, position, p, Budget.unlimited(), streams.get(p));
                Power power = board.power(p);
                orders.put(power, move.orders());
                ArrayNode list = texts.putArray(power.name());
                move.texts().forEach(list::add);
            }
            phase.putObject("options").put("edition", game.edition().label());
            PhaseResult result = game.adjudicate(position, orders);
            position = result.next();
        }
        record.set("final", PositionJson.toTree(position));
        try {
            return WireJson.mapper().writeValueAsString(record);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("cannot write game " + g, e);
        }
    }
}
