package calhamer.adjudicator.rules;

import java.util.Arrays;

/**
 * Which convoys are possible on a board: the groups of sea provinces that hold a fleet and touch each other. A convoy
 * from a to b is possible when one group touches both (DATC 6.D.8: "a possible convoy ... before the orders were made
 * public"). A fleet can take part in it when a route from a to b runs through it without visiting a sea twice: there
 * are two paths from the fleet, one to a sea touching a and one to a sea touching b, sharing no sea (found as a flow
 * of two with unit sea capacities, Menger's theorem). So a fleet in a dead end off the route cannot convoy.
 *
 * <p>Labelling is O(F² + F·C) for F fleets at sea with C shores each: it also notes each group's fleets and the
 * provinces the group touches, so {@link #possible} is O(G) for G groups and whether one group joins two provinces
 * O(1); {@link #through} is O(1) for a lone fleet and O(k²) for k fleets in the group. Reused; not thread-safe.
 */
public final class FleetChains {
    private final MapTables t;
    private final int[] label;
    private final int[] group;
    private final int[] nodeOf;
    /** touches[g · P + p]: the group labelled g (its first sea) has a fleet on a sea touching province p. */
    private final boolean[] touches;
    /** The labels of the groups, {@code groups[0..groupCount)}. */
    private final int[] groups;
    private int groupCount;
    /** The seas of each group, contiguous: group g's are {@code members[first[g] .. first[g] + size[g])}. */
    private final int[] members;
    private final int[] first;
    private final int[] size;
    private int[] capacity = new int[0];
    private int[] parent = new int[0];
    private int[] bfs = new int[0];

    public FleetChains(MapTables tables) {
        this.t = tables;
        label = new int[tables.provinceCount];
        group = new int[tables.provinceCount];
        nodeOf = new int[tables.provinceCount];
        touches = new boolean[tables.provinceCount * tables.provinceCount];
        groups = new int[tables.provinceCount];
        members = new int[tables.provinceCount];
        first = new int[tables.provinceCount];
        size = new int[tables.provinceCount];
    }

    /**
     * Labels the groups formed by the given sea provinces (the ones holding a fleet).
     *
     * @param seas  provinces holding a fleet at sea, in {@code seas[0..count)}
     * @param count how many
     */
    public void label(int[] seas, int count) {
        int provinces = t.provinceCount;
        for (int i = 0; i < groupCount; i++) {
            Arrays.fill(touches, groups[i] * provinces, (groups[i] + 1) * provinces, false);
        }
        groupCount = 0;
        Arrays.fill(label, -1);
        for (int i = 0; i < count; i++) {
            label[seas[i]] = -2;
        }
        int tail = 0;
        for (int i = 0; i < count; i++) {
            int start = seas[i];
            if (label[start] != -2) {
                continue;
            }
            groups[groupCount++] = start;
            first[start] = tail;
            int head = tail;
            members[tail++] = start;
            label[start] = start;
            while (head < tail) {
                int s = members[head++];
                for (int shore : t.shores[s]) {
                    touches[start * provinces + shore] = true;
                }
                for (int k = 0; k < count; k++) {
                    int q = seas[k];
                    if (label[q] == -2 && t.fleetAdjacent(s, q)) {
                        label[q] = start;
                        members[tail++] = q;
                    }
                }
            }
            size[start] = tail - first[start];
        }
    }

    /** @return whether some group of fleets touches province p: no convoy can start there otherwise (O(G)) */
    public boolean touchesAny(int p) {
        for (int i = 0; i < groupCount; i++) {
            if (touches[groups[i] * t.provinceCount + p]) {
                return true;
            }
        }
        return false;
    }

    /** @return whether some group of fleets joins the coastal provinces a and b */
    public boolean possible(int a, int b) {
        return joins(-1, a, b);
    }

    /**
     * @return whether the group of fleets {@code sea} belongs to touches province p: a convoy through {@code sea}
     *         can only start or end at such a province (O(1))
     */
    public boolean touches(int sea, int p) {
        int g = label[sea];
        return g >= 0 && touches[g * t.provinceCount + p];
    }

    /** @return whether a route from the coastal province a to b through fleets at sea can run through {@code sea} */
    public boolean through(int sea, int a, int b) {
        int g = label[sea];
        if (g < 0 || !joins(g, a, b)) {
            return false;
        }
        int k = size[g];
        if (k == 1) {
            return true;   // the lone fleet touches both ends: a → sea → b
        }
        for (int i = 0; i < k; i++) {
            int p = members[first[g] + i];
            nodeOf[p] = i;
            group[i] = p;
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
        int provinces = t.provinceCount;
        if (group >= 0) {
            return touches[group * provinces + a] && touches[group * provinces + b];
        }
        for (int i = 0; i < groupCount; i++) {
            int g = groups[i] * provinces;
            if (touches[g + a] && touches[g + b]) {
                return true;
            }
        }
        return false;
    }
}
