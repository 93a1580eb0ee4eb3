package calhamer.games.impartial;

import calhamer.games.GameJson;
import calhamer.strategy.game.InvalidStateException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;

/**
 * Undirected graphs as sorted neighbour lists, for the graph games (Node-Kayles, Friend Circle, Demographic
 * Influence): reading edges from JSON, connected components, and a canonical renumbering of a component. The
 * renumbering refines vertex colours by their neighbours' colours (a few rounds of colour refinement, O(rounds ×
 * (V + E) log V)) and breaks ties by the old numbers: it is an isomorphism, so the renumbered component is the
 * same game, and isomorphic components often, though not always, get the same numbers.
 */
public final class Graphs {
    private static final int ROUNDS = 4;

    private Graphs() {
    }

    /**
     * Reads a list of edges {@code [u, v]} between vertices 0..n−1 (extra entries of an edge are left to the
     * caller); no loops; repeats ignored.
     *
     * @return the sorted neighbour lists
     */
    public static int[][] edges(JsonNode node, String field, int n, int maxEdges) {
        JsonNode list = GameJson.arrayUpTo(node, field, maxEdges);
        List<List<Integer>> adj = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            adj.add(new ArrayList<>());
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode edge = list.get(i);
            String where = field + "[" + i + "]";
            if (!edge.isArray() || edge.size() < 2) {
                throw new InvalidStateException(where, "an edge is [u, v], not " + edge);
            }
            int u = vertex(edge.get(0), where + "[0]", n);
            int v = vertex(edge.get(1), where + "[1]", n);
            if (u == v) {
                throw new InvalidStateException(where, "an edge joins two different vertices, not " + u + " to itself");
            }
            adj.get(u).add(v);
            adj.get(v).add(u);
        }
        int[][] out = new int[n][];
        for (int v = 0; v < n; v++) {
            out[v] = adj.get(v).stream().mapToInt(Integer::intValue).sorted().distinct().toArray();
        }
        return out;
    }

    /** @return the node as a vertex number 0..n−1 */
    public static int vertex(JsonNode node, String field, int n) {
        if (node == null || !node.isIntegralNumber() || !node.canConvertToInt() || node.asInt() < 0
                || node.asInt() >= n) {
            throw new InvalidStateException(field, "unknown vertex " + node + "; vertices are 0.." + (n - 1));
        }
        return node.asInt();
    }

    /** @return the connected components of the kept vertices, each sorted */
    public static List<int[]> components(int[][] adj, BitSet keep) {
        List<int[]> out = new ArrayList<>();
        BitSet seen = new BitSet(adj.length);
        Deque<Integer> todo = new ArrayDeque<>();
        for (int start = keep.nextSetBit(0); start >= 0; start = keep.nextSetBit(start + 1)) {
            if (seen.get(start)) {
                continue;
            }
            List<Integer> vertices = new ArrayList<>();
            seen.set(start);
            todo.push(start);
            while (!todo.isEmpty()) {
                int v = todo.pop();
                vertices.add(v);
                for (int w : adj[v]) {
                    if (keep.get(w) && !seen.get(w)) {
                        seen.set(w);
                        todo.push(w);
                    }
                }
            }
            out.add(vertices.stream().mapToInt(Integer::intValue).sorted().toArray());
        }
        return out;
    }

    /**
     * A canonical order of a component's vertices: breadth first from the vertex of least refined colour (a
     * vertex's colour mixed with its neighbours' sorted colours, repeated), neighbours taken by refined colour, ties
     * by old number. A path comes out numbered from one end to the other, whatever its old numbers.
     *
     * @param vertices the component's vertices, sorted
     * @param adj      neighbour lists of the whole graph (neighbours outside the component are ignored)
     * @param colour   every vertex's starting colour (what the game distinguishes: weights, seeds, thresholds)
     * @return the component's vertices in the new order
     */
    public static int[] canonicalOrder(int[] vertices, int[][] adj, long[] colour) {
        int n = vertices.length;
        int[] local = new int[adj.length];
        Arrays.fill(local, -1);
        for (int i = 0; i < n; i++) {
            local[vertices[i]] = i;
        }
        int[][] near = new int[n][];
        int[] buffer = new int[adj.length];
        for (int i = 0; i < n; i++) {
            int k = 0;
            for (int w : adj[vertices[i]]) {
                if (local[w] >= 0) {
                    buffer[k++] = local[w];
                }
            }
            near[i] = Arrays.copyOf(buffer, k);
        }
        long[] c = new long[n];
        for (int i = 0; i < n; i++) {
            c[i] = colour[vertices[i]];
        }
        long[] next = new long[n];
        long[] around = new long[n];
        for (int round = 0; round < ROUNDS; round++) {
            for (int i = 0; i < n; i++) {
                int k = near[i].length;
                for (int j = 0; j < k; j++) {
                    around[j] = c[near[i][j]];
                }
                Arrays.sort(around, 0, k);
                long h = c[i] * 0x9E3779B97F4A7C15L + k;
                for (int j = 0; j < k; j++) {
                    h = (h ^ around[j]) * 0xBF58476D1CE4E5B9L;
                    h ^= h >>> 31;
                }
                next[i] = h;
            }
            System.arraycopy(next, 0, c, 0, n);
        }
        boolean[] placed = new boolean[n];
        int[] out = new int[n];
        int size = 0;
        for (int head = 0; size < n; head++) {
            if (head == size) {
                int root = -1;
                for (int i = 0; i < n; i++) {
                    if (!placed[i] && (root < 0 || before(i, root, c))) {
                        root = i;
                    }
                }
                placed[root] = true;
                out[size++] = root;
            }
            int from = size;
            for (int w : near[out[head]]) {
                if (!placed[w]) {
                    placed[w] = true;
                    int at = size++;
                    while (at > from && before(w, out[at - 1], c)) {
                        out[at] = out[at - 1];
                        at--;
                    }
                    out[at] = w;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            out[i] = vertices[out[i]];
        }
        return out;
    }

    private static boolean before(int a, int b, long[] colour) {
        return colour[a] != colour[b] ? colour[a] < colour[b] : a < b;
    }

    /** @return the neighbour lists of the vertices in {@code order}, renumbered 0.. in that order */
    public static int[][] renumber(int[] order, int[][] adj) {
        int[] index = new int[adj.length];
        Arrays.fill(index, -1);
        for (int i = 0; i < order.length; i++) {
            index[order[i]] = i;
        }
        int[][] out = new int[order.length][];
        int[] buffer = new int[order.length];
        for (int i = 0; i < order.length; i++) {
            int k = 0;
            for (int w : adj[order[i]]) {
                if (index[w] >= 0) {
                    buffer[k++] = index[w];
                }
            }
            out[i] = Arrays.copyOf(buffer, k);
            Arrays.sort(out[i]);
        }
        return out;
    }
}
