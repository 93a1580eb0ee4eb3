package calhamer.games.influencegame;

import calhamer.strategy.solve.ScoringRuleset.Sum;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The future of an INFLUENCE board as the solver sees it (Duchêne et al., sections 2.2 and 4): strongly connected
 * components condensed into weighted nodes (Tarjan's algorithm), the forced vertices (Definition 6: L vertices that
 * reach only L vertices, R vertices reached only from R vertices) settled for their owners, and what is left split
 * into independent components, segments recognised as such. O(V + A).
 */
final class Condensation {
    private Condensation() {
    }

    /** @return the board's forced points for each player and its relevant components */
    static Sum<Shape> of(Digraph g) {
        int n = g.size();
        int[] component = scc(g);
        int count = 0;
        for (int c : component) {
            count = Math.max(count, c + 1);
        }
        int[] weight = new int[count];
        byte[] type = new byte[count];
        List<BitSet> arcs = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            arcs.add(new BitSet());
        }
        for (int v = 0; v < n; v++) {
            int c = component[v];
            weight[c]++;
            type[c] |= g.isLeft(v) ? Dag.L : Dag.R;
            for (int w : g.successors(v)) {
                if (component[w] != c) {
                    arcs.get(c).set(component[w]);
                }
            }
        }
        int[][] succ = new int[count][];
        for (int c = 0; c < count; c++) {
            succ[c] = arcs.get(c).stream().toArray();
        }
        int[][] pred = Shapes.reverse(succ);
        BitSet keep = new BitSet(count);
        keep.set(0, count);
        boolean[] leftForced = Shapes.forced(keep, type, succ, Dag.L);
        boolean[] rightForced = Shapes.forced(keep, type, pred, Dag.R);
        int left = 0;
        int right = 0;
        for (int c = 0; c < count; c++) {
            if (leftForced[c]) {
                left += weight[c];
                keep.clear(c);
            } else if (rightForced[c]) {
                right += weight[c];
                keep.clear(c);
            }
        }
        return new Sum<>(left, right, Shapes.components(keep, weight, type, succ, pred));
    }

    /** @return every vertex's strongly connected component, numbered from 0 (iterative Tarjan) */
    static int[] scc(Digraph g) {
        int n = g.size();
        int[] index = new int[n];
        int[] low = new int[n];
        int[] component = new int[n];
        Arrays.fill(index, -1);
        boolean[] onStack = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        int[] callVertex = new int[n];
        int[] callEdge = new int[n];
        int counter = 0;
        int components = 0;
        for (int root = 0; root < n; root++) {
            if (index[root] >= 0) {
                continue;
            }
            int depth = 0;
            callVertex[0] = root;
            callEdge[0] = 0;
            index[root] = low[root] = counter++;
            stack[top++] = root;
            onStack[root] = true;
            while (depth >= 0) {
                int v = callVertex[depth];
                int[] out = g.successors(v);
                if (callEdge[depth] < out.length) {
                    int w = out[callEdge[depth]++];
                    if (index[w] < 0) {
                        index[w] = low[w] = counter++;
                        stack[top++] = w;
                        onStack[w] = true;
                        depth++;
                        callVertex[depth] = w;
                        callEdge[depth] = 0;
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                if (low[v] == index[v]) {
                    int w;
                    do {
                        w = stack[--top];
                        onStack[w] = false;
                        component[w] = components;
                    } while (w != v);
                    components++;
                }
                depth--;
                if (depth >= 0) {
                    int parent = callVertex[depth];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }
        return component;
    }
}
