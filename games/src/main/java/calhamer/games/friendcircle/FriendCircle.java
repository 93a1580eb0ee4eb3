package calhamer.games.friendcircle;

import calhamer.games.GameJson;
import calhamer.games.impartial.Graphs;
import calhamer.games.impartial.ImpartialRules;
import calhamer.games.impartial.JsonFields;
import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Friend Circle (Burke, Ferland and Teng, Ruleset 4): a player picks a seed with at least one false edge; every
 * edge at the seed becomes true, and for every neighbour whose edge to the seed was already true, every edge at
 * that neighbour becomes true too (judged on the edges as they were before the move). The player who cannot loses.
 * A move is the seed's number; a chosen seed has only true edges afterwards, so a play lasts at most |S| moves.
 *
 * <p>Components: edges without a seed at either end play no part (they never decide whether a seed can be picked
 * and never pass a cascade on), so they are dropped; the rest splits into connected components, those without a
 * seed to pick dropped, each renumbered canonically.
 *
 * <p>JSON: {@code {"vertices": 5, "edges": [[0, 1, true], [1, 2, false]], "seeds": [0, 1, 2]}} (up to 4,096
 * vertices; each edge once).
 */
public final class FriendCircle implements ImpartialRules<Circle, Integer> {
    /** The rules. */
    public static final FriendCircle RULES = new FriendCircle();

    private FriendCircle() {
    }

    @Override
    public String name() {
        return "friend-circle";
    }

    /** @return whether seed v has a false edge */
    static boolean pickable(Circle c, int v) {
        for (int e : c.incident(v)) {
            if (!c.isTrue(e)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<Integer> moves(Circle c) {
        return c.seeds().stream().filter(v -> pickable(c, v)).boxed().toList();
    }

    @Override
    public Circle play(Circle c, Integer v) {
        BitSet truth = c.truth();
        for (int e : c.incident(v)) {
            if (c.isTrue(e)) {
                for (int f : c.incident(c.other(e, v))) {
                    truth.set(f);
                }
            }
            truth.set(e);
        }
        int[][] edges = new int[c.edgeCount()][];
        for (int i = 0; i < edges.length; i++) {
            edges[i] = c.edge(i);
        }
        return new Circle(c.vertices(), edges, truth, c.seeds());
    }

    @Override
    public List<Circle> components(Circle c) {
        BitSet seeds = c.seeds();
        List<List<Integer>> adj = new ArrayList<>();
        for (int v = 0; v < c.vertices(); v++) {
            adj.add(new ArrayList<>());
        }
        BitSet touched = new BitSet(c.vertices());
        for (int i = 0; i < c.edgeCount(); i++) {
            int[] e = c.edge(i);
            if (seeds.get(e[0]) || seeds.get(e[1])) {
                adj.get(e[0]).add(e[1]);
                adj.get(e[1]).add(e[0]);
                touched.set(e[0]);
                touched.set(e[1]);
            }
        }
        int[][] neighbours = adj.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
        long[] colour = new long[c.vertices()];
        for (int v = 0; v < c.vertices(); v++) {
            colour[v] = (seeds.get(v) ? 1 : 0) + 2L * trueEdges(c, v);
        }
        List<Circle> out = new ArrayList<>();
        for (int[] part : Graphs.components(neighbours, touched)) {
            if (java.util.Arrays.stream(part).noneMatch(v -> seeds.get(v) && pickable(c, v))) {
                continue;
            }
            int[] order = Graphs.canonicalOrder(part, neighbours, colour);
            int[] index = new int[c.vertices()];
            java.util.Arrays.fill(index, -1);
            for (int i = 0; i < order.length; i++) {
                index[order[i]] = i;
            }
            List<int[]> edges = new ArrayList<>();
            BitSet truth = new BitSet();
            for (int i = 0; i < c.edgeCount(); i++) {
                int[] e = c.edge(i);
                if (index[e[0]] >= 0 && index[e[1]] >= 0 && (seeds.get(e[0]) || seeds.get(e[1]))) {
                    if (c.isTrue(i)) {
                        truth.set(edges.size());
                    }
                    edges.add(new int[] {index[e[0]], index[e[1]]});
                }
            }
            BitSet newSeeds = new BitSet();
            for (int v : part) {
                if (seeds.get(v)) {
                    newSeeds.set(index[v]);
                }
            }
            out.add(new Circle(order.length, edges.toArray(int[][]::new), truth, newSeeds));
        }
        return out;
    }

    private static int trueEdges(Circle c, int v) {
        int count = 0;
        for (int e : c.incident(v)) {
            count += c.isTrue(e) ? 1 : 0;
        }
        return count;
    }

    @Override
    public long bytes(Circle c) {
        return 96 + 40L * c.edgeCount() + 16L * c.vertices();
    }

    @Override
    public Integer parseMove(Circle c, String text) {
        return JsonFields.number(text, text, "a move is a seed's vertex number");
    }

    @Override
    public ObjectNode toJson(Circle c) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        json.put("vertices", c.vertices());
        ArrayNode edges = json.putArray("edges");
        for (int i = 0; i < c.edgeCount(); i++) {
            int[] e = c.edge(i);
            edges.addArray().add(e[0]).add(e[1]).add(c.isTrue(i));
        }
        ArrayNode seeds = json.putArray("seeds");
        c.seeds().stream().forEach(seeds::add);
        return json;
    }

    @Override
    public Circle fromJson(JsonNode json) {
        GameJson.fields(json, Set.of("vertices", "edges", "seeds"), Set.of());
        int n = GameJson.integer(json.get("vertices"), "vertices", 0, 4096);
        JsonNode list = GameJson.arrayUpTo(json.get("edges"), "edges", 100_000);
        int[][] edges = new int[list.size()][];
        BitSet truth = new BitSet();
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < edges.length; i++) {
            JsonNode e = list.get(i);
            String where = "edges[" + i + "]";
            if (!e.isArray() || e.size() != 3 || !e.get(2).isBoolean()) {
                throw new InvalidStateException(where, "an edge is [u, v, true|false], not " + e);
            }
            int u = Graphs.vertex(e.get(0), where + "[0]", n);
            int v = Graphs.vertex(e.get(1), where + "[1]", n);
            if (u == v) {
                throw new InvalidStateException(where, "an edge joins two different vertices");
            }
            if (!seen.add((long) Math.min(u, v) << 32 | Math.max(u, v))) {
                throw new InvalidStateException(where, "the edge " + u + "-" + v + " is given twice");
            }
            edges[i] = new int[] {u, v};
            if (e.get(2).asBoolean()) {
                truth.set(i);
            }
        }
        BitSet seeds = new BitSet();
        for (int s : GameJson.integersUpTo(json.get("seeds"), "seeds", 0, n - 1, n)) {
            seeds.set(s);
        }
        return new Circle(n, edges, truth, seeds);
    }

    @Override
    public int maxMoves(Circle c) {
        return c.seeds().cardinality();
    }
}
