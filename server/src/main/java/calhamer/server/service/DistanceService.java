package calhamer.server.service;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Location;
import calhamer.maps.Province;
import calhamer.maps.paths.AllPairsShortestPaths;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.wire.map.DistanceAnswer;
import calhamer.wire.map.DistanceMatrix;
import java.util.ArrayList;
import java.util.List;

/** Distance queries over a map's precomputed all-pairs shortest paths, answered in the wire's forms. */
public final class DistanceService {

    /** @return the shortest route between two provinces or coasts */
    public DistanceAnswer distance(DiplomacyMap map, String from, String to, String graph) {
        GraphKind kind = graph(graph);
        List<FieldError> errors = new ArrayList<>();
        Location a = location(map, "from", from, errors);
        Location b = location(map, "to", to, errors);
        if (!errors.isEmpty()) {
            throw ApiException.unprocessable("the query does not fit map " + map.id(), errors);
        }
        List<Location> route = map.shortestPath(kind, a, b);
        List<String> ids = route.stream().map(Location::id).toList();
        return new DistanceAnswer(map.id(), kind.wireName(), a.id(), b.id(), !route.isEmpty(),
                route.isEmpty() ? null : route.size() - 1, ids);
    }

    /** @return the whole distance matrix of one graph */
    public DistanceMatrix matrix(DiplomacyMap map, String graph) {
        GraphKind kind = graph(graph);
        List<Location> vertices = new ArrayList<>();
        if (kind == GraphKind.FLEET) {
            for (Province p : map.provinces()) {
                vertices.addAll(map.fleetLocations(p));
            }
        } else {
            for (Province p : map.provinces()) {
                vertices.add(map.location(p));
            }
        }
        AllPairsShortestPaths paths = map.graphs().paths(kind);
        List<List<Integer>> rows = new ArrayList<>(vertices.size());
        for (Location u : vertices) {
            List<Integer> row = new ArrayList<>(vertices.size());
            for (Location v : vertices) {
                int d = paths.distanceOr(map.graphs().vertex(kind, u), map.graphs().vertex(kind, v), -1);
                row.add(d < 0 ? null : d);
            }
            rows.add(row);
        }
        return new DistanceMatrix(map.id(), kind.wireName(), vertices.stream().map(Location::id).toList(), rows);
    }

    private static GraphKind graph(String text) {
        if (text == null || text.isEmpty()) {
            return GraphKind.ARMY;
        }
        try {
            return GraphKind.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage(), new FieldError("graph", e.getMessage()));
        }
    }

    private static Location location(DiplomacyMap map, String field, String text, List<FieldError> errors) {
        if (text == null || text.isEmpty()) {
            errors.add(new FieldError(field, "missing: name a province or coast, e.g. VIE or STP/NC"));
            return null;
        }
        return map.findLocation(text).orElseGet(() -> {
            errors.add(new FieldError(field, "unknown province or coast '" + text + "'"));
            return null;
        });
    }
}
