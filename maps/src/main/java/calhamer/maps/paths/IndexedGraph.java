package calhamer.maps.paths;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jgrapht.Graph;
import org.jgrapht.Graphs;

/**
 * An unweighted graph on vertices {@code 0..n-1} in compressed sparse row form: the neighbours of {@code v} are
 * {@code targets[offsets[v] .. offsets[v+1])}. Immutable; built once per map or board and shared by every search.
 * Undirected graphs store each edge in both directions.
 */
public final class IndexedGraph {
    private final int[] offsets;
    private final int[] targets;

    private IndexedGraph(int[] offsets, int[] targets) {
        this.offsets = offsets;
        this.targets = targets;
    }

    /**
     * Builds a graph from adjacency lists.
     *
     * @param neighbours neighbours.get(v) lists the vertices reachable from v in one step
     * @throws IllegalArgumentException when a neighbour is out of range
     */
    public static IndexedGraph fromAdjacency(List<? extends Collection<Integer>> neighbours) {
        int n = neighbours.size();
        int[] offsets = new int[n + 1];
        for (int v = 0; v < n; v++) {
            offsets[v + 1] = offsets[v] + neighbours.get(v).size();
        }
        int[] targets = new int[offsets[n]];
        for (int v = 0; v < n; v++) {
            int i = offsets[v];
            for (int w : neighbours.get(v)) {
                if (w < 0 || w >= n) {
                    throw new IllegalArgumentException("vertex " + v + " has neighbour " + w + " outside 0.." + (n - 1));
                }
                targets[i++] = w;
            }
        }
        return new IndexedGraph(offsets, targets);
    }

    /**
     * Builds the indexed form of a JGraphT graph; vertex {@code i} is {@code vertices.get(i)}. Undirected edges
     * become both directions; directed edges keep their direction.
     *
     * @throws IllegalArgumentException when the graph has a vertex not in the list
     */
    public static <V, E> IndexedGraph fromJGraphT(Graph<V, E> graph, List<V> vertices) {
        Map<V, Integer> index = new HashMap<>(vertices.size() * 2);
        for (int i = 0; i < vertices.size(); i++) {
            index.put(vertices.get(i), i);
        }
        List<List<Integer>> adjacency = new ArrayList<>(vertices.size());
        for (V v : vertices) {
            List<Integer> out = new ArrayList<>();
            for (V w : Graphs.successorListOf(graph, v)) {
                Integer j = index.get(w);
                if (j == null) {
                    throw new IllegalArgumentException("vertex " + w + " is not in the vertex list");
                }
                out.add(j);
            }
            adjacency.add(out);
        }
        return fromAdjacency(adjacency);
    }

    /** @return the number of vertices */
    public int vertexCount() {
        return offsets.length - 1;
    }

    /** @return the number of neighbours of v */
    public int degree(int v) {
        return offsets[v + 1] - offsets[v];
    }

    /** @return the i-th neighbour of v, 0 &lt;= i &lt; degree(v) */
    public int neighbour(int v, int i) {
        return targets[offsets[v] + i];
    }

    int start(int v) {
        return offsets[v];
    }

    int end(int v) {
        return offsets[v + 1];
    }

    int target(int i) {
        return targets[i];
    }

    /** @return whether the arc v → w exists; O(degree(v)) */
    public boolean hasArc(int v, int w) {
        for (int i = offsets[v]; i < offsets[v + 1]; i++) {
            if (targets[i] == w) {
                return true;
            }
        }
        return false;
    }
}
