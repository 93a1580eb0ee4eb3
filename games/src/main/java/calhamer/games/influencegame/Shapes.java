package calhamer.games.influencegame;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;

/**
 * The graph work shared by {@link Dag}, {@link Condensation} and the segment recognition, on DAGs of weighted,
 * labelled nodes given as successor lists. Everything is O(nodes + arcs).
 */
final class Shapes {
    private Shapes() {
    }

    /** @return the predecessor lists of a DAG given by successor lists */
    static int[][] reverse(int[][] succ) {
        int[] count = new int[succ.length];
        for (int[] out : succ) {
            for (int w : out) {
                count[w]++;
            }
        }
        int[][] pred = new int[succ.length][];
        for (int v = 0; v < succ.length; v++) {
            pred[v] = new int[count[v]];
            count[v] = 0;
        }
        for (int v = 0; v < succ.length; v++) {
            for (int w : succ[v]) {
                pred[w][count[w]++] = v;
            }
        }
        return pred;
    }

    /** @return each node's longest distance from a source (Kahn's algorithm) */
    static int[] levels(int[][] succ) {
        int n = succ.length;
        int[] indegree = new int[n];
        for (int[] out : succ) {
            for (int w : out) {
                indegree[w]++;
            }
        }
        int[] level = new int[n];
        Deque<Integer> ready = new ArrayDeque<>();
        for (int v = 0; v < n; v++) {
            if (indegree[v] == 0) {
                ready.add(v);
            }
        }
        while (!ready.isEmpty()) {
            int v = ready.poll();
            for (int w : succ[v]) {
                level[w] = Math.max(level[w], level[v] + 1);
                if (--indegree[w] == 0) {
                    ready.add(w);
                }
            }
        }
        return level;
    }

    /** Adds the node and every node reachable from it along the lists to {@code into}. */
    static void closure(int from, int[][] lists, BitSet into) {
        Deque<Integer> todo = new ArrayDeque<>();
        into.set(from);
        todo.push(from);
        while (!todo.isEmpty()) {
            for (int w : lists[todo.pop()]) {
                if (!into.get(w)) {
                    into.set(w);
                    todo.push(w);
                }
            }
        }
    }

    /**
     * The forced nodes among those kept (Duchêne et al., Definition 6): for {@code label} L, nodes holding only L
     * vertices whose kept successors, all the way down, hold only L vertices (Succ ⊆ L); for R, the same upwards
     * when given predecessor lists. Nodes must be in a topological order of {@code lists} (children after
     * parents).
     */
    static boolean[] forced(BitSet keep, byte[] type, int[][] lists, byte label) {
        int n = type.length;
        boolean[] forced = new boolean[n];
        int[] order = topological(keep, lists);
        for (int k = order.length - 1; k >= 0; k--) {
            int v = order[k];
            boolean only = type[v] == label;
            for (int w : lists[v]) {
                if (keep.get(w) && !forced[w]) {
                    only = false;
                    break;
                }
            }
            forced[v] = only;
        }
        return forced;
    }

    /** @return the kept nodes in a topological order of the lists */
    static int[] topological(BitSet keep, int[][] lists) {
        int n = lists.length;
        int[] indegree = new int[n];
        for (int v = keep.nextSetBit(0); v >= 0; v = keep.nextSetBit(v + 1)) {
            for (int w : lists[v]) {
                if (keep.get(w)) {
                    indegree[w]++;
                }
            }
        }
        int[] order = new int[keep.cardinality()];
        int size = 0;
        for (int v = keep.nextSetBit(0); v >= 0; v = keep.nextSetBit(v + 1)) {
            if (indegree[v] == 0) {
                order[size++] = v;
            }
        }
        for (int head = 0; head < size; head++) {
            for (int w : lists[order[head]]) {
                if (keep.get(w) && --indegree[w] == 0) {
                    order[size++] = w;
                }
            }
        }
        return order;
    }

    /**
     * The weakly connected components of the kept nodes, each a {@link Segment} when it is one and a {@link Dag}
     * otherwise.
     */
    static List<Shape> components(BitSet keep, int[] weight, byte[] type, int[][] succ, int[][] pred) {
        List<Shape> out = new ArrayList<>();
        BitSet seen = new BitSet(weight.length);
        for (int start = keep.nextSetBit(0); start >= 0; start = keep.nextSetBit(start + 1)) {
            if (seen.get(start)) {
                continue;
            }
            List<Integer> nodes = new ArrayList<>();
            Deque<Integer> todo = new ArrayDeque<>();
            seen.set(start);
            todo.push(start);
            while (!todo.isEmpty()) {
                int v = todo.pop();
                nodes.add(v);
                for (int[] lists : new int[][] {succ[v], pred[v]}) {
                    for (int w : lists) {
                        if (keep.get(w) && !seen.get(w)) {
                            seen.set(w);
                            todo.push(w);
                        }
                    }
                }
            }
            int[] array = nodes.stream().mapToInt(Integer::intValue).sorted().toArray();
            Segment segment = segment(array, weight, type, succ, pred, keep);
            out.add(segment != null ? segment : Dag.of(array, weight, type, succ));
        }
        return out;
    }

    /**
     * @return the component as a segment when it is one: single vertices labelled L or R, a path in the underlying
     *         graph, every arc from its L end to its R end; otherwise null
     */
    static Segment segment(int[] nodes, int[] weight, byte[] type, int[][] succ, int[][] pred, BitSet keep) {
        if (nodes.length < 2) {
            return null;
        }
        int arcs = 0;
        int end = -1;
        for (int v : nodes) {
            if (weight[v] != 1 || type[v] == Dag.BOTH) {
                return null;
            }
            int degree = 0;
            for (int w : succ[v]) {
                if (keep.get(w)) {
                    if (type[v] != Dag.L || type[w] != Dag.R) {
                        return null;
                    }
                    degree++;
                    arcs++;
                }
            }
            for (int w : pred[v]) {
                if (keep.get(w)) {
                    degree++;
                }
            }
            if (degree > 2) {
                return null;
            }
            if (degree == 1) {
                end = v;
            }
        }
        if (arcs != nodes.length - 1 || end < 0) {
            return null;
        }
        return Segment.of(nodes.length, type[end] == Dag.L);
    }
}
