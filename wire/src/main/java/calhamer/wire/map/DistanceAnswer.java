package calhamer.wire.map;

import java.util.List;

/**
 * The answer of {@code GET /maps/{id}/distance}: one shortest route, written by Jackson.
 *
 * @param map       the map id
 * @param graph     army, fleet or border
 * @param from      where the route starts
 * @param to        where it ends
 * @param reachable whether any route exists
 * @param distance  the number of moves, or null when unreachable
 * @param path      one shortest route, both ends included (empty when unreachable)
 */
public record DistanceAnswer(String map, String graph, String from, String to, boolean reachable,
                             Integer distance, List<String> path) {
}
