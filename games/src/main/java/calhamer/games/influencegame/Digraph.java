package calhamer.games.influencegame;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/**
 * An INFLUENCE board: a directed graph whose vertices are labelled L (Left, the paper's Black) or R (Right, White),
 * with names kept in the order they were given. Immutable, with value equality over names, labels and arcs; arcs
 * are kept sorted and without repeats or loops (a loop changes no reachability).
 */
public final class Digraph {
    private final String[] names;
    private final boolean[] left;
    private final int[][] succ;
    private final int[][] pred;
    private final int hash;

    /**
     * @param names vertex names, distinct
     * @param left  whether each vertex is labelled L
     * @param arcs  arcs as {from, to} vertex indices
     */
    public Digraph(List<String> names, boolean[] left, List<int[]> arcs) {
        if (names.size() != left.length) {
            throw new IllegalArgumentException(names.size() + " names for " + left.length + " labels");
        }
        this.names = names.toArray(new String[0]);
        this.left = left.clone();
        int n = this.names.length;
        List<List<Integer>> out = new ArrayList<>();
        List<List<Integer>> in = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            out.add(new ArrayList<>());
            in.add(new ArrayList<>());
        }
        for (int[] arc : arcs) {
            if (arc[0] != arc[1]) {
                out.get(arc[0]).add(arc[1]);
                in.get(arc[1]).add(arc[0]);
            }
        }
        this.succ = sortedDistinct(out);
        this.pred = sortedDistinct(in);
        this.hash = Objects.hash(Arrays.hashCode(this.names), Arrays.hashCode(this.left), Arrays.deepHashCode(succ));
    }

    private static int[][] sortedDistinct(List<List<Integer>> lists) {
        int[][] out = new int[lists.size()][];
        for (int v = 0; v < out.length; v++) {
            out[v] = lists.get(v).stream().mapToInt(Integer::intValue).sorted().distinct().toArray();
        }
        return out;
    }

    /** @return the number of vertices */
    public int size() {
        return names.length;
    }

    /** @return the vertex's name */
    public String name(int v) {
        return names[v];
    }

    /** @return the index of the named vertex, or -1 */
    public int index(String name) {
        for (int v = 0; v < names.length; v++) {
            if (names[v].equals(name)) {
                return v;
            }
        }
        return -1;
    }

    /** @return whether the vertex is labelled L */
    public boolean isLeft(int v) {
        return left[v];
    }

    /** @return the heads of the vertex's arcs, ascending */
    public int[] successors(int v) {
        return succ[v];
    }

    /** @return the tails of the arcs into the vertex, ascending */
    public int[] predecessors(int v) {
        return pred[v];
    }

    /** @return whether some vertex has the label */
    public boolean hasLabel(boolean leftLabel) {
        for (boolean l : left) {
            if (l == leftLabel) {
                return true;
            }
        }
        return false;
    }

    /**
     * Succ(G, x) (forward) or Pred(G, x) (backward): the vertices reachable from x by a directed path, or from
     * which x is reachable, x included. O(V + A).
     */
    public BitSet reach(int from, boolean forward) {
        BitSet seen = new BitSet(names.length);
        Deque<Integer> todo = new ArrayDeque<>();
        seen.set(from);
        todo.push(from);
        while (!todo.isEmpty()) {
            for (int w : (forward ? succ : pred)[todo.pop()]) {
                if (!seen.get(w)) {
                    seen.set(w);
                    todo.push(w);
                }
            }
        }
        return seen;
    }

    /** @return the board without the given vertices (names, labels and the arcs among the rest kept) */
    public Digraph without(BitSet removed) {
        int[] index = new int[names.length];
        List<String> keptNames = new ArrayList<>();
        boolean[] keptLeft = new boolean[names.length - removed.cardinality()];
        for (int v = 0; v < names.length; v++) {
            if (removed.get(v)) {
                index[v] = -1;
            } else {
                index[v] = keptNames.size();
                keptLeft[keptNames.size()] = left[v];
                keptNames.add(names[v]);
            }
        }
        List<int[]> arcs = new ArrayList<>();
        for (int v = 0; v < names.length; v++) {
            for (int w : succ[v]) {
                if (index[v] >= 0 && index[w] >= 0) {
                    arcs.add(new int[] {index[v], index[w]});
                }
            }
        }
        return new Digraph(keptNames, keptLeft, arcs);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Digraph d && hash == d.hash && Arrays.equals(names, d.names)
                && Arrays.equals(left, d.left) && Arrays.deepEquals(succ, d.succ);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int v = 0; v < names.length; v++) {
            s.append(names[v]).append(left[v] ? "(L)" : "(R)").append(Arrays.toString(succ[v])).append(' ');
        }
        return s.toString().strip();
    }
}
