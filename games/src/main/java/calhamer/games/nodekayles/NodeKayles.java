package calhamer.games.nodekayles;

import calhamer.games.GameJson;
import calhamer.games.impartial.Graphs;
import calhamer.games.impartial.ImpartialRules;
import calhamer.games.impartial.JsonFields;
import calhamer.strategy.game.InvalidStateException;
import calhamer.strategy.solve.NimberSolver;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * Node-Kayles (Burke, Ferland and Teng, Ruleset 5; Schaefer 1978): players alternately choose a vertex that is
 * neither chosen nor next to a chosen one; the player who cannot loses. A move is the vertex number; it removes the
 * vertex and its neighbours from play, so a play lasts at most n moves. Components: the connected components of
 * the available vertices, renumbered canonically ({@link Graphs#canonicalOrder}). On paths this is Dawson's Kayles.
 * Its {@link #solver()} is {@link KaylesSolver}, which answers paths and cycles by their octal-game values and
 * remembers other components by their vertex sets.
 *
 * <p>JSON: {@code {"vertices": 5, "edges": [[0, 1], [1, 2]], "removed": [4]}} ({@code removed} optional, up to
 * 4,096 vertices).
 */
public final class NodeKayles implements ImpartialRules<KaylesGraph, Integer> {
    /** The rules. */
    public static final NodeKayles RULES = new NodeKayles();
    /** The most vertices a position may have. */
    public static final int MAX_VERTICES = 4096;

    private NodeKayles() {
    }

    @Override
    public String name() {
        return "node-kayles";
    }

    @Override
    public List<Integer> moves(KaylesGraph g) {
        return g.available().stream().boxed().toList();
    }

    @Override
    public KaylesGraph play(KaylesGraph g, Integer v) {
        BitSet removed = g.removed();
        removed.set(v);
        for (int w : g.neighboursOf(v)) {
            removed.set(w);
        }
        return g.withRemoved(removed);
    }

    @Override
    public List<KaylesGraph> components(KaylesGraph g) {
        List<KaylesGraph> out = new ArrayList<>();
        int[][] adj = g.neighboursView();
        long[] colour = new long[adj.length];
        for (int[] part : Graphs.components(adj, g.available())) {
            out.add(KaylesGraph.owning(Graphs.renumber(Graphs.canonicalOrder(part, adj, colour), adj)));
        }
        return out;
    }

    /** @return a {@link KaylesSolver}: what the game API's {@code solve} uses for Node-Kayles */
    @Override
    public NimberSolver<KaylesGraph> solver() {
        return new KaylesSolver();
    }

    @Override
    public long bytes(KaylesGraph g) {
        return g.bytes();
    }

    @Override
    public Integer parseMove(KaylesGraph g, String text) {
        return JsonFields.number(text, text, "a move is a vertex number");
    }

    @Override
    public ObjectNode toJson(KaylesGraph g) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        json.put("vertices", g.size());
        ArrayNode edges = json.putArray("edges");
        for (int v = 0; v < g.size(); v++) {
            for (int w : g.neighboursOf(v)) {
                if (v < w) {
                    edges.addArray().add(v).add(w);
                }
            }
        }
        ArrayNode removed = json.putArray("removed");
        g.removed().stream().forEach(removed::add);
        return json;
    }

    @Override
    public KaylesGraph fromJson(JsonNode json) {
        GameJson.fields(json, Set.of("vertices", "edges"), Set.of("removed"));
        int n = GameJson.integer(json.get("vertices"), "vertices", 0, MAX_VERTICES);
        int[][] adj = Graphs.edges(json.get("edges"), "edges", n, 100_000);
        for (int i = 0; i < json.get("edges").size(); i++) {
            if (json.get("edges").get(i).size() != 2) {
                throw new InvalidStateException("edges[" + i + "]", "an edge is [u, v]");
            }
        }
        BitSet removed = new BitSet(n);
        if (json.has("removed")) {
            int[] list = GameJson.integersUpTo(json.get("removed"), "removed", 0, n - 1, n);
            for (int v : list) {
                removed.set(v);
            }
        }
        return new KaylesGraph(adj, removed);
    }

    @Override
    public int maxMoves(KaylesGraph g) {
        return g.size();
    }
}
