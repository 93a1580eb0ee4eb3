package calhamer.maps;

import calhamer.maps.paths.AllPairsShortestPaths;
import calhamer.maps.paths.IndexedGraph;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.jgrapht.Graph;
import org.jgrapht.graph.AsUnmodifiableGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * A map's three graphs as JGraphT graphs (read-only) and as {@link IndexedGraph}s with their all-pairs shortest
 * paths, all built once when the map is loaded (O(P·(P+B)) per graph, microseconds on the standard board).
 *
 * <p>Vertex numbering of the indexed forms: army and border graphs use province indices; the fleet graph uses
 * location indices (inland provinces and the whole-province location of split-coast provinces are isolated there).
 */
public final class MapGraphs {
    private final List<Province> provinces;
    private final List<Location> locations;
    private final Graph<Province, DefaultEdge> army;
    private final Graph<Location, DefaultEdge> fleet;
    private final Graph<Province, DefaultEdge> border;
    private final Map<GraphKind, AllPairsShortestPaths> paths = new EnumMap<>(GraphKind.class);

    MapGraphs(List<Province> provinces, List<Location> locations, Adjacency adjacency) {
        this.provinces = provinces;
        this.locations = locations;
        SimpleGraph<Province, DefaultEdge> a = new SimpleGraph<>(DefaultEdge.class);
        SimpleGraph<Province, DefaultEdge> b = new SimpleGraph<>(DefaultEdge.class);
        SimpleGraph<Location, DefaultEdge> f = new SimpleGraph<>(DefaultEdge.class);
        List<List<Integer>> armyLists = new ArrayList<>();
        List<List<Integer>> borderLists = new ArrayList<>();
        List<List<Integer>> fleetLists = new ArrayList<>();
        for (Province p : provinces) {
            a.addVertex(p);
            b.addVertex(p);
        }
        for (Location l : locations) {
            if (l.province().terrain().allowsFleet() && l.hasCoast() == l.province().hasCoasts()) {
                f.addVertex(l);
            }
        }
        for (Province p : provinces) {
            List<Integer> armyOut = new ArrayList<>();
            for (Province q : adjacency.armyNeighbours(p)) {
                armyOut.add(q.index());
                a.addEdge(p, q);
            }
            armyLists.add(armyOut);
            List<Integer> borderOut = new ArrayList<>();
            for (Province q : adjacency.borderNeighbours(p)) {
                borderOut.add(q.index());
                b.addEdge(p, q);
            }
            borderLists.add(borderOut);
        }
        for (Location l : locations) {
            List<Integer> out = new ArrayList<>();
            for (Location m : adjacency.fleetNeighbours(l)) {
                out.add(m.index());
                f.addEdge(l, m);
            }
            fleetLists.add(out);
        }
        this.army = new AsUnmodifiableGraph<>(a);
        this.border = new AsUnmodifiableGraph<>(b);
        this.fleet = new AsUnmodifiableGraph<>(f);
        paths.put(GraphKind.ARMY, AllPairsShortestPaths.compute(IndexedGraph.fromAdjacency(armyLists)));
        paths.put(GraphKind.BORDER, AllPairsShortestPaths.compute(IndexedGraph.fromAdjacency(borderLists)));
        paths.put(GraphKind.FLEET, AllPairsShortestPaths.compute(IndexedGraph.fromAdjacency(fleetLists)));
    }

    /** @return army moves between provinces (undirected, read-only) */
    public Graph<Province, DefaultEdge> army() {
        return army;
    }

    /** @return fleet moves between fleet locations (undirected, read-only) */
    public Graph<Location, DefaultEdge> fleet() {
        return fleet;
    }

    /** @return provinces sharing a border (undirected, read-only): the graph influence spreads over */
    public Graph<Province, DefaultEdge> border() {
        return border;
    }

    /** @return the all-pairs shortest paths of one graph, in that graph's vertex numbering */
    public AllPairsShortestPaths paths(GraphKind kind) {
        return paths.get(kind);
    }

    /** @return the vertex number of a location in one graph's indexed form */
    public int vertex(GraphKind kind, Location location) {
        return kind == GraphKind.FLEET ? location.index() : location.province().index();
    }

    /** @return the location a vertex number of one graph's indexed form stands for */
    public Location location(GraphKind kind, int vertex) {
        return kind == GraphKind.FLEET ? locations.get(vertex) : locations.get(provinces.get(vertex).index());
    }
}
