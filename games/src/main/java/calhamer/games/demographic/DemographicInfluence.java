package calhamer.games.demographic;

import calhamer.games.GameJson;
import calhamer.games.impartial.Amount;
import calhamer.games.impartial.AmountList;
import calhamer.games.impartial.Graphs;
import calhamer.games.impartial.ImpartialRules;
import calhamer.games.impartial.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Demographic Influence (Burke, Ferland and Teng, Ruleset 10): a move {@code k:c} picks a group k and an amount
 * c ≥ 1 no larger than the group's highest threshold; every member's threshold drops by c; then every member that
 * went from 0 or more to below 0 sets each of its friends' thresholds to −1 (all subtractions first, then the
 * cascades, one step only). The player who cannot move loses. Thresholds only fall and each move lowers a positive
 * one, so a play lasts at most the sum of the positive thresholds.
 *
 * <p>Components: vertices already below 0 never move again (they can neither be chosen nor start a cascade), groups
 * without a member above 0 can never be chosen, and vertices in no group that can be chosen are never lowered: all
 * dropped. What is left splits along friendships and shared groups into independent parts, each renumbered
 * canonically, identical groups merged.
 *
 * <p>JSON: {@code {"thresholds": [7, 0, -1], "edges": [[0, 1]], "demographics": [[0, 1, 2], [2]]}} (up to 4,096
 * vertices, thresholds from −1,000,000 to 1,000,000).
 */
public final class DemographicInfluence implements ImpartialRules<Population, Amount> {
    /** The rules. */
    public static final DemographicInfluence RULES = new DemographicInfluence();
    private static final int MAX_THRESHOLD = 1_000_000;

    private DemographicInfluence() {
    }

    @Override
    public String name() {
        return "demographic-influence";
    }

    @Override
    public List<Amount> moves(Population p) {
        int[] most = new int[p.demographics().length];
        for (int k = 0; k < most.length; k++) {
            most[k] = p.most(k);
        }
        return new AmountList(most);
    }

    @Override
    public Population play(Population p, Amount move) {
        int[] theta = p.thresholds();
        int[] before = p.thresholds();
        int[][] friends = p.neighbours();
        List<Integer> cascading = new ArrayList<>();
        for (int v : p.demographics()[move.index()]) {
            theta[v] -= move.amount();
            if (before[v] >= 0 && theta[v] < 0) {
                cascading.add(v);
            }
        }
        for (int v : cascading) {
            for (int w : friends[v]) {
                theta[w] = -1;
            }
        }
        return new Population(theta, friends, p.demographics());
    }

    @Override
    public List<Population> components(Population p) {
        int n = p.size();
        int[] theta = p.thresholds();
        List<int[]> groups = new ArrayList<>();
        BitSet live = new BitSet(n);
        for (int k = 0; k < p.demographics().length; k++) {
            if (p.most(k) > 0) {
                int[] members = Arrays.stream(p.demographics()[k]).filter(v -> theta[v] >= 0).toArray();
                groups.add(members);
                for (int v : members) {
                    live.set(v);
                }
            }
        }
        int g = groups.size();
        int[][] friends = p.neighbours();
        List<List<Integer>> joint = new ArrayList<>();
        for (int v = 0; v < n + g; v++) {
            joint.add(new ArrayList<>());
        }
        for (int v = live.nextSetBit(0); v >= 0; v = live.nextSetBit(v + 1)) {
            for (int w : friends[v]) {
                if (live.get(w)) {
                    joint.get(v).add(w);
                }
            }
        }
        for (int k = 0; k < g; k++) {
            for (int v : groups.get(k)) {
                joint.get(v).add(n + k);
                joint.get(n + k).add(v);
            }
        }
        int[][] adj = joint.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        long[] colour = new long[n + g];
        for (int v = 0; v < n; v++) {
            colour[v] = 2L * theta[v];
        }
        for (int k = 0; k < g; k++) {
            colour[n + k] = 1;
        }
        BitSet keep = (BitSet) live.clone();
        keep.set(n, n + g);
        List<Population> out = new ArrayList<>();
        for (int[] part : Graphs.components(adj, keep)) {
            out.add(part(Graphs.canonicalOrder(part, adj, colour), n, theta, friends, groups, live));
        }
        return out;
    }

    /** One independent part, renumbered in the given order (vertices first, then groups), groups deduplicated. */
    private static Population part(int[] order, int n, int[] theta, int[][] friends, List<int[]> groups,
                                   BitSet live) {
        int[] index = new int[n];
        Arrays.fill(index, -1);
        List<Integer> vertices = new ArrayList<>();
        for (int x : order) {
            if (x < n) {
                index[x] = vertices.size();
                vertices.add(x);
            }
        }
        int[] t = new int[vertices.size()];
        int[][] adj = new int[vertices.size()][];
        for (int i = 0; i < t.length; i++) {
            int v = vertices.get(i);
            t[i] = theta[v];
            adj[i] = Arrays.stream(friends[v]).filter(live::get).map(w -> index[w]).sorted().toArray();
        }
        Set<List<Integer>> seen = new LinkedHashSet<>();
        for (int x : order) {
            if (x >= n) {
                seen.add(Arrays.stream(groups.get(x - n)).map(v -> index[v]).sorted().boxed().toList());
            }
        }
        int[][] demographics = seen.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray())
                .toArray(int[][]::new);
        return new Population(t, adj, demographics);
    }

    @Override
    public long bytes(Population p) {
        long bytes = 96 + 20L * p.size();
        for (int[] friends : p.neighbours()) {
            bytes += 4L * friends.length;
        }
        for (int[] group : p.demographics()) {
            bytes += 16 + 4L * group.length;
        }
        return bytes;
    }

    @Override
    public Amount parseMove(Population p, String text) {
        return Amount.parse(text);
    }

    @Override
    public ObjectNode toJson(Population p) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        JsonFields.add(json.putArray("thresholds"), p.thresholds());
        ArrayNode edges = json.putArray("edges");
        int[][] friends = p.neighbours();
        for (int v = 0; v < friends.length; v++) {
            for (int w : friends[v]) {
                if (v < w) {
                    edges.addArray().add(v).add(w);
                }
            }
        }
        ArrayNode groups = json.putArray("demographics");
        for (int[] members : p.demographics()) {
            JsonFields.add(groups.addArray(), members);
        }
        return json;
    }

    @Override
    public Population fromJson(JsonNode json) {
        GameJson.fields(json, Set.of("thresholds", "edges", "demographics"), Set.of());
        int[] theta = GameJson.integersUpTo(json.get("thresholds"), "thresholds", -MAX_THRESHOLD, MAX_THRESHOLD, 4096);
        int n = theta.length;
        int[][] adj = Graphs.edges(json.get("edges"), "edges", n, 100_000);
        JsonNode list = GameJson.arrayUpTo(json.get("demographics"), "demographics", 10_000);
        int[][] groups = new int[list.size()][];
        for (int k = 0; k < groups.length; k++) {
            groups[k] = Arrays.stream(GameJson.integersUpTo(list.get(k), "demographics[" + k + "]", 0, n - 1, n))
                    .sorted().distinct().toArray();
        }
        return new Population(theta, adj, groups);
    }

    @Override
    public int maxMoves(Population p) {
        return Arrays.stream(p.thresholds()).filter(t -> t > 0).sum();
    }
}
