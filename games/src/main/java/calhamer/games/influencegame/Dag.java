package calhamer.games.influencegame;

import calhamer.strategy.solve.ScoringComponents.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * A component of a relevant INFLUENCE board that is not a segment, strongly connected components condensed
 * (Duchêne et al., section 4: taking a vertex takes its whole strongly connected component): a DAG of nodes, each
 * with a weight (its vertices), and whether it holds L vertices, R vertices or both. Nodes are numbered in a
 * topological order chosen from the structure alone (longest path from a source, then labels, weight and degrees),
 * so most isomorphic components get equal values; equal values are always the same game.
 *
 * <p>Left's move at a node holding an L vertex takes the node and every node reachable from it (Succ), then every
 * node left that holds only L vertices and reaches only such nodes (Forc; Definition 7), and leaves the weakly
 * connected parts of the rest. O(nodes + arcs) per option.
 */
public final class Dag implements Shape {
    static final byte L = 1;
    static final byte R = 2;
    static final byte BOTH = 3;

    private final int[] weight;
    private final byte[] type;
    private final int[][] succ;
    private final int[][] pred;
    private final int size;
    private final int hash;

    private Dag(int[] weight, byte[] type, int[][] succ) {
        this.weight = weight;
        this.type = type;
        this.succ = succ;
        this.pred = Shapes.reverse(succ);
        this.size = Arrays.stream(weight).sum();
        this.hash = 31 * (31 * Arrays.hashCode(weight) + Arrays.hashCode(type)) + Arrays.deepHashCode(succ);
    }

    /**
     * The component on the given nodes of a larger DAG, renumbered in the canonical order.
     *
     * @param nodes  the component's nodes, indices into the arrays
     * @param weight every node's weight
     * @param type   every node's labels ({@link #L}, {@link #R} or {@link #BOTH})
     * @param succ   every node's successors
     */
    static Dag of(int[] nodes, int[] weight, byte[] type, int[][] succ) {
        int n = nodes.length;
        int[] local = new int[weight.length];
        Arrays.fill(local, -1);
        for (int i = 0; i < n; i++) {
            local[nodes[i]] = i;
        }
        int[][] out = new int[n][];
        int[] indegree = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = Arrays.stream(succ[nodes[i]]).map(w -> local[w]).filter(w -> w >= 0).toArray();
            for (int w : out[i]) {
                indegree[w]++;
            }
        }
        int[] level = Shapes.levels(out);
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> {
            int c = Integer.compare(level[a], level[b]);
            if (c == 0) {
                c = Integer.compare(type[nodes[a]], type[nodes[b]]);
            }
            if (c == 0) {
                c = Integer.compare(weight[nodes[a]], weight[nodes[b]]);
            }
            if (c == 0) {
                c = Integer.compare(out[a].length, out[b].length);
            }
            if (c == 0) {
                c = Integer.compare(indegree[a], indegree[b]);
            }
            return c;
        });
        int[] rank = new int[n];
        for (int i = 0; i < n; i++) {
            rank[order[i]] = i;
        }
        int[] w = new int[n];
        byte[] t = new byte[n];
        int[][] s = new int[n][];
        for (int i = 0; i < n; i++) {
            int old = order[i];
            w[i] = weight[nodes[old]];
            t[i] = type[nodes[old]];
            s[i] = Arrays.stream(out[old]).map(x -> rank[x]).sorted().toArray();
        }
        return new Dag(w, t, s);
    }

    /** @return the number of nodes */
    int nodes() {
        return weight.length;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public long bytes() {
        long bytes = 96 + 40L * weight.length;
        for (int[] out : succ) {
            bytes += 8L * out.length;
        }
        return bytes;
    }

    @Override
    public Shape negative() {
        byte[] swapped = new byte[type.length];
        int[] all = new int[type.length];
        for (int i = 0; i < type.length; i++) {
            swapped[i] = type[i] == L ? R : type[i] == R ? L : BOTH;
            all[i] = i;
        }
        return of(all, weight, swapped, pred);
    }

    @Override
    public List<Option<Shape>> leftOptions() {
        List<Option<Shape>> options = new ArrayList<>();
        int n = weight.length;
        for (int u = 0; u < n; u++) {
            if ((type[u] & L) == 0) {
                continue;
            }
            BitSet gone = new BitSet(n);
            Shapes.closure(u, succ, gone);
            BitSet keep = new BitSet(n);
            keep.set(0, n);
            keep.andNot(gone);
            boolean[] forced = Shapes.forced(keep, type, succ, L);
            int points = 0;
            for (int v = 0; v < n; v++) {
                if (gone.get(v) || forced[v]) {
                    points += weight[v];
                    keep.clear(v);
                }
            }
            options.add(new Option<>(points, Shapes.components(keep, weight, type, succ, pred)));
        }
        return options;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Dag d && hash == d.hash && Arrays.equals(weight, d.weight)
                && Arrays.equals(type, d.type) && Arrays.deepEquals(succ, d.succ);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("Dag[");
        for (int i = 0; i < weight.length; i++) {
            s.append(i).append(type[i] == L ? "L" : type[i] == R ? "R" : "LR").append(weight[i])
                    .append(Arrays.toString(succ[i])).append(i + 1 < weight.length ? " " : "]");
        }
        return s.toString();
    }
}
