package calhamer.games.influencegame;

import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON forms of an INFLUENCE position. The general form lists the vertices with their labels and the arcs:
 * {@code {"vertices": {"1": "R", "2": "L"}, "arcs": [["2", "1"]], "toMove": "L", "scores": {"left": 0, "right":
 * 0}}}; the shorthand {@code {"segments": [{"length": 17, "first": "R"}], "toMove": "L"}} is a disjoint sum of
 * segments, vertices numbered 1, 2, ... across the segments in order, labels alternating from {@code first}, an arc
 * from every L vertex to its neighbours on its path. {@code arcs} (default none), {@code toMove} (default L) and
 * {@code scores} (default 0 and 0) are optional. Written states use the general form. Every mistake is an
 * {@link InvalidStateException} naming the field.
 */
final class InfluenceJson {
    static final int MAX_VERTICES = 100_000;
    private static final Set<String> FIELDS = Set.of("vertices", "arcs", "segments", "toMove", "scores");

    private InfluenceJson() {
    }

    static InfluenceState read(JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new InvalidStateException("state", "an INFLUENCE state is an object with \"vertices\" and "
                    + "\"arcs\", or \"segments\"");
        }
        for (Iterator<String> it = json.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw new InvalidStateException(field, "unknown field; an INFLUENCE state has " + FIELDS);
            }
        }
        Digraph board;
        if (json.has("segments")) {
            if (json.has("vertices") || json.has("arcs")) {
                throw new InvalidStateException("segments", "give either \"segments\" or \"vertices\" and \"arcs\"");
            }
            board = segments(json.get("segments"));
        } else if (json.has("vertices")) {
            board = general(json.get("vertices"), json.path("arcs"));
        } else {
            throw new InvalidStateException("vertices", "missing: give \"vertices\" (and \"arcs\") or \"segments\"");
        }
        boolean leftToMove = true;
        if (json.has("toMove")) {
            leftToMove = label(json.get("toMove"), "toMove");
        }
        int left = 0;
        int right = 0;
        if (json.has("scores")) {
            JsonNode scores = json.get("scores");
            left = score(scores, "left");
            right = score(scores, "right");
        }
        return new InfluenceState(board, leftToMove, left, right);
    }

    private static int score(JsonNode scores, String player) {
        JsonNode s = scores.path(player);
        if (!scores.isObject() || !s.canConvertToInt() || !s.isIntegralNumber() || s.asInt() < 0) {
            throw new InvalidStateException("scores." + player, "a number of vertices (0 or more), not " + s);
        }
        return s.asInt();
    }

    private static boolean label(JsonNode node, String field) {
        if (node.isTextual() && (node.asText().equals("L") || node.asText().equals("R"))) {
            return node.asText().equals("L");
        }
        throw new InvalidStateException(field, "must be \"L\" or \"R\", not " + node);
    }

    private static Digraph general(JsonNode vertices, JsonNode arcsNode) {
        if (!vertices.isObject()) {
            throw new InvalidStateException("vertices", "an object from vertex name to \"L\" or \"R\", not "
                    + vertices);
        }
        if (vertices.size() > MAX_VERTICES) {
            throw new InvalidStateException("vertices", "at most " + MAX_VERTICES + " vertices, not "
                    + vertices.size());
        }
        List<String> names = new ArrayList<>();
        Map<String, Integer> index = new HashMap<>();
        boolean[] left = new boolean[vertices.size()];
        for (Iterator<Map.Entry<String, JsonNode>> it = vertices.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (e.getKey().isBlank()) {
                throw new InvalidStateException("vertices", "a vertex name cannot be blank");
            }
            left[names.size()] = label(e.getValue(), "vertices." + e.getKey());
            index.put(e.getKey(), names.size());
            names.add(e.getKey());
        }
        List<int[]> arcs = new ArrayList<>();
        if (!arcsNode.isMissingNode()) {
            if (!arcsNode.isArray()) {
                throw new InvalidStateException("arcs", "a list of [from, to] pairs of vertex names, not " + arcsNode);
            }
            for (int i = 0; i < arcsNode.size(); i++) {
                JsonNode arc = arcsNode.get(i);
                if (!arc.isArray() || arc.size() != 2) {
                    throw new InvalidStateException("arcs[" + i + "]", "an arc is [from, to], not " + arc);
                }
                int[] ends = new int[2];
                for (int k = 0; k < 2; k++) {
                    Integer v = arc.get(k).isTextual() || arc.get(k).isNumber() ? index.get(arc.get(k).asText()) : null;
                    if (v == null) {
                        throw new InvalidStateException("arcs[" + i + "][" + k + "]", "unknown vertex " + arc.get(k)
                                + "; vertices are the names in \"vertices\"");
                    }
                    ends[k] = v;
                }
                arcs.add(ends);
            }
        }
        return new Digraph(names, left, arcs);
    }

    private static Digraph segments(JsonNode segments) {
        if (!segments.isArray()) {
            throw new InvalidStateException("segments", "a list of {\"length\", \"first\"}, not " + segments);
        }
        List<String> names = new ArrayList<>();
        List<Boolean> labels = new ArrayList<>();
        List<int[]> arcs = new ArrayList<>();
        for (int i = 0; i < segments.size(); i++) {
            JsonNode s = segments.get(i);
            String field = "segments[" + i + "]";
            JsonNode length = s.path("length");
            if (!s.isObject() || !length.isIntegralNumber() || !length.canConvertToInt() || length.asInt() < 1) {
                throw new InvalidStateException(field + ".length", "a segment has 1 or more vertices, not " + length);
            }
            if (names.size() + length.asInt() > MAX_VERTICES) {
                throw new InvalidStateException(field + ".length", "at most " + MAX_VERTICES + " vertices in all");
            }
            boolean first = s.has("first") ? label(s.get("first"), field + ".first") : true;
            int start = names.size();
            for (int p = 0; p < length.asInt(); p++) {
                int v = start + p;
                names.add(String.valueOf(v + 1));
                boolean isLeft = (p % 2 == 0) == first;
                labels.add(isLeft);
                if (p > 0) {
                    arcs.add(isLeft ? new int[] {v, v - 1} : new int[] {v - 1, v});
                }
            }
        }
        boolean[] left = new boolean[labels.size()];
        for (int v = 0; v < left.length; v++) {
            left[v] = labels.get(v);
        }
        return new Digraph(names, left, arcs);
    }

    static ObjectNode write(InfluenceState state) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        Digraph g = state.board();
        ObjectNode vertices = json.putObject("vertices");
        for (int v = 0; v < g.size(); v++) {
            vertices.put(g.name(v), g.isLeft(v) ? "L" : "R");
        }
        var arcs = json.putArray("arcs");
        for (int v = 0; v < g.size(); v++) {
            for (int w : g.successors(v)) {
                arcs.addArray().add(g.name(v)).add(g.name(w));
            }
        }
        json.put("toMove", state.leftToMove() ? "L" : "R");
        ObjectNode scores = json.putObject("scores");
        scores.put("left", state.leftScore());
        scores.put("right", state.rightScore());
        return json;
    }
}
