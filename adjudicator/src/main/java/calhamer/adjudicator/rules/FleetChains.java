package calhamer.adjudicator.rules;

import java.util.Arrays;

/**
 * Which convoys are possible on a board: the groups of sea provinces that hold a fleet and touch each other. A convoy
 * from a to b is possible when one group touches both (DATC 6.D.8: "a possible convoy ... before the orders were made
 * public"). A fleet can take part in it when a route from a to b runs through it without visiting a sea twice: there
 * are two paths from the fleet, one to a sea touching a and one to a sea touching b, sharing no sea (found as a flow
 * of two with unit sea capacities, Menger's theorem). So a fleet in a dead end off the route cannot convoy.
 *
 * <p>Labelling is O(F²) for F fleets at sea; {@link #possible} is O(S²) for S sea neighbours of the two ends;
 * {@link #through} is O(k²) for k fleets in the group. Reused; not thread-safe.
 */
public final class FleetChains {
    private final MapTables t;
    private final int[] label;
    private final int[] queue;
    private final int[] group;
    private final int[] nodeOf;
    private int[] capacity = new int[0];
    private int[] parent = new int[0];
    private int[] bfs = new int[0];

    public FleetChains(MapTables tables) {
        this.t = tables;
        label = new int[tables.provinceCount];
        queue = new int[tables.provinceCount];
        group = new int[tables.provinceCount];
        nodeOf = new int[tables.provinceCount];
    }

    /**
     * Labels the groups formed by the given sea provinces (the ones holding a fleet).
     *
     * @param seas  provinces holding a fleet at sea, in {@code seas[0..count)}
     * @param count how many
     */
    public void label(int[] seas, int count) {
        Arrays.fill(label, -1);
        for (int i = 0; i < count; i++) {
            label[seas[i]] = -2;
        }
        for (int i = 0; i < count; i++) {
            int start = seas[i];
            if (label[start] != -2) {
                continue;
            }
            int head = 0;
            int tail = 0;
            queue[tail++] = start;
            label[start] = start;
            while (head < tail) {
                int s = queue[head++];
                for (int k = 0; k < count; k++) {
                    int q = seas[k];
                    if (label[q] == -2 && t.fleetAdjacent(s, q)) {
                        label[q] = start;
                        queue[tail++] = q;
                    }
                }
            }
        }
    }

    /** @return whether some group of fleets joins the coastal provinces a and b */
    public boolean possible(int a, int b) {
        return joins(-1, a, b);
    }

    /** @return whether a route from the coastal province a to b through fleets at sea can run through {@code sea} */
    public boolean through(int sea, int a, int b) {
        if (label[sea] < 0 || !joins(label[sea], a, b)) {
            return false;
        }
        int k = 0;
        for (int p = 0; p < t.provinceCount; p++) {
            if (label[p] == label[sea]) {
                nodeOf[p] = k;
                group[k++] = p;
            }
        }
        // nodes: 2i = sea i entering, 2i+1 = sea i leaving; 2k = side a, 2k+1 = side b, 2k+2 = sink
        int n = 2 * k + 3;
        if (capacity.length < n * n) {
            capacity = new int[n * n];
            parent = new int[n];
            bfs = new int[n];
        }
        Arrays.fill(capacity, 0, n * n, 0);
        for (int i = 0; i < k; i++) {
            int s = group[i];
            capacity[(2 * i) * n + 2 * i + 1] = s == sea ? 2 : 1;
            for (int j = 0; j < k; j++) {
                if (j != i && t.fleetAdjacent(s, group[j])) {
                    capacity[(2 * i + 1) * n + 2 * j] = 1;
                }
            }
            if (t.seaTouches[a * t.provinceCount + s]) {
                capacity[(2 * i + 1) * n + 2 * k] = 1;
            }
            if (t.seaTouches[b * t.provinceCount + s]) {
                capacity[(2 * i + 1) * n + 2 * k + 1] = 1;
            }
        }
        capacity[(2 * k) * n + 2 * k + 2] = 1;
        capacity[(2 * k + 1) * n + 2 * k + 2] = 1;
        int source = 2 * nodeOf[sea];
        return augment(source, 2 * k + 2, n) && augment(source, 2 * k + 2, n);
    }

    /** One augmenting path of the flow (Edmonds-Karp step): O(n²). */
    private boolean augment(int source, int sink, int n) {
        Arrays.fill(parent, 0, n, -1);
        parent[source] = source;
        int head = 0;
        int tail = 0;
        bfs[tail++] = source;
        while (head < tail && parent[sink] < 0) {
            int u = bfs[head++];
            for (int v = 0; v < n; v++) {
                if (parent[v] < 0 && capacity[u * n + v] > 0) {
                    parent[v] = u;
                    bfs[tail++] = v;
                }
            }
        }
        if (parent[sink] < 0) {
            return false;
        }
        for (int v = sink; v != source; v = parent[v]) {
            capacity[parent[v] * n + v]--;
            capacity[v * n + parent[v]]++;
        }
        return true;
    }

    private boolean joins(int group, int a, int b) {
        if (a == b || !t.isCoastal(a) || !t.isCoastal(b)) {
            return false;
        }
        for (int s : t.seaNeighbours[a]) {
            int l = label[s];
            if (l < 0 || (group >= 0 && l != group)) {
                continue;
            }
            for (int u : t.seaNeighbours[b]) {
                if (label[u] == l) {
                    return true;
                }
            }
        }
        return false;
    }
}
