package calhamer.wire.map;

import java.util.List;

/**
 * The answer of {@code GET /maps/{id}/distances}: every distance of one graph, written by Jackson.
 *
 * @param map       the map id
 * @param graph     army, fleet or border
 * @param vertices  the graph's vertices: provinces (army, border) or fleet locations (fleet)
 * @param distances distances[i][j] from vertices[i] to vertices[j], null when unreachable
 */
public record DistanceMatrix(String map, String graph, List<String> vertices, List<List<Integer>> distances) {
}
